import { fireEvent, screen } from '@testing-library/react';
import { Toaster } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '@/testing/render';
import { ListToggleButton } from '../list-toggle-button';

const media = {
  media_id: 550,
  media_type: 'movie' as const,
  title: 'Fight Club',
  poster_path: null,
  backdrop_path: null,
  overview: null,
  rating: 8.4,
};

describe('ListToggleButton for a visitor', () => {
  afterEach(() => vi.restoreAllMocks());

  it.each([
    ['favourites', 'Add to Favorites', 'Please log in to add items to your favorites.'],
    ['watchlist', 'Add to Watchlist', 'Please log in to add items to your watchlist.'],
  ] as const)(
    '%s: asks to log in with the documented text, sends nothing and stays as it was',
    async (list, label, description) => {
      const fetchSpy = vi.spyOn(globalThis, 'fetch');
      renderApp(
        <>
          <ListToggleButton list={list} media={media} />
          <Toaster />
        </>,
      );
      fireEvent.click(screen.getByRole('button', { name: label }));
      expect(await screen.findByText('Login Required')).toBeTruthy();
      expect(screen.getByText(description)).toBeTruthy();
      expect(screen.getByRole('button', { name: label })).toBeTruthy();
      expect(fetchSpy).not.toHaveBeenCalled();
    },
  );

  it('names an icon-only button by its label', () => {
    renderApp(<ListToggleButton list="favourites" media={media} iconOnly />);
    const button = screen.getByRole('button', { name: 'Add to Favorites' });
    expect(button.textContent).toBe('');
  });
});
