import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import {
  apiErrorSchema,
  tmdbContentRatingsResponseSchema,
  tmdbCreditsResponseSchema,
  tmdbDatedMoviePageSchema,
  tmdbEpisodeSchema,
  tmdbGenreListSchema,
  tmdbImagesResponseSchema,
  tmdbMovieDetailsSchema,
  tmdbMoviePageSchema,
  tmdbMultiPageSchema,
  tmdbReleaseDatesResponseSchema,
  tmdbReviewsResponseSchema,
  tmdbSeasonDetailsSchema,
  tmdbTvDetailsSchema,
  tmdbTvPageSchema,
  tmdbVideosResponseSchema,
} from '@marquee/core';
import type { z } from 'zod';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../app.ts';
import { loadConfig } from '../../../config.ts';
import { createTestDatabase } from '../../../__tests__/support/databases.ts';
import { REPLAY_IMAGE, startTmdbReplay, type TmdbReplay } from '../../../__tests__/support/tmdb-replay.ts';
import { SET_UP_SERVER_ENV } from '../../../__tests__/support/server-env.ts';

const API_KEY = 'replay-api-key-5f2c9e';
const READ_TOKEN = 'replay-read-token-8a41d7';

let replay: TmdbReplay;
let database: Awaited<ReturnType<typeof createTestDatabase>>;
const cacheDir = fs.mkdtempSync(path.join(os.tmpdir(), 'marquee-images-'));
const logLines: string[] = [];
const replies: LightMyRequestResponse[] = [];
const apps: FastifyInstance[] = [];

/** The real app in upstream mode against the replay server; every reply and log line is kept for the secrecy check. */
async function upstreamApp(env: Record<string, string> = { TMDB_API_KEY: API_KEY }): Promise<FastifyInstance> {
  const logStream = new Writable({
    write(chunk, _encoding, done) {
      logLines.push(String(chunk));
      done();
    },
  });
  const config = loadConfig({
    TMDB_BASE_URL: replay.baseUrl,
    TMDB_IMAGE_BASE_URL: replay.imageBaseUrl,
    CACHE_DIR: cacheDir,
    LOG_LEVEL: 'debug',
    WEB_DIST: 'no-web-build',
    ...SET_UP_SERVER_ENV,
    ...env,
  });
  const app = await buildApp(config, { db: database.db, logStream });
  apps.push(app);
  return app;
}

async function get(app: FastifyInstance, url: string): Promise<LightMyRequestResponse> {
  const res = await app.inject({ method: 'GET', url });
  replies.push(res);
  return res;
}

async function getJson<S extends z.ZodType>(app: FastifyInstance, url: string, schema: S): Promise<z.infer<S>> {
  const res = await get(app, url);
  expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
  return schema.parse(res.json());
}

beforeAll(async () => {
  replay = await startTmdbReplay({ apiKey: API_KEY, readToken: READ_TOKEN });
  database = await createTestDatabase('sqlite');
});

afterEach(() => replay.reset());

afterAll(async () => {
  for (const app of apps) await app.close();
  await replay.close();
  await database.destroy();
  fs.rmSync(cacheDir, { recursive: true, force: true });
});

