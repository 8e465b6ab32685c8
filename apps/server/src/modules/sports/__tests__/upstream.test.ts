import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { apiErrorSchema, appConfigSchema, matchListSchema, sportListSchema, streamListSchema } from '@marquee/core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createLiveClient } from '../upstream/live-client.ts';
import { buildTestApp } from '../../../__tests__/support/app.ts';
import { createTestDatabase } from '../../../__tests__/support/databases.ts';

/**
 * The sports gateway in upstream mode against a streamed-style service on loopback: what it forwards and
 * what it refuses, the shared cache and coalescing (counting the service's calls), failures as readable
 * errors, and images cached on disk.
 */

const MATCH = {
  id: 'arsenal-vs-chelsea-2153433',
  title: 'Arsenal vs Chelsea',
  category: 'football',
  date: 1_742_990_400_000,
  poster: '/api/images/proxy/8a7d3f.webp',
  popular: true,
  teams: { home: { name: 'Arsenal', badge: 'b41c' }, away: { name: 'Chelsea', badge: 'c7e2' } },
  sources: [
    { source: 'alpha', id: 'arsenal-vs-chelsea-2153433' },
    { source: 'bravo', id: 'arsenal-chelsea' },
  ],
};
const STREAM = {
  id: MATCH.id,
  streamNo: 1,
  language: 'English',
  hd: true,
  embedUrl: 'https://embed.example/alpha/1',
  source: 'alpha',
  viewers: 12,
};
const IMAGE = Buffer.from('RIFF\x00\x00\x00\x00WEBPVP8 fake image bytes');

/** Service path (after /api/) → JSON it answers; everything else answers 404 like the real service. */
const ANSWERS: Readonly<Record<string, unknown>> = {
  sports: [
    { id: 'football', name: 'Football' },
    { id: 'basketball', name: 'Basketball' },
  ],
  'matches/football': [MATCH],
  'matches/football/popular': [MATCH],
  'matches/all/popular': [MATCH],
  'matches/all-today': [MATCH],
  'matches/live': [],
  'stream/alpha/arsenal-vs-chelsea-2153433': [STREAM],
};

interface Stub {
  baseUrl: string;
  /** Service paths requested (after /api/, raw), in order. */
  requests: string[];
  count(servicePath: string): number;
  /** Makes one path slow, failing or unreadable until reset. */
  misbehave(servicePath: string, how: { delayMs?: number; status?: number; body?: string }): void;
  reset(): void;
  close(): Promise<void>;
}

