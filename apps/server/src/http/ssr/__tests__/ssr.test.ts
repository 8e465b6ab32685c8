import fs from 'node:fs';
import http from 'node:http';
import type net from 'node:net';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { SSR_WARM_UP as WARM_UP } from '@marquee/core';
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RENDER_CONCURRENCY, RENDER_QUEUE_LIMIT } from '../render-thread.ts';
import { as, buildTestApp, signUpAdmin, useTestApp } from '../../../__tests__/support/app.ts';
import { describeEachDatabase } from '../../../__tests__/support/databases.ts';

/**
 * A screen the web build's server entry renders (apps/web/src/entry-server.tsx) is written into the page in
 * place of index.html's first paint, with its data; other pages keep index.html's. Here a stand-in entry
 * shows the plumbing: it asks the app's own API in-process, as the real one does.
 */

/**
 * How long a rendering may take to be seen: the rendering thread starts, and warms up, as the server does, which on
 * a machine busy with the other suites has taken more than 10 s. An upper bound only; it passes in well under one.
 */
const SETTLE_MS = 30_000;
vi.setConfig({ testTimeout: 2 * SETTLE_MS });

const SHELL = '<header>shell</header>';
const INDEX_HTML = `<!doctype html><html><head><title>Marquee</title></head><body><div id="root"><!--first-paint-->${SHELL}<!--/first-paint--></div></body></html>`;

function webBuild(entrySource: string): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'marquee-ssr-'));
  fs.mkdirSync(path.join(root, 'dist'));
  fs.writeFileSync(path.join(root, 'dist', 'index.html'), INDEX_HTML);
  fs.mkdirSync(path.join(root, 'dist-ssr'));
  fs.writeFileSync(path.join(root, 'dist-ssr', 'entry-server.js'), entrySource);
  return root;
}

const rendering = webBuild(`
  export const firstScreenPatterns = ['^/$'];
  let renders = 0;
  export async function renderScreen(url, { config, transport, language }) {
    const health = await (await transport('/api/health', {})).json();
    renders += 1;
    const words = language === 'en' ? ' is ' : ' íš ';
    return {
      html: '<main>' + config.siteName + words + health.status + '</main><p>rendering ' + renders + '</p>',
      state: { note: '</script><script>alert(1)</script>' },
    };
  }
`);
const failing = webBuild(`
  export const firstScreenPatterns = ['^/'];
  export async function renderScreen() { throw new Error('no window on the server'); }
`);
afterAll(() => {
  for (const root of [rendering, failing]) fs.rmSync(root, { recursive: true, force: true });
});