describe('metadata gateway, upstream mode', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await upstreamApp();
  });

  it('answers a movie page with the recorded facts: title, date, runtime, certification, images', async () => {
    const movie = await getJson(app, '/api/tmdb/movie/550', tmdbMovieDetailsSchema);
    expect(movie).toMatchObject({ title: 'Fight Club', release_date: '1999-10-15', runtime: 139, budget: 63000000 });
    expect(movie.genres).toEqual([{ id: 18, name: 'Drama' }]);
    const dates = await getJson(app, '/api/tmdb/movie/550/release_dates', tmdbReleaseDatesResponseSchema);
    const us = dates.results.find((r) => r.iso_3166_1 === 'US')?.release_dates.find((d) => d.type === 3);
    expect(us?.certification).toBe('R');
    const images = await getJson(app, '/api/tmdb/movie/550/images', tmdbImagesResponseSchema);
    expect(images.posters.length).toBeGreaterThan(0);
    expect(images.logos.some((l) => l.iso_639_1 === 'en')).toBe(true);
  });

  it('answers a TV page: details, season, episode and US rating', async () => {
    const show = await getJson(app, '/api/tmdb/tv/1399', tmdbTvDetailsSchema);
    expect(show).toMatchObject({ name: 'Game of Thrones', first_air_date: '2011-04-17', number_of_seasons: 8 });
    const season = await getJson(app, '/api/tmdb/tv/1399/season/1', tmdbSeasonDetailsSchema);
    expect(season.episodes).toHaveLength(10);
    const episode = await getJson(app, '/api/tmdb/tv/1399/season/1/episode/1', tmdbEpisodeSchema);
    expect(episode).toMatchObject({ name: 'Winter Is Coming', air_date: '2011-04-17', runtime: 62 });
    const ratings = await getJson(app, '/api/tmdb/tv/1399/content_ratings', tmdbContentRatingsResponseSchema);
    expect(ratings.results.find((r) => r.iso_3166_1 === 'US')?.rating).toBe('TV-MA');
    const complex = await getJson(app, '/api/tmdb/tv/2', tmdbTvDetailsSchema);
    expect(complex.name).toBe('Clerks: The Animated Series');
  });

  it.each<[string, z.ZodType]>([
    ['trending/all/week?page=2', tmdbMultiPageSchema],
    ['trending/movie/day', tmdbMultiPageSchema],
    ['trending/tv/week', tmdbTvPageSchema],
    ['movie/popular?page=3', tmdbMoviePageSchema],
    ['movie/top_rated', tmdbMoviePageSchema],
    ['movie/upcoming', tmdbDatedMoviePageSchema],
    ['movie/now_playing', tmdbDatedMoviePageSchema],
    ['tv/popular', tmdbTvPageSchema],
    ['tv/top_rated', tmdbTvPageSchema],
    ['discover/movie?with_genres=28&sort_by=popularity.desc&page=2', tmdbMoviePageSchema],
    ['discover/tv?with_genres=35', tmdbTvPageSchema],
    ['search/multi?query=game%20of%20thrones&page=1', tmdbMultiPageSchema],
    ['search/movie?query=fight', tmdbMoviePageSchema],
    ['search/tv?query=thrones', tmdbTvPageSchema],
    ['movie/550/recommendations', tmdbMoviePageSchema],
    ['movie/550/similar', tmdbMoviePageSchema],
    ['movie/550/videos', tmdbVideosResponseSchema],
    ['movie/550/reviews', tmdbReviewsResponseSchema],
    ['movie/550/credits', tmdbCreditsResponseSchema],
    ['tv/1399/images', tmdbImagesResponseSchema],
    ['tv/1399/similar', tmdbTvPageSchema],
    ['tv/1399/recommendations', tmdbTvPageSchema],
    ['genre/movie/list', tmdbGenreListSchema],
    ['genre/tv/list', tmdbGenreListSchema],
  ])('forwards %s and answers in TMDB’s shape', async (url, schema) => {
    await getJson(app, `/api/tmdb/${url}`, schema);
    const [path, query = ''] = url.split('?');
    const sent = replay.requests.at(-1);
    expect(sent?.path).toBe(path);
    for (const [name, value] of new URLSearchParams(query)) expect(sent?.query.get(name)).toBe(value);
  });

  it('loads a whole title page in one request with append_to_response', async () => {
    const movie = await getJson(
      app,
      '/api/tmdb/movie/550?append_to_response=images,videos,release_dates',
      tmdbMovieDetailsSchema,
    );
    expect(movie.videos?.results.some((v) => v.site === 'YouTube' && v.type === 'Trailer')).toBe(true);
    expect(movie.images?.posters.length).toBeGreaterThan(0);
    expect(movie.release_dates?.results.some((r) => r.iso_3166_1 === 'US')).toBe(true);
    expect(replay.count('movie/550')).toBe(1);
  });

  it('sends its own key and TMDB’s name of the language; the browser’s api_key and language never go upstream', async () => {
    await getJson(app, '/api/tmdb/movie/top_rated?api_key=browser-key&language=en-GB&page=2', tmdbMoviePageSchema);
    const sent = replay.requests.at(-1);
    expect(sent?.query.get('api_key')).toBe(API_KEY);
    expect(sent?.query.getAll('api_key')).toHaveLength(1);
    expect(sent?.query.get('language')).toBe('en-US');
    expect(sent?.query.get('page')).toBe('2');
  });

  it('serves a cached answer without an upstream call; another page is another answer', async () => {
    const first = await get(app, '/api/tmdb/movie/popular?page=5');
    const second = await get(app, '/api/tmdb/movie/popular?page=5');
    expect(second.body).toBe(first.body);
    expect(replay.count('movie/popular')).toBe(1);
    expect(first.headers['cache-control']).toBe('public, max-age=300');
    await get(app, '/api/tmdb/movie/popular?page=6');
    expect(replay.count('movie/popular')).toBe(2);
    // Details are cached for hours.
    await get(app, '/api/tmdb/tv/1399/images');
    const details = await get(app, '/api/tmdb/tv/1399/images');
    expect(details.headers['cache-control']).toBe('public, max-age=21600');
  });

  it('makes one upstream call for 50 identical requests arriving together', async () => {
    replay.misbehave('search/tv', { delayMs: 150 });
    const answers = await Promise.all(Array.from({ length: 50 }, () => get(app, '/api/tmdb/search/tv?query=coalesce')));
    expect(answers.every((a) => a.statusCode === 200 && a.body === answers[0]?.body)).toBe(true);
    expect(replay.count('search/tv')).toBe(1);
  });

  it.each([
    'person/287',
    'movie/550/keywords',
    'configuration',
    'movie/latest',
    'tv/1399/season/1/credits',
    'trending/person/day',
    '../../etc/passwd',
    'discover/multi',
  ])('refuses %s with a 404 and no upstream call', async (url) => {
    const res = await get(app, `/api/tmdb/${url}`);
    expect(res.statusCode).toBe(404);
    expect(apiErrorSchema.parse(res.json()).error).toBeTruthy();
    expect(replay.requests).toHaveLength(0);
  });

  it.each([
    ['movie/-1', 'Invalid movie id'],
    ['movie/1.5', 'Invalid movie id'],
    ['tv/abc', 'Invalid TV show id'],
    ['tv/1399/season/x', 'Invalid season number'],
    ['movie/popular?page=0', 'page must be a whole number from 1 to 500'],
    ['movie/popular?page=501', 'page must be a whole number from 1 to 500'],
    ['search/multi?query=x&page=two', 'page must be a whole number from 1 to 500'],
    ['discover/movie?sort_by=budget.desc', 'sort_by must be one of'],
    ['discover/movie?with_genres=action', 'with_genres must be genre ids'],
    ['movie/550?append_to_response=keywords', 'append_to_response: "keywords" is not one of'],
  ])('answers 400 for %s', async (url, message) => {
    const res = await get(app, `/api/tmdb/${url}`);
    expect(res.statusCode).toBe(400);
    expect(apiErrorSchema.parse(res.json()).error).toContain(message);
    expect(replay.requests).toHaveLength(0);
  });

  it('passes TMDB’s 404 on and does not cache it', async () => {
    expect((await get(app, '/api/tmdb/movie/999999')).statusCode).toBe(404);
    expect((await get(app, '/api/tmdb/movie/999999')).statusCode).toBe(404);
    expect(replay.count('movie/999999')).toBe(2);
  });

  it('retries a 429 once after its Retry-After and then answers', async () => {
    replay.misbehave('movie/upcoming', { status: 429, retryAfter: '0' });
    const upcoming = await get(app, '/api/tmdb/movie/upcoming?page=4');
    expect(upcoming.statusCode).toBe(200);
    expect(replay.count('movie/upcoming')).toBe(2);
  });

  it('answers 503 when TMDB is still busy after the retry, and caches nothing', async () => {
    replay.misbehave('movie/now_playing', { status: 429, retryAfter: '0' }, { status: 429, retryAfter: '0' });
    const busy = await get(app, '/api/tmdb/movie/now_playing?page=7');
    expect(busy.statusCode).toBe(503);
    expect(apiErrorSchema.parse(busy.json()).error).toMatch(/busy/);
    expect(replay.count('movie/now_playing')).toBe(2);
    expect((await get(app, '/api/tmdb/movie/now_playing?page=7')).statusCode).toBe(200);
  });

  it('answers 502 when TMDB fails or sends something that is not JSON', async () => {
    replay.misbehave('tv/popular', { status: 500 });
    expect((await get(app, '/api/tmdb/tv/popular?page=9')).statusCode).toBe(502);
    replay.misbehave('tv/popular', { status: 200, body: '<html>maintenance</html>' });
    expect((await get(app, '/api/tmdb/tv/popular?page=9')).statusCode).toBe(502);
    expect((await get(app, '/api/tmdb/tv/popular?page=9')).statusCode).toBe(200);
  });

  it('answers 504 when TMDB is slower than the timeout, and then recovers', async () => {
    replay.misbehave('tv/top_rated', { delayMs: 5_600 });
    const slow = await get(app, '/api/tmdb/tv/top_rated?page=2');
    expect(slow.statusCode).toBe(504);
    expect(apiErrorSchema.parse(slow.json()).error).toMatch(/in time/);
    expect((await get(app, '/api/tmdb/tv/top_rated?page=2')).statusCode).toBe(200);
  });

  it('fetches an image once, caches it on disk and serves it with long-lived cache headers', async () => {
    const first = await get(app, '/api/images/w342/aBc123.jpg');
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('image/jpeg');
    expect(first.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(first.rawPayload.equals(REPLAY_IMAGE)).toBe(true);
    const again = await get(app, '/api/images/w342/aBc123.jpg');
    expect(again.rawPayload.equals(REPLAY_IMAGE)).toBe(true);
    expect(replay.count('w342/aBc123.jpg')).toBe(1);
    expect(fs.existsSync(path.join(cacheDir, 'images', 'w342', 'aBc123.jpg'))).toBe(true);
  });

  it.each(['w999/aBc123.jpg', 'w342/..%2F..%2Fsecret.jpg', 'w342/file.exe', 'original/missing.jpg'])(
    'answers 404 for the image %s',
    async (image) => {
      const res = await get(app, `/api/images/${image}`);
      expect(res.statusCode).toBe(404);
      expect(apiErrorSchema.parse(res.json()).error).toBe('Image not found');
    },
  );
});

