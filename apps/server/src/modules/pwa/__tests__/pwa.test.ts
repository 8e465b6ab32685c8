import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../__tests__/support/app.ts';
import { createTestDatabase } from '../../../__tests__/support/databases.ts';

/**
 * What the installable app needs from the server (docs/behaviour.md#extras): the manifest named from SITE_NAME, and the
 * page policy that admits the ad script's origin only when AD_SCRIPT_URL is configured — on every
 * page, including index.html as the service worker fetches and keeps it.
 */

const webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'marquee-pwa-web-'));
fs.writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>Marquee</title>');

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let plain: FastifyInstance;
let withAds: FastifyInstance;

beforeAll(async () => {
  database = await createTestDatabase('sqlite');
  plain = await buildTestApp(database.db, { WEB_DIST: webDist, SITE_NAME: 'Friday Night Pictures' });
  withAds = await buildTestApp(database.db, { WEB_DIST: webDist, AD_SCRIPT_URL: 'https://ads.example.com/v2/tag.js' });
});

afterAll(async () => {
  await plain.close();
  await withAds.close();
  await database.destroy();
  fs.rmSync(webDist, { recursive: true, force: true });
});

const get = (app: FastifyInstance, url: string) => app.inject({ method: 'GET', url });

describe('web app manifest', () => {
  it('is named from SITE_NAME, with a short name launchers can show, and the three icons', async () => {
    const res = await get(plain, '/manifest.webmanifest');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/manifest\+json/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.json()).toMatchObject({
      name: 'Friday Night Pictures',
      short_name: 'Friday Nigh…',
      start_url: '/',
      display: 'standalone',
      theme_color: '#E63462',
      icons: [
        { src: '/icons/icon-192.png', sizes: '192x192', purpose: 'any' },
        { src: '/icons/icon-512.png', sizes: '512x512', purpose: 'any' },
        { src: '/icons/icon-maskable-512.png', sizes: '512x512', purpose: 'maskable' },
      ],
    });
  });

  it('keeps a short SITE_NAME whole', async () => {
    expect((await get(withAds, '/manifest.webmanifest')).json()).toMatchObject({ name: 'Marquee', short_name: 'Marquee' });
  });
});

describe('page policy', () => {
  /** The policy's directives by name ('script-src' → "'self' https://ads.example.com"). */
  const directives = (res: { headers: Record<string, unknown> }) =>
    Object.fromEntries(
      String(res.headers['content-security-policy'])
        .split(';')
        .map((d) => d.trim().split(/\s+/))
        .map(([name = '', ...values]) => [name, values.join(' ')]),
    );

  it.each(['/', '/movie/550', '/no-such-page', '/index.html'])(
    'admits scripts from this server only on %s by default',
    async (url) => {
      expect(directives(await get(plain, url))).toMatchObject({
        'script-src': "'self'",
        'object-src': "'none'",
        'base-uri': "'self'",
      });
    },
  );

  it.each(['/', '/sports', '/player/movie/550', '/index.html'])("admits the configured ad script's origin on %s", async (url) => {
    expect(directives(await get(withAds, url))['script-src']).toBe("'self' https://ads.example.com");
  });

  it('keeps the frames every screen may show beside the script policy', async () => {
    expect(directives(await get(withAds, '/player/movie/550'))['frame-src']).toMatch(/^'self'/);
  });

  it('is not sent with API answers', async () => {
    expect((await get(plain, '/api/health')).headers['content-security-policy']).toBeUndefined();
  });
});
