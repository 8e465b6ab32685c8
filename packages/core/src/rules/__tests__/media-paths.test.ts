import { describe, expect, it } from 'vitest';
import type { MediaType } from '../../api.ts';
import { detailsPath, playerPath } from '../media-paths.ts';

describe('detailsPath', () => {
  it.each<[MediaType, number, string]>([
    ['movie', 550, '/movie/550'],
    ['tv', 1399, '/tv/1399'],
  ])('%s %s → %s', (type, id, expected) => {
    expect(detailsPath(type, id)).toBe(expected);
  });
});

describe('playerPath', () => {
  it.each<[MediaType, number, number | null | undefined, number | null | undefined, string]>([
    ['movie', 550, undefined, undefined, '/player/movie/550'],
    ['movie', 550, 2, 3, '/player/movie/550'],
    ['tv', 1399, undefined, undefined, '/player/tv/1399/1/1'],
    ['tv', 1399, null, null, '/player/tv/1399/1/1'],
    ['tv', 1399, 2, 5, '/player/tv/1399/2/5'],
    ['tv', 1399, 3, null, '/player/tv/1399/3/1'],
  ])('%s %s S%s E%s → %s', (type, id, season, episode, expected) => {
    expect(playerPath(type, id, season, episode)).toBe(expected);
  });
});
