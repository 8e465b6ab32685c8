import { describe, expect, it } from 'vitest';
import type { LanguageCode } from '../../rules/languages.ts';
import {
  cataloguePageRequest,
  firstScreenRequests,
  gatewayUrl,
  HOME_ROWS,
  searchPageRequest,
  titleDetailsRequest,
} from '../gateway-requests.ts';

describe('gatewayUrl', () => {
  it.each<[string, string, Record<string, string | number | undefined>, LanguageCode, string]>([
    ['no parameters but the language', 'movie/popular', {}, 'en', '/tmdb/movie/popular?language=en'],
    [
      'parameters in the order given, the language last',
      'discover/movie',
      { with_genres: 28, page: 2 },
      'en-XA',
      '/tmdb/discover/movie?with_genres=28&page=2&language=en-XA',
    ],
    [
      'undefined ones left out',
      'search/multi',
      { query: 'star', page: undefined },
      'en',
      '/tmdb/search/multi?query=star&language=en',
    ],
    ['values encoded', 'search/multi', { query: 'a&b c', page: 1 }, 'en', '/tmdb/search/multi?query=a%26b+c&page=1&language=en'],
    [
      'a language among the parameters is the page’s',
      'movie/popular',
      { language: 'fr', page: 1 },
      'en',
      '/tmdb/movie/popular?language=en&page=1',
    ],
  ])('%s', (_label, path, params, language, url) => {
    expect(gatewayUrl(path, params, language)).toBe(url);
  });
});

describe('the screens’ requests', () => {
  it('a catalogue page keeps its list’s parameters and adds the page', () => {
    expect(cataloguePageRequest('comedyTv', 3)).toEqual({
      path: 'discover/tv',
      params: { with_genres: 35, page: 3 },
      mediaType: 'tv',
    });
  });
  it.each([
    ['all', { path: 'search/multi', params: { query: 'star', page: 1 } }],
    ['movie', { path: 'search/movie', params: { query: 'star', page: 1 }, mediaType: 'movie' }],
    ['tv', { path: 'search/tv', params: { query: 'star', page: 1 }, mediaType: 'tv' }],
  ] as const)('search of type %s', (type, request) => {
    expect(searchPageRequest('star', type, 1)).toEqual(request);
  });
  it.each([
    ['popularity', '/tmdb/search/multi?query=star&page=2&language=en'],
    ['rating', '/tmdb/search/multi?query=star&sort_by=vote_average.desc&page=2&language=en'],
    ['newest', '/tmdb/search/multi?query=star&sort_by=release_date.desc&page=2&language=en'],
  ] as const)('a search sorted by %s asks the gateway to sort every result', (sort, url) => {
    const { path, params = {} } = searchPageRequest('star', 'all', 2, sort);
    expect(gatewayUrl(path, params, 'en')).toBe(url);
  });
  it('title details append the extras of their type', () => {
    expect(titleDetailsRequest('movie', 550).params).toEqual({ append_to_response: 'images,videos,release_dates' });
    expect(titleDetailsRequest('tv', 1399).params).toEqual({ append_to_response: 'images,videos,content_ratings' });
  });
});

describe('firstScreenRequests', () => {
  it.each<[string, string, string, string[]]>([
    [
      'home: the eight rows’ first pages in the order of docs/behaviour.md#home',
      '/',
      '',
      [
        '/tmdb/trending/all/week?page=1&language=en',
        '/tmdb/movie/popular?page=1&language=en',
        '/tmdb/tv/popular?page=1&language=en',
        '/tmdb/movie/top_rated?page=1&language=en',
        '/tmdb/tv/top_rated?page=1&language=en',
        '/tmdb/movie/upcoming?page=1&language=en',
        '/tmdb/discover/movie?with_genres=28&page=1&language=en',
        '/tmdb/discover/tv?with_genres=35&page=1&language=en',
      ],
    ],
    ['search: the trimmed query, all types', '/search', 'q=%20star%20', ['/tmdb/search/multi?query=star&page=1&language=en']],
    ['search: the type from the URL', '/search', 'q=star&type=tv', ['/tmdb/search/tv?query=star&page=1&language=en']],
    [
      'search: the sort from the URL',
      '/search',
      'q=star&type=tv&sort=rating',
      ['/tmdb/search/tv?query=star&sort_by=vote_average.desc&page=1&language=en'],
    ],
    [
      'search: an unknown sort means popularity',
      '/search',
      'q=star&sort=best',
      ['/tmdb/search/multi?query=star&page=1&language=en'],
    ],
    ['search: an unknown type means all', '/search', 'q=star&type=people', ['/tmdb/search/multi?query=star&page=1&language=en']],
    ['search: no query, no search', '/search', 'q=%20%20', []],
    ['a movie page', '/movie/550', '', ['/tmdb/movie/550?append_to_response=images%2Cvideos%2Crelease_dates&language=en']],
    ['a show page', '/tv/1399', '', ['/tmdb/tv/1399?append_to_response=images%2Cvideos%2Ccontent_ratings&language=en']],
    ['an invalid id asks nothing', '/movie/abc', '', []],
    ['a malformed escape asks nothing', '/movie/%E0', '', []],
    ['a page below a title is another screen', '/movie/550/cast', '', []],
    ['screens without hints', '/profile', '', []],
  ])('%s', (_label, pathname, search, urls) => {
    expect(firstScreenRequests(pathname, new URLSearchParams(search), 'en')).toEqual(urls);
  });
  it('asks in the page’s language', () => {
    expect(firstScreenRequests('/movie/550', new URLSearchParams(), 'en-XA')).toEqual([
      '/tmdb/movie/550?append_to_response=images%2Cvideos%2Crelease_dates&language=en-XA',
    ]);
    expect(firstScreenRequests('/search', new URLSearchParams('q=star'), 'en-XA')).toEqual([
      '/tmdb/search/multi?query=star&page=1&language=en-XA',
    ]);
  });
  it('names each home row once', () => {
    expect(new Set(HOME_ROWS).size).toBe(8);
  });
});
