import { describe, expect, it } from 'vitest';
import { IMPORT_SERVICE_NAMES, TITLE_IMPORT_MAX_ENTRIES, type ImportService } from '../../../title-imports.ts';
import { ImportFormatError, parseImportFiles, type ImportFile } from '../index.ts';

/** Parsing an import at its entry cap takes seconds where other tests run alongside. */
const CAP_PARSE_MS = 60_000;

const LETTERBOXD_WATCHED = 'Date,Name,Year,Letterboxd URI\n2024-01-01,Heat,1995,https://boxd.it/2y\n';
const LETTERBOXD_RATINGS = 'Date,Name,Year,Letterboxd URI,Rating\n2024-01-01,Heat,1995,https://boxd.it/2y,4\n';
const IMDB_RATINGS =
  'Const,Your Rating,Date Rated,Title,URL,Title Type,IMDb Rating,Runtime (mins),Year,Genres,Num Votes,Release Date,Directors\n' +
  'tt0113277,8,2024-01-01,Heat,https://www.imdb.com/title/tt0113277/,movie,8.3,170,1995,Crime,700000,1995-12-15,Michael Mann\n';
const TRAKT_HISTORY = JSON.stringify([
  {
    id: 1,
    watched_at: '2024-01-01T20:00:00.000Z',
    action: 'watch',
    type: 'movie',
    movie: { title: 'Heat', year: 1995, ids: { trakt: 2, slug: 'heat-1995', imdb: 'tt0113277', tmdb: 949 } },
  },
]);
const TRAKT_LIST = JSON.stringify([
  {
    rank: 1,
    id: 7,
    listed_at: '2024-01-01T20:00:00.000Z',
    type: 'movie',
    movie: { title: 'Alien', year: 1979, ids: { tmdb: 348 } },
  },
]);
const SIMKL = JSON.stringify({
  movies: [
    { status: 'completed', last_watched_at: '2024-01-01T20:00:00Z', movie: { title: 'Heat', year: 1995, ids: { simkl: 1 } } },
  ],
});

describe('parseImportFiles: which service', () => {
  it.each<[string, ImportFile[], ImportService, number]>([
    ['an IMDb export named like Letterboxd’s ratings.csv', [{ name: 'ratings.csv', text: IMDB_RATINGS }], 'imdb', 1],
    ['Letterboxd’s ratings under another name', [{ name: 'export.csv', text: LETTERBOXD_RATINGS }], 'letterboxd', 1],
    ['Trakt’s history under another name', [{ name: 'history', text: TRAKT_HISTORY }], 'trakt', 1],
    ['a Simkl export under another name', [{ name: 'my-backup.json', text: SIMKL }], 'simkl', 1],
    [
      'a Letterboxd ZIP: other files of it, its folders and a Mac’s resource forks are left out',
      [
        { name: 'watched.csv', text: LETTERBOXD_WATCHED },
        { name: 'profile.csv', text: 'Date Joined,Username,Given Name\n2019-01-01,someone,Some\n' },
        { name: 'comments.csv', text: 'Date,Content,Comment\n2020-01-01,https://boxd.it/x,Nice\n' },
        {
          name: 'reviews.csv',
          text: 'Date,Name,Year,Letterboxd URI,Rating,Rewatch,Review,Tags,Watched Date\n2020-01-01,Alien,1979,https://boxd.it/y,5,,Great,,2020-01-01\n',
        },
        { name: 'likes/films.csv', text: 'Date,Name,Year,Letterboxd URI\n2020-01-01,Alien,1979,https://boxd.it/y\n' },
        {
          name: 'deleted/diary.csv',
          text: 'Date,Name,Year,Letterboxd URI,Rating,Rewatch,Tags,Watched Date\n2020-01-01,Alien,1979,u,5,,,2020-01-01\n',
        },
        { name: '__MACOSX/._watched.csv', text: '\u0000\u0005\u0016\u0007Mac OS X' },
        { name: 'README.txt', text: 'Letterboxd export' },
      ],
      'letterboxd',
      1,
    ],
    [
      'a Trakt ZIP: empty files, a custom list and the profile are left out',
      [
        { name: 'watched-history.json', text: TRAKT_HISTORY },
        { name: 'ratings-seasons.json', text: '[]' },
        { name: 'lists-favourites.json', text: TRAKT_LIST },
        { name: 'user-profile.json', text: '{"username":"someone","private":false}' },
      ],
      'trakt',
      1,
    ],
    [
      'Letterboxd files alongside a stray unrelated file',
      [
        { name: 'ratings.csv', text: LETTERBOXD_RATINGS },
        { name: 'notes.csv', text: 'a,b\n1,2\n' },
      ],
      'letterboxd',
      1,
    ],
  ])('%s', (_case, files, service, entries) => {
    const parsed = parseImportFiles(files);
    expect(parsed.service).toBe(service);
    expect(parsed.entries).toHaveLength(entries);
  });
});

