import { describe, expect, it } from 'vitest';
import type { MediaFields } from '../media-item.ts';
import {
  addRecentSearch,
  applySearchOptions,
  headerSuggestions,
  isSubmittableQuery,
  normaliseQuery,
  parseSearchSort,
  parseSearchType,
  searchPageSuggestions,
  wantsSuggestions,
  type SearchSort,
  type SearchSuggestion,
  type SearchTypeFilter,
} from '../search.ts';

describe('query rules', () => {
  it.each<[string, string, boolean, boolean]>([
    // raw, normalised, submittable, wants suggestions
    ['dune', 'dune', true, true],
    ['  dune  ', 'dune', true, true],
    ['', '', false, false],
    ['   ', '', false, false],
    ['\t\n', '', false, false],
    ['a', 'a', true, false],
    [' a ', 'a', true, false],
    ['ab', 'ab', true, true],
  ])('%j', (raw, normalised, submittable, suggests) => {
    expect(normaliseQuery(raw)).toBe(normalised);
    expect(isSubmittableQuery(raw)).toBe(submittable);
    expect(wantsSuggestions(raw)).toBe(suggests);
  });
});

describe('URL options', () => {
  it.each<[string | null, SearchTypeFilter]>([
    ['movie', 'movie'],
    ['tv', 'tv'],
    ['all', 'all'],
    [null, 'all'],
    ['person', 'all'],
    ['MOVIE', 'all'],
  ])('type %j → %s', (value, expected) => {
    expect(parseSearchType(value)).toBe(expected);
  });

  it.each<[string | null | undefined, SearchSort]>([
    ['rating', 'rating'],
    ['newest', 'newest'],
    ['popularity', 'popularity'],
    [undefined, 'popularity'],
    ['oldest', 'popularity'],
  ])('sort %j → %s', (value, expected) => {
    expect(parseSearchSort(value)).toBe(expected);
  });
});

// Received (popularity) order: Heat, Brad Pitt (a person), Dark, Alien, Undated.
const results: MediaFields[] = [
  { id: 949, media_type: 'movie', title: 'Heat', release_date: '1995-12-15', vote_average: 7.9 },
  { id: 287, media_type: 'person', name: 'Brad Pitt' },
  { id: 70523, media_type: 'tv', name: 'Dark', first_air_date: '2017-12-01', vote_average: 8.4 },
  { id: 348, media_type: 'movie', title: 'Alien', release_date: '1979-05-25', vote_average: 8.1 },
  { id: 5, media_type: 'movie', title: 'Undated', release_date: '' },
];
const names = (items: MediaFields[]) => items.map((i) => i.title ?? i.name);

describe('applySearchOptions', () => {
  it.each<[SearchTypeFilter, SearchSort, string[]]>([
    ['all', 'popularity', ['Heat', 'Dark', 'Alien', 'Undated']],
    ['all', 'rating', ['Dark', 'Alien', 'Heat', 'Undated']],
    ['all', 'newest', ['Dark', 'Heat', 'Alien', 'Undated']],
    ['movie', 'popularity', ['Heat', 'Alien', 'Undated']],
    ['movie', 'rating', ['Alien', 'Heat', 'Undated']],
    ['movie', 'newest', ['Heat', 'Alien', 'Undated']],
    ['tv', 'popularity', ['Dark']],
  ])('type %s, sort %s', (type, sort, expected) => {
    expect(names(applySearchOptions(results, type, sort))).toEqual(expected);
  });

  it('leaves the received list untouched', () => {
    const copy = [...results];
    applySearchOptions(results, 'all', 'rating');
    expect(results).toEqual(copy);
  });
});

describe('addRecentSearch', () => {
  it.each<[string, string[], string, string[]]>([
    ['adds to an empty list', [], 'dune', ['dune']],
    ['puts the newest first', ['alien'], 'dune', ['dune', 'alien']],
    ['trims the query', ['alien'], '  dune ', ['dune', 'alien']],
    ['moves a repeat to the front', ['alien', 'dune', 'heat'], 'dune', ['dune', 'alien', 'heat']],
    ['dedupes ignoring case, keeping the new spelling', ['alien', 'Dune'], 'DUNE', ['DUNE', 'alien']],
    ['keeps the last 5', ['e', 'd', 'c', 'b', 'a'], 'f', ['f', 'e', 'd', 'c', 'b']],
    ['a repeat does not push anything out', ['e', 'd', 'c', 'b', 'a'], 'c', ['c', 'e', 'd', 'b', 'a']],
    ['ignores a blank query', ['alien'], '   ', ['alien']],
  ])('%s', (_label, history, query, expected) => {
    expect(addRecentSearch(history, query)).toEqual(expected);
  });
});

describe('headerSuggestions', () => {
  const many: MediaFields[] = Array.from({ length: 9 }, (_, i) => ({
    id: i + 1,
    media_type: 'movie',
    title: `M${i + 1}`,
  }));
  it.each<[string, string, MediaFields[], string[]]>([
    ['at most 6', 'mo', many, ['M1', 'M2', 'M3', 'M4', 'M5', 'M6']],
    ['none before 2 characters', 'm', many, []],
    ['none for spaces around one character', ' m ', many, []],
    ['no people', 'he', results, ['Heat', 'Dark', 'Alien', 'Undated']],
  ])('%s', (_label, query, items, expected) => {
    expect(names(headerSuggestions(query, items))).toEqual(expected);
  });
});

describe('searchPageSuggestions', () => {
  const titles = (...t: string[]): MediaFields[] => t.map((title, i) => ({ id: i + 1, media_type: 'movie', title }));
  const h = (text: string): SearchSuggestion => ({ kind: 'history', text });
  const t = (text: string): SearchSuggestion => ({ kind: 'title', text });
  it.each<[string, string, MediaFields[], string[], SearchSuggestion[]]>([
    [
      'history first (2 at most), then 3 titles',
      'star',
      titles('Star Wars', 'Star Trek', 'Stardust', 'A Star Is Born'),
      ['star wars', 'lone star', 'starman', 'heat'],
      [h('star wars'), h('lone star'), t('Star Trek'), t('Stardust'), t('A Star Is Born')],
    ],
    [
      'only history entries containing the query, ignoring case',
      'ALIEN',
      titles('Alien'),
      ['heat', 'Aliens', 'dune'],
      [h('Aliens'), t('Alien')],
    ],
    [
      'a title repeated in the results shows once',
      'dune',
      titles('Dune', 'Dune', 'Dune: Part Two'),
      [],
      [t('Dune'), t('Dune: Part Two')],
    ],
    [
      'no history, 3 titles',
      'the',
      titles('The Thing', 'The Fly', 'The Host', 'The Ring'),
      [],
      [t('The Thing'), t('The Fly'), t('The Host')],
    ],
    ['nothing before 2 characters', 'a', titles('Alien'), ['alien'], []],
    [
      'untitled results and people are skipped',
      'br',
      [
        { id: 1, media_type: 'movie' },
        { id: 287, media_type: 'person', name: 'Brad Pitt' },
        { id: 2, media_type: 'tv', name: 'Broadchurch' },
      ],
      [],
      [t('Broadchurch')],
    ],
  ])('%s', (_label, query, items, history, expected) => {
    expect(searchPageSuggestions(query, items, history)).toEqual(expected);
  });
});
