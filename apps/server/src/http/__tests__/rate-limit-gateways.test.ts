import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../config.ts';
import { IN_PROCESS_HEADERS, inProcessHeadersFor } from '../rate-limits.ts';
import { buildTestApp } from '../../__tests__/support/app.ts';
import { createTestDatabase } from '../../__tests__/support/databases.ts';

describe('GATEWAY_RATE_LIMIT', () => {
  it('defaults to 600 requests a minute and takes a whole number', () => {
    expect(loadConfig({}).gatewayRateLimit).toBe(600);
    expect(loadConfig({ GATEWAY_RATE_LIMIT: '25' }).gatewayRateLimit).toBe(25);
    expect(() => loadConfig({ GATEWAY_RATE_LIMIT: 'lots' })).toThrow(ConfigError);
    expect(() => loadConfig({ GATEWAY_RATE_LIMIT: 'lots' })).toThrow(/^GATEWAY_RATE_LIMIT /);
  });
});

describe('the per-address limit on the gateways', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let app: FastifyInstance;
  beforeAll(async () => {
    database = await createTestDatabase('sqlite');
    app = await buildTestApp(database.db, { GATEWAY_RATE_LIMIT: '3' });
  });
  afterAll(async () => {
    await app.close();
    await database.destroy();
  });

  const get = (url: string, remoteAddress: string, headers: Record<string, string> = {}) =>
    app.inject({ method: 'GET', url, remoteAddress, headers });

  it.each([
    [
      'the metadata gateway',
      ['/api/tmdb/genre/movie/list', '/api/tmdb/movie/popular', '/api/tmdb/trending/all/week', '/api/tmdb/genre/tv/list'],
    ],
    ['the image route', ['/api/images/w92/a.svg', '/api/images/w92/b.svg', '/api/images/w92/c.svg', '/api/images/w92/d.svg']],
    ['the sports gateway', ['/api/live/sports', '/api/live/matches/live', '/api/live/sports', '/api/live/matches/all-today']],
    [
      'the downloads gateway',
      ['/api/download/movie/v1/550', '/api/download/movie/v3/550', '/api/download/movie/v4/550', '/api/download/movie/v5/550'],
    ],
  ])('holds back %s past the configured requests per minute and address', async (_, urls) => {
    const address = `10.5.0.${urls[0]!.length}`;
    const codes = [];
    for (const url of urls) codes.push((await get(url, address)).statusCode);
    expect(codes.slice(0, 3).every((code) => code !== 429)).toBe(true);
    expect(codes[3]).toBe(429);
    const limited = await get(urls[0]!, address);
    expect(limited.json()).toEqual({ error: 'Too many requests. Please wait a minute and try again.' });
    // Another address is counted on its own.
    expect((await get(urls[0]!, `${address}1`)).statusCode).not.toBe(429);
  });

  it('does not hold back the server’s own in-process requests made for no client (the renderings at start)', async () => {
    const codes = [];
    for (let i = 0; i < 5; i++) codes.push((await get('/api/tmdb/genre/movie/list', '127.0.0.1', IN_PROCESS_HEADERS)).statusCode);
    expect(codes).toEqual([200, 200, 200, 200, 200]);
  });

  it('counts an in-process request made for a client (a page’s rendering) against that client’s address', async () => {
    const codes = [];
    for (let i = 0; i < 2; i++) codes.push((await get('/api/tmdb/genre/movie/list', '10.5.7.7')).statusCode);
    for (let i = 0; i < 2; i++)
      codes.push((await get('/api/tmdb/genre/movie/list', '127.0.0.1', inProcessHeadersFor('10.5.7.7'))).statusCode);
    expect(codes).toEqual([200, 200, 200, 429]);
    // The server's own address is not the one charged.
    expect((await get('/api/tmdb/genre/movie/list', '127.0.0.1')).statusCode).toBe(200);
  });

  it('does not let a client name another address to be charged for it', async () => {
    const claimed = Object.fromEntries(Object.keys(inProcessHeadersFor('10.5.8.8')).map((name) => [name, '10.5.8.8']));
    const codes = [];
    for (let i = 0; i < 4; i++) codes.push((await get('/api/tmdb/genre/movie/list', '10.5.8.9', claimed)).statusCode);
    expect(codes).toEqual([200, 200, 200, 429]);
    expect((await get('/api/tmdb/genre/movie/list', '10.5.8.8')).statusCode).toBe(200);
  });

  it('does not let a client pass for in-process with a made-up header value', async () => {
    const codes = [];
    const forged = Object.fromEntries(Object.keys(IN_PROCESS_HEADERS).map((name) => [name, 'guess']));
    for (let i = 0; i < 4; i++) codes.push((await get('/api/tmdb/genre/movie/list', '10.5.9.9', forged)).statusCode);
    expect(codes).toEqual([200, 200, 200, 429]);
  });
});
