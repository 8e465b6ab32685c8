import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { apiErrorSchema } from '@marquee/core';
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import { buildTestApp } from '../../__tests__/support/app.ts';
import { describeEachDatabase } from '../../__tests__/support/databases.ts';

/**
 * What the gateways take from an upstream and how they hand it on. Images proxied from TMDB's image
 * server and the sports service, and those drawn offline: what they are served as, what is refused,
 * and what happens when the cache folder cannot be written or an image never ends. JSON answers: read
 * up to a size limit. The upstream is a scripted server on loopback.
 */

const SCRIPT_SVG = '<svg xmlns="http://www.w3.org/2000/svg"><script>fetch("/x?" + localStorage.authToken)</script></svg>';
const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3, 4, 5, 6, 7, 8]);
const WEBP = Buffer.from('RIFF\x00\x00\x00\x00WEBPVP8 image bytes');
const IMAGE_POLICY = "default-src 'none'; style-src 'unsafe-inline'; sandbox";

interface Answer {
  type?: string;
  body?: string | Buffer;
  /** Sends chunks until the client goes away; `abandoned` then resolves. */
  endless?: boolean;
  /** A JSON object of this many bytes, sent in chunks (stopped if the client goes away). */
  jsonBytes?: number;
  status?: number;
}

interface Upstream {
  base: string;
  count(p: string): number;
  /** The bytes written for `p`'s answers, so a test can tell that a client stopped reading early. */
  sent(p: string): number;
  answer(p: string, answer: Answer): void;
  /** Resolves once a client has closed the endless answer of `p` before its end. */
  abandoned(p: string): Promise<void>;
  close(): Promise<void>;
}

