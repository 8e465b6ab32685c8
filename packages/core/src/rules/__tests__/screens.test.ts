import { describe, expect, it } from 'vitest';
import { matchScreen, SCREENS, screenPattern, SSR_WARM_UP } from '../screens.ts';

describe('the screens’ declaration', () => {
  it.each<[string, string, string[] | null]>([
    ['', '/', []],
    ['', '/movie', null],
    ['movie', '/movie', []],
    ['movie', '/movie/', null],
    ['movie/:id', '/movie/550', ['550']],
    ['movie/:id', '/movie/550/cast', null],
    ['player/tv/:id/:season?/:episode?', '/player/tv/1399', ['1399', undefined!, undefined!]],
    ['player/tv/:id/:season?/:episode?', '/player/tv/1399/2/3', ['1399', '2', '3']],
    ['*', '/anything/at/all', ['anything/at/all']],
  ])('the route %j matches %s as %j', (path, pathname, params) => {
    const match = screenPattern(path).exec(pathname);
    expect(match && match.slice(1)).toEqual(params);
  });

  it('takes the first screen that matches, with its parameters', () => {
    expect(matchScreen(SCREENS, '/tv/1399')).toMatchObject({ screen: { path: 'tv/:id' }, params: ['1399'] });
    expect(matchScreen(SCREENS, '/nowhere')?.screen.path).toBe('*');
  });

  it('declares each path and each module once', () => {
    expect(new Set(SCREENS.map((screen) => screen.path)).size).toBe(SCREENS.length);
    expect(new Set(SCREENS.map((screen) => screen.module)).size).toBe(SCREENS.length);
  });

  it('renders home, a search, both title pages’ code and Sports as the server starts', () => {
    expect(SSR_WARM_UP).toEqual(['/', '/search?q=the', '/movie/0', '/tv/0', '/sports']);
  });
});
