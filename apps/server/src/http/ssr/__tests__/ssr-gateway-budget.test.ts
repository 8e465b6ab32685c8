import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildTestApp } from '../../../__tests__/support/app.ts';
import { describeEachDatabase } from '../../../__tests__/support/databases.ts';
import { startTmdbReplay, type TmdbReplay } from '../../../__tests__/support/tmdb-replay.ts';

/**
 * A page's rendering asks the gateways in-process; those requests are charged to the address that asked for
 * the page, so loading search pages spends the same per-address budget (GATEWAY_RATE_LIMIT) as searching
 * from the app does. Past it the page starts from index.html, and the app's own request is limited there.
 * The stand-in entry asks the metadata gateway for the search, as the real one does, and logs what it got.
 */

const SHELL = '<header>shell</header>';
const INDEX_HTML = `<!doctype html><html><head><title>Marquee</title></head><body><div id="root"><!--first-paint-->${SHELL}<!--/first-paint--></div></body></html>`;
const LIMIT = 5;
const API_KEY = 'ssr-budget-key';

let replay: TmdbReplay;
const root = fs.mkdtempSync(path.join(os.tmpdir(), 'marquee-ssr-budget-'));
const logFile = path.join(root, 'renders.log');
fs.mkdirSync(path.join(root, 'dist'));
fs.writeFileSync(path.join(root, 'dist', 'index.html'), INDEX_HTML);
fs.mkdirSync(path.join(root, 'dist-ssr'));
fs.writeFileSync(
  path.join(root, 'dist-ssr', 'entry-server.js'),
  `
  import fs from 'node:fs';
  export const firstScreenPatterns = ['^/search$'];
  export async function renderScreen(url, { transport }) {
    // The title pages rendered at start, to load their code, ask nothing here.
    if (!url.startsWith('/search?')) return null;
    const query = new URL(url, 'http://server.invalid').searchParams.get('q') ?? '';
    const res = await transport('/api/tmdb/search/multi?query=' + encodeURIComponent(query));
    fs.appendFileSync(${JSON.stringify(logFile)}, query + ' ' + res.status + '\\n');
    return res.ok ? { html: '<main>found ' + query + '</main>', state: null } : null;
  }
`,
);

const renders = () => (fs.existsSync(logFile) ? fs.readFileSync(logFile, 'utf8').split('\n').filter(Boolean) : []);

beforeAll(async () => {
  replay = await startTmdbReplay({ apiKey: API_KEY });
});
afterAll(async () => {
  await replay.close();
  fs.rmSync(root, { recursive: true, force: true });
});

describeEachDatabase('the gateway budget of rendered pages', (database) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    fs.rmSync(logFile, { force: true });
    app = await buildTestApp(database().db, {
      WEB_DIST: path.join(root, 'dist'),
      LOG_LEVEL: 'silent',
      GATEWAY_RATE_LIMIT: String(LIMIT),
      TMDB_API_KEY: API_KEY,
      TMDB_BASE_URL: replay.baseUrl,
      TMDB_IMAGE_BASE_URL: replay.imageBaseUrl,
      CACHE_DIR: fs.mkdtempSync(path.join(root, 'cache-')),
    });
    await app.ready();
    // The search page is rendered as the server starts (uncharged, as no visitor asked): the renderer is then ready.
    while (!renders().includes('the 200')) await new Promise((resolve) => setTimeout(resolve, 20));
  });
  afterAll(() => app.close());

  const page = (url: string, remoteAddress: string) => app.inject({ method: 'GET', url, remoteAddress });
  const tag = () => database().dialect;

  it('charges the page’s address for its rendering’s gateway requests, and answers every page', async () => {
    const address = tag() === 'sqlite' ? '10.9.0.1' : '10.9.0.2';
    const before = replay.count('search/multi');
    const asked = 3 * LIMIT;
    for (let i = 0; i < asked; i++) {
      const res = await page(`/search?q=${tag()}-page-${i}`, address);
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('<div id="root">');
    }
    // Every rendering has asked the gateway (each page waits only a moment for its rendering).
    await expect
      .poll(() => renders().filter((line) => line.startsWith(`${tag()}-page-`)).length, { timeout: 20_000 })
      .toBe(asked);
    const answered = renders().filter((line) => line.startsWith(`${tag()}-page-`) && line.endsWith(' 200'));
    expect(answered).toHaveLength(LIMIT);
    expect(replay.count('search/multi') - before).toBe(LIMIT);
    // The app's own search from that address is held back too: one budget.
    const direct = await app.inject({ method: 'GET', url: '/api/tmdb/search/multi?query=x', remoteAddress: address });
    expect(direct.statusCode).toBe(429);
    expect(direct.json()).toEqual({ error: 'Too many requests. Please wait a minute and try again.' });
  });

  it('does not keep a rendering that its budget cut short: the next visitor’s is drawn for them', async () => {
    const spent = tag() === 'sqlite' ? '10.9.1.1' : '10.9.1.2';
    for (let i = 0; i < LIMIT; i++) {
      expect(
        (await app.inject({ method: 'GET', url: `/api/tmdb/search/movie?query=${i}`, remoteAddress: spent })).statusCode,
      ).toBe(200);
    }
    const url = `/search?q=${tag()}-cut-short`;
    const first = await page(url, spent);
    expect(first.statusCode).toBe(200);
    await expect
      .poll(() => renders().filter((line) => line.startsWith(`${tag()}-cut-short`)), { timeout: 20_000 })
      .toEqual([`${tag()}-cut-short 429`]);
    expect(first.body).toContain(SHELL);
    // Another address, with its budget whole, gets the screen rendered.
    await expect
      .poll(async () => (await page(url, '10.9.2.1')).body, { timeout: 20_000 })
      .toContain(`<main>found ${tag()}-cut-short</main>`);
  });
});
