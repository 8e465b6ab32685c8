import type { HistoryPage } from '@marquee/core';
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearSession, storeSession } from '@/lib/session';
import { historyEntry } from '@/testing/entries';
import { renderApp } from '@/testing/render';
import { ContinueWatchingRow } from '../components/continue-watching-row';

const user = { uid: 'u1', email: 'jane@example.com', displayName: 'Jane', photoURL: null, role: 'member' as const };
const json = (body: unknown) => new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });
const minutesAgo = (n: number) => new Date(Date.now() - n * 60_000).toISOString();

function serveHistory(page: HistoryPage) {
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const url = new URL(input instanceof Request ? input.url : input.toString(), 'http://localhost');
    if (url.pathname === '/api/auth/me') return json(user);
    if (url.pathname === '/api/watch-history') return json(page);
    return new Response(null, { status: 404 });
  });
}

describe('ContinueWatchingRow', () => {
  beforeEach(() => {
    storeSession('t'.repeat(43), user);
    // jsdom has no layout, hence no ResizeObserver; the row only needs one to exist.
    vi.stubGlobal(
      'ResizeObserver',
      class {
        observe() {}
        disconnect() {}
      },
    );
  });
  afterEach(() => {
    // Unmounted first: the row's effects use the stubbed ResizeObserver until then.
    cleanup();
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
    clearSession();
  });

  it('leaves out entries of another metadata source, which the player cannot resume', async () => {
    serveHistory({
      items: [
        // The newest is a TMDB entry kept while the offline catalogue answers.
        historyEntry({ id: 'h1', media_id: 11, source: 'tmdb', title: 'Star Wars', created_at: minutesAgo(1) }),
        historyEntry({ id: 'h2', media_id: 1_000_000_949, title: 'Heat', created_at: minutesAgo(2) }),
      ],
      hasMore: false,
    });
    renderApp(<ContinueWatchingRow />);
    const row = await screen.findByRole('region', { name: 'Continue Watching' });
    expect(
      within(row)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/player/movie/1000000949']);
    expect(within(row).queryByText('Star Wars')).toBeNull();
  });
});
