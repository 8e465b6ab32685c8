import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { PROFILE_LIMIT_RATING_LOOKUPS } from '@marquee/core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { bearer, buildTestApp, signUp } from '../../../__tests__/support/app.ts';
import { describeEachDatabase } from '../../../__tests__/support/databases.ts';
import { UPSTREAM_PAGES_PER_PAGE } from '../profile-limit.ts';

/**
 * A limited profile's lists are filtered title by title, each title's rating asked of TMDB unless the gateway
 * has it already: one request must not fan out into a call per title of every upstream page it reads. A fake
 * TMDB lists 20 different films a page, every one rated G, and counts what it is asked.
 */

const PAGE = 20;

interface FakeTmdb {
  baseUrl: string;
  asked: string[];
  close(): Promise<void>;
}

async function startFakeTmdb(): Promise<FakeTmdb> {
  const asked: string[] = [];
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://fake');
    const tmdbPath = url.pathname.replace(/^\/3\//, '');
    asked.push(tmdbPath);
    const json = (body: unknown) => res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    const rating = /^movie\/(\d+)\/release_dates$/.exec(tmdbPath);
    if (rating) {
      return json({
        id: Number(rating[1]),
        results: [{ iso_3166_1: 'US', release_dates: [{ certification: 'G', type: 3 }] }],
      });
    }
    if (tmdbPath === 'search/movie' || tmdbPath === 'trending/movie/week') {
      const page = Number(url.searchParams.get('page') ?? '1');
      // A query of its own numbers its films apart, so no two tests share a film; trending has films of its own.
      const base = Number(url.searchParams.get('query') ?? '99') * 1_000_000 + page * 100;
      const results = Array.from({ length: PAGE }, (_, i) => ({
        id: base + i,
        title: `Film ${base + i}`,
        vote_average: 7,
        genre_ids: [28],
      }));
      return json({ page, results, total_pages: 50, total_results: 50 * PAGE });
    }
    res.writeHead(404, { 'content-type': 'application/json' }).end('{}');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/3`,
    asked,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

let tmdb: FakeTmdb;
const cacheRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'marquee-limit-budget-'));
beforeAll(async () => {
  tmdb = await startFakeTmdb();
});
afterAll(async () => {
  await tmdb.close();
  fs.rmSync(cacheRoot, { recursive: true, force: true });
});

describeEachDatabase('the upstream calls of a limited profile’s request', (database) => {
  let app: FastifyInstance;
  let kids: { authorization: string };
  beforeAll(async () => {
    app = await buildTestApp(database().db, {
      TMDB_API_KEY: 'budget-key',
      TMDB_BASE_URL: tmdb.baseUrl,
      CACHE_DIR: fs.mkdtempSync(path.join(cacheRoot, 'cache-')),
    });
    const owner = await signUp(app);
    const created = await app.inject({
      method: 'POST',
      url: '/api/profiles',
      headers: owner.headers,
      payload: { name: 'Kids', kids: true },
    });
    const chosen = await app.inject({
      method: 'POST',
      url: `/api/profiles/${created.json<{ id: string }>().id}/select`,
      headers: owner.headers,
      payload: {},
    });
    kids = bearer(chosen.json<{ token: string }>().token);
  });
  afterAll(() => app.close());

  /** A query number of this database's own, so both runs ask TMDB about films it was never asked about. */
  const query = (n: number) => String(n * 10 + (database().dialect === 'sqlite' ? 1 : 2));
  const ratingsAsked = (from: number) => tmdb.asked.slice(from).filter((p) => p.endsWith('/release_dates')).length;
  const pagesAsked = (from: number) => tmdb.asked.slice(from).filter((p) => !p.endsWith('/release_dates')).length;

  it('reads at most its upstream pages and a bounded number of ratings, and answers the titles it could rate', async () => {
    const before = tmdb.asked.length;
    const res = await app.inject({ url: `/api/tmdb/search/movie?query=${query(1)}`, headers: kids });
    expect(res.statusCode, res.body).toBe(200);
    expect(pagesAsked(before)).toBe(UPSTREAM_PAGES_PER_PAGE);
    expect(ratingsAsked(before)).toBe(PROFILE_LIMIT_RATING_LOOKUPS);
    // Every title rated is G, so each one whose rating was read is listed.
    expect(res.json<{ results: unknown[] }>().results).toHaveLength(PROFILE_LIMIT_RATING_LOOKUPS);
  });

  it('rates the titles left out by the next requests, so the page fills as it is asked again', async () => {
    const url = `/api/tmdb/search/movie?query=${query(2)}`;
    const listed: number[] = [];
    for (let i = 0; i < 3; i++) {
      const before = tmdb.asked.length;
      const res = await app.inject({ url, headers: kids });
      expect(ratingsAsked(before)).toBeLessThanOrEqual(PROFILE_LIMIT_RATING_LOOKUPS);
      listed.push(res.json<{ results: unknown[] }>().results.length);
    }
    expect(listed.at(-1)).toBe(UPSTREAM_PAGES_PER_PAGE * PAGE);
    expect(listed[0]).toBeLessThan(listed.at(-1)!);
  });

  it('rates a bounded number of titles for an assistant’s answer drawn from several trending pages', async () => {
    const before = tmdb.asked.length;
    const res = await app.inject({
      method: 'POST',
      url: '/api/chat/completions',
      headers: kids,
      payload: { model: 'any', messages: [{ role: 'user', content: 'trending action movies' }] },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(tmdb.asked.slice(before).filter((p) => p === 'trending/movie/week').length).toBeGreaterThan(1);
    expect(ratingsAsked(before)).toBeLessThanOrEqual(PROFILE_LIMIT_RATING_LOOKUPS);
  });

  it('rates a long watchlist a bounded number of titles a request, and shows it whole once all are rated', async () => {
    const films = PROFILE_LIMIT_RATING_LOOKUPS + 20;
    const first = Number(query(3)) * 1_000_000;
    const watchlist = Array.from({ length: films }, (_, i) => ({
      media_id: first + i,
      media_type: 'movie',
      source: 'tmdb',
      title: `Film ${first + i}`,
      year: 2000,
      poster_path: null,
      backdrop_path: null,
      overview: null,
      rating: null,
      added_at: '2025-01-01T00:00:00.000Z',
    }));
    // Imported by an account's own profile, which is then limited to PG: nothing of the list is rated yet.
    const owner = await signUp(app);
    const imported = await app.inject({
      method: 'POST',
      url: '/api/import',
      headers: owner.headers,
      payload: { version: 1, watchlist },
    });
    expect(imported.statusCode, imported.body).toBe(200);
    const limited = await app.inject({
      method: 'PATCH',
      url: `/api/profiles/${owner.user.uid}`,
      headers: owner.headers,
      payload: { maxRating: 'PG' },
    });
    expect(limited.statusCode, limited.body).toBe(200);
    const chosen = await app.inject({
      method: 'POST',
      url: `/api/profiles/${owner.user.uid}/select`,
      headers: owner.headers,
      payload: {},
    });
    const pg = bearer(chosen.json<{ token: string }>().token);
    const shown: number[] = [];
    for (let i = 0; i < 3; i++) {
      const before = tmdb.asked.length;
      const res = await app.inject({ url: '/api/watchlist', headers: pg });
      expect(res.statusCode, res.body).toBe(200);
      expect(ratingsAsked(before)).toBeLessThanOrEqual(PROFILE_LIMIT_RATING_LOOKUPS);
      shown.push(res.json<unknown[]>().length);
    }
    // A list shown in part is not cached as the list: the next read rates the rest.
    expect(shown).toEqual([PROFILE_LIMIT_RATING_LOOKUPS, films, films]);
  });
});
