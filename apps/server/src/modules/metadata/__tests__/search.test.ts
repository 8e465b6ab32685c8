import { apiErrorSchema, tmdbMoviePageSchema, tmdbMultiPageSchema, tmdbTvPageSchema } from '@marquee/core';
import type { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { parseGatewayRequest } from '../gateway-request.ts';
import { useTestApp } from '../../../__tests__/support/app.ts';

/**
 * Search in the offline catalogue (docs/behaviour.md#search): titles ranked by how well they match, then by
 * popularity; a sort by rating or date orders every match before the pages are cut, not only the first ones.
 */

const server = useTestApp();

async function getJson<S extends z.ZodType>(url: string, schema: S): Promise<z.infer<S>> {
  const res = await server.app.inject({ method: 'GET', url: `/api/tmdb/${url}` });
  expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
  return schema.parse(res.json());
}

type Result = z.infer<typeof tmdbMultiPageSchema>['results'][number];
const nameOf = (r: Result) => ('title' in r ? r.title : 'name' in r ? r.name : '');
const ratingOf = (r: Result) => ('vote_average' in r ? r.vote_average : 0);
const dateOf = (r: Result) => ('release_date' in r ? r.release_date : 'first_air_date' in r ? r.first_air_date : '') ?? '';

/** Every page of a search, in order. */
async function everyPage(url: string): Promise<Result[]> {
  const results: Result[] = [];
  for (let page = 1; ; page++) {
    const body = await getJson(`${url}&page=${page}`, tmdbMultiPageSchema);
    results.push(...body.results);
    if (page >= body.total_pages) return results;
  }
}

describe('offline search', () => {
  it('puts the title the query names first, leading article or not, then the titles it begins', async () => {
    const godfather = await getJson('search/multi?query=godfather', tmdbMultiPageSchema);
    expect(godfather.results.map(nameOf)).toEqual([
      'The Godfather',
      // Both begin with it: the more popular first.
      'The Godfather: Part III',
      'The Godfather: Part II',
    ]);
    const movies = await getJson('search/movie?query=godfather%20part', tmdbMoviePageSchema);
    expect(movies.results.map((r) => r.title)).toEqual(['The Godfather: Part III', 'The Godfather: Part II']);
    const office = await getJson('search/tv?query=office', tmdbTvPageSchema);
    expect(office.results[0]?.name).toBe('The Office');
  });

  it('sorts every match by rating before paging: the highest rated title of all comes first', async () => {
    const relevance = await everyPage('search/multi?query=the');
    expect(relevance.length).toBeGreaterThan(40);
    const best = Math.max(...relevance.map(ratingOf));
    // Far down the list by relevance, so a sort of the first pages alone would not find it.
    expect(relevance.slice(0, 40).map(ratingOf)).not.toContain(best);

    const byRating = await everyPage('search/multi?query=the&sort_by=vote_average.desc');
    expect(byRating[0]).toMatchObject({ title: 'The Godfather', vote_average: best });
    expect(byRating.map(ratingOf)).toEqual(relevance.map(ratingOf).sort((a, b) => b - a));
    // The same titles, each once, ties in the order of relevance.
    const key = (r: Result) => `${r.media_type}:${r.id}`;
    expect(new Set(byRating.map(key)).size).toBe(relevance.length);
    const tied = (list: Result[], rating: number) => list.filter((r) => ratingOf(r) === rating).map(key);
    for (const rating of new Set(relevance.map(ratingOf))) expect(tied(byRating, rating)).toEqual(tied(relevance, rating));
  });

  it('sorts every match by date, newest first and undated last, in each type of search', async () => {
    for (const path of ['search/multi', 'search/movie', 'search/tv']) {
      const newest = await everyPage(`${path}?query=love&sort_by=release_date.desc`);
      const dates = newest.map(dateOf);
      const dated = dates.filter(Boolean);
      expect(dates).toEqual([...dated.sort().reverse(), ...dates.filter((d) => !d)]);
    }
  });

  it.each(['popularity.desc', 'vote_average.asc', 'title.asc', 'vote_average'])(
    'answers 400 for sort_by=%s on a search',
    async (sort) => {
      const res = await server.app.inject({ method: 'GET', url: `/api/tmdb/search/multi?query=the&sort_by=${sort}` });
      expect(res.statusCode).toBe(400);
      expect(apiErrorSchema.parse(res.json()).error).toBe('sort_by must be vote_average.desc or release_date.desc on a search');
    },
  );

  it('keeps the sort out of what is asked of TMDB, whose search takes none: one upstream answer for every sort', () => {
    const sorted = parseGatewayRequest('search/multi', new URLSearchParams('query=the&sort_by=vote_average.desc&page=2'));
    const plain = parseGatewayRequest('search/multi', new URLSearchParams('query=the&page=2'));
    expect(sorted.query.sortBy).toEqual({ field: 'vote_average', direction: 'desc' });
    expect(sorted.upstreamParams.toString()).toBe(plain.upstreamParams.toString());
    expect(sorted.cacheKey).toBe(plain.cacheKey);
  });
});