describe('metadata gateway credentials', () => {
  it('sends a read token as a bearer header and no api_key', async () => {
    const app = await upstreamApp({ TMDB_READ_TOKEN: READ_TOKEN });
    await getJson(app, '/api/tmdb/genre/tv/list', tmdbGenreListSchema);
    const sent = replay.requests.at(-1);
    expect(sent?.headers.authorization).toBe(`Bearer ${READ_TOKEN}`);
    expect(sent?.query.has('api_key')).toBe(false);
  });

  it('turns a rejected credential into a 502, so the browser does not read it as its own sign-in failing', async () => {
    const app = await upstreamApp({ TMDB_API_KEY: `${API_KEY}-revoked` });
    const res = await get(app, '/api/tmdb/movie/550');
    expect(res.statusCode).toBe(502);
    expect(apiErrorSchema.parse(res.json()).error).toMatch(/credentials/);
  });

  it('never puts a key or token in a reply or a log line', () => {
    expect(replies.length).toBeGreaterThan(50);
    expect(logLines.length).toBeGreaterThan(10);
    for (const secret of [API_KEY, READ_TOKEN]) {
      for (const res of replies) {
        expect(res.body).not.toContain(secret);
        expect(JSON.stringify(res.headers)).not.toContain(secret);
      }
      for (const line of logLines) expect(line).not.toContain(secret);
    }
  });
});
