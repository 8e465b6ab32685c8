import { describe, expect, it } from 'vitest';
import type { ImportedEntry } from '../../../title-imports.ts';
import { parseImportFiles, type ImportFile } from '../index.ts';
import { crlf, film, show } from './import-titles.ts';

const RATINGS = crlf(
  '\uFEFFConst,Your Rating,Date Rated,Title,Original Title,URL,Title Type,IMDb Rating,Runtime (mins),Year,Genres,Num Votes,Release Date,Directors',
  'tt0133093,9,2024-03-05,The Matrix,The Matrix,https://www.imdb.com/title/tt0133093/,Movie,8.7,136,1999,"Action, Sci-Fi",2100000,1999-03-31,"Lana Wachowski, Lilly Wachowski"',
  'tt0903747,10,2023-1-5,Breaking Bad,Breaking Bad,https://www.imdb.com/title/tt0903747/,TV Series,9.5,49,2008,"Crime, Drama, Thriller",2200000,2008-01-20,',
  'tt0959621,8,2023-02-01,Pilot,Pilot,https://www.imdb.com/title/tt0959621/,TV Episode,9.0,58,2008,"Crime, Drama",40000,2008-01-20,Vince Gilligan',
  'tt12345,7,,Amélie,"Le Fabuleux Destin d\'Amélie Poulain",https://www.imdb.com/title/tt12345/,Movie,8.3,122,2001,"Comedy, Romance",800000,2001-04-25,Jean-Pierre Jeunet',
  'tt0000001,7,2020-01-01,Some Game,Some Game,https://www.imdb.com/title/tt0000001/,Video Game,7.0,,2020,Action,100,,',
  'tt0111161,11,2020-01-01,The Shawshank Redemption,,https://www.imdb.com/title/tt0111161/,Movie,9.3,142,1994,Drama,2900000,1994-10-14,Frank Darabont',
);

// Older exports: no Original Title, and IMDb's own type names.
const OLD_RATINGS = [
  'Const,Your Rating,Date Rated,Title,URL,Title Type,IMDb Rating,Runtime (mins),Year,Genres,Num Votes,Release Date,Directors',
  'tt0795176,10,2017-11-09,Planet Earth,https://www.imdb.com/title/tt0795176/,tvMiniSeries,9.4,538,2006,Documentary,220000,2006-03-05,',
  'tt0118460,6,2016-01-16,"Hercules, the ""Legendary"" Journeys",https://www.imdb.com/title/tt0118460/,tvMovie,6.0,90,1994,Fantasy,3000,1994-04-30,Bill L. Norton',
  'tt0000012,7,2016-01-17,The Arrival of a Train,https://www.imdb.com/title/tt0000012/,short,7.4,1,1896,"Documentary, Short",14000,1896-01-06,Auguste Lumière',
  'tt0944947,9,2016-01-18,Game of Thrones,https://www.imdb.com/title/tt0944947/,tvSeries,9.2,57,2011,Drama,2400000,2011-04-17,',
  'tt1480055,8,2016-01-19,Winter Is Coming,https://www.imdb.com/title/tt1480055/,tvEpisode,8.9,62,2011,Drama,60000,2011-04-17,Tim Van Patten',
  '',
].join('\n');

const WATCHLIST = crlf(
  'Position,Const,Created,Modified,Description,Title,Original Title,URL,Title Type,IMDb Rating,Runtime (mins),Year,Genres,Num Votes,Release Date,Directors',
  '1,tt15239678,2024-03-05,2024-03-05,"Because ""everyone"" said so,',
  'twice",Dune: Part Two,Dune: Part Two,https://www.imdb.com/title/tt15239678/,Movie,8.5,166,2024,"Action, Adventure",600000,2024-02-27,Denis Villeneuve',
  '2,tt11280740,2023-12-31,2024-01-02,,Severance,Severance,https://www.imdb.com/title/tt11280740/,TV Series,8.7,55,2022,Drama,200000,2022-02-18,',
  '3,tt11280740,2024-01-31,2024-01-31,,Severance,Severance,https://www.imdb.com/title/tt11280740/,TV Series,8.7,55,2022,Drama,200000,2022-02-18,',
  '4,tt8999762,2021-06-01,2021-06-01,,The Brutalist,The Brutalist,https://www.imdb.com/title/tt8999762/,Podcast Series,,,2024,,,,',
  '5,,2021-06-01,2021-06-01,,,,,Movie,,,,,,,',
);

describe('parseImportFiles: IMDb', () => {
  it.each<[string, ImportFile[], ImportedEntry[], number]>([
    [
      'ratings: films and shows kept, episodes, games and ratings past 10 skipped, a bad Const kept without id',
      [{ name: 'ratings.csv', text: RATINGS }],
      [
        {
          kind: 'rating',
          title: film('The Matrix', 1999, { imdb_id: 'tt0133093' }),
          rating: 9,
          rated_at: '2024-03-05T12:00:00.000Z',
        },
        {
          kind: 'rating',
          title: show('Breaking Bad', 2008, { imdb_id: 'tt0903747' }),
          rating: 10,
          rated_at: '2023-01-05T12:00:00.000Z',
        },
        { kind: 'rating', title: film('Amélie', 2001), rating: 7, rated_at: null },
      ],
      3,
    ],
    [
      'an older ratings export, columns found by name',
      [{ name: 'a1b2c3d4-ratings.csv', text: OLD_RATINGS }],
      [
        {
          kind: 'rating',
          title: show('Planet Earth', 2006, { imdb_id: 'tt0795176' }),
          rating: 10,
          rated_at: '2017-11-09T12:00:00.000Z',
        },
        {
          kind: 'rating',
          title: film('Hercules, the "Legendary" Journeys', 1994, { imdb_id: 'tt0118460' }),
          rating: 6,
          rated_at: '2016-01-16T12:00:00.000Z',
        },
        {
          kind: 'rating',
          title: film('The Arrival of a Train', 1896, { imdb_id: 'tt0000012' }),
          rating: 7,
          rated_at: '2016-01-17T12:00:00.000Z',
        },
        {
          kind: 'rating',
          title: show('Game of Thrones', 2011, { imdb_id: 'tt0944947' }),
          rating: 9,
          rated_at: '2016-01-18T12:00:00.000Z',
        },
      ],
      1,
    ],
    [
      'the watchlist: added when created, a title listed twice kept once',
      [{ name: 'WATCHLIST.csv', text: WATCHLIST }],
      [
        {
          kind: 'watchlist',
          title: film('Dune: Part Two', 2024, { imdb_id: 'tt15239678' }),
          added_at: '2024-03-05T12:00:00.000Z',
        },
        { kind: 'watchlist', title: show('Severance', 2022, { imdb_id: 'tt11280740' }), added_at: '2023-12-31T12:00:00.000Z' },
      ],
      2,
    ],
  ])('%s', (_case, files, entries, skipped) => {
    expect(parseImportFiles(files)).toEqual({ service: 'imdb', entries, skipped });
  });
});
