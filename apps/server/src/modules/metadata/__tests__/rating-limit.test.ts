import { ratingAllowed, ratingRank, tvCertification } from '@marquee/core';
import { describe, expect, it } from 'vitest';
import { catalogueRating, getCatalogue } from '../catalogue/catalogue.ts';
import { parseGatewayRequest } from '../gateway-request.ts';
import { answerOffline } from '../offline/offline-answers.ts';

const catalogue = getCatalogue();
const now = new Date('2024-05-01T12:00:00Z');
const PG = ratingRank('PG')!;
const leon = catalogue.movies.find((m) => m.title === 'Léon')!;
const breakingBad = catalogue.series.find((s) => s.name === 'Breaking Bad')!;
const avatar = catalogue.series.find((s) => s.name === 'Avatar: The Last Airbender')!;
const toyStory = catalogue.movies.find((m) => m.title === 'Toy Story')!;

interface Item {
  id: number;
  media_type: 'movie' | 'tv';
}
interface Page {
  page: number;
  results: Item[];
  total_pages: number;
  total_results: number;
}

function answer(url: string, maxRank: number | null = null): unknown {
  const [pathname = '', search = ''] = url.split('?');
  return answerOffline(catalogue, parseGatewayRequest(pathname, new URLSearchParams(search)), now, maxRank);
}

const pageOf = (url: string, maxRank: number | null = null) => answer(url, maxRank) as Page;

/** Every page of a list, in order. */
function allOf(url: string, maxRank: number | null = null): Item[] {
  const join = url.includes('?') ? '&' : '?';
  const first = pageOf(url, maxRank);
  const items = [...first.results];
  for (let page = 2; page <= first.total_pages; page++) items.push(...pageOf(`${url}${join}page=${page}`, maxRank).results);
  return items;
}

function allowedAt(maxRank: number, item: Item): boolean {
  const rated = catalogueRating(item.media_type, item.id);
  return rated !== undefined && ratingAllowed(maxRank, rated.rating, rated.adult);
}

const LISTS = [
  'trending/all/day',
  'trending/all/week',
  'trending/movie/week',
  'trending/tv/day',
  'movie/popular',
  'movie/top_rated',
  'movie/upcoming',
  'movie/now_playing',
  'tv/popular',
  'tv/top_rated',
  'discover/movie',
  'discover/movie?with_genres=16|10751&sort_by=vote_average.desc',
  'discover/tv',
  'discover/tv?with_genres=35&sort_by=first_air_date.desc',
  'search/multi?query=the',
  'search/movie?query=star',
  'search/tv?query=the',
  `movie/${leon.id}/similar`,
  `movie/${leon.id}/recommendations`,
  `movie/${toyStory.id}/recommendations`,
  `tv/${breakingBad.id}/similar`,
  `tv/${breakingBad.id}/recommendations`,
  `tv/${avatar.id}/similar`,
];

describe('catalogueRating', () => {
  it.each([
    ['movie', leon.id, { rating: 'R', adult: false }],
    ['movie', toyStory.id, { rating: 'G', adult: false }],
    ['tv', breakingBad.id, { rating: 'TV-MA', adult: false }],
    ['tv', avatar.id, { rating: 'TV-Y7', adult: false }],
    ['movie', breakingBad.id, undefined],
    ['tv', 99_999_999, undefined],
  ] as const)('%s %i is %j', (media, id, expected) => {
    expect(catalogueRating(media, id)).toEqual(expected);
  });

  it('gives a film the certification its release_dates answer carries, null when none is on record', () => {
    const unknown = catalogue.movies.find((m) => m.fact.certification === '')!;
    expect(catalogueRating('movie', unknown.id)?.rating).toBeNull();
    const notRated = catalogue.movies.find((m) => m.fact.certification === 'NR')!;
    expect(catalogueRating('movie', notRated.id)?.rating).toBe('NR');
  });
});

