import { setupI18n } from '@lingui/core';
import type { CalendarItem, NotificationsReply } from '@marquee/core';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createI18n } from '@/lib/i18n';
import { clearSession, storeSession } from '@/lib/session';
import { renderApp } from '@/testing/render';
import { dayLabel } from '../components/calendar-days';
import NotificationsMenu from '../components/notifications-menu';
import CalendarRoute from '../routes/calendar';

const user = { uid: 'u1', email: 'jane@example.com', displayName: 'Jane', photoURL: null, role: 'member' as const };
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

const episode = (date: string, episodeNumber: number): CalendarItem => ({
  date,
  media_type: 'tv',
  media_id: 7,
  title: 'Arcane',
  poster_path: null,
  season: 2,
  episode: episodeNumber,
  episode_name: `Part ${episodeNumber}`,
});

/** Serves the calendar, its feed and the notifications; records the requests that change something. */
function serve(items: CalendarItem[], notifications: NotificationsReply = { items: [], unread: 0 }) {
  const changes: string[] = [];
  let active = false;
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = new URL(input instanceof Request ? input.url : input.toString(), 'http://localhost');
    const method = init?.method ?? 'GET';
    if (method !== 'GET') changes.push(`${method} ${url.pathname} ${(init?.body as string | undefined) ?? ''}`.trim());
    if (url.pathname === '/api/auth/me') return json(user);
    if (url.pathname === '/api/calendar') return json({ from: day(-7), to: day(30), items });
    if (url.pathname === '/api/calendar/feed' && method === 'GET')
      return json({ active, created_at: active ? new Date().toISOString() : null });
    if (url.pathname === '/api/calendar/feed' && method === 'POST') {
      active = true;
      return json({ url: 'http://localhost/api/calendar/feed/secret.ics' });
    }
    if (url.pathname === '/api/calendar/feed' && method === 'DELETE') {
      active = false;
      return new Response(null, { status: 204 });
    }
    if (url.pathname === '/api/notifications') return json(notifications);
    if (url.pathname === '/api/notifications/read') return new Response(null, { status: 204 });
    return new Response(null, { status: 404 });
  });
  return changes;
}

describe('Calendar', () => {
  beforeEach(() => storeSession('t'.repeat(43), user));
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
    clearSession();
  });

  it('lists what comes up by day and what came out lately, each linking to its title', async () => {
    serve([episode(day(-2), 3), episode(day(0), 4), episode(day(1), 5)]);
    renderApp(<CalendarRoute />);
    const coming = await screen.findByRole('region', { name: 'Coming up' });
    expect(within(coming).getByRole('heading', { name: 'Today' })).toBeTruthy();
    expect(within(coming).getByRole('heading', { name: 'Tomorrow' })).toBeTruthy();
    expect(
      within(coming)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['ArcaneS2 E4 · Part 4', 'ArcaneS2 E5 · Part 5']);
    const recent = screen.getByRole('region', { name: 'Recently out' });
    expect(within(recent).getByRole('link').getAttribute('href')).toBe('/tv/7');
  });

  it('says when nothing is on it', async () => {
    serve([]);
    renderApp(<CalendarRoute />);
    expect(await screen.findByText('Nothing on your calendar')).toBeTruthy();
  });

  it('makes a feed link to copy, and turns it off', async () => {
    const changes = serve([]);
    renderApp(<CalendarRoute />);
    const make = await screen.findByRole('button', { name: 'Make a link' });
    // Enabled once the feed's state is known.
    await waitFor(() => expect((make as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(make);
    expect(await screen.findByDisplayValue('http://localhost/api/calendar/feed/secret.ics')).toBeTruthy();
    fireEvent.click(await screen.findByRole('button', { name: 'Turn off' }));
    await waitFor(() => expect(screen.queryByDisplayValue(/secret\.ics/)).toBeNull());
    expect(changes).toEqual(['POST /api/calendar/feed {}', 'DELETE /api/calendar/feed']);
  });
});

describe('dayLabel', () => {
  const languages = {
    en: createI18n('en', {}),
    // Languages being translated, not yet offered (createI18n takes those only): their catalogues as the build gives them.
    de: setupI18n({ locale: 'de', messages: { de: { Today: ['Heute'], Tomorrow: ['Morgen'] } } }),
    ja: setupI18n({ locale: 'ja', messages: { ja: {} } }),
  };
  it.each<[string, keyof typeof languages, string]>([
    ['2026-03-04', 'en', 'Today'],
    ['2026-03-05', 'en', 'Tomorrow'],
    ['2026-03-03', 'en', 'Yesterday'],
    ['2026-03-10', 'en', 'Tuesday, Mar 10, 2026'],
    ['2026-03-05', 'de', 'Morgen'],
    ['2026-03-10', 'de', 'Dienstag, 10. März 2026'],
    ['2026-03-10', 'ja', '2026年3月10日火曜日'],
  ])('%s in %s', (date, language, expected) => {
    expect(dayLabel(date, '2026-03-04', languages[language])).toBe(expected);
  });
});

describe('NotificationsMenu', () => {
  beforeEach(() => storeSession('t'.repeat(43), user));
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
    clearSession();
  });

  it('shows the unread count, and marks the notifications read when opened', async () => {
    const changes = serve([], {
      items: [
        {
          id: 'n1',
          kind: 'new-episode',
          media_type: 'tv',
          media_id: 7,
          season: 2,
          episode: 4,
          title: 'Arcane',
          created_at: new Date().toISOString(),
          read_at: null,
        },
      ],
      unread: 1,
    });
    renderApp(<NotificationsMenu />);
    const bell = await screen.findByRole('button', { name: 'Notifications, 1 unread' });
    fireEvent.pointerDown(bell, { button: 0, pointerType: 'mouse' });
    expect(await screen.findByRole('menuitem', { name: /New episode of Arcane: S2 E4/ })).toBeTruthy();
    await waitFor(() => expect(changes).toEqual(['POST /api/notifications/read {"ids":["n1"]}']));
    // Read now, it keeps its dot while the menu that showed it as new stays open.
    await screen.findByRole('button', { name: 'Notifications' });
    const dot = screen.getByRole('menuitem', { name: /New episode of Arcane/ }).querySelector('span[aria-hidden="true"]');
    expect(dot?.className).toContain('bg-accent');
    fireEvent.keyDown(screen.getByRole('menu'), { key: 'Escape' });
    expect(await screen.findByRole('button', { name: 'Notifications' })).toBeTruthy();
  });
});