async function startUpstream(): Promise<Upstream> {
  const requests: string[] = [];
  const answers = new Map<string, Answer>();
  const sent = new Map<string, number>();
  const abandoned = new Map<string, { promise: Promise<void>; resolve(): void }>();
  const abandonment = (p: string) => {
    let entry = abandoned.get(p);
    if (!entry) {
      let resolve = () => {};
      const promise = new Promise<void>((r) => (resolve = r));
      entry = { promise, resolve };
      abandoned.set(p, entry);
    }
    return entry;
  };
  const server = http.createServer((req, res) => {
    const p = (req.url ?? '').split('?')[0] ?? '';
    requests.push(p);
    const answer = answers.get(p);
    if (!answer) return res.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
    res.writeHead(answer.status ?? 200, answer.type === undefined ? {} : { 'content-type': answer.type });
    if (!answer.endless && answer.jsonBytes === undefined) return res.end(answer.body ?? '');
    const chunk = Buffer.alloc(64 * 1024, 0x61);
    // {"movieTitle":"aaa…"}: valid JSON once whole, so only a size limit keeps it out.
    const head = Buffer.from('{"movieTitle":"');
    const tail = Buffer.from('"}');
    let left = answer.jsonBytes === undefined ? Infinity : answer.jsonBytes - head.length - tail.length;
    const write = (bytes: Buffer) => {
      sent.set(p, (sent.get(p) ?? 0) + bytes.length);
      return res.write(bytes);
    };
    if (answer.jsonBytes !== undefined) write(head);
    const pump = () => {
      while (!res.destroyed && left > 0) {
        const piece = left >= chunk.length ? chunk : chunk.subarray(0, left);
        left -= piece.length;
        if (!write(piece)) return void res.once('drain', pump);
      }
      if (!res.destroyed && left <= 0) {
        write(tail);
        res.end();
      }
    };
    res.on('close', () => {
      if (!res.writableFinished) abandonment(p).resolve();
    });
    pump();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    base: `http://127.0.0.1:${port}`,
    count: (p) => requests.filter((r) => r === p).length,
    sent: (p) => sent.get(p) ?? 0,
    answer: (p, answer) => answers.set(p, answer),
    abandoned: (p) => abandonment(p).promise,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

let upstream: Upstream;
const tempRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'marquee-upstream-images-'));

beforeAll(async () => {
  upstream = await startUpstream();
});
afterAll(async () => {
  await upstream.close();
  fs.rmSync(tempRoot, { recursive: true, force: true });
});

function expectImagePolicy(res: { headers: Record<string, unknown> }) {
  expect(res.headers['content-security-policy']).toBe(IMAGE_POLICY);
  expect(res.headers['x-content-type-options']).toBe('nosniff');
}

describeEachDatabase('proxied and drawn images', (database) => {
  let app: FastifyInstance;
  let cacheDir: string;
  /** Paths unique to this run, as both databases' suites share the upstream. */
  let run = 0;
  const tag = () => `${database().dialect}${run}`;

  beforeAll(async () => {
    cacheDir = fs.mkdtempSync(path.join(tempRoot, 'cache-'));
    app = await buildTestApp(database().db, {
      TMDB_API_KEY: 'images-key',
      TMDB_BASE_URL: `${upstream.base}/3`,
      TMDB_IMAGE_BASE_URL: `${upstream.base}/t/p`,
      SPORTS_API_URL: upstream.base,
      CACHE_DIR: cacheDir,
    });
  });
  afterAll(() => app.close());
  beforeEach(() => {
    run++;
  });

  const get = (url: string) => app.inject({ method: 'GET', url });

  it('serves an upstream SVG under a policy that runs no script, from upstream and from the disk cache alike', async () => {
    const file = `logo${tag()}.svg`;
    upstream.answer(`/t/p/w300/${file}`, { type: 'image/svg+xml', body: SCRIPT_SVG });
    for (let i = 0; i < 2; i++) {
      const res = await get(`/api/images/w300/${file}`);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('image/svg+xml');
      expect(res.body).toBe(SCRIPT_SVG);
      expectImagePolicy(res);
    }
    expect(upstream.count(`/t/p/w300/${file}`)).toBe(1);
  });

  it('keeps the upstream’s content type with the cached file and serves it back the same', async () => {
    const file = `poster${tag()}.jpg`;
    upstream.answer(`/t/p/w342/${file}`, { type: 'image/jpeg; charset=binary', body: JPEG });
    const first = await get(`/api/images/w342/${file}`);
    const again = await get(`/api/images/w342/${file}`);
    expect(upstream.count(`/t/p/w342/${file}`)).toBe(1);
    for (const res of [first, again]) {
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('image/jpeg; charset=binary');
      expect(res.rawPayload.equals(JPEG)).toBe(true);
      expectImagePolicy(res);
    }
  });

  it.each([
    ['HTML under an image name', 'page.jpg', 'text/html', '<script>alert(1)</script>'],
    ['an SVG under a .png name', 'art.png', 'image/svg+xml', SCRIPT_SVG],
    ['a JPEG under a .webp name', 'still.webp', 'image/jpeg', JPEG],
    ['no content type at all', 'bare.jpg', undefined, JPEG],
  ])('refuses %s with a 502, and neither serves nor caches it', async (_what, name, type, body) => {
    const file = `${tag()}${name}`;
    upstream.answer(`/t/p/w185/${file}`, { type, body });
    for (let i = 0; i < 2; i++) {
      const res = await get(`/api/images/w185/${file}`);
      expect(res.statusCode).toBe(502);
      expect(apiErrorSchema.parse(res.json()).error).toBe('The image server sent something that is not the image asked for');
    }
    expect(upstream.count(`/t/p/w185/${file}`)).toBe(2);
    expect(fs.existsSync(path.join(cacheDir, 'images', 'w185', file))).toBe(false);
  });

  it('serves the sports service’s images under the same policy, and refuses what is not one', async () => {
    const badge = `team${tag()}`;
    upstream.answer(`/api/images/badge/${badge}.webp`, { type: 'image/webp', body: WEBP });
    for (let i = 0; i < 2; i++) {
      const res = await get(`/api/live/images/badge/${badge}.webp`);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('image/webp');
      expectImagePolicy(res);
    }
    upstream.answer(`/api/images/badge/${badge}x.webp`, { type: 'image/svg+xml', body: SCRIPT_SVG });
    const svg = await get(`/api/live/images/badge/${badge}x.webp`);
    expect(svg.statusCode).toBe(502);
    expect(svg.body).not.toContain('<script>');
  });

  it('gives up on an image that never ends, with a 502, without reading it all', async () => {
    const file = `endless${tag()}.jpg`;
    upstream.answer(`/t/p/original/${file}`, { type: 'image/jpeg', endless: true });
    const res = await get(`/api/images/original/${file}`);
    expect(res.statusCode).toBe(502);
    expect(apiErrorSchema.parse(res.json()).error).toBe('The image is too large');
    await upstream.abandoned(`/t/p/original/${file}`);
    const cached = fs.readdirSync(cacheDir, { recursive: true }).map(String);
    expect(cached.filter((name) => name.includes(file))).toEqual([]);
  });

  it('serves a fetched image when it cannot be cached, and leaves no partial file behind', async () => {
    const file = `blocked${tag()}.jpg`;
    upstream.answer(`/t/p/w92/${file}`, { type: 'image/jpeg', body: JPEG });
    // A folder where the image's file would go: the write aside succeeds, the rename over it fails.
    fs.mkdirSync(path.join(cacheDir, 'images', 'w92', file), { recursive: true });
    const res = await get(`/api/images/w92/${file}`);
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.equals(JPEG)).toBe(true);
    expectImagePolicy(res);
    expect(fs.readdirSync(path.join(cacheDir, 'images', 'w92'))).toEqual([file]);
  });
});

