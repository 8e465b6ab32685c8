import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildTestApp } from '../../__tests__/support/app.ts';
import { describeEachDatabase } from '../../__tests__/support/databases.ts';

/**
 * The app's pages: every path the app's router may draw answers its page, whatever the path looks like
 * (a target starting with `//` is a path, not a host), and every page answered to GET answers HEAD alike.
 */

const webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'marquee-pages-'));
fs.writeFileSync(
  path.join(webDist, 'index.html'),
  '<!doctype html><html><head><title>Marquee</title></head><body><div id="root"><!--first-paint--><header>shell</header><!--/first-paint--></div></body></html>',
);
fs.mkdirSync(path.join(webDist, 'assets'));
fs.writeFileSync(path.join(webDist, 'assets', 'app.js'), 'console.log(1)');
afterAll(() => fs.rmSync(webDist, { recursive: true, force: true }));

describeEachDatabase('pages', (database) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp(database().db, { WEB_DIST: webDist });
  });
  afterAll(() => app?.close());

  it.each([
    '//a%20b/',
    '//a:99999/',
    '//x@/',
    '//x/',
    '//x/movie/550?q=1',
    '/\\x',
    '//',
    '///',
    '//api/tmdb/movie/550',
    '//search?q=the',
  ])('GET %s answers the app’s page', async (url) => {
    const res = await app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.body).toContain('<header>shell</header>');
  });

  it.each(['/api/tmdb/movie/550?q=%E0', '/api/tmdb//x', '/api/tmdb/search/multi?query=a&query=b'])(
    'GET %s answers without a 500',
    async (url) => {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode).toBeLessThan(500);
    },
  );

  it.each([
    '/',
    '/movie',
    '/movie/550',
    '/search?q=the',
    '/no-such-page',
    '/index.html',
    '//x/',
    '/assets/app.js',
    '/manifest.webmanifest',
  ])('HEAD %s answers as GET does, without a body', async (url) => {
    const get = await app.inject({ method: 'GET', url });
    const head = await app.inject({ method: 'HEAD', url });
    expect(get.statusCode).toBe(200);
    expect(head.statusCode).toBe(200);
    expect(head.body).toBe('');
    const varying = new Set(['date', 'etag', 'last-modified']);
    const headers = (res: typeof get) => Object.fromEntries(Object.entries(res.headers).filter(([name]) => !varying.has(name)));
    expect(headers(head)).toEqual(headers(get));
  });

  it.each([
    ['HEAD', '/api/no-such-thing'],
    ['POST', '/movie/550'],
    ['PUT', '/'],
    ['DELETE', '/search'],
  ] as const)('%s %s answers 404 {error}', async (method, url) => {
    const res = await app.inject({ method, url });
    expect(res.statusCode).toBe(404);
    if (method !== 'HEAD') expect(res.json()).toEqual({ error: expect.any(String) });
  });
});
