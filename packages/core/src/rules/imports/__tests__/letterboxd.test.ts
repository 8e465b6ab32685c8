import { describe, expect, it } from 'vitest';
import type { ImportedEntry } from '../../../title-imports.ts';
import { parseImportFiles, type ImportFile } from '../index.ts';
import { crlf, film } from './import-titles.ts';

const DIARY = crlf(
  '\uFEFFDate,Name,Year,Letterboxd URI,Rating,Rewatch,Tags,Watched Date',
  '2024-03-06,"Crouching Tiger, Hidden Dragon",2000,https://boxd.it/5Qe1,4.5,,"wuxia, favourites",2024-03-05',
  '2024-04-01,"Crouching Tiger, Hidden Dragon",2000,https://boxd.it/7Ab2,5,Yes,,2024-03-31',
  '2023-01-06,"Dr. Strangelove or: How I Learned to Stop Worrying and Love the ""Bomb""",1964,https://boxd.it/1x,,,,2023-1-5',
  '2022-07-01,Heat,1995,https://boxd.it/2y,3,,"late night,',
  'rewatch list",',
  '2022-07-02,,,https://boxd.it/3z,2,,,2022-07-02',
);

const WATCHED = crlf(
  'Date,Name,Year,Letterboxd URI',
  '2024-03-06,"Crouching Tiger, Hidden Dragon",2000,https://boxd.it/a1',
  '2021-12-24,Die Hard,1988,https://boxd.it/b2',
  '2021-12-25,Die Hard,1988,https://boxd.it/b2',
  'last week,Arrival,2016,https://boxd.it/c3',
  '2020-05-05,,,https://boxd.it/d4',
);

const RATINGS = [
  'Date,Name,Year,Letterboxd URI,Rating',
  '2024-03-07,"Crouching Tiger, Hidden Dragon",2000,https://boxd.it/a1,4',
  '2022-07-01,Heat,1995,https://boxd.it/2y,0.5',
  '2023-08-01,Heat,1995,https://boxd.it/2y,2.5',
  '2023-08-02,Arrival,2016,https://boxd.it/c3,',
  '2023-08-03,Tenet,2020,https://boxd.it/e5,7',
  '',
].join('\n');

const WATCHLIST = crlf(
  'Date,Name,Year,Letterboxd URI',
  '2024-02-01,Past Lives,2023,https://boxd.it/f6',
  '2023-11-30,Past Lives,2023,https://boxd.it/f6',
  ',Perfect Days,,https://boxd.it/g7',
);

const strangelove = film('Dr. Strangelove or: How I Learned to Stop Worrying and Love the "Bomb"', 1964);
const tiger = film('Crouching Tiger, Hidden Dragon', 2000);

describe('parseImportFiles: Letterboxd', () => {
  it.each<[string, ImportFile[], ImportedEntry[], number]>([
    [
      'the diary is the viewings, watched.csv adds the rest, the latest diary rating counts without ratings.csv',
      [
        { name: 'diary.csv', text: DIARY },
        { name: 'watched.csv', text: WATCHED },
      ],
      [
        { kind: 'watched', title: tiger, season: null, episode: null, plays: 2, watched_at: '2024-03-31T12:00:00.000Z' },
        { kind: 'watched', title: strangelove, season: null, episode: null, plays: 1, watched_at: '2023-01-05T12:00:00.000Z' },
        {
          kind: 'watched',
          title: film('Heat', 1995),
          season: null,
          episode: null,
          plays: 1,
          watched_at: '2022-07-01T12:00:00.000Z',
        },
        {
          kind: 'watched',
          title: film('Die Hard', 1988),
          season: null,
          episode: null,
          plays: 1,
          watched_at: '2021-12-25T12:00:00.000Z',
        },
        { kind: 'watched', title: film('Arrival', 2016), season: null, episode: null, plays: 1, watched_at: null },
        { kind: 'rating', title: tiger, rating: 10, rated_at: '2024-04-01T12:00:00.000Z' },
        { kind: 'rating', title: film('Heat', 1995), rating: 6, rated_at: '2022-07-01T12:00:00.000Z' },
      ],
      2,
    ],
    [
      'ratings.csv gives the ratings when it is there: stars times two, the latest of a film, bad ones skipped',
      [
        { name: 'diary.csv', text: DIARY },
        { name: 'ratings.csv', text: RATINGS },
      ],
      [
        { kind: 'watched', title: tiger, season: null, episode: null, plays: 2, watched_at: '2024-03-31T12:00:00.000Z' },
        { kind: 'watched', title: strangelove, season: null, episode: null, plays: 1, watched_at: '2023-01-05T12:00:00.000Z' },
        {
          kind: 'watched',
          title: film('Heat', 1995),
          season: null,
          episode: null,
          plays: 1,
          watched_at: '2022-07-01T12:00:00.000Z',
        },
        { kind: 'rating', title: tiger, rating: 8, rated_at: '2024-03-07T12:00:00.000Z' },
        { kind: 'rating', title: film('Heat', 1995), rating: 5, rated_at: '2023-08-01T12:00:00.000Z' },
      ],
      3,
    ],
    [
      'watched.csv alone: each film once, duplicates merged',
      [{ name: 'watched.csv', text: WATCHED }],
      [
        { kind: 'watched', title: tiger, season: null, episode: null, plays: 1, watched_at: '2024-03-06T12:00:00.000Z' },
        {
          kind: 'watched',
          title: film('Die Hard', 1988),
          season: null,
          episode: null,
          plays: 1,
          watched_at: '2021-12-25T12:00:00.000Z',
        },
        { kind: 'watched', title: film('Arrival', 2016), season: null, episode: null, plays: 1, watched_at: null },
      ],
      1,
    ],
    [
      'the watchlist, once per film with the earliest date',
      [{ name: 'watchlist.csv', text: WATCHLIST }],
      [
        { kind: 'watchlist', title: film('Past Lives', 2023), added_at: '2023-11-30T12:00:00.000Z' },
        { kind: 'watchlist', title: film('Perfect Days', null), added_at: null },
      ],
      0,
    ],
    [
      'a diary saved under another name is known by its columns',
      [{ name: 'letterboxd-diary-export (2).csv', text: DIARY }],
      [
        { kind: 'watched', title: tiger, season: null, episode: null, plays: 2, watched_at: '2024-03-31T12:00:00.000Z' },
        { kind: 'watched', title: strangelove, season: null, episode: null, plays: 1, watched_at: '2023-01-05T12:00:00.000Z' },
        {
          kind: 'watched',
          title: film('Heat', 1995),
          season: null,
          episode: null,
          plays: 1,
          watched_at: '2022-07-01T12:00:00.000Z',
        },
        { kind: 'rating', title: tiger, rating: 10, rated_at: '2024-04-01T12:00:00.000Z' },
        { kind: 'rating', title: film('Heat', 1995), rating: 6, rated_at: '2022-07-01T12:00:00.000Z' },
      ],
      1,
    ],
  ])('%s', (_case, files, entries, skipped) => {
    expect(parseImportFiles(files)).toEqual({ service: 'letterboxd', entries, skipped });
  });
});