async function startStreamedStub(): Promise<Stub> {
  const requests: string[] = [];
  const misbehaving = new Map<string, { delayMs?: number; status?: number; body?: string }>();
  const server = http.createServer((req, res) => {
    const servicePath = (req.url ?? '').replace(/^\/api\//, '').split('?')[0] ?? '';
    requests.push(servicePath);
    const how = misbehaving.get(servicePath) ?? {};
    setTimeout(() => {
      if (how.status || how.body) {
        res.writeHead(how.status ?? 200, { 'content-type': 'application/json' }).end(how.body ?? '{"message":"Internal"}');
      } else if (servicePath.startsWith('images/')) {
        res.writeHead(200, { 'content-type': 'image/webp' }).end(IMAGE);
      } else if (servicePath in ANSWERS) {
        res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(ANSWERS[servicePath]));
      } else {
        res.writeHead(404, { 'content-type': 'application/json' }).end('{"message":"Not Found"}');
      }
    }, how.delayMs ?? 0);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    requests,
    count: (servicePath) => requests.filter((r) => r === servicePath).length,
    misbehave: (servicePath, how) => misbehaving.set(servicePath, how),
    reset() {
      requests.length = 0;
      misbehaving.clear();
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

let stub: Stub;
let app: FastifyInstance;
let database: Awaited<ReturnType<typeof createTestDatabase>>;
const cacheDir = fs.mkdtempSync(path.join(os.tmpdir(), 'marquee-sports-'));

beforeAll(async () => {
  stub = await startStreamedStub();
  database = await createTestDatabase('sqlite');
  app = await buildTestApp(database.db, { SPORTS_API_URL: stub.baseUrl, CACHE_DIR: cacheDir });
});

afterEach(() => stub.reset());

afterAll(async () => {
  await app.close();
  await stub.close();
  await database.destroy();
  fs.rmSync(cacheDir, { recursive: true, force: true });
});

const get = (url: string) => app.inject({ method: 'GET', url });

describe('sports gateway, upstream mode', () => {
  it('says so in /api/config', async () => {
    expect(appConfigSchema.parse((await get('/api/config')).json()).services.sports).toBe('upstream');
  });

  it.each([
    ['sports', sportListSchema],
    ['matches/football', matchListSchema],
    ['matches/football/popular', matchListSchema],
    ['matches/all/popular', matchListSchema],
    ['matches/all-today', matchListSchema],
    ['matches/live', matchListSchema],
    ['stream/alpha/arsenal-vs-chelsea-2153433', streamListSchema],
  ])('forwards %s and answers the service’s JSON with the fields the app reads', async (servicePath, schema) => {
    const res = await get(`/api/live/${servicePath}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(schema.parse(ANSWERS[servicePath]));
    expect(stub.requests).toEqual([servicePath]);
  });

  it('leaves out the fields the app does not read', async () => {
    const res = await get('/api/live/stream/alpha/arsenal-vs-chelsea-2153433');
    const { viewers: _, ...read } = STREAM;
    expect(res.json()).toEqual([read]);
  });

  it('serves a cached answer without another call; the sports list longer, live matches shorter than the rest', async () => {
    stub.misbehave('matches/tennis', { body: JSON.stringify([MATCH]) });
    const first = await get('/api/live/matches/tennis');
    const second = await get('/api/live/matches/tennis');
    expect(second.body).toBe(first.body);
    expect(stub.count('matches/tennis')).toBe(1);
    expect(first.headers['cache-control']).toBe('public, max-age=60');
    expect((await get('/api/live/sports')).headers['cache-control']).toBe('public, max-age=600');
    expect((await get('/api/live/matches/live')).headers['cache-control']).toBe('public, max-age=20');
  });

  it('makes one call for 50 identical requests arriving together', async () => {
    stub.misbehave('matches/basketball', { delayMs: 100, body: '[]' });
    const answers = await Promise.all(Array.from({ length: 50 }, () => get('/api/live/matches/basketball')));
    expect(answers.every((a) => a.statusCode === 200 && a.body === '[]')).toBe(true);
    expect(stub.count('matches/basketball')).toBe(1);
  });

  it.each([
    'matches',
    'matches/football/popular/extra',
    'matches/football/today',
    'stream/alpha',
    'stream/alpha/id/1',
    'sports/football',
    'watch/alpha/id/1',
    'images/badge/b41c.png',
    'images/poster/b41c.webp',
    'images/badge/a/b.webp',
    'matches/%2e%2e',
    'matches/..%2fsports',
    'stream/alpha/..',
    '',
  ])('refuses %j with a 404 and no call to the service', async (servicePath) => {
    const res = await get(`/api/live/${servicePath}`);
    expect(res.statusCode).toBe(404);
    expect(apiErrorSchema.parse(res.json()).error).toBeTruthy();
    expect(stub.requests).toEqual([]);
  });

  it('forwards no query string: the service gets the bare path, and a query makes no other answer', async () => {
    stub.misbehave('matches/baseball', { body: '[]' });
    expect((await get('/api/live/matches/baseball?x=1&api_key=z')).statusCode).toBe(200);
    expect((await get('/api/live/matches/baseball?x=2')).statusCode).toBe(200);
    expect(stub.requests).toEqual(['matches/baseball']);
  });

  it('answers a source whose stream call fails with a 502 {error}, and asks again next time (failures are not cached)', async () => {
    stub.misbehave('stream/bravo/arsenal-chelsea', { status: 500 });
    for (let i = 0; i < 2; i++) {
      const res = await get('/api/live/stream/bravo/arsenal-chelsea');
      expect(res.statusCode).toBe(502);
      expect(res.json()).toEqual({ error: 'The sports service failed to answer' });
    }
    expect(stub.count('stream/bravo/arsenal-chelsea')).toBe(2);
  });

  it('passes on the service’s 404 as a 404', async () => {
    const res = await get('/api/live/stream/charlie/unknown-match');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: 'Not found at the sports service' });
  });

  it('answers an unreadable reply with a 502', async () => {
    stub.misbehave('matches/hockey', { body: '<html>maintenance</html>' });
    const res = await get('/api/live/matches/hockey');
    expect(res.statusCode).toBe(502);
    expect(res.json()).toEqual({ error: 'The sports service sent an unreadable answer' });
  });

  it.each([
    ['matches/cricket', JSON.stringify([{ ...MATCH, date: 'tomorrow' }])],
    ['matches/rugby', JSON.stringify({ matches: [MATCH] })],
    ['stream/alpha/cricket-1', JSON.stringify([{ ...STREAM, embedUrl: undefined }])],
  ])('answers %s, JSON of another shape, with a 502, and asks again next time', async (servicePath, body) => {
    stub.misbehave(servicePath, { body });
    for (let i = 0; i < 2; i++) {
      const res = await get(`/api/live/${servicePath}`);
      expect(res.statusCode).toBe(502);
      expect(res.json()).toEqual({ error: 'The sports service sent an unreadable answer' });
    }
    expect(stub.count(servicePath)).toBe(2);
  });

  it.each([
    ['images/badge/b41c.webp', 'badge/b41c.webp'],
    ['images/poster/b41c/c7e2.webp', 'poster/b41c/c7e2.webp'],
    ['images/proxy/8a7d3f.webp', 'proxy/8a7d3f.webp'],
    // An encoded path goes to the service as it came, and is cached on disk under that name.
    ['images/proxy/a%2Fb%20c.webp', 'proxy/a%2Fb%20c.webp'],
  ])('fetches %s once and then serves it from disk', async (gatewayPath, cachedFile) => {
    for (let i = 0; i < 2; i++) {
      const res = await get(`/api/live/${gatewayPath}`);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('image/webp');
      expect(res.rawPayload.equals(IMAGE)).toBe(true);
    }
    expect(stub.requests).toEqual([gatewayPath]);
    expect(fs.existsSync(path.join(cacheDir, 'sports-images', cachedFile))).toBe(true);
  });

  it('answers 502 when the service cannot be reached', async () => {
    const closed = await startStreamedStub();
    await closed.close();
    const offline = await buildTestApp(database.db, { SPORTS_API_URL: closed.baseUrl, CACHE_DIR: cacheDir });
    try {
      const res = await offline.inject({ method: 'GET', url: '/api/live/sports' });
      expect(res.statusCode).toBe(502);
      expect(res.json()).toEqual({ error: 'Could not reach the sports service' });
    } finally {
      await offline.close();
    }
  });
});

describe('sports service client', () => {
  it('gives up on a service slower than its time limit with a 504', async () => {
    stub.misbehave('sports', { delayMs: 500 });
    const client = createLiveClient({ baseUrl: stub.baseUrl, logger: app.log, timeoutMs: 50 });
    await expect(client.get('sports')).rejects.toMatchObject({
      statusCode: 504,
      message: 'The sports service did not answer in time',
    });
  });
});
