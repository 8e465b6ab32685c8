import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildTestApp } from '../../__tests__/support/app.ts';
import { describeEachDatabase } from '../../__tests__/support/databases.ts';
import { freePort, startRedis, waitFor, type RedisProcess } from '../../__tests__/support/processes.ts';
import { startTmdbReplay, type TmdbReplay } from '../../__tests__/support/tmdb-replay.ts';

/**
 * The gateways' answer cache with REDIS_URL: shared between nodes through Redis, and still a cache
 * while Redis is away (each node caches answers in memory), using Redis again once it is back. Counts
 * the upstream's calls; a Redis of the test's own is stopped and started again.
 */

const API_KEY = 'redis-cache-key';
let replay: TmdbReplay;

beforeAll(async () => {
  replay = await startTmdbReplay({ apiKey: API_KEY });
});
afterAll(() => replay.close());

describeEachDatabase('gateway cache, REDIS_URL pointing at nothing', (database) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp(database().db, {
      TMDB_API_KEY: API_KEY,
      TMDB_BASE_URL: replay.baseUrl,
      REDIS_URL: `redis://127.0.0.1:${await freePort()}`,
    });
  });
  afterAll(() => app.close());

  it('answers and caches answers in memory, so a repeat costs the upstream nothing', async () => {
    const url = `/api/tmdb/movie/popular?page=${database().dialect === 'sqlite' ? 31 : 32}`;
    const before = replay.count('movie/popular');
    for (let i = 0; i < 3; i++) expect((await app.inject({ method: 'GET', url })).statusCode).toBe(200);
    expect(replay.count('movie/popular') - before).toBe(1);
  });
});

describeEachDatabase('gateway cache through an outage of Redis', (database) => {
  let redis: RedisProcess;
  let one: FastifyInstance;
  let two: FastifyInstance;
  let probe: Redis;
  const pageNumber = (n: number) => n + (database().dialect === 'sqlite' ? 0 : 50);
  const page = (n: number) => `/api/tmdb/tv/popular?page=${pageNumber(n)}`;
  const get = async (app: FastifyInstance, url: string) => {
    const res = await app.inject({ method: 'GET', url });
    expect(res.statusCode, res.body).toBe(200);
    return res.body;
  };
  const upstreamCalls = () => replay.count('tv/popular');
  /** Until Redis holds the answer for page `n` (the node writes it without waiting), keyed by its upstream query. */
  const storedInRedis = (n: number) =>
    waitFor(
      `page ${n} in Redis`,
      async () => (await probe.exists(`marquee:tmdb:tv/popular?language=en-US&page=${pageNumber(n)}`)) === 1,
    );

  beforeAll(async () => {
    redis = await startRedis(await freePort());
    const env = { TMDB_API_KEY: API_KEY, TMDB_BASE_URL: replay.baseUrl, REDIS_URL: redis.url };
    one = await buildTestApp(database().db, env);
    two = await buildTestApp(database().db, env);
    probe = new Redis(redis.url, { maxRetriesPerRequest: 0, retryStrategy: () => 200 });
    probe.on('error', () => {});
    await waitFor('both nodes on Redis', async () => Boolean(one.ctx.redis?.ready() && two.ctx.redis?.ready()));
  });
  afterAll(async () => {
    probe.disconnect();
    await one.close();
    await two.close();
    await redis.stop();
  });

  it('shares answers between nodes through Redis, keeps caching while Redis is down, and uses Redis again when it returns', async () => {
    const start = upstreamCalls();

    // Shared: the second node answers from what the first one fetched.
    const first = await get(one, page(1));
    await storedInRedis(1);
    expect(await get(two, page(1))).toBe(first);
    expect(upstreamCalls() - start).toBe(1);

    // Redis goes away: every request still answers, and a repeat is served from the node's memory.
    await redis.stop();
    await waitFor('the nodes to see Redis gone', async () => !one.ctx.redis?.ready() && !two.ctx.redis?.ready());
    await get(one, page(2));
    await get(one, page(2));
    await get(two, page(1));
    expect(upstreamCalls() - start).toBe(2);

    // Redis returns (empty): the nodes find it again by themselves and share through it once more.
    redis = await startRedis(redis.port);
    await waitFor('both nodes back on Redis', async () => Boolean(one.ctx.redis?.ready() && two.ctx.redis?.ready()));
    const third = await get(one, page(3));
    await storedInRedis(3);
    expect(await get(two, page(3))).toBe(third);
    expect(upstreamCalls() - start).toBe(3);
  });
});
