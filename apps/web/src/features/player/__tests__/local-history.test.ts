import { STORAGE_KEYS } from '@marquee/core';
import { describe, expect, it } from 'vitest';
import { historyEntry } from '@/testing/entries';
import { readLocalHistory, recordLocally } from '../lib/local-history';

const store = (value: unknown) => localStorage.setItem(STORAGE_KEYS.localWatchHistory, JSON.stringify(value));
const stored = () => JSON.parse(localStorage.getItem(STORAGE_KEYS.localWatchHistory) ?? 'null') as unknown;

/** An entry as the player saved it before entries named their source and year. */
const { source: _source, year: _year, ...older } = historyEntry({ id: 'movie-949', media_id: 949, title: 'Heat' });

describe('readLocalHistory', () => {
  it.each([
    ['an entry saved before sources were kept: the current source, no year', older, 'tmdb', { source: 'tmdb', year: null }],
    ['the same, while the catalogue answers', older, 'catalogue', { source: 'catalogue', year: null }],
    [
      'an entry naming its source and year keeps both',
      { ...older, source: 'tmdb', year: 1995 },
      'catalogue',
      { source: 'tmdb', year: 1995 },
    ],
    [
      'an unknown source or a year that is not a number',
      { ...older, source: 'imdb', year: '1995' },
      'tmdb',
      { source: 'tmdb', year: null },
    ],
  ] as const)('%s', (_case, entry, current, expected) => {
    store([entry]);
    expect(readLocalHistory(current)).toEqual([{ ...entry, ...expected }]);
  });

  it.each([
    ['nothing stored', null],
    ['not a list', { media_id: 1 }],
    ['an entry without an id', [{ media_type: 'movie' }]],
  ])('reads %s as an empty history', (_case, value) => {
    if (value !== null) store(value);
    expect(readLocalHistory('catalogue')).toEqual([]);
  });
});

describe('recordLocally', () => {
  it('puts the new entry first and stores the older ones with the current source', () => {
    store([older]);
    const watched = historyEntry({ id: 'movie-1000000680', media_id: 1_000_000_680, title: 'Alien', year: 1979 });
    recordLocally(watched);
    expect(stored()).toEqual([watched, { ...older, source: 'catalogue', year: null }]);
  });
});
