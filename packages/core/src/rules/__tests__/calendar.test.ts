import { describe, expect, it } from 'vitest';
import {
  addDays,
  calendarRange,
  calendarRangeProblem,
  compareCalendarItems,
  daysBetween,
  episodesInRange,
  isCalendarDate,
  newEpisodeToNotify,
  seasonsInRange,
  type CalendarOrderFields,
  type DateRange,
  type ShowSchedule,
} from '../calendar.ts';
import type { EpisodeRef } from '../episodes.ts';

describe('calendar dates', () => {
  it.each([
    ['2026-11-28', true],
    ['2024-02-29', true],
    ['2026-02-29', false],
    ['2026-13-01', false],
    ['2026-1-01', false],
    ['20261128', false],
    ['2026-11-28T00:00:00Z', false],
    ['', false],
  ])('%s is a day: %s', (text, expected) => {
    expect(isCalendarDate(text)).toBe(expected);
  });

  it.each([
    ['2026-11-28', 3, '2026-12-01'],
    ['2026-03-01', -1, '2026-02-28'],
    ['2026-12-31', 1, '2027-01-01'],
    ['2026-11-28', 0, '2026-11-28'],
  ])('%s plus %i days is %s', (date, days, expected) => {
    expect(addDays(date, days)).toBe(expected);
    expect(daysBetween(date, expected)).toBe(days);
  });
});

describe('calendarRange', () => {
  const today = '2026-11-28';
  it.each<[string, { from?: string; to?: string }, DateRange]>([
    ['a week back to a month ahead by default', {}, { from: '2026-11-21', to: '2026-12-28' }],
    ['both ends as asked', { from: '2026-01-01', to: '2026-01-31' }, { from: '2026-01-01', to: '2026-01-31' }],
    ['the default span after a first day', { from: '2026-01-01' }, { from: '2026-01-01', to: '2026-02-07' }],
    ['the default span before a last day', { to: '2026-02-07' }, { from: '2026-01-01', to: '2026-02-07' }],
  ])('%s', (_case, asked, expected) => {
    expect(calendarRange(asked, today)).toEqual(expected);
    expect(calendarRangeProblem(expected)).toBeNull();
  });

  it.each<[string, DateRange, ReturnType<typeof calendarRangeProblem>]>([
    ['one day', { from: '2026-01-01', to: '2026-01-01' }, null],
    ['62 days', { from: '2026-01-01', to: '2026-03-03' }, null],
    [
      '63 days',
      { from: '2026-01-01', to: '2026-03-04' },
      { text: 'The calendar covers at most {max, plural, one {# day} other {# days}} at once', values: { max: 62 } },
    ],
    ['backwards', { from: '2026-01-02', to: '2026-01-01' }, { text: 'to must not be before from' }],
  ])('%s', (_case, range, problem) => {
    expect(calendarRangeProblem(range)).toEqual(problem);
  });
});

describe('seasonsInRange', () => {
  const range = { from: '2026-11-21', to: '2026-12-28' };
  const seasons = (...dates: Array<string | null>) => dates.map((air_date, i) => ({ season_number: i + 1, air_date }));
  const episode = (season: number, number: number, air_date: string | null) => ({
    season_number: season,
    episode_number: number,
    air_date,
  });
  it.each<[string, ShowSchedule, number[]]>([
    [
      'the airing season, named by the last and next episodes',
      {
        seasons: seasons('2021-11-06', '2026-11-08'),
        last_episode_to_air: episode(2, 3, '2026-11-27'),
        next_episode_to_air: episode(2, 4, '2026-12-01'),
      },
      [2],
    ],
    [
      'an ended show whose last episode aired before the range: none',
      { seasons: seasons('2019-01-01', '2020-01-01'), last_episode_to_air: episode(2, 8, '2020-03-01') },
      [],
    ],
    [
      'a break past the range: none',
      {
        seasons: seasons('2024-01-01', '2027-03-01'),
        last_episode_to_air: episode(1, 8, '2024-03-01'),
        next_episode_to_air: episode(2, 1, '2027-03-01'),
      },
      [],
    ],
    [
      'a new season starting within the range, its date unknown in the seasons',
      {
        seasons: seasons('2024-01-01', null),
        last_episode_to_air: episode(1, 8, '2024-03-01'),
        next_episode_to_air: episode(2, 1, '2026-12-10'),
      },
      [2],
    ],
    [
      'a season under way since before the range, its next episode within it',
      {
        seasons: seasons('2024-01-01', '2026-10-01'),
        last_episode_to_air: episode(2, 6, '2026-11-14'),
        next_episode_to_air: episode(2, 7, '2026-11-21'),
      },
      [2],
    ],
    ['a season ending and the next starting within the range: both', { seasons: seasons('2026-09-01', '2026-12-01') }, [1, 2]],
    ['without last or next episode, the season running at the range', { seasons: seasons('2020-01-01', '2025-01-01') }, [2]],
    ['a season starting after the range: none', { seasons: seasons('2027-01-05') }, []],
    ['no dated season: none', { seasons: seasons(null, null) }, []],
    [
      'dates TMDB leaves empty count as unknown: the seasons tell',
      {
        seasons: seasons('2024-01-01', ''),
        last_episode_to_air: episode(1, 8, ''),
        next_episode_to_air: episode(2, 1, '2026-12-10'),
      },
      [1, 2],
    ],
    [
      'specials count only through the last or next episode',
      {
        seasons: [{ season_number: 0, air_date: '2020-01-01' }, ...seasons('2026-10-01')],
        next_episode_to_air: episode(0, 5, '2026-12-24'),
      },
      [0, 1],
    ],
    [
      'at most three seasons, the latest',
      { seasons: seasons('2026-11-22', '2026-11-23', '2026-11-24', '2026-11-25') },
      [2, 3, 4],
    ],
  ])('%s', (_case, show, expected) => {
    expect(seasonsInRange(show, range)).toEqual(expected);
  });

  it('asks for a range further ahead by the seasons', () => {
    const show = {
      seasons: seasons('2026-01-01', '2027-02-01'),
      last_episode_to_air: episode(1, 8, '2026-03-01'),
      next_episode_to_air: episode(2, 1, '2027-02-01'),
    };
    expect(seasonsInRange(show, { from: '2027-02-15', to: '2027-03-15' })).toEqual([2]);
  });
});

