import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../__tests__/support/app.ts';
import { describeEachDatabase } from '../../__tests__/support/databases.ts';
import { isUnderBasePath, stripBasePath } from '../base-path.ts';

/**
 * BASE_PATH (docs/operations.md#sub-path): the app at /marquee/ behind a proxy that passes paths on as they are.
 * Everything answers under the base, nothing outside it but a redirect from `/`, and every path the server writes
 * out (pages' assets and hints, redirects, images, player pages, media, cookies, the manifest, the API's
 * description) carries the base.
 */

describe('a request under the base', () => {
  it.each([
    ['/marquee', '/'],
    ['/marquee/', '/'],
    ['/marquee?x=1', '/?x=1'],
    ['/marquee/movie/1?x=1', '/movie/1?x=1'],
    ['/marqueeX/movie', '/marqueeX/movie'],
    ['/movie/1', '/movie/1'],
  ])('%s is routed as %s', (url, routed) => {
    expect(stripBasePath(url, '/marquee')).toBe(routed);
    expect(isUnderBasePath(url, '/marquee')).toBe(routed !== url);
  });
});

const webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'marquee-base-path-'));
fs.mkdirSync(path.join(webDist, 'assets'));
fs.writeFileSync(path.join(webDist, 'assets', 'web-a1.css'), 'body{color:red}');
fs.writeFileSync(path.join(webDist, 'assets', 'web-b2.js'), 'export {};');
fs.writeFileSync(
  path.join(webDist, 'index.html'),
  [
    '<!doctype html><html><head><title>Marquee</title>',
    '<link rel="icon" href="./favicon.svg" /><link rel="manifest" href="./manifest.webmanifest" />',
    '<script type="module" crossorigin src="./assets/web-b2.js"></script>',
    '<link rel="stylesheet" crossorigin href="./assets/web-a1.css">',
    '</head><body><div id="root"><!--first-paint--><span data-site-name>Marquee</span><!--/first-paint--></div></body></html>',
  ].join(''),
);
afterAll(() => fs.rmSync(webDist, { recursive: true, force: true }));

describeEachDatabase('the app under BASE_PATH', (database) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp(database().db, { WEB_DIST: webDist, BASE_PATH: '/marquee/', LIBRARY_ACCESS: 'everyone' });
  });
  afterAll(() => app.close());
  const get = (url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers });

  it('sends the site root to the app and answers nothing else outside the base', async () => {
    const root = await get('/');
    expect(root.statusCode).toBe(302);
    expect(root.headers.location).toBe('/marquee/');
    for (const url of ['/movie/550', '/api/config', '/assets/web-b2.js', '/marqueeX/', '/manifest.webmanifest']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.json().error, url).toMatch(/this server is at \/marquee\//);
    }
    expect((await app.inject({ method: 'POST', url: '/', payload: {} })).statusCode).toBe(404);
  });

  it('serves its pages with their own URLs under the base, at the base with or without its slash', async () => {
    for (const url of ['/marquee', '/marquee/', '/marquee/movie/550']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.body).toContain('href="/marquee/favicon.svg"');
      expect(res.body).toContain('href="/marquee/manifest.webmanifest"');
      // The entry is started by the page's start-up script, or named as it was built: under the base either way.
      expect(res.body).toMatch(/"\/marquee\/assets\/web-b2\.js"/);
      // The stylesheet is written into the page.
      expect(res.body).toContain('<style>body{color:red}</style>');
      expect(res.body).not.toMatch(/(?:src|href)="\.?\/(?!marquee\/)/);
    }
    const config = JSON.parse(
      /<script id="app-config" type="application\/json">(.*?)<\/script>/.exec((await get('/marquee/')).body)![1]!,
    );
    expect(config.basePath).toBe('/marquee');
    // The first screen's data, hinted for the browser to fetch early, is under the base too.
    expect((await get('/marquee/search?q=star')).body).toContain('href="/marquee/api/');
  });

  it('serves its files, API and configuration under the base, with the base in the paths they give', async () => {
    expect((await get('/marquee/assets/web-b2.js')).statusCode).toBe(200);
    const config = (await get('/marquee/api/config')).json();
    expect(config.basePath).toBe('/marquee');
    expect(config.images.secure_base_url).toBe('/marquee/api/images/');
    const local = config.sources.find((source: { key: string }) => source.key === 'local');
    expect(local.movieUrl).toBe('/marquee/embed/local/movie/{id}');
    const manifest = (await get('/marquee/manifest.webmanifest')).json();
    expect(manifest).toMatchObject({ id: '/marquee/', start_url: '/marquee/', scope: '/marquee/' });
    expect(manifest.icons[0].src).toBe('/marquee/icons/icon-192.png');
    expect((await get('/marquee/api/openapi.json')).json().servers).toEqual([{ url: '/marquee' }]);
  });

  it("issues the player page's signed URL under the base, and the page answers there", async () => {
    const payload = { email: `base-${randomUUID()}@example.com`, password: 'correct horse battery' };
    const signedUp = await app.inject({ method: 'POST', url: '/marquee/api/auth/register', payload });
    expect(signedUp.statusCode).toBe(201);
    const authorization = `Bearer ${signedUp.json().token}`;
    const issued = await get('/marquee/api/sources/local/movie/550', { authorization });
    expect(issued.statusCode).toBe(200);
    const url: string = issued.json().url;
    expect(url).toMatch(/^\/marquee\/embed\/local\/movie\/550\?exp=/);
    // The library is empty: the player's own page says so (404, as a page), past the signature's check.
    const page = await get(url);
    expect(page.statusCode).toBe(404);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    const unsigned = await get(url.replace(/\?.*/, ''));
    expect(unsigned.statusCode).toBe(403);
  });

  it("writes the base into the server's own redirects", async () => {
    // A server with no owner sends every page to its setup.
    const fresh = await buildTestApp(database().db, { WEB_DIST: webDist, BASE_PATH: '/marquee', ADMIN_EMAILS: '' });
    try {
      expect(await fresh.ctx.setupNeeded()).toBe(true);
      const res = await fresh.inject({ method: 'GET', url: '/marquee/movie/550' });
      expect(res.statusCode).toBe(302);
      expect(res.headers.location).toBe('/marquee/setup');
    } finally {
      await fresh.close();
    }
  });
});
