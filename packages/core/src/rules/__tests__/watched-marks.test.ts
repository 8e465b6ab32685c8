import { describe, expect, it } from 'vitest';
import { watchedBodySchema, watchedQuerySchema } from '../../watched.ts';
import type { EpisodeRef } from '../episodes.ts';
import {
  airedEpisodes,
  countsAsWatched,
  creditsStart,
  isFullyWatched,
  markScope,
  seasonProgress,
  showHasEpisode,
  watchedProgress,
  type MarkScope,
  type ShowAiring,
} from '../watched-marks.ts';

const ep = (season: number, episode: number): EpisodeRef => ({ season, episode });
const place = (season_number: number, episode_number: number) => ({ season_number, episode_number });
const TODAY = '2026-06-01';
// Specials, two seasons of 3 and 2 episodes, and a third announced for later.
const seasons = [
  { season_number: 0, episode_count: 2, air_date: '2020-01-01' },
  { season_number: 1, episode_count: 3, air_date: '2020-02-01' },
  { season_number: 2, episode_count: 2, air_date: '2021-02-01' },
  { season_number: 3, episode_count: 4, air_date: '2027-01-01' },
];

describe('countsAsWatched', () => {
  it.each<[number, number, boolean]>([
    [2700, 3000, true],
    [2699.9, 3000, false],
    [3000, 3000, true],
    [3100, 3000, true],
    [0, 3000, false],
    [10, 0, false],
    [Number.NaN, 3000, false],
    [2700, Number.POSITIVE_INFINITY, false],
    // A 40 s clip: 36 s is 90 %, and 35 s is within the last 5 s auto-advance waits for.
    [35, 40, true],
    [34, 40, false],
  ])('at %s of %s → %s', (position, duration, expected) => {
    expect(countsAsWatched(position, duration)).toBe(expected);
  });
});

describe('creditsStart', () => {
  const chapter = (start: number, title: string | null) => ({ start, title });
  it.each<[string, ReturnType<typeof chapter>[], number | null]>([
    ['closing credits', [chapter(0, 'Chapter 1'), chapter(2500, 'End Credits')], 2500],
    ['none named', [chapter(0, 'Chapter 1'), chapter(2500, 'Chapter 2')], null],
    ['opening credits are an intro', [chapter(0, 'Opening Credits'), chapter(60, 'Chapter 2')], null],
    ['credits in the first half do not count', [chapter(600, 'Credits'), chapter(700, 'Chapter 3')], null],
    ['the last of two', [chapter(2400, 'Credits'), chapter(2600, 'Post-credits scene'), chapter(2800, 'Credits')], 2800],
    ['no chapters', [], null],
  ])('%s', (_, chapters, expected) => {
    expect(creditsStart(chapters, 3000)).toBe(expected);
  });
});

describe('markScope', () => {
  it.each<[string, Parameters<typeof markScope>[0], MarkScope]>([
    ['a film', { media_type: 'movie' }, { kind: 'film' }],
    ['a show', { media_type: 'tv' }, { kind: 'show' }],
    ['a season', { media_type: 'tv', season: 2 }, { kind: 'season', season: 2 }],
    ['the specials', { media_type: 'tv', season: 0 }, { kind: 'season', season: 0 }],
    ['an episode', { media_type: 'tv', season: 2, episode: 5 }, { kind: 'episode', season: 2, episode: 5 }],
  ])('%s', (_label, body, expected) => {
    expect(markScope(body)).toEqual(expected);
  });
});