describe('a rendered first screen', () => {
  const server = useTestApp({ WEB_DIST: path.join(rendering, 'dist'), SITE_NAME: 'Friday Pictures' });
  const get = (url: string, headers: Record<string, string> = {}) => server.app.inject({ method: 'GET', url, headers });

  it('replaces index.html’s first paint, with the data it was drawn from', async () => {
    // The renderer's thread starts with the server; the home page is rendered as it does.
    await expect.poll(async () => (await get('/')).body, { timeout: SETTLE_MS }).toContain('<main>');
    const { body, statusCode } = await get('/');
    expect(statusCode).toBe(200);
    expect(body).toContain('<div id="root"><main>Friday Pictures is ok</main><p>rendering 1</p></div>');
    expect(body).not.toContain(SHELL);
    const data = /<script id="first-screen-data" type="application\/json">(.*?)<\/script>/s.exec(body)?.[1];
    expect(data).toBeDefined();
    // Nothing in the data can end its element: the page's two are the configuration's and the data's.
    expect(body.match(/<\/script>/g)).toHaveLength(2);
    expect(JSON.parse(data ?? '')).toEqual({ note: '</script><script>alert(1)</script>' });
  });

  it('is rendered once and served again while fresh', async () => {
    for (let i = 0; i < 3; i++) expect((await get('/')).body).toContain('<p>rendering 1</p>');
  });

  it('leaves other pages with index.html’s first paint and no data', async () => {
    const { body } = await get('/movie');
    expect(body).toContain(`<div id="root"><!--first-paint-->${SHELL}<!--/first-paint--></div>`);
    expect(body).not.toContain('first-screen-data');
  });

  it('is compressed for a browser that accepts it', async () => {
    const plain = (await get('/')).body;
    const br = await get('/', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toContain('accept-encoding');
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(plain);
    const gzip = await get('/', { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzip.rawPayload).toString()).toBe(plain);
  });

  it('is in the language the viewer chose, else the one their browser asks for, else the site’s', async () => {
    const page = async (headers: Record<string, string>) => {
      let reply = await get('/', headers);
      await expect.poll(async () => (reply = await get('/', headers)).body, { timeout: SETTLE_MS }).toContain('<main>');
      return reply;
    };
    const browserAsks = await page({ 'accept-language': 'xx-YY, en-XA;q=0.8, en;q=0.5' });
    expect(browserAsks.body).toContain('<html lang="en-XA" dir="ltr">');
    expect(browserAsks.body).toContain('<main>Friday Pictures íš ok</main>');
    expect(browserAsks.headers.vary).toBe('cookie, accept-language, accept-encoding');
    const chosen = await page({ 'accept-language': 'en-XA', cookie: 'other=1; marquee-language=en' });
    expect(chosen.body).toContain('<html lang="en" dir="ltr">');
    expect(chosen.body).toContain('<main>Friday Pictures is ok</main>');
    const unknown = await page({ 'accept-language': 'xx', cookie: 'marquee-language=%E0%A4%A' });
    expect(unknown.body).toContain('<html lang="en" dir="ltr">');
  });

  it('is drawn again, and not served from before, once the site is renamed', async () => {
    const admin = await signUpAdmin(server.app);
    const payload = { siteName: 'Saturday Pictures' };
    const renamed = await as(server.app, admin, { method: 'PATCH', url: '/api/admin/settings', payload });
    expect(renamed.statusCode).toBe(200);
    const { body } = await get('/');
    expect(body).toContain('<title>Saturday Pictures</title>');
    // The page waits a second at most for its screen: until the new one is drawn it starts from index.html.
    expect(body).not.toContain('Friday Pictures');
    await expect
      .poll(async () => (await get('/')).body, { timeout: SETTLE_MS })
      .toContain('<main>Saturday Pictures is ok</main>');
  });
});

describe('a rendering that fails', () => {
  const server = useTestApp({ WEB_DIST: path.join(failing, 'dist'), LOG_LEVEL: 'silent' });

  it('leaves the page as index.html has it', async () => {
    // Long enough for the renderer's thread to have started and failed.
    await new Promise((resolve) => setTimeout(resolve, 500));
    const { body, statusCode } = await server.app.inject({ method: 'GET', url: '/' });
    expect(statusCode).toBe(200);
    expect(body).toContain(`<div id="root"><!--first-paint-->${SHELL}<!--/first-paint--></div>`);
    expect(body).not.toContain('first-screen-data');
  });
});

/**
 * Visitors choose the addresses, so the work they can cause is bounded: one rendering per screen whatever
 * the address, a bounded queue (past it the page starts from index.html), nothing rendered for a request
 * that has gone, and a thread that crashes is replaced. The stand-in entry logs each URL it renders; a
 * search for `held-…` waits until the test opens the gate, and a search for `crash` kills the thread.
 */
function loggingBuild(): { root: string; log: () => string[]; openGate: () => void } {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'marquee-ssr-'));
  const logFile = path.join(root, 'renders.log');
  const gate = path.join(root, 'gate');
  fs.mkdirSync(path.join(root, 'dist'));
  fs.writeFileSync(path.join(root, 'dist', 'index.html'), INDEX_HTML);
  fs.mkdirSync(path.join(root, 'dist-ssr'));
  fs.writeFileSync(
    path.join(root, 'dist-ssr', 'entry-server.js'),
    `
    import fs from 'node:fs';
    export const firstScreenPatterns = ['^/$', '^/search$', '^/(movie|tv)/[^/]+$', '^/sports$'];
    export async function renderScreen(url) {
      const query = new URL(url, 'http://server.invalid').searchParams.get('q') ?? '';
      if (query === 'crash') {
        setTimeout(() => { throw new Error('the rendering crashed'); });
        return new Promise(() => {});
      }
      while (query.startsWith('held') && !fs.existsSync(${JSON.stringify(gate)})) await new Promise((resolve) => setTimeout(resolve, 5));
      fs.appendFileSync(${JSON.stringify(logFile)}, url + '\\n');
      return { html: '<main>' + url + '</main>', state: null };
    }
  `,
  );
  return {
    root,
    log: () => (fs.existsSync(logFile) ? fs.readFileSync(logFile, 'utf8').split('\n').filter(Boolean) : []),
    openGate: () => fs.writeFileSync(gate, ''),
  };
}

