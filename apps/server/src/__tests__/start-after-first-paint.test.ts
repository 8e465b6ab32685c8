import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { indexPage, readStartScript } from '../http/index-page.ts';
import { appConfigReply } from '../modules/config/app-config-reply.ts';
import { useTestApp } from './support/app.ts';
import { builtStartScript, webBuildWithStartScript } from './support/start-script.ts';

/**
 * The page starts the app's entry only after its first paint (http/index-page.ts): the entry downloads as
 * early as a script would (a modulepreload in its place), and the only script that runs is a short inline
 * module the page policy allows by its hash: the web build's start-up script (apps/web/src/start-after-first-paint.ts),
 * built here as `npm run build` builds it.
 */
const BUILT_HTML =
  '<!doctype html><html><head><title>Marquee</title>\n' +
  '    <script type="module" crossorigin src="/assets/index-AbC_12.js"></script>\n' +
  '    <link rel="modulepreload" crossorigin href="/assets/web-XyZ.js">\n' +
  '</head><body><div id="root"></div></body></html>';
const startScript = await builtStartScript();
const build = await webBuildWithStartScript(BUILT_HTML);
const server = useTestApp({ WEB_DIST: build.webDist });
afterAll(() => fs.rmSync(build.root, { recursive: true, force: true }));

/** The page's inline start-up code, as a function of the browser objects it uses (import() renamed to load()). */
function inlineCode(inline: string) {
  // eslint-disable-next-line @typescript-eslint/no-implied-eval -- the page's own inline script is the code under test
  return new Function(
    'PerformanceObserver',
    'setTimeout',
    'document',
    'load',
    'sessionStorage',
    'location',
    'localStorage',
    inline.replaceAll('import(', 'load('),
  );
}

