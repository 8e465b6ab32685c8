import fs from 'node:fs';
import path from 'node:path';
import { SOURCE_LANGUAGE, ssrCacheKey, SSR_WARM_UP, type AppConfigReply, type LanguageCode } from '@marquee/core';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { LRUCache } from 'lru-cache';
import { requestTarget } from '../request-target.ts';
import { IN_PROCESS_HEADERS, inProcessHeadersFor } from '../rate-limits.ts';
import { Waiters } from './waiters.ts';
import { RenderNotDone, startRenderThread, type RenderThread } from './render-thread.ts';

/**
 * The server's rendering of a screen's first paint (apps/web/src/entry-server.tsx, built to
 * apps/web/dist-ssr next to the web build): the screen's markup and the data it was drawn from, written
 * into the page so that a phone shows the screen before the app's code has arrived, and the app starts
 * from the same data. Rendered as a visitor sees the screen (the server cannot know who is signed in;
 * nothing account-specific is in it), so one rendering serves everyone for a while.
 */

export interface RenderedScreen {
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
 * screen, failed, slow, or the server is too busy). `signal` aborts when the request has closed: a rendering
 * that has not started by then, and that no other request waits for, is dropped. `clientAddress` is the page
 * request's: a rendering it starts spends that address's gateway budget (GATEWAY_RATE_LIMIT), and one cut
 * short by it is not kept. `language` is the page's (the source language when not given).
 */
export type SsrRenderer = (
  url: string,
  signal?: AbortSignal,
  clientAddress?: string,
  language?: LanguageCode,
) => Promise<RenderedScreen | null>;

/** How many renderings are cached: the home page, and the searches and title pages visited most lately. */
const CACHED = 200;

/** A rendering as cached: null when it failed, so a screen that fails is not tried again by every visitor. */
interface CachedScreen {
  screen: RenderedScreen | null;
}

/** The renderer, and a change of the configuration its screens are drawn with (a renamed site's). */
export interface SsrRenderers {
  render: SsrRenderer;
  configure(appConfig: AppConfigReply): void;
}

/**
 * The renderer, or null when the build has no server entry (e.g. `vite build` alone) and pages start from
 * index.html. The entry runs in a thread of its own (render-thread.ts).
 */
export async function loadSsrRenderer(
  app: FastifyInstance,
  webDist: string,
  appConfig: AppConfigReply,
): Promise<SsrRenderers | null> {
  const entryFile = path.join(path.dirname(webDist), 'dist-ssr', 'entry-server.js');
  if (!fs.existsSync(entryFile)) return null;
  const thread = startThread(app, entryFile, appConfig);
  // Until the entry has loaded, pages start from index.html; if it cannot load, they always do.
  let patterns: RegExp[] = [];
  thread.ready.then(
    (loaded) => {
      patterns = loaded;
    },
    (error: unknown) => app.log.warn({ err: error }, 'the SSR renderer did not start; pages start from index.html'),
  );
  const cached = () => cachedRenderer(app.log, thread, (screenPath) => patterns.some((pattern) => pattern.test(screenPath)));
  let renderer = cached();
  const language = app.ctx.config.defaultLanguage;
  app.addHook('onReady', async () => warmUp(thread, renderer, language));
  return {
    render: (url, signal, clientAddress, language) => renderer(url, signal, clientAddress, language),
    configure(config) {
      thread.configure(config);
      // A new cache: what was drawn with the old configuration, or is being drawn, is not served again.
      renderer = cached();
      warmUp(thread, renderer, language);
    },
  };
}

function startThread(
  app: FastifyInstance,
  entryFile: string,
  config: AppConfigReply,
): RenderThread<RenderedScreen, AppConfigReply> {
  const thread = startRenderThread<AppConfigReply, RenderedScreen>({
    entryFile,
    config,
    // The app's own API, asked in-process as a visitor: the same answers the browser would get, within the
    // same per-address limits, counted for the client whose page asked for the rendering.
    api: async (url, onBehalfOf) => {
      const headers = onBehalfOf === undefined ? IN_PROCESS_HEADERS : inProcessHeadersFor(onBehalfOf);
      // Under BASE_PATH, as a browser's request would come (http/base-path.ts).
      const res = await app.inject({ method: 'GET', url: app.ctx.config.basePath + url, headers });
      return {
        status: res.statusCode,
        body: res.statusCode === 204 ? null : res.payload,
        contentType: String(res.headers['content-type'] ?? 'application/json'),
      };
    },
    onRestart: (error) => app.log.warn({ err: error }, 'the SSR thread died; another was started'),
  });
  app.addHook('onClose', () => thread.stop());
  return thread;
}

