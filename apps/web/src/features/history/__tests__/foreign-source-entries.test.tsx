import type { AppConfigReply, HistoryPage } from '@marquee/core';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearSession, storeSession } from '@/lib/session';
import { historyEntry, listEntry } from '@/testing/entries';
import { renderApp, testConfig } from '@/testing/render';
import { HistoryPanel } from '../components/history-panel';
import { ProfileHistoryTab } from '../components/profile-history-tab';
import { ProfileListTab } from '../components/profile-list-tab';
import { SavedListPanel } from '../components/saved-list-panel';

const user = { uid: 'u1', email: 'jane@example.com', displayName: 'Jane', photoURL: null, role: 'member' as const };
const json = (body: unknown) => new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });

/** The offline catalogue answers, with one source to play in a new tab. */
const config: AppConfigReply = {
  ...testConfig,
  sources: [
    {
      key: 'one',
      name: 'One',
      sandbox: false,
      movieUrl: 'https://one.example/m/{id}',
      tvUrl: 'https://one.example/t/{id}/{season}/{episode}',
    },
  ],
};

// One entry the catalogue knows, and one kept from TMDB whose title it could not match.
const current = { id: 'e1', media_id: 1_000_000_949, title: 'Heat' };
const foreign = { id: 'e2', media_id: 11, source: 'tmdb' as const, title: 'Star Wars', poster_path: '/sw.jpg' };
const lists = [listEntry(current), listEntry(foreign)];
const history: HistoryPage = { items: [historyEntry(current), historyEntry(foreign)], hasMore: false };

/** The server: /auth/me confirms the stored user, the lists and the history answer with the entries above. */
function serve() {
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const url = new URL(input instanceof Request ? input.url : input.toString(), 'http://localhost');
    if (url.pathname === '/api/auth/me') return json(user);
    if (url.pathname === '/api/watchlist' || url.pathname === '/api/favourites') return json(lists);
    if (url.pathname === '/api/watch-history') return json(history);
    return new Response(null, { status: 404 });
  });
}

async function rowOf(title: string) {
  const row = (await screen.findByText(title)).closest('li');
  if (!row) throw new Error(`no row for ${title}`);
  return row;
}

const NOTE = 'Not found in the current catalogue';

describe('entries of another metadata source on the account screens', () => {
  beforeEach(() => {
    storeSession('t'.repeat(43), user);
    serve();
  });
  afterEach(() => {
    vi.restoreAllMocks();
    clearSession();
  });

  it.each([
    ['the Watch History page: History', <HistoryPanel key="history" />],
    ['the Watch History page: Watchlist', <SavedListPanel key="watchlist" list="watchlist" />],
  ])('%s: the foreign entry has no title link and no play action, but the note and its Remove button', async (_screen, ui) => {
    renderApp(ui, { config });
    const known = await rowOf('Heat');
    expect(within(known).getByRole('link', { name: 'Heat' }).getAttribute('href')).toBe('/movie/1000000949');
    expect(within(known).getByRole('link', { name: 'Play Heat (opens in a new tab)' })).toBeTruthy();
    expect(within(known).queryByText(NOTE)).toBeNull();

    const kept = await rowOf('Star Wars');
    expect(within(kept).queryByRole('link')).toBeNull();
    expect(within(kept).getByText(NOTE)).toBeTruthy();
    expect(within(kept).getByRole('button', { name: 'Remove Star Wars' })).toBeTruthy();
  });

  it('the profile: the foreign history entry has no Play link to the player, the current one has', async () => {
    renderApp(<ProfileHistoryTab />, { config, path: '/profile' });
    const known = await rowOf('Heat');
    expect(within(known).getByRole('link', { name: 'Play Heat' }).getAttribute('href')).toBe('/player/movie/1000000949');
    const kept = await rowOf('Star Wars');
    expect(within(kept).queryByRole('link')).toBeNull();
    expect(within(kept).getByText(NOTE)).toBeTruthy();
  });

  it('the profile: a foreign favourite stays removable', async () => {
    renderApp(<ProfileListTab list="favourites" />, { config, path: '/profile' });
    const kept = await rowOf('Star Wars');
    expect(within(kept).queryByRole('link')).toBeNull();
    expect(within(kept).getByText(NOTE)).toBeTruthy();
    expect(within(kept).getByRole('button', { name: 'Remove Star Wars' })).toBeTruthy();
  });
});