describe('the app starts after the first paint', () => {
  it('names the entry as a modulepreload and imports it from an inline module the policy allows by hash', async () => {
    const res = await server.app.inject({ method: 'GET', url: '/' });
    expect(res.body).not.toContain('<script type="module" crossorigin src=');
    expect(res.body).toContain('<link rel="modulepreload" crossorigin href="/assets/index-AbC_12.js">');
    const inline = /<script type="module">([^<]*)<\/script>/.exec(res.body)?.[1];
    // The built script, after the entry and the chunks it imports.
    expect(inline).toBe(`const APP_CHUNKS=["/assets/web-XyZ.js"],APP_ENTRY="/assets/index-AbC_12.js";${startScript.trim()}`);
    expect(inline).toContain('first-contentful-paint');
    const hash = crypto
      .createHash('sha256')
      .update(inline ?? '')
      .digest('base64');
    const scriptSrc = /script-src ([^;]*)/.exec(String(res.headers['content-security-policy']))?.[1]?.split(' ');
    expect(scriptSrc).toEqual(["'self'", `'sha256-${hash}'`]);
  });

  it('starts the app once, whichever of the first contentful paint and the timer comes first, after asking for the code the page names', async () => {
    const res = await server.app.inject({ method: 'GET', url: '/movie/550' });
    const inline = /<script type="module">([^<]*)<\/script>/.exec(res.body)?.[1] ?? '';
    const events: string[] = [];
    const timers: (() => void)[] = [];
    // The browser's paint timing, reported by hand: first a paint that is not contentful, then the one that is.
    let reportPaints: (names: string[]) => void = () => {};
    let observing = false;
    class PerformanceObserver {
      constructor(callback: (list: { getEntriesByName(name: string): unknown[] }, observer: { disconnect(): void }) => void) {
        reportPaints = (names) =>
          callback({ getEntriesByName: (name) => names.filter((n) => n === name) }, { disconnect: () => (observing = false) });
      }
      observe(options: { type: string; buffered: boolean }) {
        observing = options.type === 'paint' && options.buffered;
      }
    }
    const document = {
      getElementById: (id: string) => (id === 'app-code' ? { textContent: '["/assets/web-XyZ.js","/assets/home-1.js"]' } : null),
      createElement: () => ({}) as Record<string, string>,
      head: {
        append: (link: Record<string, string>) =>
          events.push(`${link.rel} ${link.href} crossorigin=${JSON.stringify(link.crossOrigin)}`),
      },
    };
    // The inline code with the browser's functions standing in (import() is a keyword, so it is renamed).
    const run = inlineCode(inline);
    run(
      PerformanceObserver,
      (callback: () => void) => timers.push(callback),
      document,
      async (src: string) => void events.push(`import ${src}`),
      new MemoryStorage(),
      { reload: () => events.push('reload') },
    );
    const settle = () => new Promise((resolve) => setImmediate(resolve));
    expect(observing).toBe(true);
    expect(timers).toHaveLength(1); // the fallback
    reportPaints(['first-paint']);
    expect(timers).toHaveLength(1);
    reportPaints(['first-contentful-paint']);
    expect(observing).toBe(false);
    expect(events).toEqual([]);
    // The task after the paint and the fallback timer both fire; then one task for each chunk before the entry.
    while (timers.length > 0) {
      timers.shift()!();
      await settle();
    }
    expect(events).toEqual([
      'modulepreload /assets/web-XyZ.js crossorigin=""',
      'modulepreload /assets/home-1.js crossorigin=""',
      'import /assets/web-XyZ.js',
      'import /assets/index-AbC_12.js',
    ]);
  });

  it.each([
    ['a Kids profile', { kids: true, maxRating: null }, true],
    ['a profile with a maximum rating', { kids: false, maxRating: 'PG-13' }, true],
    ['a profile without limits', { kids: false, maxRating: null }, false],
  ])("empties the visitor's page and starts at once for %s", async (_case, profile, limited) => {
    const res = await server.app.inject({ method: 'GET', url: '/' });
    const inline = /<script type="module">([^<]*)<\/script>/.exec(res.body)?.[1] ?? '';
    const timers: { callback: () => void; ms: number | undefined }[] = [];
    let emptied = false;
    const local = new MemoryStorage();
    local.setItem('profile', JSON.stringify({ id: 'p', name: 'Sam', ...profile }));
    inlineCode(inline)(
      class {
        observe() {}
      },
      (callback: () => void, ms?: number) => timers.push({ callback, ms }),
      {
        getElementById: (id: string) => (id === 'root' ? { replaceChildren: () => (emptied = true) } : null),
        head: { append() {} },
      },
      async () => {},
      new MemoryStorage(),
      { reload() {} },
      local,
    );
    expect(emptied).toBe(limited);
    // At once (the next task), or after the first paint with the one-second fallback.
    expect(timers.map((timer) => timer.ms)).toEqual(limited ? [undefined] : [1000]);
  });

  it("runs each of the entry's chunks in a task of its own, dependencies first", async () => {
    const res = await server.app.inject({ method: 'GET', url: '/' });
    const inline = /<script type="module">([^<]*)<\/script>/.exec(res.body)?.[1] ?? '';
    const events: string[] = [];
    const timers: (() => void)[] = [];
    const run = inlineCode(inline);
    run(
      class {
        observe() {}
      },
      (callback: () => void) => timers.push(callback),
      { getElementById: () => null, head: { append() {} } },
      async (src: string) => void events.push(`import ${src}`),
      new MemoryStorage(),
      { reload: () => events.push('reload') },
    );
    const settle = () => new Promise((resolve) => setImmediate(resolve));
    timers.shift()!(); // the fallback timer starts the app
    await settle();
    expect(events).toEqual(['import /assets/web-XyZ.js']);
    timers.shift()!(); // the task after the chunk
    await settle();
    expect(events).toEqual(['import /assets/web-XyZ.js', 'import /assets/index-AbC_12.js']);
  });

  it('reloads the page once when its code fails to load, and not again until the code has loaded once', async () => {
    const res = await server.app.inject({ method: 'GET', url: '/' });
    const inline = /<script type="module">([^<]*)<\/script>/.exec(res.body)?.[1] ?? '';
    const storage = new MemoryStorage();
    /** One page load: the fallback timer starts the app, and importing `failing` throws. */
    const load = async (failing: string | null) => {
      const events: string[] = [];
      const timers: (() => void)[] = [];
      const errors: unknown[] = [];
      const run = inlineCode(inline);
      run(
        class {
          observe() {}
        },
        (callback: () => Promise<void> | void) =>
          timers.push(() => void Promise.resolve(callback()).catch((error) => errors.push(error))),
        { getElementById: () => null, head: { append() {} } },
        async (src: string) => {
          events.push(`import ${src}`);
          if (src === failing) throw new TypeError(`Failed to fetch dynamically imported module: ${src}`);
        },
        storage,
        { reload: () => events.push('reload') },
      );
      while (timers.length > 0) {
        timers.shift()!();
        await new Promise((resolve) => setImmediate(resolve));
      }
      return { events, errors };
    };

    // A deployment has removed the old chunk: the page reloads to get the new one.
    expect((await load('/assets/web-XyZ.js')).events).toEqual(['import /assets/web-XyZ.js', 'reload']);
    // The reloaded page cannot load its code either: it stays as the server drew it, with the error reported.
    const second = await load('/assets/index-AbC_12.js');
    expect(second.events).toEqual(['import /assets/web-XyZ.js', 'import /assets/index-AbC_12.js']);
    expect(second.errors).toHaveLength(1);
    // Once the code has loaded, a later failure reloads again.
    expect((await load(null)).events).toEqual(['import /assets/web-XyZ.js', 'import /assets/index-AbC_12.js']);
    expect((await load('/assets/web-XyZ.js')).events).toEqual(['import /assets/web-XyZ.js', 'reload']);
  });
});

