import { act, screen } from '@testing-library/react';
import { Outlet } from '@/lib/router';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '@/testing/render';
import { AppExtras } from '../app-extras';

const routes = [
  {
    element: (
      <>
        <AppExtras />
        <Outlet />
      </>
    ),
    children: [
      { index: true, element: <p>home</p> },
      { path: 'player/movie/:id', element: <p>player</p> },
    ],
  },
];

describe('AppExtras', () => {
  it("offers the assistant's button on every screen but a player's, where it would cover the picture", async () => {
    const { router } = renderRoutes(routes, { path: '/' });
    expect(await screen.findByRole('button', { name: 'Open assistant' })).toBeTruthy();
    await act(() => router.navigate('/player/movie/550'));
    expect(screen.getByText('player')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Open assistant' })).toBeNull();
    await act(() => router.navigate('/'));
    expect(screen.getByRole('button', { name: 'Open assistant' })).toBeTruthy();
  });
});
