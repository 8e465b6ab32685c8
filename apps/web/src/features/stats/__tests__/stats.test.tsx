import type { StatsReply } from '@marquee/core';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearSession, storeSession } from '@/lib/session';
import { renderApp } from '@/testing/render';
import StatsRoute from '../routes/stats';

const user = { uid: 'u1', email: 'jane@example.com', displayName: 'Jane', photoURL: null, role: 'member' as const };
const json = (body: unknown) => new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });
const thisYear = new Date().getFullYear();

const reply = (fields: Partial<StatsReply>): StatsReply => ({
  year: thisYear,
  hours: 0,
  films: 0,
  episodes: 0,
  periods: Array.from({ length: 12 }, (_, i) => ({
    period: `${thisYear}-${String(i + 1).padStart(2, '0')}`,
    films: 0,
    episodes: 0,
    hours: 0,
  })),
  longest_streak: { days: 0, from: null },
  top_films: [],
  top_shows: [],
  top_genres: [],
  top_people: [],
  years: [],
  ...fields,
});

/** Serves each year's reply; records the years asked for. */
function serveStats(byYear: Record<string, StatsReply>) {
  const asked: string[] = [];
  const zones: string[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const url = new URL(input instanceof Request ? input.url : input.toString(), 'http://localhost');
    if (url.pathname === '/api/auth/me') return json(user);
    if (url.pathname === '/api/stats') {
      const year = url.searchParams.get('year') ?? '';
      asked.push(year);
      zones.push(url.searchParams.get('tz') ?? '');
      return json(byYear[year] ?? reply({ year: Number(year) }));
    }
    return new Response(null, { status: 404 });
  });
  return { asked, zones };
}

describe('Your Year', () => {
  beforeEach(() => storeSession('t'.repeat(43), user));
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
    clearSession();
  });

  it('shows the figures, the months and the top lists, and another year when picked', async () => {
    const march = { period: `${thisYear}-03`, films: 2, episodes: 5, hours: 7.5 };
    const { asked, zones } = serveStats({
      [thisYear]: reply({
        hours: 7.5,
        films: 2,
        episodes: 5,
        periods: reply({}).periods.map((p) => (p.period === march.period ? march : p)),
        longest_streak: { days: 3, from: `${thisYear}-03-01` },
        top_films: [{ media_type: 'movie', media_id: 949, title: 'Heat', poster_path: null, count: 2 }],
        top_genres: [{ name: 'Crime', count: 2 }],
        years: [thisYear, thisYear - 1],
      }),
    });
    renderApp(<StatsRoute />);
    expect(await screen.findByText('Hours watched')).toBeTruthy();
    const figures = screen.getByText('Hours watched').closest('dl')!;
    expect(within(figures).getByText('7.5')).toBeTruthy();
    expect(within(figures).getByText('3 days')).toBeTruthy();
    expect(screen.getByText('Mar: 2 films, 5 episodes, 7.5 hours')).toBeTruthy();
    expect(screen.getByRole('link', { name: /Heat/ }).getAttribute('href')).toBe('/movie/949');
    expect(screen.getByText('Crime')).toBeTruthy();

    fireEvent.change(screen.getByLabelText('Year'), { target: { value: String(thisYear - 1) } });
    expect(await screen.findByText(`Nothing watched in ${thisYear - 1} yet`)).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Year'), { target: { value: 'all' } });
    await waitFor(() => expect(asked).toEqual([String(thisYear), String(thisYear - 1), 'all']));
    // Counted in the device's time zone.
    expect(new Set(zones)).toEqual(new Set([Intl.DateTimeFormat().resolvedOptions().timeZone]));
  });

  it('says when nothing was watched', async () => {
    serveStats({});
    renderApp(<StatsRoute />);
    expect(await screen.findByText(`Nothing watched in ${thisYear} yet`)).toBeTruthy();
  });
});
