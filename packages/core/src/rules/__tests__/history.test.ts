import { describe, expect, it } from 'vitest';
import { addToLocalHistory, findHistoryDuplicates, latestEntryOf, progressPercent, type HistoryFields } from '../history.ts';

type Entry = HistoryFields & { label: string };
const at = (hour: number) => new Date(Date.UTC(2025, 0, 1, hour)).toISOString();
const movie = (label: string, id: number, created_at: string | null): Entry => ({
  label,
  media_id: id,
  media_type: 'movie',
  created_at,
});
const ep = (label: string, id: number, season: number, episode: number, created_at: string | null): Entry => ({
  label,
  media_id: id,
  media_type: 'tv',
  season,
  episode,
  created_at,
});
const labels = (entries: Entry[]) => entries.map((e) => e.label);

describe('latestEntryOf', () => {
  const entries = [
    ep('old', 10, 1, 1, at(1)),
    ep('new', 10, 2, 4, at(4)),
    movie('movie', 10, at(9)),
    ep('other', 11, 1, 1, at(8)),
  ];
  it.each<[string, Entry[], 'movie' | 'tv', number, string | null]>([
    ['the newest entry of the show', entries, 'tv', 10, 'new'],
    ['the movie with the same id', entries, 'movie', 10, 'movie'],
    ['none for an unwatched title', entries, 'tv', 99, null],
    ['an undated entry when it is the only one', [ep('undated', 5, 1, 1, null)], 'tv', 5, 'undated'],
    ['a dated entry over an undated one', [ep('undated', 5, 1, 1, null), ep('dated', 5, 1, 2, at(0))], 'tv', 5, 'dated'],
  ])('%s', (_label, list, type, id, expected) => {
    expect(latestEntryOf(list, type, id)?.label ?? null).toBe(expected);
  });
});

describe('addToLocalHistory', () => {
  it.each<[string, Entry[], Entry, string[]]>([
    ['adds to the front', [movie('a', 1, at(1))], movie('b', 2, at(2)), ['b', 'a']],
    [
      'replaces the older entry of the same title',
      [movie('a', 1, at(1)), ep('s1e1', 9, 1, 1, at(0))],
      ep('s1e2', 9, 1, 2, at(3)),
      ['s1e2', 'a'],
    ],
  ])('%s', (_label, history, entry, expected) => {
    expect(labels(addToLocalHistory(history, entry))).toEqual(expected);
  });

  it('keeps at most 10 entries, dropping the oldest', () => {
    const ten = Array.from({ length: 10 }, (_, i) => movie(`m${i}`, i + 1, at(10 - i)));
    const result = addToLocalHistory(ten, movie('new', 99, at(20)));
    expect(result).toHaveLength(10);
    expect(result[0]?.label).toBe('new');
    expect(result.map((e) => e.label)).not.toContain('m9');
  });
});

describe('findHistoryDuplicates', () => {
  it.each<[string, Entry[], string[], string[]]>([
    ['nothing to remove', [movie('a', 1, at(2)), movie('b', 2, at(1))], ['a', 'b'], []],
    [
      'keeps the newest entry of a movie',
      [movie('old', 1, at(1)), movie('new', 1, at(5)), movie('mid', 1, at(3))],
      ['new'],
      ['old', 'mid'],
    ],
    [
      'TV: one entry per episode, different episodes both stay',
      [ep('e1-old', 9, 1, 1, at(1)), ep('e2', 9, 1, 2, at(2)), ep('e1-new', 9, 1, 1, at(3)), ep('s2e1', 9, 2, 1, at(0))],
      ['e2', 'e1-new', 's2e1'],
      ['e1-old'],
    ],
    ['a movie and a show with the same id are not duplicates', [movie('m', 4, at(1)), ep('t', 4, 1, 1, at(1))], ['m', 't'], []],
    ['an undated copy goes before a dated one', [movie('undated', 1, null), movie('dated', 1, at(0))], ['dated'], ['undated']],
  ])('%s', (_label, entries, keep, remove) => {
    const result = findHistoryDuplicates(entries);
    expect(labels(result.keep)).toEqual(keep);
    expect(labels(result.remove)).toEqual(remove);
  });
});

describe('progressPercent', () => {
  it.each<[number | null | undefined, number | null | undefined, number]>([
    [0, 100, 0],
    [50, 100, 50],
    [1234, 2700, 46],
    [2699, 2700, 100],
    [3000, 2700, 100],
    [10, 0, 0],
    [10, null, 0],
    [undefined, 100, 0],
    [-5, 100, 0],
    [Number.NaN, 100, 0],
  ])('%s of %s → %s%%', (position, duration, expected) => {
    expect(progressPercent(position, duration)).toBe(expected);
  });
});
