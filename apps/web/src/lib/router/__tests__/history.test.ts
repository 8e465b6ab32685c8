import { describe, expect, it } from 'vitest';
import { createBrowserHistory, createMemoryHistory, resolvePath, stripBasename } from '../history';

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

describe('the base path', () => {
  it.each([
    ['/marquee/movie/1', '/marquee', '/movie/1'],
    ['/marquee/', '/marquee', '/'],
    ['/marquee', '/marquee', '/'],
    // Only a whole segment is the base.
    ['/marqueex/movie', '/marquee', '/marqueex/movie'],
    ['/a/b/tv/2', '/a/b', '/tv/2'],
    ['/movie/1', '', '/movie/1'],
  ])('%s under %j is the app path %s', (pathname, basename, expected) => {
    expect(stripBasename(pathname, basename)).toBe(expected);
  });

  it.each([
    ['/marquee/movie/1?x=1#top', '/marquee', '/movie/1', '?x=1', '#top'],
    ['/marquee', '/marquee', '/', '', ''],
    ['/movie/1', '', '/movie/1', '', ''],
  ])('the browser history at %s under %j reads %s', (address, basename, pathname, search, hash) => {
    window.history.replaceState(null, '', address);
    expect(createBrowserHistory(basename).location).toMatchObject({ pathname, search, hash });
  });

  it.each([
    ['/marquee', { pathname: '/tv/2', search: '?s=1', hash: '' }, '/marquee/tv/2?s=1'],
    ['/marquee', { pathname: '/', search: '', hash: '#main' }, '/marquee/#main'],
    ['', { pathname: '/tv/2', search: '', hash: '' }, '/tv/2'],
  ])('the browser history under %j writes %j as %s, and reads it back without the base', (basename, path, address) => {
    window.history.replaceState(null, '', `${basename}/`);
    const history = createBrowserHistory(basename);
    history.push(path, null);
    expect(window.location.pathname + window.location.search + window.location.hash).toBe(address);
    expect(history.createHref(path)).toBe(address);
    history.replace({ pathname: '/movie', search: '', hash: '' }, null);
    expect(window.location.pathname).toBe(`${basename}/movie`);
    expect(history.location.pathname).toBe('/movie');
  });

  it('takes a Back in the browser as the app path', () => {
    window.history.replaceState(null, '', '/marquee/');
    const history = createBrowserHistory('/marquee');
    history.push({ pathname: '/movie/3', search: '', hash: '' }, null);
    // What the browser does on Back, without waiting for its asynchronous popstate.
    window.history.replaceState(window.history.state, '', '/marquee/tv/4');
    window.dispatchEvent(new PopStateEvent('popstate'));
    expect(history.location.pathname).toBe('/tv/4');
  });

  it('keeps the memory history on app paths, with links under the base', () => {
    const history = createMemoryHistory(['/movie/1'], '/marquee');
    expect(history.location.pathname).toBe('/movie/1');
    expect(history.createHref(history.location)).toBe('/marquee/movie/1');
    expect(createMemoryHistory(['/movie/1']).createHref(history.location)).toBe('/movie/1');
  });
});
