import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import compress from '@fastify/compress';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { preferredEncoding } from '../accept-encoding.ts';
import { buildTestApp, signUp, as, type SignedUp } from '../../__tests__/support/app.ts';
import { describeEachDatabase } from '../../__tests__/support/databases.ts';

/**
 * One choice of encoding for the whole server: the pages and the cached list replies, which are encoded
 * by the app, pick what @fastify/compress picks for every other reply, and a q=0 refusal is honoured.
 */

const TABLE: Array<[header: string | undefined, expected: 'br' | 'gzip' | undefined]> = [
  [undefined, undefined],
  ['', undefined],
  ['gzip, deflate, br, zstd', 'br'],
  ['gzip, deflate', 'gzip'],
  ['GZIP', 'gzip'],
  ['x-gzip', 'gzip'],
  ['deflate', undefined],
  ['identity', undefined],
  // q-values: the highest wins, a tie goes to brotli.
  ['br;q=0.5, gzip;q=0.8', 'gzip'],
  ['br;q=0.8, gzip;q=0.8', 'br'],
  ['br ; q=0.9 , gzip ; q=1.0', 'gzip'],
  ['br;q=abc, gzip;q=0.1', 'gzip'],
  // Refusals.
  ['br;q=0, gzip', 'gzip'],
  ['gzip, br;q=0', 'gzip'],
  ['br;q=0.0, gzip;q=0.3', 'gzip'],
  ['br;q=0, gzip;q=0', undefined],
  ['gzip;q=0', undefined],
  // `*` is read as gzip, as @fastify/compress reads it.
  ['*', 'gzip'],
  ['*;q=0.5, br;q=0', 'gzip'],
  ['br;q=0, *', 'gzip'],
  ['*;q=0', undefined],
  // identity preferred over what is offered means no encoding.
  ['identity, br;q=0.5', undefined],
  ['identity;q=0.1, gzip;q=0.5', 'gzip'],
  ['identity;q=0, br', 'br'],
];

describe('preferredEncoding', () => {
  it.each(TABLE)('%j → %j', (header, expected) => {
    expect(preferredEncoding(header)).toBe(expected);
  });
});

describe('@fastify/compress, on a reply it encodes', () => {
  let plain: FastifyInstance;
  beforeAll(async () => {
    plain = Fastify();
    // As app.ts registers it.
    await plain.register(compress, { global: true, threshold: 1024 });
    plain.get('/', async (_request, reply) => reply.type('application/json').send(JSON.stringify({ text: 'x'.repeat(4096) })));
  });
  afterAll(() => plain.close());

  it.each(TABLE)('chooses for %j as preferredEncoding does', async (header) => {
    const res = await plain.inject({
      method: 'GET',
      url: '/',
      headers: header === undefined ? {} : { 'accept-encoding': header },
    });
    const sent = res.headers['content-encoding'];
    // The plugin also offers deflate, which the app's own encoded replies do not.
    expect(sent === 'identity' || sent === 'deflate' ? undefined : sent).toBe(preferredEncoding(header));
  });
});

const webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'marquee-encoding-'));
fs.writeFileSync(
  path.join(webDist, 'index.html'),
  `<!doctype html><html><head><title>Marquee</title></head><body><div id="root">${'<p>page</p>'.repeat(200)}</div></body></html>`,
);
afterAll(() => fs.rmSync(webDist, { recursive: true, force: true }));

describeEachDatabase('encoded replies follow Accept-Encoding', (database) => {
  let app: FastifyInstance;
  let user: SignedUp;
  beforeAll(async () => {
    app = await buildTestApp(database().db, { WEB_DIST: webDist });
    user = await signUp(app);
    for (let id = 1; id <= 40; id++) {
      const res = await as(app, user, {
        method: 'POST',
        url: '/api/watchlist',
        payload: { media_id: id, media_type: 'movie', title: `A title long enough to pass the threshold ${id}` },
      });
      expect(res.statusCode).toBe(201);
    }
  });
  afterAll(() => app?.close());

  const decode = (body: Buffer, encoding: string | undefined) =>
    encoding === 'br' ? zlib.brotliDecompressSync(body) : encoding === 'gzip' ? zlib.gunzipSync(body) : body;

  it.each(TABLE)('a page, for %j, is sent as %j', async (header, expected) => {
    const res = await app.inject({
      method: 'GET',
      url: '/movie',
      headers: header === undefined ? {} : { 'accept-encoding': header },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe(expected);
    expect(res.headers.vary).toContain('accept-encoding');
    expect(decode(res.rawPayload, expected).toString()).toContain('<p>page</p>');
  });

  it.each(TABLE)('a cached list, for %j, is sent as %j', async (header, expected) => {
    const res = await as(app, user, {
      method: 'GET',
      url: '/api/watchlist',
      headers: header === undefined ? {} : { 'accept-encoding': header },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe(expected);
    expect(JSON.parse(decode(res.rawPayload, expected).toString())).toHaveLength(40);
  });
});