describeEachDatabase('offline and demo images', (database) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp(database().db);
  });
  afterAll(() => app.close());

  it('draws the catalogue’s artwork and the demo sports images under the image policy', async () => {
    const config = await app.inject({ method: 'GET', url: '/api/tmdb/movie/popular' });
    const poster = config.json<{ results: Array<{ poster_path: string }> }>().results[0]?.poster_path;
    for (const url of [`/api/images/w342${poster}`, '/api/live/images/badge/arsenal.webp']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
      expectImagePolicy(res);
    }
  });
});

describeEachDatabase('an image cache folder that cannot be written', (database) => {
  it('serves every image from upstream, logs the problem once, and leaves nothing behind', async () => {
    // Under a regular file no folder can be made, not even by root.
    const blocker = path.join(tempRoot, `file-${database().dialect}`);
    fs.writeFileSync(blocker, 'not a folder');
    const lines: string[] = [];
    const logStream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const config = loadConfig({
      TMDB_API_KEY: 'images-key',
      TMDB_BASE_URL: `${upstream.base}/3`,
      TMDB_IMAGE_BASE_URL: `${upstream.base}/t/p`,
      CACHE_DIR: path.join(blocker, 'cache'),
      WEB_DIST: 'no-web-build',
      LOG_LEVEL: 'warn',
    });
    const app = await buildApp(config, { db: database().db, logStream });
    try {
      for (const name of ['one', 'two', 'three']) {
        const file = `${name}-${database().dialect}.jpg`;
        upstream.answer(`/t/p/w154/${file}`, { type: 'image/jpeg', body: JPEG });
        for (let i = 0; i < 2; i++) {
          const res = await app.inject({ method: 'GET', url: `/api/images/w154/${file}` });
          expect(res.statusCode).toBe(200);
          expect(res.rawPayload.equals(JPEG)).toBe(true);
        }
      }
      expect(lines.filter((line) => line.includes('image cache')).length).toBe(1);
      expect(fs.readFileSync(blocker, 'utf8')).toBe('not a folder');
    } finally {
      await app.close();
    }
  });
});

