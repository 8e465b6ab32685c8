import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Toaster } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearSession, storeSession } from '@/lib/session';
import { json, requestsTo, serveApi, testProfile, testUser } from '@/testing/profiles';
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

describe('ListToggleButton signed in', () => {
  beforeEach(() => storeSession('token', testUser, testProfile()));
  afterEach(() => {
    vi.restoreAllMocks();
    clearSession();
  });

  it('keeps the focus while the change is sent, and takes no second press meanwhile', async () => {
    let answer: (reply: Response) => void = () => {};
    const saved = { id: 'w1', ...media, source: 'catalogue', year: null, added_at: '2025-01-01T00:00:00.000Z' };
    let stored: unknown[] = [];
    const fetchSpy = serveApi({
      'GET /api/auth/me': () => json(200, { ...testUser, profile: testProfile() }),
      'GET /api/watchlist': () => json(200, stored),
      'POST /api/watchlist': () => new Promise<Response>((resolve) => (answer = resolve)),
    });
    renderApp(<ListToggleButton list="watchlist" media={media} />);
    const button = await screen.findByRole('button', { name: 'Add to Watchlist' });
    // Signed in once the list has been read.
    await waitFor(() => expect(requestsTo(fetchSpy, 'GET /api/watchlist')).toHaveLength(1));
    button.focus();
    fireEvent.click(button);

    const pending = await screen.findByRole('button', { name: 'In Watchlist' });
    await waitFor(() => expect(pending.getAttribute('aria-disabled')).toBe('true'));
    expect(pending.hasAttribute('disabled')).toBe(false);
    expect(document.activeElement).toBe(pending);
    fireEvent.click(pending);
    expect(requestsTo(fetchSpy, 'POST /api/watchlist')).toHaveLength(1);
    expect(requestsTo(fetchSpy, 'DELETE /api/watchlist/pending-movie-550')).toHaveLength(0);

    stored = [saved];
    answer(json(201, saved));
    await waitFor(() => expect(screen.getByRole('button', { name: 'In Watchlist' }).hasAttribute('aria-disabled')).toBe(false));
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'In Watchlist' }));
  });
});
