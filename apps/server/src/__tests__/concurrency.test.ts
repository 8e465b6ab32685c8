import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { authResponseSchema } from '@marquee/core';
import { describeEachDatabase } from './support/databases.ts';
import { buildTestApp } from './support/app.ts';

const USERS = 20;
const WRITES_PER_USER = 10;

describeEachDatabase('parallel writes over real HTTP', (database) => {
  let app: FastifyInstance;
  let base: string;
  beforeAll(async () => {
    app = await buildTestApp(database().db);
    await app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  });
  afterAll(() => app.close());

  const call = async (method: string, path: string, token?: string, body?: unknown) => {
    const res = await fetch(base + path, {
      method,
      headers: {
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: res.status, body: res.status === 204 ? null : await res.json() };
  };

  const register = async (i: number) => {
    const res = await call('POST', '/api/auth/register', undefined, {
      email: `parallel-${i}-${Date.now()}@example.com`,
      password: 'parallel-pass',
    });
    expect(res.status).toBe(201);
    return authResponseSchema.parse(res.body).token;
  };

  it(`lands all ${USERS * WRITES_PER_USER} writes of ${USERS} users sent at once`, async () => {
    const tokens = await Promise.all(Array.from({ length: USERS }, (_, i) => register(i)));
    // Each user adds 5 watchlist titles and records 5 history titles, all requests in flight together.
    const writes = tokens.flatMap((token, u) =>
      Array.from({ length: WRITES_PER_USER }, (_, w) => {
        const media = { media_id: u * 100 + w + 1, media_type: 'movie', title: `User ${u} title ${w}` };
        return w % 2 === 0 ? call('POST', '/api/watchlist', token, media) : call('POST', '/api/watch-history', token, media);
      }),
    );
    const results = await Promise.all(writes);
    expect(results.map((r) => r.status)).toEqual(Array(USERS * WRITES_PER_USER).fill(201));

    for (const [u, token] of tokens.entries()) {
      const watchlist = (await call('GET', '/api/watchlist', token)).body as { media_id: number }[];
      const history = (await call('GET', '/api/watch-history?limit=100', token)).body as { items: { media_id: number }[] };
      expect(watchlist.map((e) => e.media_id).sort((a, b) => a - b)).toEqual([1, 3, 5, 7, 9].map((w) => u * 100 + w));
      expect(history.items.map((e) => e.media_id).sort((a, b) => a - b)).toEqual([2, 4, 6, 8, 10].map((w) => u * 100 + w));
    }
  });

  it('keeps one entry when one user adds the same title many times at once', async () => {
    const token = await register(99);
    const media = { media_id: 4242, media_type: 'tv', title: 'Same title' };
    const results = await Promise.all(Array.from({ length: 10 }, () => call('POST', '/api/favourites', token, media)));
    expect(results.filter((r) => r.status === 201)).toHaveLength(1);
    expect(results.filter((r) => r.status === 200)).toHaveLength(9);
    expect(new Set(results.map((r) => (r.body as { id: string }).id)).size).toBe(1);
    expect((await call('GET', '/api/favourites', token)).body).toHaveLength(1);

    const progress = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        call('POST', '/api/watch-history', token, { ...media, season: 1, episode: 1, watch_position: i }),
      ),
    );
    expect(progress.filter((r) => r.status === 201)).toHaveLength(1);
    expect(((await call('GET', '/api/watch-history', token)).body as { items: unknown[] }).items).toHaveLength(1);
  });
});
