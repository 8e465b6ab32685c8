import { describe, expect, it } from 'vitest';
import type { ConfigSource } from '../../app-config.ts';
import {
  embedUrlOf,
  initialSource,
  isKnownSource,
  nextFallbackSource,
  originsOf,
  sandboxSwitchSource,
  trustedOrigins,
  type PlaybackTarget,
} from '../source-selection.ts';

const source = (
  key: string,
  sandbox: boolean,
  movieUrl = `/embed/${key}/movie/{id}`,
  tvUrl = `/embed/${key}/tv/{id}/{season}/{episode}`,
): ConfigSource => ({
  key,
  name: key.toUpperCase(),
  sandbox,
  movieUrl,
  tvUrl,
});
// a, b sandboxed; c, d not.
const list = [source('a', true), source('b', true), source('c', false), source('d', false)];
const key = (s: ConfigSource | null) => s?.key ?? null;

describe('isKnownSource', () => {
  it.each<[string | null | undefined, boolean]>([
    ['a', true],
    ['d', true],
    ['x', false],
    ['', false],
    [null, false],
    [undefined, false],
  ])('%j', (k, expected) => {
    expect(isKnownSource(list, k)).toBe(expected);
  });
});

describe('initialSource', () => {
  it.each<[string, string | null, string | null, ConfigSource[], string | null]>([
    ['the preferred source first', 'c', 'b', list, 'c'],
    ['the stored choice when the preference is empty', '', 'b', list, 'b'],
    ['the stored choice when the preference is not configured', 'gone', 'b', list, 'b'],
    ['the first when neither is valid', 'gone', 'also-gone', list, 'a'],
    ['the first when neither is set', null, null, list, 'a'],
    ['none from an empty list', 'a', 'a', [], null],
  ])('%s', (_label, preferred, stored, sources, expected) => {
    expect(key(initialSource(sources, preferred, stored))).toBe(expected);
  });
});

describe('nextFallbackSource', () => {
  it.each<[string, string, string[], string | null]>([
    ['the next in list order', 'a', [], 'b'],
    ['wraps from the last to the first', 'd', [], 'a'],
    ['skips failed sources', 'a', ['a', 'b'], 'c'],
    ['wraps past failed ones', 'c', ['c', 'd', 'a'], 'b'],
    ['none when all others failed', 'b', ['a', 'b', 'c', 'd'], null],
    ['an unknown current source starts from the first', 'x', [], 'a'],
  ])('%s', (_label, current, failed, expected) => {
    expect(key(nextFallbackSource(list, current, failed))).toBe(expected);
  });

  it('none when the list holds only the current source', () => {
    expect(nextFallbackSource([source('a', true)], 'a', [])).toBeNull();
  });
});

describe('sandboxSwitchSource', () => {
  it.each<[string, string, string[], string | null]>([
    ['sandboxed → the next unsandboxed', 'a', [], 'c'],
    ['unsandboxed → the next sandboxed, wrapping', 'c', [], 'a'],
    ['the other setting only, after the current one', 'd', [], 'a'],
    ['skips failed ones', 'a', ['c'], 'd'],
    ['none when every other-setting source failed', 'b', ['c', 'd'], null],
    ['none for an unknown current source', 'x', [], null],
  ])('%s', (_label, current, failed, expected) => {
    expect(key(sandboxSwitchSource(list, current, failed))).toBe(expected);
  });

  it('none when every source has the same setting', () => {
    expect(sandboxSwitchSource([source('a', true), source('b', true)], 'a')).toBeNull();
  });
});

describe('embedUrlOf', () => {
  const remote = source(
    'r',
    false,
    'https://player.example/embed/movie/{id}?autoplay=1',
    'https://player.example/embed/tv/{id}/{season}-{episode}',
  );
  it.each<[ConfigSource, PlaybackTarget, string]>([
    [list[0]!, { type: 'movie', id: 550 }, '/embed/a/movie/550'],
    [list[0]!, { type: 'tv', id: 1399, season: 2, episode: 5 }, '/embed/a/tv/1399/2/5'],
    [remote, { type: 'movie', id: 550 }, 'https://player.example/embed/movie/550?autoplay=1'],
    [remote, { type: 'tv', id: 1399, season: 1, episode: 10 }, 'https://player.example/embed/tv/1399/1-10'],
    [source('q', false, '/m?id={id}&again={id}'), { type: 'movie', id: 7 }, '/m?id=7&again=7'],
    [source('u', false, '/m/{id}/{unknown}'), { type: 'movie', id: 7 }, '/m/7/{unknown}'],
  ])('%s for %j', (s, target, expected) => {
    expect(embedUrlOf(s, target)).toBe(expected);
  });
});

describe('trustedOrigins and originsOf', () => {
  const app = 'http://localhost:8080';
  it.each<[string, ConfigSource[], string[]]>([
    ['the app itself for relative templates, once', [source('local', true), source('trailer', true)], [app]],
    [
      'each absolute template origin, once',
      [
        source('x', false, 'https://x.example/movie/{id}', 'https://x.example/tv/{id}/{season}/{episode}'),
        source('y', false, 'https://y.example:8443/e/{id}', 'https://tv.y.example/e/{id}/{season}/{episode}'),
        source('local', true),
      ],
      ['https://x.example', 'https://y.example:8443', 'https://tv.y.example', app],
    ],
    [
      'a placeholder in the host',
      [source('z', false, 'https://{id}.z.example/', 'https://z.example/{id}/{season}/{episode}')],
      ['https://0.z.example', 'https://z.example'],
    ],
  ])('%s', (_label, sources, expected) => {
    expect(trustedOrigins(sources, app)).toEqual(expected);
  });

  it.each<[string[], string[]]>([
    [
      ['https://a.example/x', 'https://a.example/y', '/local'],
      ['https://a.example', app],
    ],
    [['data:text/html,<p>hi</p>', 'javascript:alert(1)'], []],
    [['http://[bad'], []],
  ])('originsOf %j', (urls, expected) => {
    expect(originsOf(urls, app)).toEqual(expected);
  });
});
