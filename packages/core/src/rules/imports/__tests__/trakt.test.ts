import { describe, expect, it } from 'vitest';
import type { ImportedEntry } from '../../../title-imports.ts';
import { parseImportFiles, type ImportFile } from '../index.ts';
import { film, show } from './import-titles.ts';

const MATRIX = { title: 'The Matrix', year: 1999, ids: { trakt: 481, slug: 'the-matrix-1999', imdb: 'tt0133093', tmdb: 603 } };
const HEAT = { title: 'Heat', year: 1995, ids: { trakt: 2, slug: 'heat-1995', imdb: 'nm0000001', tmdb: 949 } };
const ODD = { title: 'An "Odd", Film', year: null, ids: { trakt: 9, slug: 'odd', imdb: null, tmdb: null } };
const BAD = {
  title: 'Breaking Bad',
  year: 2008,
  ids: { trakt: 1388, slug: 'breaking-bad', imdb: 'tt0903747', tmdb: 1396, tvdb: 81189 },
};
const LOST = { title: 'Lost', year: 2004, ids: { trakt: 511, slug: 'lost-2004', imdb: '', tmdb: 4607, tvdb: 73739 } };

const matrix = film('The Matrix', 1999, { imdb_id: 'tt0133093', tmdb_id: 603 });
const heat = film('Heat', 1995, { tmdb_id: 949 });
const bad = show('Breaking Bad', 2008, { imdb_id: 'tt0903747', tmdb_id: 1396, tvdb_id: 81189 });
const lost = show('Lost', 2004, { tmdb_id: 4607, tvdb_id: 73739 });

function episode(season: number, number: number) {
  return {
    season,
    number,
    title: `Episode ${number}`,
    ids: { trakt: season * 100 + number, tvdb: null, imdb: null, tmdb: null },
  };
}

const HISTORY = [
  { id: 1, watched_at: '2024-03-05T20:11:00.000Z', action: 'watch', type: 'movie', movie: MATRIX },
  { id: 2, watched_at: '2021-01-01T10:00:00.000Z', action: 'scrobble', type: 'movie', movie: MATRIX },
  { id: 3, watched_at: '2023-05-01T21:00:00.000Z', action: 'checkin', type: 'episode', episode: episode(1, 1), show: BAD },
  { id: 4, watched_at: '2024-05-01T21:00:00.000Z', action: 'watch', type: 'episode', episode: episode(1, 1), show: BAD },
  { id: 5, watched_at: 'not a time', action: 'watch', type: 'episode', episode: episode(0, 2), show: BAD },
  { id: 6, watched_at: '2024-01-01T00:00:00.000Z', action: 'watch', type: 'movie', movie: { title: '', year: null, ids: {} } },
];

const WATCHED_MOVIES = [
  { plays: 2, last_watched_at: '2024-03-05T20:11:00.000Z', last_updated_at: '2024-03-05T20:11:00.000Z', movie: MATRIX },
  { plays: 3, last_watched_at: '2022-02-02T22:00:00.000Z', last_updated_at: '2022-02-02T22:00:00.000Z', movie: HEAT },
];

const WATCHED_SHOWS = [
  {
    plays: 3,
    last_watched_at: '2024-05-01T21:00:00.000Z',
    show: BAD,
    seasons: [
      {
        number: 1,
        episodes: [
          { number: 1, plays: 2, last_watched_at: '2024-05-01T21:00:00.000Z' },
          { number: 2, plays: 1, last_watched_at: '2024-05-02T21:00:00.000Z' },
        ],
      },
    ],
  },
  { plays: 1, last_watched_at: null, show: LOST, seasons: [] },
];

const WATCHLIST = [
  { rank: 1, id: 11, listed_at: '2024-01-10T08:00:00.000Z', notes: null, type: 'movie', movie: HEAT },
  { rank: 2, id: 12, listed_at: '2024-01-11T08:00:00.000Z', notes: 'because', type: 'show', show: LOST },
  { rank: 3, id: 13, listed_at: '2024-01-12T08:00:00.000Z', notes: null, type: 'season', season: { number: 2 }, show: BAD },
  { rank: 4, id: 14, listed_at: '2024-01-13T08:00:00.000Z', notes: null, type: 'episode', episode: episode(2, 1), show: BAD },
];