describe('a page that carries its screen', () => {
  const built =
    '<!doctype html><html><head><title>Marquee</title>\n' +
    '    <script type="module" crossorigin src="/assets/index-AbC_12.js"></script>\n' +
    '    <link rel="modulepreload" crossorigin href="/assets/web-XyZ.js">\n' +
    '</head><body><div id="root"><!--first-paint--><header></header><!--/first-paint--></div></body></html>';
  const page = indexPage(built, appConfigReply(loadConfig({}), [], 'Marquee'), undefined, startScript);
  const hints = '<link rel="modulepreload" crossorigin href="/assets/home-1.js"><link rel="preload" as="image" href="/x.svg">';

  it('names its code as data for after the first paint, not as modulepreload links', () => {
    const html = page.html(hints, { html: '<main>Home</main>', state: {} });
    expect(html).not.toContain('<link rel="modulepreload"');
    const code = /<script id="app-code" type="application\/json">([^<]*)<\/script><\/head>/.exec(html)?.[1];
    expect(JSON.parse(code ?? 'null')).toEqual(['/assets/index-AbC_12.js', '/assets/web-XyZ.js', '/assets/home-1.js']);
    // Other hints stay.
    expect(html).toContain('<link rel="preload" as="image" href="/x.svg">');
    expect(html).toContain('<div id="root"><main>Home</main></div>');
  });

  it('keeps the links of a page the app must draw, with no code data', () => {
    const html = page.html(hints, null);
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/index-AbC_12.js">');
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/web-XyZ.js">');
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/home-1.js">');
    expect(html).not.toContain('id="app-code"');
  });
});

describe('the start-up script read from the build', () => {
  const appConfig = appConfigReply(loadConfig({}), [], 'Marquee');
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'marquee-start-script-read-'));
  const webDist = path.join(root, 'dist');
  fs.mkdirSync(webDist);
  afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

  it('is inlined when the build has one, and otherwise the page starts the app as Vite wrote it, with no inline script', () => {
    fs.rmSync(path.join(root, 'dist-ssr'), { recursive: true, force: true });
    const without = indexPage(BUILT_HTML, appConfig, webDist);
    expect(without.inlineScripts).toEqual([]);
    expect(without.html()).toContain('<script type="module" crossorigin src="/assets/index-AbC_12.js"></script>');
    expect(without.html()).not.toContain('<script type="module">');

    fs.mkdirSync(path.join(root, 'dist-ssr'));
    fs.writeFileSync(path.join(root, 'dist-ssr', 'start-after-first-paint.js'), startScript);
    const withScript = indexPage(BUILT_HTML, appConfig, webDist);
    expect(withScript.inlineScripts).toHaveLength(1);
    expect(withScript.html()).toContain(`${startScript.trim()}</script>`);
  });

  it('is refused when its text could end its element or open a comment', () => {
    fs.mkdirSync(path.join(root, 'dist-ssr'), { recursive: true });
    const file = path.join(root, 'dist-ssr', 'start-after-first-paint.js');
    for (const text of ['console.log("</SCRIPT>")', 'console.log("<!--")']) {
      fs.writeFileSync(file, text);
      expect(readStartScript(webDist)).toBeNull();
    }
    fs.writeFileSync(file, 'console.log(1 < 2)\n');
    expect(readStartScript(webDist)).toBe('console.log(1 < 2)');
  });
});

/** sessionStorage, as far as the start-up code uses it. */
class MemoryStorage {
  private readonly items = new Map<string, string>();
  getItem(key: string): string | null {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string): void {
    this.items.set(key, value);
  }
  removeItem(key: string): void {
    this.items.delete(key);
  }
}
