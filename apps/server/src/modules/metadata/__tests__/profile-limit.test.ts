import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { ratingAllowed, ratingRank, type ContentRating } from '@marquee/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../app.ts';
import { loadConfig } from '../../../config.ts';
import { bearer, buildTestApp, signUp } from '../../../__tests__/support/app.ts';
import { createTestDatabase } from '../../../__tests__/support/databases.ts';
import { startTmdbReplay, type TmdbReplay } from '../../../__tests__/support/tmdb-replay.ts';
import { catalogueRating, getCatalogue } from '../catalogue/catalogue.ts';
import { NOT_ON_THIS_PROFILE } from '../profile-limit.ts';
import { SET_UP_SERVER_ENV } from '../../../__tests__/support/server-env.ts';

interface Listed {
  id: number;
  media_type?: string;
  title?: string;
}

/** A token of a new profile of a new account, limited as given. */
async function limitedToken(
  app: FastifyInstance,
  limit: { kids?: boolean; maxRating?: ContentRating },
): Promise<{ authorization: string }> {
  const owner = await signUp(app);
  const created = await app.inject({
    method: 'POST',
    url: '/api/profiles',
    headers: owner.headers,
    payload: { name: 'Limited', ...limit },
  });
  const chosen = await app.inject({
    method: 'POST',
    url: `/api/profiles/${created.json().id}/select`,
    headers: owner.headers,
    payload: {},
  });
  return bearer(chosen.json().token);
}

/** Every title an answer lists: its results and the results of appended lists. */
function listedIn(body: Record<string, unknown>): Listed[] {
  const parts = [body, body.recommendations, body.similar] as Array<{ results?: Listed[] } | undefined>;
  return parts.flatMap((part) => part?.results ?? []).filter((item) => item.media_type !== 'person');
}

const CATALOGUE_PATHS = [
  'trending/all/week',
  'trending/movie/day',
  'trending/tv/week',
  'movie/popular',
  'movie/top_rated',
  'movie/now_playing',
  'movie/upcoming',
  'tv/popular',
  'tv/top_rated',
  'tv/on_the_air',
  'discover/movie?sort_by=vote_average.desc',
  'discover/tv?with_genres=16',
  'search/multi?query=the',
  'search/movie?query=star',
  'search/tv?query=the',
];