function imdbWatchlist(rows: number): string {
  const lines = ['Position,Const,Created,Title,Title Type,Year'];
  for (let row = 1; row <= rows; row++) lines.push(`${row},tt${String(row).padStart(7, '0')},2024-01-01,Title ${row},movie,2000`);
  return lines.join('\n');
}

describe('parseImportFiles: refused', () => {
  it.each<[string, ImportFile[], string, Record<string, string | number>?]>([
    ['no file', [], 'This file is not an export of Trakt, Letterboxd, IMDb or Simkl'],
    [
      'a CSV of something else',
      [{ name: 'bank.csv', text: 'Date,Amount\n2024-01-01,12.50\n' }],
      'This file is not an export of Trakt, Letterboxd, IMDb or Simkl',
    ],
    [
      'a Marquee export',
      [{ name: 'marquee.json', text: '{"version":1,"watchlist":[]}' }],
      'This file is not an export of Trakt, Letterboxd, IMDb or Simkl',
    ],
    [
      'a JSON array of something else',
      [{ name: 'data.json', text: '[{"a":1},{"b":2}]' }],
      'This file is not an export of Trakt, Letterboxd, IMDb or Simkl',
    ],
    [
      'a Trakt custom list alone',
      [{ name: 'lists-favourites.json', text: TRAKT_LIST }],
      'This file is not an export of Trakt, Letterboxd, IMDb or Simkl',
    ],
    [
      'several files, none an export',
      [
        { name: 'profile.csv', text: 'Date Joined,Username\n2019-01-01,someone\n' },
        { name: 'a.txt', text: 'hello' },
      ],
      'None of these files is an export of Trakt, Letterboxd, IMDb or Simkl',
    ],
    [
      'malformed JSON',
      [{ name: 'watched-history.json', text: '[{"id": 1,' }],
      '{name} could not be read: it is not a valid JSON file',
      { name: 'watched-history.json' },
    ],
    [
      'malformed CSV',
      [
        { name: 'watched.csv', text: LETTERBOXD_WATCHED },
        {
          name: 'diary.csv',
          text: 'Date,Name,Year,Letterboxd URI,Rating,Rewatch,Tags,Watched Date\n2024-01-01,"Heat,1995,u,4,,,\n',
        },
      ],
      '{name} could not be read: it is not a valid CSV file',
      { name: 'diary.csv' },
    ],
    [
      'files of two services',
      [
        { name: 'watched.csv', text: LETTERBOXD_WATCHED },
        { name: 'ratings (imdb).csv', text: IMDB_RATINGS },
      ],
      'These files come from more than one service',
    ],
    [
      'too many entries',
      [{ name: 'watchlist.csv', text: imdbWatchlist(TITLE_IMPORT_MAX_ENTRIES + 1) }],
      'An import holds at most {max, plural, one {# entry} other {# entries}}',
      { max: TITLE_IMPORT_MAX_ENTRIES },
    ],
  ])(
    '%s',
    (_case, files, text, values) => {
      let refusal: unknown;
      try {
        parseImportFiles(files);
      } catch (error) {
        refusal = error;
      }
      // The server's catalogue text and its values, said in the viewer's language when answered.
      expect(refusal).toBeInstanceOf(ImportFormatError);
      expect(refusal).toMatchObject({ text, values });
    },
    // 'too many entries' parses 200,001 rows: seconds on a busy machine.
    CAP_PARSE_MS,
  );

  it.each([
    ['one file', [{ name: 'a.txt', text: 'hello' }]],
    [
      'several files',
      [
        { name: 'a.txt', text: 'hello' },
        { name: 'b.txt', text: 'hello' },
      ],
    ],
  ])('names every service it reads when %s is no export', (_case, files) => {
    const refusal = (() => {
      try {
        return parseImportFiles(files);
      } catch (error) {
        return error;
      }
    })();
    expect(refusal).toBeInstanceOf(ImportFormatError);
    for (const name of Object.values(IMPORT_SERVICE_NAMES)) expect((refusal as ImportFormatError).text).toContain(name);
  });

  it(
    'takes as many entries as the cap',
    () => {
      const parsed = parseImportFiles([{ name: 'watchlist.csv', text: imdbWatchlist(TITLE_IMPORT_MAX_ENTRIES) }]);
      expect(parsed.entries).toHaveLength(TITLE_IMPORT_MAX_ENTRIES);
    },
    CAP_PARSE_MS,
  );
});
