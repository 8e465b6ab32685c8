import { describe, expect, it } from 'vitest';
import {
  isWatchable,
  libraryFileExample,
  playAvailability,
  type PlayAvailability,
  type PlayAvailabilityInput,
} from '../play-availability.ts';

const BUILT_IN = [{ key: 'local' }, { key: 'trailer' }];
const WITH_HOST = [...BUILT_IN, { key: 'host' }];
const HEAT = new Set(['movie:949']);
const EMPTY = new Set<string>();

describe('playAvailability', () => {
  it.each<[string, Omit<PlayAvailabilityInput, 'mediaType' | 'id'>, PlayAvailability]>([
    [
      'in the library',
      { sources: BUILT_IN, library: HEAT, hasTrailer: false },
      { state: 'playable', sources: ['local'], watchable: true },
    ],
    [
      'in the library, with a trailer',
      { sources: BUILT_IN, library: HEAT, hasTrailer: true },
      { state: 'playable', sources: ['local', 'trailer'], watchable: true },
    ],
    [
      'a trailer only',
      { sources: BUILT_IN, library: EMPTY, hasTrailer: true },
      { state: 'playable', sources: ['trailer'], watchable: false },
    ],
    [
      'nothing: not in the library, no trailer',
      { sources: BUILT_IN, library: EMPTY, hasTrailer: false },
      { state: 'unavailable' },
    ],
    [
      'a configured source covers every title',
      { sources: WITH_HOST, library: EMPTY, hasTrailer: false },
      { state: 'playable', sources: ['host'], watchable: true },
    ],
    [
      'the library not known yet',
      { sources: BUILT_IN, library: null, hasTrailer: false },
      { state: 'checking', sources: ['local'] },
    ],
    [
      'the trailer not known yet',
      { sources: BUILT_IN, library: EMPTY, hasTrailer: null },
      { state: 'checking', sources: ['trailer'] },
    ],
    [
      'a sure source and an unknown one: both kept, in order',
      { sources: BUILT_IN, library: null, hasTrailer: true },
      { state: 'playable', sources: ['local', 'trailer'], watchable: false },
    ],
    [
      'a list without the library source',
      { sources: [{ key: 'trailer' }], library: HEAT, hasTrailer: false },
      { state: 'unavailable' },
    ],
  ])('%s', (_case, input, expected) => {
    expect(playAvailability({ mediaType: 'movie', id: 949, ...input })).toEqual(expected);
  });

  it('keys the library by type: a show with the id of a film in the library is not in it', () => {
    expect(playAvailability({ mediaType: 'tv', id: 949, sources: BUILT_IN, library: HEAT, hasTrailer: false })).toEqual({
      state: 'unavailable',
    });
  });
});

describe('isWatchable', () => {
  it.each<[string, ReadonlyArray<{ key: string }>, ReadonlySet<string>, number, boolean]>([
    ['in the library', BUILT_IN, HEAT, 949, true],
    ['not in the library (a trailer does not count)', BUILT_IN, HEAT, 550, false],
    ['covered by a configured source', WITH_HOST, EMPTY, 550, true],
  ])('%s', (_case, sources, library, id, expected) => {
    expect(isWatchable('movie', id, sources, library)).toBe(expected);
  });
});

describe('libraryFileExample', () => {
  it.each<[Parameters<typeof libraryFileExample>, string]>([
    [['movie', 'Heat', 1995], 'Heat (1995).mkv'],
    [['movie', 'Heat', null], 'Heat.mkv'],
    [['tv', 'Arcane', 2021], 'Arcane (2021)/Season 01/Arcane - S01E01.mkv'],
    [['movie', 'Mission: Impossible', 1996], 'Mission Impossible (1996).mkv'],
    [['movie', 'AC/DC: Live', null], 'AC DC Live.mkv'],
  ])('%j', (args, expected) => {
    expect(libraryFileExample(...args)).toBe(expected);
  });
});
