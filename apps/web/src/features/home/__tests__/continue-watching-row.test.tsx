import type { ContinueWatchingItem } from '@marquee/core';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearSession, storeSession } from '@/lib/session';
import { historyEntry } from '@/testing/entries';
import { renderApp } from '@/testing/render';
import { ContinueWatchingRow } from '../components/continue-watching-row';

const user = { uid: 'u1', email: 'jane@example.com', displayName: 'Jane', photoURL: null, role: 'member' as const };
const json = (body: unknown) => new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });
const minutesAgo = (n: number) => new Date(Date.now() - n * 60_000).toISOString();

/** Serves the row; a removal answers `removal` (204 or a refusal) and is recorded. */
function serveRow(items: ContinueWatchingItem[], removal = 204) {
  const removed: unknown[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = new URL(input instanceof Request ? input.url : input.toString(), 'http://localhost');
    if (url.pathname === '/api/auth/me') return json(user);
    if (url.pathname === '/api/continue-watching')
      return json({ items: removed.length && removal === 204 ? items.slice(1) : items });
    if (url.pathname === '/api/continue-watching/hidden') {
      removed.push(JSON.parse(init?.body as string));
      return removal === 204
        ? new Response(null, { status: 204 })
        : new Response(JSON.stringify({ error: 'Nope' }), { status: removal });
    }
    return new Response(null, { status: 404 });
  });
  return removed;
}

const items = [
  { ...historyEntry({ id: 'h1', media_id: 1_000_000_949, title: 'Heat', created_at: minutesAgo(1) }), up_next: false },
  { ...historyEntry({ id: 'h2', media_id: 1_000_000_950, title: 'Ronin', created_at: minutesAgo(2) }), up_next: false },
];

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

  it('shows the cards the server gives, and removes one at once', async () => {
    const removed = serveRow(items);
    renderApp(<ContinueWatchingRow />);
    const row = await screen.findByRole('region', { name: 'Continue Watching' });
    expect(
      within(row)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/player/movie/1000000949', '/player/movie/1000000950']);
    fireEvent.click(within(row).getByRole('button', { name: 'Remove Heat from Continue Watching' }));
    await waitFor(() => expect(within(row).queryByText('Heat')).toBeNull());
    expect(removed).toEqual([{ media_type: 'movie', media_id: 1_000_000_949 }]);
  });

  it('brings a card back when the server refuses its removal', async () => {
    const removed = serveRow(items, 403);
    renderApp(<ContinueWatchingRow />);
    const row = await screen.findByRole('region', { name: 'Continue Watching' });
    fireEvent.click(within(row).getByRole('button', { name: 'Remove Heat from Continue Watching' }));
    await waitFor(() => expect(removed).toHaveLength(1));
    expect(await within(row).findByText('Heat')).toBeTruthy();
  });
});
