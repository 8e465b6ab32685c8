import fs from 'node:fs';
import path from 'node:path';
import type { AppConfigReply } from '@marquee/core';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { LRUCache } from 'lru-cache';
import { startRenderThread } from './first-screen-worker.ts';

/**
 * The server's rendering of a screen's first paint (apps/web/src/entry-server.tsx, built to
 * apps/web/dist-ssr next to the web build): the screen's markup and the data it was drawn from, written
 * into the page so that a phone shows the screen before the app's code has arrived, and the app starts
 * from the same data. Rendered as a visitor sees the screen (the server cannot know who is signed in;
 * nothing account-specific is in it), so one rendering serves everyone for a while.
 */

export interface FirstScreen {
  html: string;
  state: unknown;
}

/**
 * How long a rendering is fresh: the catalogue's lists change daily at most, and the gateway caches them
 * anyway. An older one still serves while its successor renders, so no visitor waits for a rendering
 * but the very first (and the server renders that one as it starts).
 */
const FRESH_MS = 60_000;
/** A page never waits longer than this for a rendering; a slow one finishes for the next visitor. */
const WAIT_MS = 1_000;

/**
 * The first screen of the page at this URL (path and query), or null when there is none (not a rendered
 * screen, failed, or slow).
 */
export type FirstScreenRenderer = (url: string) => Promise<FirstScreen | null>;

const WARM_UP = ['/', '/search?q=the', '/movie/0', '/tv/0'];

/** How many renderings are kept: the home page, and the searches and title pages visited most lately. */
const KEPT = 200;

/**
 * The renderer, or null when the build has no server entry (e.g. `vite build` alone) and pages start from
 * index.html. The entry runs in a thread of its own (http/first-screen-worker.ts).
 */
export async function loadFirstScreenRenderer(
  app: FastifyInstance,
  webDist: string,
  appConfig: AppConfigReply,
): Promise<FirstScreenRenderer | null> {
  const entryFile = path.join(path.dirname(webDist), 'dist-ssr', 'entry-server.js');
  if (!fs.existsSync(entryFile)) return null;

  const thread = startRenderThread<AppConfigReply, FirstScreen>({
    entryFile,
    config: appConfig,
    // The app's own API, asked in-process as a visitor: the same answers the browser would get.
    api: async (url) => {
      const res = await app.inject({ method: 'GET', url });
      return {
        status: res.statusCode,
        body: res.statusCode === 204 ? null : res.payload,
        contentType: String(res.headers['content-type'] ?? 'application/json'),
      };
    },
  });
  app.addHook('onClose', () => thread.stop());
  // Until the entry has loaded, pages start from index.html; if it cannot load, they always do.
  let patterns: RegExp[] = [];
  thread.ready.then(
    (loaded) => {
      patterns = loaded;
    },
    (error: unknown) => app.log.warn({ err: error }, 'the first-screen renderer did not start; pages start from index.html'),
  );

  const renderings = new LRUCache<string, { at: number; result: Promise<FirstScreen | null> }>({ max: KEPT });
  const refreshing = new Set<string>();
  const render = (url: string, log: FastifyBaseLogger) =>
    thread.render(url).catch((error: unknown) => {
      log.warn({ err: error, url }, 'rendering the first screen failed; the page starts from index.html');
      return null;
    });

  const refresh = (url: string) => {
    const next = { at: Date.now(), result: render(url, app.log) };
    // The previous rendering serves until this one is done.
    void next.result.then(() => renderings.set(url, next));
    return next;
  };
  const renderer = async (url: string) => {
    const pathname = new URL(url, 'http://page.invalid').pathname;
    if (!patterns.some((pattern) => pattern.test(pathname))) return null;
    let rendering = renderings.get(url);
    if (!rendering) {
      rendering = refresh(url);
      renderings.set(url, rendering);
    } else if (Date.now() - rendering.at > FRESH_MS && !refreshing.has(url)) {
      refreshing.add(url);
      void refresh(url).result.finally(() => refreshing.delete(url));
    }
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<null>((resolve) => {
      timer = setTimeout(() => resolve(null), WAIT_MS);
    });
    try {
      return await Promise.race([rendering.result, late]);
    } finally {
      clearTimeout(timer);
    }
  };
  // The home page is rendered as the server starts (once the entry has loaded and the server answers the
  // rendering's own requests), not on a first visit; so are a search and the title pages' code, whose first
  // rendering would otherwise also pay for loading and compiling it.
  app.addHook('onReady', async () => {
    void thread.ready
      .then(() => {
        for (const url of WARM_UP) void renderer(url);
      })
      .catch(() => {});
  });
  return renderer;
}
