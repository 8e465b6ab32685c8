import { describe, expect, it } from 'vitest';
import { longestStreak, topNames, watchFigures, type StatsMark, type StatsViewing } from '../watch-stats.ts';

const NOW = Date.parse('2026-11-28T12:00:00Z');
const film = (id: number, at: string, position = 5400, duration = 6000): StatsViewing => ({
  media_type: 'movie',
  media_id: id,
  title: `Film ${id}`,
  season: null,
  episode: null,
  watch_position: position,
  duration,
  created_at: at,
});
const episode = (id: number, e: number, at: string, position = 1500): StatsViewing => ({
  media_type: 'tv',
  media_id: id,
  title: `Show ${id}`,
  season: 1,
  episode: e,
  watch_position: position,
  duration: 1500,
  created_at: at,
});
const mark = (id: number, e: number, at: string): StatsMark => ({
  media_type: 'tv',
  media_id: id,
  season: 1,
  episode: e,
  last_watched_at: at,
});

describe('watchFigures', () => {
  it('counts watches that reached the end, hours played, months and titles of a year', () => {
    const figures = watchFigures(
      [
        film(1, '2026-01-05T20:00:00Z'),
        // Played halfway: hours, but not a film watched.
        film(2, '2026-01-06T20:00:00Z', 3000),
        film(1, '2026-03-01T20:00:00Z'),
        episode(9, 1, '2026-03-02T20:00:00Z'),
        episode(9, 2, '2026-03-03T20:00:00Z'),
      ],
      [mark(9, 3, '2026-03-04T09:00:00Z')],
      2026,
      NOW,
    );
    expect(figures).toMatchObject({ films: 2, episodes: 3, hours: 4.7 });
    expect(figures.periods).toHaveLength(12);
    expect(figures.periods[0]).toEqual({ period: '2026-01', films: 1, episodes: 0, hours: 2.3 });
    expect(figures.periods[2]).toEqual({ period: '2026-03', films: 1, episodes: 3, hours: 2.3 });
    expect(figures.titles).toEqual([
      { media_type: 'tv', media_id: 9, title: 'Show 9', count: 3 },
      { media_type: 'movie', media_id: 1, title: 'Film 1', count: 2 },
    ]);
    expect(figures.longest_streak).toEqual({ days: 4, from: '2026-03-01' });
  });

  it('gives all time by year, from the first year watched', () => {
    const figures = watchFigures([film(1, '2024-06-01T00:00:00Z'), film(2, '2026-02-01T00:00:00Z')], [], null, NOW);
    expect(figures.periods.map((p) => [p.period, p.films])).toEqual([
      ['2024', 1],
      ['2025', 0],
      ['2026', 1],
    ]);
  });

  it('counts days, months and years in the viewer’s time zone, leaving out what falls in another year there', () => {
    // New Year's Eve in New York is already the next year in UTC, and 1 a.m. on New Year's Day is the next year in
    // both; the first of March in Tokyo is still February in UTC.
    const viewings = [film(1, '2027-01-01T03:00:00Z'), film(2, '2026-02-28T17:00:00Z'), film(3, '2027-01-01T06:00:00Z')];
    const newYork = watchFigures(viewings, [], 2026, NOW, 'America/New_York');
    expect(newYork.films).toBe(2);
    expect(newYork.periods[11]).toMatchObject({ period: '2026-12', films: 1 });
    const utc = watchFigures(viewings, [], 2026, NOW, 'UTC');
    expect(utc.films).toBe(1);
    expect(utc.periods[1]).toMatchObject({ period: '2026-02', films: 1 });
    expect(watchFigures(viewings, [], 2026, NOW, 'Asia/Tokyo').periods[2]).toMatchObject({ period: '2026-03', films: 1 });
  });

  it('ends all time at the current year in the viewer’s time zone', () => {
    const newYearUtc = Date.parse('2027-01-01T02:00:00Z');
    const periods = (zone: string) => watchFigures([film(1, '2026-06-01T00:00:00Z')], [], null, newYearUtc, zone).periods;
    expect(periods('UTC').map((p) => p.period)).toEqual(['2026', '2027']);
    expect(periods('America/Los_Angeles').map((p) => p.period)).toEqual(['2026']);
  });

  it('is all zero with nothing watched', () => {
    const figures = watchFigures([], [], 2026, NOW);
    expect(figures).toMatchObject({ films: 0, episodes: 0, hours: 0, titles: [], longest_streak: { days: 0, from: null } });
    expect(figures.periods.every((p) => p.films === 0 && p.episodes === 0 && p.hours === 0)).toBe(true);
  });
});

describe('longestStreak', () => {
  it.each<[string, string[], { days: number; from: string | null }]>([
    ['none', [], { days: 0, from: null }],
    ['one day, twice', ['2026-01-01T01:00:00Z', '2026-01-01T23:00:00Z'], { days: 1, from: '2026-01-01' }],
    ['across a month', ['2026-01-31T10:00:00Z', '2026-02-01T10:00:00Z', '2026-02-02T10:00:00Z'], { days: 3, from: '2026-01-31' }],
    [
      'the first of two equal runs',
      ['2026-01-01T00:00:00Z', '2026-01-02T00:00:00Z', '2026-01-05T00:00:00Z', '2026-01-06T00:00:00Z'],
      { days: 2, from: '2026-01-01' },
    ],
    ['a gap breaks it', ['2026-01-01T00:00:00Z', '2026-01-03T00:00:00Z'], { days: 1, from: '2026-01-01' }],
  ])('%s', (_, times, expected) => {
    expect(longestStreak(times)).toEqual(expected);
  });

  it('joins two UTC days that are one evening in the viewer’s time zone', () => {
    const evening = ['2026-01-01T22:00:00Z', '2026-01-02T03:00:00Z'];
    expect(longestStreak(evening, 'UTC')).toEqual({ days: 2, from: '2026-01-01' });
    expect(longestStreak(evening, 'America/Chicago')).toEqual({ days: 1, from: '2026-01-01' });
  });
});

describe('topNames', () => {
  it('weights names by how often their titles were watched, once per title', () => {
    expect(
      topNames(
        [
          { count: 3, names: ['Drama', 'Crime', 'Drama'] },
          { count: 1, names: ['Comedy', 'Crime'] },
          { count: 1, names: ['Action'] },
        ],
        3,
      ),
    ).toEqual([
      { name: 'Crime', count: 4 },
      { name: 'Drama', count: 3 },
      { name: 'Action', count: 1 },
    ]);
  });
});
