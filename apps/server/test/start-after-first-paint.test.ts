import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { useTestApp } from './support/app.ts';

/**
 * The page starts the app's entry only after its first paint (http/index-page.ts): the entry downloads as
 * early as before (a modulepreload where its script was), and the only script that runs is a short inline
 * module the page policy allows by its hash.
 */
const webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'marquee-start-after-paint-'));
fs.writeFileSync(
  path.join(webDist, 'index.html'),
  '<!doctype html><html><head><title>Marquee</title>\n' +
    '    <script type="module" crossorigin src="/assets/index-AbC_12.js"></script>\n' +
    '    <link rel="modulepreload" crossorigin href="/assets/web-XyZ.js">\n' +
    '</head><body><div id="root"></div></body></html>',
);
const server = useTestApp({ WEB_DIST: webDist });
afterAll(() => fs.rmSync(webDist, { recursive: true, force: true }));

describe('the app starts after the first paint', () => {
  it('names the entry as a modulepreload and imports it from an inline module the policy allows by hash', async () => {
    const res = await server.app.inject({ method: 'GET', url: '/' });
    expect(res.body).not.toContain('<script type="module" crossorigin src=');
    expect(res.body).toContain('<link rel="modulepreload" crossorigin href="/assets/index-AbC_12.js">');
    const inline = /<script type="module">([^<]*)<\/script>/.exec(res.body)?.[1];
    expect(inline).toContain('import("/assets/index-AbC_12.js")');
    expect(inline).toContain('requestAnimationFrame(');
    const hash = crypto.createHash('sha256').update(inline ?? '').digest('base64');
    const scriptSrc = /script-src ([^;]*)/.exec(String(res.headers['content-security-policy']))?.[1]?.split(' ');
    expect(scriptSrc).toEqual(["'self'", `'sha256-${hash}'`]);
  });

  it('starts the app once, whichever of the frame and the timer comes first', async () => {
    const res = await server.app.inject({ method: 'GET', url: '/movie/550' });
    const inline = /<script type="module">([^<]*)<\/script>/.exec(res.body)?.[1] ?? '';
    const imported: string[] = [];
    const frames: (() => void)[] = [];
    const timers: (() => void)[] = [];
    // The inline code with the browser's functions standing in (import() is a keyword, so it is renamed).
    const run = new Function('requestAnimationFrame', 'setTimeout', 'load', inline.replace('import(', 'load('));
    run((callback: () => void) => frames.push(callback), (callback: () => void) => timers.push(callback), (src: string) => imported.push(src));
    expect(imported).toEqual([]);
    frames.shift()!();
    expect(imported).toEqual([]);
    for (const timer of timers) timer();
    expect(imported).toEqual(['/assets/index-AbC_12.js']);
  });
});
