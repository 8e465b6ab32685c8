import { describe, expect, it } from 'vitest';
import { preferredEncoding } from '../src/http/accept-encoding.ts';

describe('preferredEncoding', () => {
  it.each([
    [undefined, undefined],
    ['', undefined],
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip, deflate', 'gzip'],
    ['GZIP', 'gzip'],
    ['x-gzip', 'gzip'],
    ['deflate', undefined],
    ['identity', undefined],
    ['br;q=0.5, gzip;q=0.8', 'gzip'],
    ['br;q=0.8, gzip;q=0.8', 'br'],
    ['br;q=0, gzip', 'gzip'],
    ['br;q=0, gzip;q=0', undefined],
    ['*', 'br'],
    ['*;q=0.5, br;q=0', 'gzip'],
    ['identity, br;q=0.5', undefined],
    ['identity;q=0.1, gzip;q=0.5', 'gzip'],
    ['br ; q=0.9 , gzip ; q=1.0', 'gzip'],
    ['br;q=abc, gzip;q=0.1', 'gzip'],
  ])('%j → %j', (header, expected) => {
    expect(preferredEncoding(header)).toBe(expected);
  });
});