describe('airedEpisodes', () => {
  it.each<[string, ShowAiring, number | undefined, EpisodeRef[]]>([
    [
      'an ended show: every episode of the regular seasons dated up to today',
      { seasons },
      undefined,
      [ep(1, 1), ep(1, 2), ep(1, 3), ep(2, 1), ep(2, 2)],
    ],
    [
      'up to the last episode aired',
      { seasons, last_episode_to_air: place(2, 1), next_episode_to_air: place(2, 2) },
      undefined,
      [ep(1, 1), ep(1, 2), ep(1, 3), ep(2, 1)],
    ],
    ['before the next one when only it is known', { seasons, next_episode_to_air: place(1, 3) }, undefined, [ep(1, 1), ep(1, 2)]],
    ['one season', { seasons }, 2, [ep(2, 1), ep(2, 2)]],
    ['the specials, when asked for', { seasons }, 0, [ep(0, 1), ep(0, 2)]],
    ['a season dated later has none', { seasons }, 3, []],
    ['a season the show does not have', { seasons }, 9, []],
    ['no seasons', { seasons: [] }, undefined, []],
    [
      'a season without a count or date (the catalogue dates none)',
      {
        seasons: [
          { season_number: 1, episode_count: null },
          { season_number: 2, episode_count: 1, air_date: null },
        ],
      },
      undefined,
      [ep(2, 1)],
    ],
  ])('%s', (_label, show, only, expected) => {
    expect(airedEpisodes(show, TODAY, only)).toEqual(expected);
  });
});

describe('showHasEpisode', () => {
  it.each<[EpisodeRef, boolean]>([
    [ep(1, 3), true],
    [ep(1, 4), false],
    [ep(0, 1), true],
    [ep(3, 4), true],
    [ep(4, 1), false],
    [ep(1, 0), false],
  ])('%j → %s', (ref, expected) => {
    expect(showHasEpisode({ seasons }, ref)).toBe(expected);
  });
});

describe('progress', () => {
  const aired = airedEpisodes({ seasons }, TODAY);

  it.each<[string, EpisodeRef[], { watched: number; total: number }, boolean]>([
    ['nothing marked', [], { watched: 0, total: 5 }, false],
    ['some marked', [ep(1, 1), ep(2, 2)], { watched: 2, total: 5 }, false],
    ['specials and unaired episodes do not count', [ep(0, 1), ep(3, 1), ep(1, 1)], { watched: 1, total: 5 }, false],
    ['every aired episode', [ep(1, 1), ep(1, 2), ep(1, 3), ep(2, 1), ep(2, 2), ep(0, 2)], { watched: 5, total: 5 }, true],
  ])('%s', (_label, marked, expected, whole) => {
    expect(watchedProgress(aired, marked)).toEqual(expected);
    expect(isFullyWatched(watchedProgress(aired, marked))).toBe(whole);
  });

  it('is never whole for a show with nothing aired', () => {
    expect(isFullyWatched(watchedProgress([], []))).toBe(false);
  });

  it('counts each season apart, in order', () => {
    expect(seasonProgress(aired, [ep(2, 1), ep(1, 1), ep(1, 2), ep(1, 3)])).toEqual([
      { season: 1, watched: 3, total: 3 },
      { season: 2, watched: 1, total: 2 },
    ]);
  });
});

describe('watchedBodySchema and watchedQuerySchema', () => {
  it.each<[unknown, boolean]>([
    [{ media_type: 'movie', media_id: 550 }, true],
    [{ media_type: 'tv', media_id: 1399 }, true],
    [{ media_type: 'tv', media_id: 1399, season: 0 }, true],
    [{ media_type: 'tv', media_id: '1399', season: '2', episode: '3' }, true],
    [{ media_type: 'movie', media_id: 550, season: 1 }, false],
    [{ media_type: 'tv', media_id: 1399, episode: 3 }, false],
    [{ media_type: 'tv', media_id: 1399, season: 1, episode: 0 }, false],
    [{ media_type: 'tv', media_id: 1399, season: -1 }, false],
    [{ media_type: 'tv', media_id: 0 }, false],
    [{ media_type: 'person', media_id: 1 }, false],
    [{ media_type: 'tv', media_id: 1399, seasons: 1 }, false],
    [{ media_type: 'tv', media_id: 2_147_483_648 }, false],
    [[], false],
  ])('body %j → %s', (body, ok) => {
    expect(watchedBodySchema.safeParse(body).success).toBe(ok);
  });

  it.each<[object, boolean]>([
    [{}, true],
    [{ media_type: 'tv', media_id: '1399' }, true],
    [{ media_type: 'tv' }, false],
    [{ media_id: '1' }, false],
  ])('query %j → %s', (query, ok) => {
    expect(watchedQuerySchema.safeParse(query).success).toBe(ok);
  });
});
