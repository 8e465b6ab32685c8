import { describe, expect, it } from 'vitest';
import type { MediaFields } from '../media-item.ts';
import { hasMorePages, mergePages, nextCataloguePage } from '../paging.ts';

const m = (id: number, title = `m${id}`): MediaFields => ({ id, title });
const tv = (id: number): MediaFields => ({ id, media_type: 'tv', name: `tv${id}` });
const mv = (id: number): MediaFields => ({ id, media_type: 'movie', title: `movie${id}` });
const labels = (items: MediaFields[]) => items.map((i) => i.title ?? i.name);

describe('mergePages', () => {
  it.each<[string, MediaFields[], MediaFields[], string[]]>([
    ['appends a new page', [m(1), m(2)], [m(3), m(4)], ['m1', 'm2', 'm3', 'm4']],
    [
      'drops items already listed, keeping the first occurrence in place',
      [m(1), m(2, 'first')],
      [m(2, 'again'), m(3)],
      ['m1', 'first', 'm3'],
    ],
    ['drops duplicates inside the new page', [], [m(1), m(1, 'dup'), m(2)], ['m1', 'm2']],
    ['an empty page changes nothing', [m(1)], [], ['m1']],
    ['a movie and a show with the same id are both kept', [mv(7)], [tv(7), mv(7)], ['movie7', 'tv7']],
  ])('%s', (_label, listed, page, expected) => {
    expect(labels(mergePages(listed, page))).toEqual(expected);
  });
});

describe('hasMorePages and nextCataloguePage', () => {
  it.each<[number, number, boolean, number | undefined]>([
    [20, 1, true, 2],
    [20, 3, true, 4],
    [19, 1, false, undefined],
    [0, 2, false, undefined],
    [21, 1, false, undefined],
  ])('last page of %s after %s pages', (length, loaded, more, next) => {
    expect(hasMorePages(length)).toBe(more);
    expect(nextCataloguePage(Array.from({ length }), loaded)).toBe(next);
  });
});
