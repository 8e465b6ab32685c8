import { describe, expect, it } from 'vitest';
import type { ImportedEntry } from '../../../title-imports.ts';
import { parseImportFiles } from '../index.ts';
import { film, show } from './import-titles.ts';

const EXPORT = {
  movies: [
    {
      last_watched_at: '2023-06-01T19:00:00Z',
      status: 'completed',
      user_rating: 8,
      user_rated_at: '2023-06-02T08:00:00Z',
      movie: { title: 'Spirited Away', year: 2001, ids: { simkl: 39687, slug: 'spirited-away', imdb: 'tt0245429', tmdb: '129' } },
    },
    {
      added_to_watchlist_at: '2024-01-05T10:00:00Z',
      last_watched_at: null,
      status: 'plantowatch',
      user_rating: null,
      movie: { title: 'Oppenheimer', year: 2023, ids: { simkl: 1, imdb: 'tt15398776', tmdb: 872585 } },
    },
    {
      last_watched_at: '2022-01-01T00:00:00Z',
      status: 'dropped',
      user_rating: null,
      movie: { title: 'Cats', year: 2019, ids: { simkl: 2, tmdb: 536869 } },
    },
    {
      last_watched_at: '2022-01-01',
      status: 'completed',
      user_rating: 7.5,
      movie: { title: 'Amélie', year: 2001, ids: { simkl: 3, imdb: 'imdb-0211915', tmdb: 'x194' } },
    },
  ],
  shows: [
    {
      last_watched_at: '2024-02-02T22:00:00Z',
      status: 'watching',
      user_rating: 10,
      show: { title: 'Game of Thrones', year: 2011, ids: { simkl: 17465, imdb: 'tt0944947', tmdb: '1399', tvdb: '121361' } },
      seasons: [
        {
          number: 1,
          episodes: [
            { number: 1, watched_at: '2024-02-01T21:00:00Z' },
            { number: 2, watched_at: null },
          ],
        },
      ],
    },
    { status: 'completed', user_rating: null, show: { title: '', year: null, ids: { simkl: 5 } }, seasons: [] },
  ],
  anime: [
    {
      last_watched_at: '2020-04-04T04:00:00Z',
      status: 'hold',
      user_rating: null,
      show: { title: 'Cowboy Bebop', year: 1998, ids: { simkl: 37089, tvdb: 76885 } },
      seasons: [{ number: 1, episodes: [{ number: 5, watched_at: '2020-04-04T04:00:00Z' }] }],
    },
  ],
};

const spiritedAway = film('Spirited Away', 2001, { imdb_id: 'tt0245429', tmdb_id: 129 });
const thrones = show('Game of Thrones', 2011, { imdb_id: 'tt0944947', tmdb_id: 1399, tvdb_id: 121361 });

describe('parseImportFiles: Simkl', () => {
  it.each<[string, unknown, ImportedEntry[], number]>([
    [
      'films, shows and anime: completed films and listed episodes watched, plantowatch on the watchlist, ratings',
      EXPORT,
      [
        { kind: 'watched', title: spiritedAway, season: null, episode: null, plays: 1, watched_at: '2023-06-01T19:00:00.000Z' },
        {
          kind: 'watched',
          title: film('Amélie', 2001),
          season: null,
          episode: null,
          plays: 1,
          watched_at: '2022-01-01T12:00:00.000Z',
        },
        { kind: 'watched', title: thrones, season: 1, episode: 1, plays: 1, watched_at: '2024-02-01T21:00:00.000Z' },
        { kind: 'watched', title: thrones, season: 1, episode: 2, plays: 1, watched_at: null },
        {
          kind: 'watched',
          title: show('Cowboy Bebop', 1998, { tvdb_id: 76885 }),
          season: 1,
          episode: 5,
          plays: 1,
          watched_at: '2020-04-04T04:00:00.000Z',
        },
        {
          kind: 'watchlist',
          title: film('Oppenheimer', 2023, { imdb_id: 'tt15398776', tmdb_id: 872585 }),
          added_at: '2024-01-05T10:00:00.000Z',
        },
        { kind: 'rating', title: spiritedAway, rating: 8, rated_at: '2023-06-02T08:00:00.000Z' },
        { kind: 'rating', title: thrones, rating: 10, rated_at: null },
      ],
      2,
    ],
    ['an export with nothing in it', { movies: [], shows: [] }, [], 0],
  ])('%s', (_case, data, entries, skipped) => {
    const text = `\uFEFF${JSON.stringify(data)}`;
    expect(parseImportFiles([{ name: 'SimklBackup.json', text }])).toEqual({ service: 'simkl', entries, skipped });
  });
});
