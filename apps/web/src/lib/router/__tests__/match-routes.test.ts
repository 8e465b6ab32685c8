import { describe, expect, it } from 'vitest';
import { matchRoutes, type RouteObject } from '../match-routes';

const page = (name: string) => ({ handle: name });

const routes: RouteObject[] = [
  { path: 'profiles', ...page('profiles-layout'), children: [{ index: true, ...page('who-is-watching') }] },
  {
    ...page('root'),
    children: [
      {
        ...page('frame'),
        children: [
          {
            ...page('errors'),
            children: [
              { index: true, ...page('home') },
              { path: 'movie', ...page('movies') },
              { path: 'movie/:id', ...page('movie') },
              { path: 'player/tv/:id/:season?/:episode?', ...page('tv-player') },
              { ...page('members'), children: [{ path: 'library', ...page('library') }] },
              { path: 'library/manage', ...page('library-manage') },
              { path: '*', ...page('not-found') },
            ],
          },
        ],
      },
    ],
  },
];

const names = (pathname: string) => matchRoutes(routes, pathname).map((match) => match.route.handle);
const leaf = (pathname: string) => names(pathname).at(-1);
const params = (pathname: string) => matchRoutes(routes, pathname).at(-1)?.params;

describe('matchRoutes', () => {
  it.each([
    ['/', 'home'],
    ['/movie', 'movies'],
    ['/movie/', 'movies'],
    ['/MOVIE', 'movies'],
    ['/movie/550', 'movie'],
    ['/movie/550/extra', 'not-found'],
    ['/library', 'library'],
    ['/library/manage', 'library-manage'],
    ['/profiles', 'who-is-watching'],
    ['/player/tv/1', 'tv-player'],
    ['/player/tv/1/2', 'tv-player'],
    ['/player/tv/1/2/3', 'tv-player'],
    ['/player/tv/1/2/3/4', 'not-found'],
    ['/no/such/page', 'not-found'],
  ])('%s is drawn by %s', (pathname, expected) => {
    expect(leaf(pathname)).toBe(expected);
  });

  it('gives every layout from the top down to the page', () => {
    expect(names('/library')).toEqual(['root', 'frame', 'errors', 'members', 'library']);
    expect(names('/profiles')).toEqual(['profiles-layout', 'who-is-watching']);
  });

  it.each([
    ['/movie/550', { id: '550' }],
    ['/movie/a%20b', { id: 'a b' }],
    ['/movie/%E0%A4%A', { id: '%E0%A4%A' }],
    ['/player/tv/7', { id: '7' }],
    ['/player/tv/7/2/5', { id: '7', season: '2', episode: '5' }],
    ['/some/where', { '*': 'some/where' }],
  ])('%s has the params %j', (pathname, expected) => {
    expect(params(pathname)).toEqual(expected);
  });

  it('matches nothing when no route fits', () => {
    expect(matchRoutes([{ path: 'a', ...page('a') }], '/b')).toEqual([]);
  });
});
