import { describe, expect, it } from 'vitest';
import { createBrowserHistory, createMemoryHistory, resolvePath } from '../history';

const here = { pathname: '/search', search: '?q=a', hash: '' };

describe('resolvePath', () => {
  it.each([
    ['/movie/1', { pathname: '/movie/1', search: '', hash: '' }],
    ['/search?q=b#top', { pathname: '/search', search: '?q=b', hash: '#top' }],
    ['?q=c', { pathname: '/search', search: '?q=c', hash: '' }],
    ['?', { pathname: '/search', search: '', hash: '' }],
    ['#main', { pathname: '/search', search: '?q=a', hash: '#main' }],
  ])('%s from /search?q=a is %j', (to, expected) => {
    expect(resolvePath(to, here)).toEqual(expected);
  });
});

describe('the browser history', () => {
  it('marks the first entry of a visit, and numbers each new one', () => {
    window.history.replaceState(null, '', '/');
    const history = createBrowserHistory();
    expect(history.location.key).toBe('default');
    expect(window.history.state).toMatchObject({ key: 'default', idx: 0 });
    history.push({ pathname: '/movie', search: '', hash: '' }, { from: 'home' });
    expect(window.location.pathname).toBe('/movie');
    expect(window.history.state).toMatchObject({ idx: 1, usr: { from: 'home' } });
    expect(history.location).toMatchObject({ pathname: '/movie', state: { from: 'home' } });
    expect(history.location.key).not.toBe('default');
    history.replace({ pathname: '/tv', search: '', hash: '' }, null);
    expect(window.history.state).toMatchObject({ idx: 1 });
    expect(history.action).toBe('REPLACE');
  });
});

describe('the memory history', () => {
  it('moves through its entries and tells its listeners', () => {
    const history = createMemoryHistory(['/', '/movie']);
    const heard: string[] = [];
    history.listen(() => heard.push(history.location.pathname));
    history.go(-1);
    expect(history.location).toMatchObject({ pathname: '/', key: 'default' });
    history.go(-1);
    history.push({ pathname: '/tv', search: '', hash: '' }, null);
    history.go(1);
    expect(history.location.pathname).toBe('/tv');
    expect(heard).toEqual(['/']);
  });
});

describe('resolvePath on plain and unusual paths', () => {
  it.each(['/movie/550', '/sports/player/abc-123_x', '/a b', '/ü', '/movie/../tv', '//evil.example/x', '/a%2Fb'])(
    '%s reads as the URL parser reads it',
    (to) => {
      const url = new URL(to, 'http://app.invalid/');
      expect(resolvePath(to, here)).toEqual({ pathname: url.pathname, search: url.search, hash: url.hash });
    },
  );
});