const RATINGS_MOVIES = [
  { rated_at: '2024-03-06T08:00:00.000Z', rating: 9, type: 'movie', movie: MATRIX },
  { rated_at: '2024-03-07T08:00:00.000Z', rating: 0, type: 'movie', movie: HEAT },
  { rated_at: '', rating: 6, type: 'movie', movie: ODD },
];
const RATINGS_SHOWS = [{ rated_at: '2024-05-02T08:00:00.000Z', rating: 10, type: 'show', show: BAD }];
const RATINGS_EPISODES = [
  { rated_at: '2024-05-02T08:00:00.000Z', rating: 8, type: 'episode', episode: episode(1, 1), show: BAD },
];
const RATINGS_SEASONS = [{ rated_at: '2024-05-02T08:00:00.000Z', rating: 7, type: 'season', season: { number: 1 }, show: BAD }];

function json(name: string, data: unknown): ImportFile {
  return { name, text: JSON.stringify(data, null, 2) };
}

describe('parseImportFiles: Trakt', () => {
  it.each<[string, ImportFile[], ImportedEntry[], number]>([
    [
      'history: one entry per film and episode, plays counted, the latest time kept',
      [json('watched-history.json', HISTORY)],
      [
        { kind: 'watched', title: matrix, season: null, episode: null, plays: 2, watched_at: '2024-03-05T20:11:00.000Z' },
        { kind: 'watched', title: bad, season: 1, episode: 1, plays: 2, watched_at: '2024-05-01T21:00:00.000Z' },
        { kind: 'watched', title: bad, season: 0, episode: 2, plays: 1, watched_at: null },
      ],
      1,
    ],
    [
      'with the history, watched films and shows add only what it lacks',
      [
        json('watched-history.json', HISTORY),
        json('watched-movies.json', WATCHED_MOVIES),
        json('watched-shows.json', WATCHED_SHOWS),
      ],
      [
        { kind: 'watched', title: matrix, season: null, episode: null, plays: 2, watched_at: '2024-03-05T20:11:00.000Z' },
        { kind: 'watched', title: bad, season: 1, episode: 1, plays: 2, watched_at: '2024-05-01T21:00:00.000Z' },
        { kind: 'watched', title: bad, season: 0, episode: 2, plays: 1, watched_at: null },
        { kind: 'watched', title: heat, season: null, episode: null, plays: 3, watched_at: '2022-02-02T22:00:00.000Z' },
        { kind: 'watched', title: bad, season: 1, episode: 2, plays: 1, watched_at: '2024-05-02T21:00:00.000Z' },
      ],
      2,
    ],
    [
      'without it, watched films and shows give their plays',
      [json('watched-movies.json', WATCHED_MOVIES), json('watched-shows.json', WATCHED_SHOWS)],
      [
        { kind: 'watched', title: matrix, season: null, episode: null, plays: 2, watched_at: '2024-03-05T20:11:00.000Z' },
        { kind: 'watched', title: heat, season: null, episode: null, plays: 3, watched_at: '2022-02-02T22:00:00.000Z' },
        { kind: 'watched', title: bad, season: 1, episode: 1, plays: 2, watched_at: '2024-05-01T21:00:00.000Z' },
        { kind: 'watched', title: bad, season: 1, episode: 2, plays: 1, watched_at: '2024-05-02T21:00:00.000Z' },
      ],
      1,
    ],
    [
      'the watchlist keeps films and shows, not seasons or episodes',
      [json('watchlist.json', WATCHLIST)],
      [
        { kind: 'watchlist', title: heat, added_at: '2024-01-10T08:00:00.000Z' },
        { kind: 'watchlist', title: lost, added_at: '2024-01-11T08:00:00.000Z' },
      ],
      2,
    ],
    [
      'ratings of films and shows; of episodes and seasons, and past the scale, skipped',
      [
        json('ratings-movies.json', RATINGS_MOVIES),
        json('ratings-shows.json', RATINGS_SHOWS),
        json('ratings-episodes.json', RATINGS_EPISODES),
        json('ratings-seasons.json', RATINGS_SEASONS),
      ],
      [
        { kind: 'rating', title: matrix, rating: 9, rated_at: '2024-03-06T08:00:00.000Z' },
        { kind: 'rating', title: film('An "Odd", Film', null), rating: 6, rated_at: null },
        { kind: 'rating', title: bad, rating: 10, rated_at: '2024-05-02T08:00:00.000Z' },
      ],
      3,
    ],
  ])('%s', (_case, files, entries, skipped) => {
    expect(parseImportFiles(files)).toEqual({ service: 'trakt', entries, skipped });
  });
});
