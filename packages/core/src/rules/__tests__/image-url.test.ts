import { describe, expect, it } from 'vitest';
import type { ImageConfig } from '../../app-config.ts';
import { imageUrl, pickImageSize } from '../image-url.ts';

const TMDB_POSTERS = ['w92', 'w154', 'w185', 'w342', 'w500', 'w780', 'original'];

describe('pickImageSize', () => {
  it.each<[string, readonly string[], string, string]>([
    ['the wanted size when listed', TMDB_POSTERS, 'w342', 'w342'],
    ['the next wider width when the wanted one is missing', TMDB_POSTERS, 'w300', 'w342'],
    ['the widest width when none is wide enough', ['w92', 'w185'], 'w500', 'w185'],
    ['original when only original is listed', ['original'], 'w342', 'original'],
    ['original for an empty table', [], 'w342', 'original'],
    ['original when asked for, if listed', TMDB_POSTERS, 'original', 'original'],
    ['the widest width for a wanted name that is not a width', ['w300', 'w780', 'h632'], 'h100', 'w780'],
  ])('%s', (_label, sizes, wanted, expected) => {
    expect(pickImageSize(sizes, wanted)).toBe(expected);
  });
});

const images: ImageConfig = {
  secure_base_url: '/api/images/',
  poster_sizes: TMDB_POSTERS,
  backdrop_sizes: ['w300', 'w780', 'w1280', 'original'],
  logo_sizes: ['w300', 'w500'],
  still_sizes: ['w300'],
  profile_sizes: ['w185'],
};

describe('imageUrl', () => {
  it.each<[string, ImageConfig, Parameters<typeof imageUrl>[1], string | null | undefined, string, string | null]>([
    ['a poster path at the wanted size', images, 'poster', '/abc.jpg', 'w342', '/api/images/w342/abc.jpg'],
    ['the size table of the kind asked for', images, 'backdrop', '/b.jpg', 'w1280', '/api/images/w1280/b.jpg'],
    ['a nearby size when the table lacks the wanted one', images, 'logo', '/l.svg', 'w400', '/api/images/w500/l.svg'],
    ['null without a path', images, 'poster', null, 'w342', null],
    ['null for an empty path', images, 'poster', '', 'w342', null],
    [
      'a base without its trailing slash',
      { ...images, secure_base_url: 'https://image.tmdb.org/t/p' },
      'poster',
      '/abc.jpg',
      'w185',
      'https://image.tmdb.org/t/p/w185/abc.jpg',
    ],
    ['a path without its leading slash', images, 'poster', 'abc.jpg', 'w342', '/api/images/w342/abc.jpg'],
  ])('%s', (_label, config, kind, path, wanted, expected) => {
    expect(imageUrl(config, kind, path, wanted)).toBe(expected);
  });
});
