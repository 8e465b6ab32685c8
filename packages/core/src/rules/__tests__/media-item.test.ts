import { describe, expect, it } from 'vitest';
import {
  byNewest,
  byRatingDesc,
  byTitle,
  mediaDateOf,
  mediaIdOf,
  mediaKeyOf,
  mediaTitleOf,
  mediaTypeOf,
  type MediaFields,
} from '../media-item.ts';

describe('mediaIdOf', () => {
  it.each<[string, MediaFields, number | null]>([
    ['a TMDB item', { id: 550 }, 550],
    ['a numeric string id', { id: '550' }, 550],
    ['a saved entry: media_id wins over the document id', { id: 'a1b2c3', media_id: 550 }, 550],
    ['a saved entry with a numeric document id', { id: 7, media_id: 550 }, 550],
    ['tmdb_id', { tmdb_id: 1399 }, 1399],
    ['media_id before tmdb_id', { media_id: 1, tmdb_id: 2 }, 1],
    ['a document id only', { id: 'a1b2c3' }, null],
    ['zero', { id: 0 }, null],
    ['a fraction', { id: 1.5 }, null],
    ['nothing', {}, null],
  ])('%s', (_label, item, expected) => {
    expect(mediaIdOf(item)).toBe(expected);
  });
});

describe('mediaTypeOf', () => {
  it.each<[MediaFields, string | null]>([
    [{ media_type: 'movie' }, 'movie'],
    [{ media_type: 'tv' }, 'tv'],
    [{ media_type: 'person' }, null],
    [{ media_type: null }, null],
    [{}, null],
  ])('%j → %s', (item, expected) => {
    expect(mediaTypeOf(item)).toBe(expected);
  });
});

describe('mediaTitleOf and mediaDateOf', () => {
  it.each<[MediaFields, string | null, string | null]>([
    [{ title: 'Fight Club', release_date: '1999-10-15' }, 'Fight Club', '1999-10-15'],
    [{ name: 'Game of Thrones', first_air_date: '2011-04-17' }, 'Game of Thrones', '2011-04-17'],
    [{ title: '  ', release_date: '' }, null, null],
    [{ title: ' Heat ', release_date: '', first_air_date: '1995-12-15' }, 'Heat', '1995-12-15'],
    [{}, null, null],
  ])('%j', (item, title, date) => {
    expect(mediaTitleOf(item)).toBe(title);
    expect(mediaDateOf(item)).toBe(date);
  });
});

describe('mediaKeyOf', () => {
  it('tells a movie and a show with the same id apart', () => {
    expect(mediaKeyOf({ id: 1, media_type: 'movie' })).not.toBe(mediaKeyOf({ id: 1, media_type: 'tv' }));
  });
  it.each<[MediaFields, string]>([
    [{ id: 550, media_type: 'movie' }, 'movie:550'],
    [{ id: 550 }, ':550'],
    [{ id: 'doc', media_id: 550, media_type: 'movie' }, 'movie:550'],
  ])('%j → %s', (item, expected) => {
    expect(mediaKeyOf(item)).toBe(expected);
  });
});

const titles = (items: MediaFields[]) => items.map((i) => i.title ?? i.name ?? '-');

describe('comparators', () => {
  it.each<[string, (a: MediaFields, b: MediaFields) => number, MediaFields[], string[]]>([
    [
      'byRatingDesc: highest first, unrated last, ties in received order',
      byRatingDesc,
      [{ title: 'A', vote_average: 6 }, { title: 'B' }, { title: 'C', vote_average: 8 }, { title: 'D', vote_average: 6 }],
      ['C', 'A', 'D', 'B'],
    ],
    [
      'byNewest: newest first across movie and TV dates, undated last',
      byNewest,
      [
        { title: 'Old', release_date: '1999-10-15' },
        { title: 'Undated', release_date: '' },
        { name: 'Show', first_air_date: '2011-04-17' },
        { title: 'Bad', release_date: 'soon' },
        { title: 'New', release_date: '2024-03-01' },
      ],
      ['New', 'Show', 'Old', 'Undated', 'Bad'],
    ],
    [
      'byTitle: alphabetical ignoring case and accents, untitled last',
      byTitle,
      [{ title: 'zodiac' }, {}, { title: 'Amélie' }, { name: 'Breaking Bad' }, { title: 'amelie 2' }],
      ['Amélie', 'amelie 2', 'Breaking Bad', 'zodiac', '-'],
    ],
  ])('%s', (_label, compare, items, expected) => {
    expect(titles(items.toSorted(compare))).toEqual(expected);
  });
});