describeEachDatabase('SSRs under load', (database) => {
  let build: ReturnType<typeof loggingBuild>;
  let app: FastifyInstance;
  const get = (url: string) => app.inject({ method: 'GET', url });
  const rendered = (body: string) => /<div id="root"><main>(.*?)<\/main>/.exec(body)?.[1];

  beforeEach(async () => {
    build = loggingBuild();
    app = await buildTestApp(database().db, { WEB_DIST: path.join(build.root, 'dist'), LOG_LEVEL: 'silent' });
    await app.ready();
    // The home page is rendered as the server starts.
    await expect.poll(async () => rendered((await get('/')).body), { timeout: SETTLE_MS }).toBe('/');
  });
  afterEach(async () => {
    await app?.close();
    fs.rmSync(build.root, { recursive: true, force: true });
  });

  it('renders a screen once, under its one URL, whatever address it is asked at', async () => {
    for (const url of ['/?utm_source=x', '/?page=2', '/?a=1&b=2']) expect(rendered((await get(url)).body)).toBe('/');
    const title = ['/movie/550', '/movie/0550', '/movie/550?x=1', '/movie/%35%35%30', '/movie/000550?tab=cast'];
    for (const url of title) expect(rendered((await get(url)).body), url).toBe('/movie/550');
    const search = [
      '/search?q=the',
      '/search?q=%20the%20',
      '/search?utm=1&q=the',
      '/search?q=the&type=all&sort=popularity&x=%E0',
    ];
    for (const url of search) expect(rendered((await get(url)).body), url).toBe('/search?q=the');
    const log = build.log();
    expect(log.filter((url) => url === '/')).toHaveLength(1);
    expect(log.filter((url) => url === '/movie/550')).toHaveLength(1);
    expect(log.filter((url) => url === '/search?q=the')).toHaveLength(1);
  });

  it('renders nothing for addresses that are not a screen’s, and answers them the plain page', async () => {
    for (const url of ['/movie/abc', '/movie/0', '//', '//x/', '//search?q=x', '/search/', '/movie/550/']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toContain(SHELL);
    }
    expect(build.log().filter((url) => !WARM_UP.includes(url))).toEqual([]);
  });

  it('renders a title page as the server starts, to load its code', async () => {
    await expect.poll(build.log, { timeout: SETTLE_MS }).toEqual(expect.arrayContaining(['/movie/0', '/tv/0']));
    // Not cached as a screen: a visitor's /movie/0 is refused its rendering.
    expect((await get('/movie/0')).body).toContain(SHELL);
  });

  it('bounds the renderings waiting for the thread, and answers the others with the plain page', async () => {
    // The start's warm-up renderings first, or on a busy machine they would take places in the queue.
    await expect.poll(() => WARM_UP.every((url) => build.log().includes(url)), { timeout: SETTLE_MS }).toBe(true);
    const asked = RENDER_CONCURRENCY + RENDER_QUEUE_LIMIT + 3;
    const pages = await Promise.all(Array.from({ length: asked }, (_, i) => get(`/search?q=held-${i}`)));
    // Not rendered in time: every one of them starts from index.html.
    for (const page of pages) expect(page.body).toContain(SHELL);
    build.openGate();
    const held = () => build.log().filter((url) => url.startsWith('/search?q=held-')).length;
    await expect.poll(held, { timeout: SETTLE_MS }).toBe(RENDER_CONCURRENCY + RENDER_QUEUE_LIMIT);
    // A later rendering is done once the queue has moved; the refused ones were never started.
    await expect.poll(async () => rendered((await get('/search?q=after')).body), { timeout: SETTLE_MS }).toBe('/search?q=after');
    expect(held()).toBe(RENDER_CONCURRENCY + RENDER_QUEUE_LIMIT);
  });

  it('drops a waiting rendering whose request has closed', async () => {
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;
    // The thread is busy with renderings that wait for the gate.
    const busy = Array.from({ length: RENDER_CONCURRENCY }, (_, i) => get(`/search?q=held-busy-${i}`));
    const serverSide = new Promise<net.Socket>((resolve) => app.server.once('connection', resolve));
    const seen = new Promise<void>((resolve) =>
      app.server.on('request', (request: http.IncomingMessage) => {
        if (request.url === '/search?q=held-gone') resolve();
      }),
    );
    const client = http.get({ host: '127.0.0.1', port, path: '/search?q=held-gone' });
    client.on('error', () => {});
    await seen;
    const socket = await serverSide;
    client.destroy();
    await new Promise((resolve) => socket.once('close', resolve));
    await new Promise((resolve) => setImmediate(resolve));
    build.openGate();
    await Promise.all(busy);
    await expect
      .poll(async () => rendered((await get('/search?q=held-after')).body), { timeout: SETTLE_MS })
      .toBe('/search?q=held-after');
    expect(build.log()).not.toContain('/search?q=held-gone');
    expect(build.log()).toContain('/search?q=held-busy-0');
  });

  it('starts another thread when the rendering thread crashes', async () => {
    const crashed = await get('/search?q=crash');
    expect(crashed.statusCode).toBe(200);
    expect(crashed.body).toContain(SHELL);
    await expect
      .poll(async () => rendered((await get('/search?q=after-the-crash')).body), { timeout: SETTLE_MS })
      .toBe('/search?q=after-the-crash');
  });
});