describeEachDatabase('upstream answers past their size limit', (database) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp(database().db, {
      TMDB_API_KEY: 'answers-key',
      TMDB_BASE_URL: `${upstream.base}/3-${database().dialect}`,
      SPORTS_API_URL: `${upstream.base}/live-${database().dialect}`,
      CACHE_DIR: fs.mkdtempSync(path.join(tempRoot, 'answers-')),
    });
  });
  afterAll(() => app.close());

  it.each([
    ['metadata', '/api/tmdb/movie/popular', '/3-DIALECT/movie/popular', 'The metadata provider sent too long an answer'],
    ['sports', '/api/live/sports', '/live-DIALECT/api/sports', 'The sports service sent too long an answer'],
  ])('abandons a %s answer that never ends, with a 502 {error}', async (_gateway, url, upstreamPath, message) => {
    const p = upstreamPath.replace('DIALECT', database().dialect);
    upstream.answer(p, { type: 'application/json', endless: true });
    const res = await app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(502);
    expect(res.json()).toEqual({ error: message });
    await upstream.abandoned(p);
  });
});

describeEachDatabase('the download and chat services’ answers past their size limit', (database) => {
  let app: FastifyInstance;
  const dialect = () => database().dialect;
  beforeAll(async () => {
    app = await buildTestApp(database().db, {
      DOWNLOAD_API_URL: `${upstream.base}/downloads-${dialect()}`,
      CHAT_API_URL: `${upstream.base}/chat-${dialect()}/v1/chat/completions`,
      CHAT_API_KEY: 'chat-key',
    });
  });
  afterAll(() => app.close());

  /** Far more than any reply of theirs, and far more than the server may read of one. */
  const HUGE = 48 * 1024 * 1024;
  /** What the server may have taken in before it stopped: its limit, plus what sockets buffer on the way. */
  const READ_EARLY = 24 * 1024 * 1024;

  it('answers null for a download reply too large to be one, without reading it all', async () => {
    const p = `/downloads-${dialect()}/download/movie/v1/550`;
    upstream.answer(p, { type: 'application/json', jsonBytes: HUGE });
    const res = await app.inject({ method: 'GET', url: '/api/download/movie/v1/550' });
    expect(res.statusCode).toBe(200);
    // Its length first: a failure then says how much came back rather than printing all of it.
    expect(res.rawPayload.length).toBe(4);
    expect(res.json()).toBeNull();
    await upstream.abandoned(p);
    expect(upstream.sent(p)).toBeLessThan(READ_EARLY);
  });

  it('answers null for a download reply that never ends, and for a long error reply, without reading them', async () => {
    const endless = `/downloads-${dialect()}/download/movie/v3/550`;
    const failing = `/downloads-${dialect()}/download/movie/v4/550`;
    upstream.answer(endless, { type: 'application/json', endless: true });
    upstream.answer(failing, { type: 'application/json', jsonBytes: HUGE, status: 500 });
    for (const url of ['/api/download/movie/v3/550', '/api/download/movie/v4/550']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.json(), url).toBeNull();
    }
    await upstream.abandoned(endless);
    await upstream.abandoned(failing);
    expect(upstream.sent(failing)).toBeLessThan(READ_EARLY);
  });

  it('abandons an assistant answer past its limit with a 502 {error}', async () => {
    const p = `/chat-${dialect()}/v1/chat/completions`;
    upstream.answer(p, { type: 'application/json', jsonBytes: HUGE });
    const res = await app.inject({
      method: 'POST',
      url: '/api/chat/completions',
      payload: { model: 'any', messages: [{ role: 'user', content: 'a good film' }] },
    });
    expect(res.statusCode).toBe(502);
    expect(res.json()).toEqual({ error: 'The assistant service sent too long an answer' });
    await upstream.abandoned(p);
    expect(upstream.sent(p)).toBeLessThan(READ_EARLY);
  });
});