describe('content ratings in the offline answers', () => {
  it('answers a show’s US TV rating as TMDB does, standalone and appended', () => {
    expect(answer(`tv/${breakingBad.id}/content_ratings`)).toEqual({
      id: breakingBad.id,
      results: [{ descriptors: [], iso_3166_1: 'US', rating: 'TV-MA' }],
    });
    const details = answer(`tv/${avatar.id}?append_to_response=content_ratings`) as { content_ratings: unknown };
    expect(tvCertification(details.content_ratings as Parameters<typeof tvCertification>[0])).toBe('TV-Y7');
  });
});

describe('lists under a maximum rating', () => {
  it.each(LISTS)('%s holds only titles rated PG or below, on full pages', (url) => {
    const limited = allOf(url, PG);
    expect(limited.filter((item) => !allowedAt(PG, item))).toEqual([]);
    const first = pageOf(url, PG);
    expect(first.total_results).toBe(limited.length);
    expect(first.results).toHaveLength(Math.min(20, limited.length));
    expect(new Set(limited.map((i) => `${i.media_type}:${i.id}`)).size).toBe(limited.length);
  });

  it.each([
    'movie/popular',
    'movie/top_rated',
    'tv/popular',
    'discover/movie?with_genres=35',
    'search/multi?query=the',
    'search/movie?query=star',
  ])('%s filters before paging: its pages are the unlimited list’s allowed titles, in order', (url) => {
    const expected = allOf(url).filter((item) => allowedAt(PG, item));
    expect(expected.length).toBeGreaterThan(0);
    expect(allOf(url, PG)).toEqual(expected);
    const first = pageOf(url, PG);
    expect(first.total_pages).toBe(Math.ceil(expected.length / 20));
  });

  it('fills the first page of popular films with 20 titles though most of the popular ones are rated above PG', () => {
    const unlimited = pageOf('movie/popular').results;
    expect(unlimited.filter((item) => allowedAt(PG, item)).length).toBeLessThan(20);
    expect(pageOf('movie/popular', PG).results).toHaveLength(20);
  });

  it.each([
    ['movie', leon.id],
    ['movie', toyStory.id],
    ['tv', breakingBad.id],
    ['tv', avatar.id],
  ] as const)('limits similar and recommendations appended to %s %i, and still answers the title itself', (media, id) => {
    const details = answer(`${media}/${id}?append_to_response=recommendations,similar,images`, PG) as {
      id: number;
      similar: Page;
      recommendations: Page;
    };
    expect(details.id).toBe(id);
    for (const list of [details.similar, details.recommendations]) {
      expect(list.results.filter((item) => !allowedAt(PG, item))).toEqual([]);
      expect(list.results).toHaveLength(Math.min(20, list.total_results));
    }
    const { id: _id, ...standalone } = answer(`${media}/${id}/similar`, PG) as Page & { id: number };
    expect(details.similar).toEqual(standalone);
  });

  it('shows nothing unrated, NR or adult under any limit, and lets a show rated TV-Y7 through a TV-Y7 limit', () => {
    const tvY7 = ratingRank('TV-Y7')!;
    const kids = allOf('tv/popular', tvY7).map((item) => catalogueRating('tv', item.id)?.rating);
    expect(new Set(kids)).toEqual(new Set(['TV-Y7']));
    const anything = ratingRank('NC-17')!;
    const films = allOf('movie/popular', anything).map((item) => catalogueRating('movie', item.id)?.rating);
    expect(films.filter((r) => r === null || r === 'NR')).toEqual([]);
    expect(films.length).toBe(catalogue.movies.filter((m) => ratingRank(m.fact.certification) !== null).length);
  });

  it.each([...LISTS, `movie/${leon.id}?append_to_response=recommendations,similar`, `tv/${breakingBad.id}/content_ratings`])(
    'answers %s the same, byte for byte, with a null limit as with none',
    (url) => {
      const [pathname = '', search = ''] = url.split('?');
      const request = parseGatewayRequest(pathname, new URLSearchParams(search));
      expect(JSON.stringify(answerOffline(catalogue, request, now, null))).toBe(
        JSON.stringify(answerOffline(catalogue, request, now)),
      );
    },
  );
});
