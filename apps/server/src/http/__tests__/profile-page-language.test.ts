import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { as, buildTestApp, signUp, type SignedUp } from '../../__tests__/support/app.ts';
import { describeEachDatabase } from '../../__tests__/support/databases.ts';

/**
 * A signed-in profile's language preference is the page's language, before the cookie, which a browser new to the
 * profile does not have yet; set to automatic, the cookie and the browser choose (docs/translating.md).
 */

/** How long the rendering thread may take to start on a busy machine; an upper bound only. */
const SETTLE_MS = 30_000;
vi.setConfig({ testTimeout: 2 * SETTLE_MS });

const INDEX_HTML =
  '<!doctype html><html><head><title>Marquee</title></head><body><div id="root"><!--first-paint-->shell<!--/first-paint--></div></body></html>';

// A stand-in for the web build's server entry: it says which language it drew the screen in.
const ENTRY = `
  export const firstScreenPatterns = ['^/$'];
  export async function renderScreen(url, { language }) {
    return { html: '<main>drawn in ' + language + '</main>', state: {} };
  }
`;

describeEachDatabase('the language of a signed-in page', (database) => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'marquee-page-language-'));
  let app: FastifyInstance;
  beforeAll(async () => {
    fs.mkdirSync(path.join(root, 'dist'));
    fs.writeFileSync(path.join(root, 'dist', 'index.html'), INDEX_HTML);
    fs.mkdirSync(path.join(root, 'dist-ssr'));
    fs.writeFileSync(path.join(root, 'dist-ssr', 'entry-server.js'), ENTRY);
    app = await buildTestApp(database().db, { WEB_DIST: path.join(root, 'dist') });
  });
  afterAll(async () => {
    await app.close();
    fs.rmSync(root, { recursive: true, force: true });
  });

  const choose = (user: SignedUp, language: string) =>
    as(app, user, { method: 'PATCH', url: '/api/preferences', payload: { language } });
  /** The home page as `user` (a visitor when null) asks for it, once its screen is rendered in the page's language. */
  const page = async (user: SignedUp | null, headers: Record<string, string> = {}) => {
    const ask = () =>
      user ? as(app, user, { method: 'GET', url: '/', headers }) : app.inject({ method: 'GET', url: '/', headers });
    let reply = await ask();
    await expect.poll(async () => (reply = await ask()).body, { timeout: SETTLE_MS }).toContain('<main>');
    return reply.body;
  };

  it("follows the profile's choice before this browser's cookie and languages", async () => {
    const user = await signUp(app);
    expect((await choose(user, 'en-XA')).json().language).toBe('en-XA');
    const body = await page(user, { cookie: 'marquee-language=en', 'accept-language': 'en' });
    expect(body).toContain('<html lang="en-XA" dir="ltr">');
    expect(body).toContain('<main>drawn in en-XA</main>');
    // A visitor on the same browser is not that profile.
    expect(await page(null, { cookie: 'marquee-language=en', 'accept-language': 'en-XA' })).toContain(
      '<html lang="en" dir="ltr">',
    );
  });

  it('leaves it to the cookie, then the browser, when the profile is set to automatic', async () => {
    const user = await signUp(app);
    await choose(user, 'en-XA');
    expect((await choose(user, '')).json().language).toBe('');
    expect(await page(user, { cookie: 'marquee-language=en-XA' })).toContain('<html lang="en-XA" dir="ltr">');
    expect(await page(user, { 'accept-language': 'en-XA' })).toContain('<main>drawn in en-XA</main>');
    expect(await page(user)).toContain('<html lang="en" dir="ltr">');
  });

  it('keeps the language saved when a change to one the app does not speak is refused', async () => {
    const user = await signUp(app);
    await choose(user, 'en-XA');
    expect((await choose(user, 'tlh')).statusCode).toBe(400);
    expect((await as(app, user, { method: 'GET', url: '/api/preferences' })).json().language).toBe('en-XA');
  });
});