describe('episodesInRange', () => {
  it('keeps the dated episodes within the range, in order', () => {
    const episodes = [
      { season_number: 2, episode_number: 2, air_date: '2026-12-08' },
      { season_number: 2, episode_number: 1, air_date: '2026-12-01' },
      { season_number: 2, episode_number: 3, air_date: null },
      { season_number: 2, episode_number: 4, air_date: '2026-12-29' },
      { season_number: 1, episode_number: 9, air_date: '2026-11-21' },
      { season_number: 1, episode_number: 8, air_date: '2026-11-20' },
    ];
    expect(episodesInRange(episodes, { from: '2026-11-21', to: '2026-12-28' }).map((e) => e.episode_number)).toEqual([9, 1, 2]);
  });
});

describe('compareCalendarItems', () => {
  const item = (date: string, title: string, season: number | null = null, episode: number | null = null) => ({
    date,
    title,
    season,
    episode,
  });
  it('orders by day, then title, then episode', () => {
    const items: CalendarOrderFields[] = [
      item('2026-12-02', 'Arcane', 2, 5),
      item('2026-12-01', 'zebra'),
      item('2026-12-01', 'Arcane', 2, 4),
      item('2026-12-01', 'arcane', 2, 3),
      item('2026-12-01', 'Beta'),
    ];
    expect(items.toSorted(compareCalendarItems)).toEqual([
      item('2026-12-01', 'arcane', 2, 3),
      item('2026-12-01', 'Arcane', 2, 4),
      item('2026-12-01', 'Beta'),
      item('2026-12-01', 'zebra'),
      item('2026-12-02', 'Arcane', 2, 5),
    ]);
  });
});

describe('newEpisodeToNotify', () => {
  const today = '2026-11-28';
  const last = (air_date: string | null, season = 2, episode = 4) => ({
    last_episode_to_air: { season_number: season, episode_number: episode, air_date },
  });
  it.each<[string, Pick<ShowSchedule, 'last_episode_to_air'>, EpisodeRef[], EpisodeRef | null]>([
    ['aired yesterday', last('2026-11-27'), [], { season: 2, episode: 4 }],
    ['aired today', last('2026-11-28'), [], { season: 2, episode: 4 }],
    ['aired seven days ago', last('2026-11-21'), [], { season: 2, episode: 4 }],
    ['aired eight days ago', last('2026-11-20'), [], null],
    ['dated after today', last('2026-11-29'), [], null],
    ['without a date', last(null), [], null],
    ['with an unreadable date', last('soon'), [], null],
    ['already marked watched', last('2026-11-27'), [{ season: 2, episode: 4 }], null],
    ['another episode marked', last('2026-11-27'), [{ season: 2, episode: 3 }], { season: 2, episode: 4 }],
    ['no last episode', { last_episode_to_air: null }, [], null],
  ])('%s', (_case, show, marked, expected) => {
    expect(newEpisodeToNotify(show, today, marked)).toEqual(expected);
  });
});
