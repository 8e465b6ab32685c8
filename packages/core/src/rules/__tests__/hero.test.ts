import { describe, expect, it } from 'vitest';
import { nextSlide, pickHeroItems, pickLogo, previousSlide, swipeDirection } from '../hero.ts';

describe('pickHeroItems', () => {
  const item = (id: number, backdrop: string | null, media_type = 'movie') => ({
    id,
    media_type,
    backdrop_path: backdrop,
  });
  it.each<[string, ReturnType<typeof item>[], number[]]>([
    [
      'the first 5 with a backdrop, in trending order',
      [item(1, '/a'), item(2, null), item(3, '/c'), item(4, ''), item(5, '/e'), item(6, '/f'), item(7, '/g'), item(8, '/h')],
      [1, 3, 5, 6, 7],
    ],
    ['fewer when fewer have one', [item(1, null), item(2, '/b')], [2]],
    ['no people', [item(1, '/a', 'person'), item(2, '/b', 'tv')], [2]],
    ['none from an empty list', [], []],
  ])('%s', (_label, trending, ids) => {
    expect(pickHeroItems(trending).map((i) => i.id)).toEqual(ids);
  });
});

describe('pickLogo', () => {
  it.each<[string, Array<{ iso_639_1?: string | null; file_path: string }> | null | undefined, string | null]>([
    [
      'English wins',
      [
        { iso_639_1: 'fr', file_path: '/fr.png' },
        { iso_639_1: 'en', file_path: '/en.png' },
      ],
      '/en.png',
    ],
    [
      'else the first',
      [
        { iso_639_1: 'de', file_path: '/de.png' },
        { iso_639_1: null, file_path: '/x.png' },
      ],
      '/de.png',
    ],
    ['none in an empty list', [], null],
    ['none without a list', undefined, null],
  ])('%s', (_label, logos, expected) => {
    expect(pickLogo(logos)).toBe(expected);
  });
});

describe('slide index', () => {
  it.each<[number, number, number, number]>([
    // index, count, next, previous
    [0, 5, 1, 4],
    [3, 5, 4, 2],
    [4, 5, 0, 3],
    [0, 1, 0, 0],
    [0, 0, 0, 0],
  ])('slide %s of %s', (index, count, next, previous) => {
    expect(nextSlide(index, count)).toBe(next);
    expect(previousSlide(index, count)).toBe(previous);
  });
});

describe('swipeDirection', () => {
  it.each<[number, number, 'next' | 'previous' | null]>([
    [300, 200, 'next'],
    [300, 249, 'next'],
    [300, 250, null],
    [300, 300, null],
    [200, 250, null],
    [200, 251, 'previous'],
    [0, 400, 'previous'],
  ])('from %s to %s', (start, end, expected) => {
    expect(swipeDirection(start, end)).toBe(expected);
  });
});