describe('a limited profile, offline', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let app: FastifyInstance;
  let pg: { authorization: string };
  const catalogue = getCatalogue();
  const adultFilm = catalogue.movies.find((m) => catalogueRating('movie', m.id)?.rating === 'R')!;
  const familyFilm = catalogue.movies.find((m) => catalogueRating('movie', m.id)?.rating === 'G')!;
  const matureShow = catalogue.series.find((s) => catalogueRating('tv', s.id)?.rating === 'TV-MA')!;
  const PG = ratingRank('PG');

  beforeAll(async () => {
    database = await createTestDatabase('sqlite');
    app = await buildTestApp(database.db);
    pg = await limitedToken(app, { maxRating: 'PG' });
  });
  afterAll(async () => {
    await app.close();
    await database.destroy();
  });

  const allowedTitle = (item: Listed, media?: 'movie' | 'tv') => {
    const kind = (item.media_type as 'movie' | 'tv' | undefined) ?? media ?? (item.title === undefined ? 'tv' : 'movie');
    return ratingAllowed(PG, catalogueRating(kind, item.id)?.rating);
  };

  it.each(CATALOGUE_PATHS)('lists nothing above PG in %s, and a full first page', async (url) => {
    const res = await app.inject({ url: `/api/tmdb/${url}`, headers: pg });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toMatch(/^private/);
    const listed = listedIn(res.json());
    const media = url.includes('movie') ? 'movie' : url.includes('tv') ? 'tv' : undefined;
    expect(listed.filter((item) => !allowedTitle(item, media))).toEqual([]);
    const unlimited = await app.inject({ url: `/api/tmdb/${url}` });
    expect(unlimited.headers['cache-control']).toMatch(/^public/);
    expect(unlimited.headers.vary).toContain('authorization');
    if (unlimited.json().total_results > 0 && url.startsWith('movie/popular')) expect(listed.length).toBe(20);
  });

  it('leaves titles above PG out of a title page’s recommendations and similar titles', async () => {
    const res = await app.inject({
      url: `/api/tmdb/movie/${familyFilm.id}?append_to_response=recommendations,similar`,
      headers: pg,
    });
    expect(res.statusCode, res.body).toBe(200);
    const listed = listedIn(res.json());
    expect(listed.length).toBeGreaterThan(0);
    expect(listed.filter((item) => !allowedTitle(item, 'movie'))).toEqual([]);
  });

  it.each([
    ['an R-rated film', () => `movie/${adultFilm.id}`],
    ["an R-rated film's images", () => `movie/${adultFilm.id}/images`],
    ['a TV-MA series', () => `tv/${matureShow.id}`],
    ["a TV-MA series' season", () => `tv/${matureShow.id}/season/1`],
    ["a TV-MA series' episode", () => `tv/${matureShow.id}/season/1/episode/1`],
  ])('answers 403 for %s', async (_case, url) => {
    const res = await app.inject({ url: `/api/tmdb/${url()}`, headers: pg });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ error: NOT_ON_THIS_PROFILE });
    expect((await app.inject({ url: `/api/tmdb/${url()}` })).statusCode).toBe(200);
  });

  it("leaves titles above a profile's new limit out of its lists and history, and refuses adding one", async () => {
    const owner = await signUp(app);
    const teen = (
      await app.inject({ method: 'POST', url: '/api/profiles', headers: owner.headers, payload: { name: 'Teen' } })
    ).json();
    const chosen = await app.inject({
      method: 'POST',
      url: `/api/profiles/${teen.id}/select`,
      headers: owner.headers,
      payload: {},
    });
    let asTeen = bearer(chosen.json().token);
    const snapshot = (id: number, title: string) => ({
      media_id: id,
      media_type: 'movie',
      title,
      poster_path: null,
      backdrop_path: null,
      overview: null,
      rating: null,
    });
    for (const film of [adultFilm, familyFilm]) {
      const body = snapshot(film.id, film.title);
      expect((await app.inject({ method: 'POST', url: '/api/watchlist', headers: asTeen, payload: body })).statusCode).toBe(201);
      const viewing = { ...body, watch_position: 10, duration: 100 };
      expect(
        (await app.inject({ method: 'POST', url: '/api/watch-history', headers: asTeen, payload: viewing })).statusCode,
      ).toBe(201);
    }
    const ids = async (url: string) => {
      const body = (await app.inject({ url, headers: asTeen })).json();
      return ((Array.isArray(body) ? body : body.items) as Listed[])
        .map((entry) => (entry as unknown as { media_id: number }).media_id)
        .sort();
    };
    expect(await ids('/api/watchlist')).toEqual([adultFilm.id, familyFilm.id].sort());
    // The grown-up limits the profile to PG; its lists keep their entries but show only what the limit allows.
    const parent = bearer(
      (await app.inject({ method: 'POST', url: `/api/profiles/${owner.user.uid}/select`, headers: asTeen, payload: {} })).json()
        .token,
    );
    const limited = await app.inject({
      method: 'PATCH',
      url: `/api/profiles/${teen.id}`,
      headers: parent,
      payload: { maxRating: 'PG' },
    });
    expect(limited.statusCode, limited.body).toBe(200);
    asTeen = bearer(
      (await app.inject({ method: 'POST', url: `/api/profiles/${teen.id}/select`, headers: parent, payload: {} })).json().token,
    );
    expect(await ids('/api/watchlist')).toEqual([familyFilm.id]);
    expect(await ids('/api/watch-history')).toEqual([familyFilm.id]);
    const refused = await app.inject({
      method: 'POST',
      url: '/api/favourites',
      headers: asTeen,
      payload: snapshot(adultFilm.id, adultFilm.title),
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ error: NOT_ON_THIS_PROFILE });
  });

  it("keeps the assistant's picks within the limit", async () => {
    const ask = async (headers: Record<string, string> = {}) => {
      const res = await app.inject({
        method: 'POST',
        url: '/api/chat/completions',
        headers,
        payload: { messages: [{ role: 'user', content: 'popular thriller movies' }] },
      });
      expect(res.statusCode, res.body).toBe(200);
      const text: string = res.json().choices[0].message.content;
      return [...text.matchAll(/\/movie\/(\d+)/g)].map((match) => Number(match[1]));
    };
    const unlimited = await ask();
    expect(unlimited.some((id) => !ratingAllowed(PG, catalogueRating('movie', id)?.rating))).toBe(true);
    const picks = await ask(pg);
    expect(picks.length).toBeGreaterThan(0);
    expect(picks.filter((id) => !ratingAllowed(PG, catalogueRating('movie', id)?.rating))).toEqual([]);
  });

  it('has the assistant name no title above the limit, asked for by name or for titles like it', async () => {
    const ask = async (message: string, headers: Record<string, string> = {}) => {
      const res = await app.inject({
        method: 'POST',
        url: '/api/chat/completions',
        headers,
        payload: { messages: [{ role: 'user', content: message }] },
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().choices[0].message.content as string;
    };
    const link = `(/movie/${adultFilm.id})`;
    expect(await ask(adultFilm.title)).toContain(link);
    expect(await ask(adultFilm.title, pg)).not.toContain(link);
    expect(await ask(`something like ${adultFilm.title}`)).toContain(link);
    const like = await ask(`something like ${adultFilm.title}`, pg);
    expect(like).not.toContain(link);
    const ids = [...like.matchAll(/\/movie\/(\d+)/g)].map((match) => Number(match[1]));
    expect(ids.filter((id) => !ratingAllowed(PG, catalogueRating('movie', id)?.rating))).toEqual([]);
  });

  it('neither starts nor joins a watch party on a title above the limit', async () => {
    const start = (id: number, headers: Record<string, string> = {}) =>
      app.inject({
        method: 'POST',
        url: '/api/parties',
        headers,
        payload: { media: { type: 'movie', id, source: 'catalogue' }, playbackSource: 'local' },
      });
    expect((await start(adultFilm.id, pg)).statusCode).toBe(403);
    expect((await start(familyFilm.id, pg)).statusCode).toBe(201);
    const grownUps = (await start(adultFilm.id)).json().code as string;
    const joined = await app.inject({ url: `/api/parties/${grownUps}`, headers: pg });
    expect(joined.statusCode).toBe(403);
    expect(joined.json()).toEqual({ error: NOT_ON_THIS_PROFILE });
    expect((await app.inject({ url: `/api/parties/${grownUps}` })).statusCode).toBe(200);
  });

  it('gives no download of a title above the limit', async () => {
    const refused = await app.inject({ url: `/api/download/movie/${adultFilm.id}`, headers: pg });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ error: NOT_ON_THIS_PROFILE });
    expect((await app.inject({ url: `/api/download/tv/${matureShow.id}/1/1`, headers: pg })).statusCode).toBe(403);
    // A download service's versions too, before anything is asked of the service.
    expect((await app.inject({ url: `/api/download/movie/v1/${adultFilm.id}`, headers: pg })).statusCode).toBe(403);
    expect((await app.inject({ url: `/api/download/movie/${familyFilm.id}`, headers: pg })).statusCode).toBe(200);
    expect((await app.inject({ url: `/api/download/movie/${adultFilm.id}` })).statusCode).toBe(200);
  });

  it('limits a Kids profile to PG', async () => {
    const kids = await limitedToken(app, { kids: true });
    expect((await app.inject({ url: `/api/tmdb/movie/${adultFilm.id}`, headers: kids })).statusCode).toBe(403);
    expect((await app.inject({ url: `/api/tmdb/movie/${familyFilm.id}`, headers: kids })).statusCode).toBe(200);
  });
});

