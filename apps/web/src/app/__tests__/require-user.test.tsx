import { screen } from '@testing-library/react';
import { Navigate, Outlet } from '@/lib/router';
import { describe, expect, it } from 'vitest';
import { LoginPrompt } from '@/features/auth/components/login-prompt';
import { renderRoutes } from '@/testing/render';
import { RequireUser } from '../require-user';
import { routes as appRoutes } from '../route-table';

// The guards as the router sets them up for /profile and /watch-history (docs/behaviour.md#routes).
const routes = [
  {
    element: <Outlet />,
    children: [
      { index: true, element: <h1>Home screen</h1> },
      {
        element: <RequireUser signedOut={<Navigate to="/" replace />} />,
        children: [{ path: 'profile', element: <h1>Profile screen</h1> }],
      },
      {
        element: (
          <RequireUser signedOut={<LoginPrompt description="Sign in to see your watch history, favorites and watchlist." />} />
        ),
        children: [{ path: 'watch-history', element: <h1>History screen</h1> }],
      },
    ],
  },
];

describe('RequireUser', () => {
  it('sends a visitor from /profile to /', async () => {
    const { router } = renderRoutes(routes, { path: '/profile' });
    expect(await screen.findByRole('heading', { name: 'Home screen' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/');
  });

  it("shows a visitor 'Please log in' with a Log In button on /watch-history", () => {
    renderRoutes(routes, { path: '/watch-history' });
    expect(screen.getByRole('heading', { name: 'Please log in' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Log In' }).getAttribute('href')).toBe('/login');
    expect(screen.queryByRole('heading', { name: 'History screen' })).toBeNull();
  });
});

describe("the app's signed-in screens, to a visitor", () => {
  it.each([
    ['/watch-history', 'Sign in to see your watch history, favorites and watchlist.'],
    ['/library', "Sign in to watch the films and shows in this server's library."],
    ['/library/manage', "Sign in as this server's owner to manage its library."],
    ['/admin', 'Sign in as an admin of this server to manage it.'],
  ])("%s says what signing in opens: '%s'", async (path, description) => {
    renderRoutes(appRoutes, { path });
    const heading = await screen.findByRole('heading', { level: 1, name: 'Please log in' });
    expect(heading.parentElement?.textContent).toContain(description);
    expect(screen.getByRole('link', { name: 'Log In' }).getAttribute('href')).toBe('/login');
  });
});