/** Renders the screen at `screenUrl`; undefined when that was not done (queue full, nobody waiting): not cached. */
async function render(
  thread: Pick<RenderThread<RenderedScreen>, 'render'>,
  { screenUrl, language }: RenderingKey,
  waiters: Waiters,
  log: FastifyBaseLogger,
  clientAddress: string | undefined,
): Promise<CachedScreen | undefined> {
  try {
    return { screen: await thread.render(screenUrl, waiters.signal, clientAddress, language) };
  } catch (error) {
    // One past its time is cached like a failure below, so a screen that hangs is not tried by every visitor.
    if (error instanceof RenderNotDone && error.reason !== 'late') {
      log.debug({ url: screenUrl, reason: error.reason }, 'the first screen was not rendered; the page starts from index.html');
      return undefined;
    }
    log.warn({ err: error, url: screenUrl }, 'rendering the first screen failed; the page starts from index.html');
    return { screen: null };
  }
}

/** What one rendering is of: a screen's one URL (ssrCacheKey) in one language. */
interface RenderingKey {
  screenUrl: string;
  language: LanguageCode;
}

/** The cache's key of a rendering: the language, then the screen's URL (which starts with '/'). */
const cacheKey = ({ screenUrl, language }: RenderingKey) => `${language}${screenUrl}`;

/**
 * The renderer over a cache of renderings, keyed by the screen's one URL (ssrCacheKey) and the page's language,
 * never by the address as requested: any number of addresses of one screen make one rendering a language. `rendered` says whether the entry
 * renders the screen at this path. lru-cache's `fetch` makes one rendering per URL at a time, serves a rendering
 * past its minute while the next one renders, and keeps it when the next one is not done (or forgets the URL
 * when there was none, so the next visitor asks again).
 */
export function cachedRenderer(
  log: FastifyBaseLogger,
  thread: Pick<RenderThread<RenderedScreen>, 'render'>,
  rendered: (screenPath: string) => boolean,
  freshMs = FRESH_MS,
): SsrRenderer {
  /** Who waits for each rendering under way; one that has not started is dropped once nobody does. */
  const waitersByKey = new Map<string, Waiters>();
  const renderings = new LRUCache<string, CachedScreen, { rendering: RenderingKey; clientAddress: string | undefined }>({
    max: CACHED,
    ttl: freshMs,
    allowStale: true,
    fetchMethod: (key, stale, { context: { rendering, clientAddress } }) => {
      const waiters = new Waiters();
      // A rendering that replaces a stale one is wanted whoever asked for it: the page was served already.
      if (stale) waiters.add(undefined);
      waitersByKey.set(key, waiters);
      return render(thread, rendering, waiters, log, clientAddress).finally(() => {
        if (waitersByKey.get(key) === waiters) waitersByKey.delete(key);
      });
    },
  });

  return async (url, signal, clientAddress, language = SOURCE_LANGUAGE) => {
    const target = requestTarget(url);
    const screenUrl = target && ssrCacheKey(target.pathname, target.searchParams);
    if (!screenUrl || !rendered(screenUrl.split('?')[0]!)) return null;
    const rendering = { screenUrl, language };
    const key = cacheKey(rendering);
    const result = renderings.fetch(key, { context: { rendering, clientAddress } });
    waitersByKey.get(key)?.add(signal);
    // A fetch whose URL was evicted from the cache while it ran rejects; the page then starts from index.html.
    return waitAtMost(
      result.then(
        (cached) => cached?.screen ?? null,
        () => null,
      ),
      WAIT_MS,
    );
  };
}

/** The result, or null when it takes longer than `ms`. */
async function waitAtMost<T>(result: Promise<T | null>, ms: number): Promise<T | null> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), ms);
  });
  try {
    return await Promise.race([result, late]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * The home page and Sports are rendered as the server starts (once the entry has loaded and the server answers
 * the rendering's own requests), in the site's default language, not on a first visit; so are a search and the title pages' code, whose first
 * rendering would otherwise also pay for loading and compiling it, past what a page waits on a busy machine.
 */
function warmUp(thread: RenderThread<RenderedScreen>, renderer: SsrRenderer, language: LanguageCode): void {
  void thread.ready
    .then(() => {
      for (const url of SSR_WARM_UP) {
        const target = requestTarget(url)!;
        // A title page with a refused id is no screen's URL and is not cached: rendered once only to load the code.
        if (ssrCacheKey(target.pathname, target.searchParams)) void renderer(url, undefined, undefined, language);
        else void thread.render(url).catch(() => {});
      }
    })
    .catch(() => {});
}