describe('a limited profile, against TMDB', () => {
  let replay: TmdbReplay;
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let app: FastifyInstance;
  const cacheDir = fs.mkdtempSync(path.join(os.tmpdir(), 'marquee-limit-'));

  beforeAll(async () => {
    replay = await startTmdbReplay({ apiKey: 'replay-key' });
    database = await createTestDatabase('sqlite');
    const config = loadConfig({
      TMDB_API_KEY: 'replay-key',
      TMDB_BASE_URL: replay.baseUrl,
      TMDB_IMAGE_BASE_URL: replay.imageBaseUrl,
      CACHE_DIR: cacheDir,
      WEB_DIST: 'no-web-build',
      AUTH_RATE_LIMIT: '100000',
      GATEWAY_RATE_LIMIT: '100000',
      ...SET_UP_SERVER_ENV,
    });
    app = await buildApp(config, { db: database.db, logger: false });
  });
  afterAll(async () => {
    await app.close();
    await replay.close();
    await database.destroy();
    fs.rmSync(cacheDir, { recursive: true, force: true });
  });

  // The recordings rate Fight Club (550) R and Game of Thrones (1399) TV-MA; every other title has no US rating.
  const RATED = new Set([550, 1399]);

  it.each(CATALOGUE_PATHS)('lists nothing above PG in %s', async (url) => {
    const pg = await limitedToken(app, { maxRating: 'PG' });
    const unlimited = await app.inject({ url: `/api/tmdb/${url}` });
    expect(unlimited.statusCode, unlimited.body).toBe(200);
    const res = await app.inject({ url: `/api/tmdb/${url}`, headers: pg });
    expect(res.statusCode, res.body).toBe(200);
    expect(listedIn(res.json())).toEqual([]);
    expect(res.headers['cache-control']).toMatch(/^private/);
  });

  it.each(CATALOGUE_PATHS)('keeps the titles rated at or below R in %s', async (url) => {
    const r = await limitedToken(app, { maxRating: 'R' });
    const unlimited = listedIn((await app.inject({ url: `/api/tmdb/${url}` })).json());
    const res = await app.inject({ url: `/api/tmdb/${url}`, headers: r });
    expect(res.statusCode, res.body).toBe(200);
    const kept = listedIn(res.json());
    expect(kept.every((item) => RATED.has(item.id))).toBe(true);
    expect(kept.map((item) => item.id)).toEqual(unlimited.filter((item) => RATED.has(item.id)).map((item) => item.id));
  });

  it('answers 403 for a title above the limit or without a rating, and the title within it', async () => {
    const pg = await limitedToken(app, { maxRating: 'PG' });
    const r = await limitedToken(app, { maxRating: 'R' });
    expect((await app.inject({ url: '/api/tmdb/movie/550', headers: pg })).json()).toEqual({ error: NOT_ON_THIS_PROFILE });
    expect((await app.inject({ url: '/api/tmdb/tv/1399/season/1', headers: pg })).statusCode).toBe(403);
    expect((await app.inject({ url: '/api/tmdb/tv/2', headers: r })).statusCode).toBe(403);
    const allowed = await app.inject({ url: '/api/tmdb/movie/550?append_to_response=recommendations,similar', headers: r });
    expect(allowed.statusCode, allowed.body).toBe(200);
    expect(listedIn(allowed.json()).every((item) => RATED.has(item.id))).toBe(true);
  });

  it('asks TMDB for film discovery within the limit, one upstream page per page', async () => {
    const pg = await limitedToken(app, { maxRating: 'PG' });
    const before = replay.requests.length;
    const res = await app.inject({ url: '/api/tmdb/discover/movie?with_genres=35&page=2', headers: pg });
    expect(res.statusCode, res.body).toBe(200);
    const asked = replay.requests.slice(before).filter((request) => request.path === 'discover/movie');
    expect(asked).toHaveLength(1);
    expect(asked[0]!.query.get('certification_country')).toBe('US');
    expect(asked[0]!.query.get('certification.lte')).toBe('PG');
    expect(asked[0]!.query.get('page')).toBe('2');
    // TMDB's filter is trusted only as far as each title's own rating: the recording's R-rated film stays out.
    expect(listedIn(res.json())).toEqual([]);
  });

  it('lists no film for a limit below every film certification, without asking TMDB', async () => {
    const tvY = await limitedToken(app, { maxRating: 'TV-Y' });
    const before = replay.count('discover/movie');
    const res = await app.inject({ url: '/api/tmdb/discover/movie', headers: tvY });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ results: [], total_results: 0 });
    expect(replay.count('discover/movie')).toBe(before);
  });
});
