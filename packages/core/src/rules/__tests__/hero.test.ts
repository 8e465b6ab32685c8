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
  const logos = (...languages: Array<string | null>) =>
    languages.map((language) => ({ iso_639_1: language, file_path: `/${language}.png` }));
  it.each<[string, Array<{ iso_639_1?: string | null; file_path: string }> | null | undefined, string, string | null]>([
    ['English wins on an English page', logos('fr', 'en'), 'en', '/en.png'],
    ['the page’s language wins', logos('en', 'de', null), 'de', '/de.png'],
    ['a regional language by its base language', logos('en', 'pt'), 'pt-BR', '/pt.png'],
    ['the pseudo-language as English', logos('fr', 'en'), 'en-XA', '/en.png'],
    ['else English', logos(null, 'fr', 'en'), 'ja', '/en.png'],
    ['else the first', logos('de', null), 'en', '/de.png'],
    ['none in an empty list', [], 'en', null],
    ['none without a list', undefined, 'de', null],
  ])('%s', (_label, list, language, expected) => {
    expect(pickLogo(list, language)).toBe(expected);
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
