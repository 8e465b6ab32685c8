import { describe, expect, it } from 'vitest';
import { filterByGenre, sortCatalogue, type MovieSort, type TvSort } from '../browse-sort.ts';
import type { MediaFields } from '../media-item.ts';

const movies: MediaFields[] = [
  { id: 1, title: 'Zodiac', release_date: '2007-03-02', vote_average: 7.5 },
  { id: 2, title: 'alien', release_date: '1979-05-25', vote_average: 8.1 },
  { id: 3, title: 'Memento', release_date: '', vote_average: 0 },
  { id: 4, title: 'Dune', release_date: '2021-09-15' },
];
const shows: MediaFields[] = [
  { id: 5, name: 'The Wire', first_air_date: '2002-06-02', vote_average: 8.6 },
  { id: 6, name: 'Dark', first_air_date: '2017-12-01', vote_average: 8.4 },
  { id: 7, name: 'Atlanta', first_air_date: null, vote_average: 8.6 },
];
const labels = (items: MediaFields[]) => items.map((i) => i.title ?? i.name);

describe('sortCatalogue', () => {
  it.each<[MovieSort | TvSort, MediaFields[], string[]]>([
    ['default', movies, ['Zodiac', 'alien', 'Memento', 'Dune']],
    ['title', movies, ['alien', 'Dune', 'Memento', 'Zodiac']],
    ['release_date', movies, ['Dune', 'Zodiac', 'alien', 'Memento']],
    ['rating', movies, ['alien', 'Zodiac', 'Memento', 'Dune']],
    ['default', shows, ['The Wire', 'Dark', 'Atlanta']],
    ['name', shows, ['Atlanta', 'Dark', 'The Wire']],
    ['first_air_date', shows, ['Dark', 'The Wire', 'Atlanta']],
    ['rating', shows, ['The Wire', 'Atlanta', 'Dark']],
  ])('%s', (sort, items, expected) => {
    expect(labels(sortCatalogue(items, sort))).toEqual(expected);
  });
});

describe('filterByGenre', () => {
  const items = [{ id: 1, genre_ids: [28, 12] }, { id: 2, genre_ids: [35] }, { id: 3, genre_ids: null }, { id: 4 }];
  it.each<[number | null, number[]]>([
    [28, [1]],
    [35, [2]],
    [878, []],
    [null, [1, 2, 3, 4]],
  ])('genre %s', (genre, ids) => {
    expect(filterByGenre(items, genre).map((i) => i.id)).toEqual(ids);
  });
});
