import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { useTestApp } from './support/app.ts';

/**
 * A screen the web build's server entry renders (apps/web/src/entry-server.tsx) is written into the page in
 * place of index.html's first paint, with its data; other pages keep index.html's. Here a stand-in entry
 * shows the plumbing: it asks the app's own API in-process, as the real one does.
 */

const SHELL = '<header>shell</header>';
const INDEX_HTML = `<!doctype html><html><head><title>Marquee</title></head><body><div id="root"><!--first-paint-->${SHELL}<!--/first-paint--></div></body></html>`;

function webBuild(entrySource: string): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'marquee-first-screen-'));
  fs.mkdirSync(path.join(root, 'dist'));
  fs.writeFileSync(path.join(root, 'dist', 'index.html'), INDEX_HTML);
  fs.mkdirSync(path.join(root, 'dist-ssr'));
  fs.writeFileSync(path.join(root, 'dist-ssr', 'entry-server.js'), entrySource);
  return root;
}

const rendering = webBuild(`
  export const firstScreenPatterns = ['^/$'];
  let renders = 0;
  export async function renderFirstScreen(url, { config, transport }) {
    const health = await (await transport('/api/health', {})).json();
    renders += 1;
    return {
      html: '<main>' + config.siteName + ' is ' + health.status + '</main><p>rendering ' + renders + '</p>',
      state: { note: '</script><script>alert(1)</script>' },
    };
  }
`);
const failing = webBuild(`
  export const firstScreenPatterns = ['^/'];
  export async function renderFirstScreen() { throw new Error('no window on the server'); }
`);
afterAll(() => {
  for (const root of [rendering, failing]) fs.rmSync(root, { recursive: true, force: true });
});

describe('a rendered first screen', () => {
  const server = useTestApp({ WEB_DIST: path.join(rendering, 'dist'), SITE_NAME: 'Friday Pictures' });
  const get = (url: string, headers: Record<string, string> = {}) => server.app.inject({ method: 'GET', url, headers });

  it('replaces index.html’s first paint, with the data it was drawn from', async () => {
    // The renderer's thread starts with the server; the home page is rendered as it does.
    await expect.poll(async () => (await get('/')).body, { timeout: 10_000 }).toContain('<main>');
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
