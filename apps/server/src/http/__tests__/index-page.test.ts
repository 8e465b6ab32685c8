import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../__tests__/support/app.ts';

/**
 * The web app's page carries GET /api/config's reply, so the app's first screen waits for no request:
 * on every client-side route and /index.html alike, with nothing in a configured value able to end the
 * <script> element it sits in.
 */

const webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'marquee-index-page-'));
fs.writeFileSync(
  path.join(webDist, 'index.html'),
  '<!doctype html><html><head><title>Marquee</title></head><body><div id="root"><span data-site-name>Marquee</span></div></body></html>',
);
const hostileName = 'Friday </script><script>alert(1)</script><!-- $& Pictures';
const escapedName = 'Friday &#60;/script&#62;&#60;script&#62;alert(1)&#60;/script&#62;&#60;!-- $&#38; Pictures';

const server = useTestApp({ WEB_DIST: webDist, SITE_NAME: hostileName });

afterAll(() => fs.rmSync(webDist, { recursive: true, force: true }));

const get = (url: string) => server.app.inject({ method: 'GET', url });

/** The text of the page's one app-config element, as a browser's parser would delimit it. */
function embeddedConfig(html: string): string | undefined {
  return /<script id="app-config" type="application\/json">(.*?)<\/script>/s.exec(html)?.[1];
}

describe('index page', () => {
  it.each(['/', '/movie/550', '/no-such-page', '/index.html'])('carries the /api/config reply on %s', async (url) => {
    const res = await get(url);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-cache');
    const embedded = embeddedConfig(res.body);
    expect(embedded).toBeDefined();
    expect(JSON.parse(embedded ?? '')).toEqual((await get('/api/config')).json());
  });

  it('keeps the built page around it, in the page’s language, the configuration inside <head>', async () => {
    const { body } = await get('/');
    expect(body.startsWith(`<!doctype html><html lang="en" dir="ltr"><head><title>${escapedName}</title>`)).toBe(true);
    // Then the page's hints (preload-hints.test.ts).
    expect(body).toMatch(/<\/title>\s*<script id="app-config"[^]*<\/script>\s*(<link [^>]*>)*<\/head>/);
    expect(body.endsWith(`<body><div id="root"><span data-site-name>${escapedName}</span></div></body></html>`)).toBe(true);
  });

  it('escapes a site name that would end the element or open a comment, and reads back the same', async () => {
    const { body } = await get('/');
    expect(body.match(/<\/script>/g)).toHaveLength(1);
    expect(body).not.toContain('<!--');
    expect(JSON.parse(embeddedConfig(body) ?? '').siteName).toBe(hostileName);
  });

  it('is not served for unknown API paths or other methods', async () => {
    expect((await get('/api/no-such-thing')).json()).toEqual({ error: 'Not found: GET /api/no-such-thing' });
    expect((await server.app.inject({ method: 'POST', url: '/movie/550' })).statusCode).toBe(404);
  });
});
