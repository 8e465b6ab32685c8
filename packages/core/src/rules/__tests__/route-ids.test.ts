import { describe, expect, it } from 'vitest';
import type { MediaType } from '../../api.ts';
import { parseEpisodeParams, parseRouteId, type RouteIdResult } from '../route-ids.ts';

describe('parseRouteId', () => {
  it.each<[MediaType, string | null | undefined, RouteIdResult]>([
    ['movie', '550', { ok: true, id: 550 }],
    ['movie', ' 550 ', { ok: true, id: 550 }],
    ['movie', undefined, { ok: false, error: 'Movie ID is required' }],
    ['movie', null, { ok: false, error: 'Movie ID is required' }],
    ['movie', '', { ok: false, error: 'Movie ID is required' }],
    ['movie', '   ', { ok: false, error: 'Movie ID is required' }],
    ['movie', 'abc', { ok: false, error: 'Invalid movie ID' }],
    ['movie', '55o', { ok: false, error: 'Invalid movie ID' }],
    ['movie', '-3', { ok: false, error: 'Invalid movie ID' }],
    ['movie', '1.5', { ok: false, error: 'Invalid movie ID' }],
    ['movie', '0', { ok: false, error: 'Invalid movie ID' }],
    ['movie', '99999999999999999999', { ok: false, error: 'Invalid movie ID' }],
    ['tv', '1399', { ok: true, id: 1399 }],
    ['tv', undefined, { ok: false, error: 'TV show ID is required' }],
    ['tv', 'got', { ok: false, error: 'Invalid TV show ID' }],
  ])('%s %j', (mediaType, raw, expected) => {
    expect(parseRouteId(mediaType, raw)).toEqual(expected);
  });
});

describe('parseEpisodeParams', () => {
  it.each<[string | undefined, string | undefined, { season: number; episode: number } | null]>([
    ['1', '1', { season: 1, episode: 1 }],
    ['3', '10', { season: 3, episode: 10 }],
    ['0', '2', { season: 0, episode: 2 }],
    ['one', '1', null],
    ['1', 'x', null],
    ['1.5', '1', null],
    [undefined, '1', null],
    ['1', '', null],
  ])('season %j episode %j', (season, episode, expected) => {
    expect(parseEpisodeParams(season, episode)).toEqual(expected);
  });
});
