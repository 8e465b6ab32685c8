import { describe, expect, it } from 'vitest';
import type { ImageConfig } from '../../app-config.ts';
import { isLongReview, reviewAvatarUrl, reviewMediaType } from '../reviews.ts';

const images: ImageConfig = {
  secure_base_url: '/api/images/',
  poster_sizes: ['w342'],
  backdrop_sizes: ['w1280'],
  logo_sizes: ['w300'],
  still_sizes: ['w300'],
  profile_sizes: ['w45', 'w185', 'h632', 'original'],
};

describe('reviewMediaType', () => {
  it.each(['movie', 'tv'] as const)('accepts %s', (type) => {
    expect(reviewMediaType(type)).toBe(type);
  });

  it.each(['person', '', 'Movie', 'collection'])('refuses %j with the documented error', (type) => {
    expect(() => reviewMediaType(type)).toThrow('Invalid media type. Must be "movie" or "tv".');
  });
});

describe('reviewAvatarUrl', () => {
  it.each([
    ['a TMDB path at w185', '/abc.jpg', '/api/images/w185/abc.jpg'],
    [
      'an absolute URL behind a slash, without the slash',
      '/https://secure.gravatar.com/avatar/1.jpg',
      'https://secure.gravatar.com/avatar/1.jpg',
    ],
    ['plain http the same way', '/http://example.com/a.png', 'http://example.com/a.png'],
    ['null without a path', null, null],
    ['null for an empty path', '', null],
  ])('%s', (_case, path, expected) => {
    expect(reviewAvatarUrl(images, path)).toBe(expected);
  });
});

describe('isLongReview', () => {
  it.each([
    [300, false],
    [301, true],
    [0, false],
  ])('%i characters: %s', (length, expected) => {
    expect(isLongReview('x'.repeat(length))).toBe(expected);
  });
});
