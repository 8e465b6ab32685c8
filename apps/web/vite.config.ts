import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, URL } from 'node:url';
import zlib from 'node:zlib';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin, type UserConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { linguiMacros, messageCatalogues } from './i18n-plugin';
import { screenCodePlugin } from './screen-code-plugin';

// The dev server forwards the API and the local player pages to the Node server (npm run dev at the root).
const serverOrigin = process.env.MARQUEE_SERVER ?? 'http://localhost:8080';

/**
 * Writes a brotli (best quality) and a gzip copy beside each built asset, which the server sends as they are
 * (@fastify/static's preCompressed): hashed assets never change, so compressing them on every request, as
 * @fastify/compress would, spends the server's CPU again and again on a weaker result.
 */
function precompressAssets(): Plugin {
  let outDir = '';
  return {
    name: 'marquee:precompress-assets',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir, config.build.assetsDir);
    },
    closeBundle() {
      if (!fs.existsSync(outDir)) return;
      for (const name of fs.readdirSync(outDir)) {
        if (!/\.(js|css|svg|json)$/.test(name)) continue;
        const file = path.join(outDir, name);
        const body = fs.readFileSync(file);
        // Below the compress plugin's threshold (apps/server/src/app.ts) a file goes out as it is anyway.
        if (body.length < 1024) continue;
        fs.writeFileSync(`${file}.br`, zlib.brotliCompressSync(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }));
        fs.writeFileSync(`${file}.gz`, zlib.gzipSync(body, { level: 9 }));
      }
    },
  };
}

/** The mode of the build of the pages' start-up script (src/start-after-first-paint.ts). */
const START_SCRIPT_MODE = 'start-script';

/**
 * The pages' start-up script, built on its own: the server writes it inline into every page, so it is one
 * self-contained, minified file, read by the server from dist-ssr beside the server entry, not served.
 */
const startScriptBuild: UserConfig = {
  publicDir: false,
  build: {
    outDir: 'dist-ssr',
    // Built after the server entry, into the same folder.
    emptyOutDir: false,
    rolldownOptions: {
      input: 'src/start-after-first-paint.ts',
      output: { entryFileNames: 'start-after-first-paint.js' },
    },
  },
};

/** What the runtime caching's tests use of the worker's global scope (they run in the worker, not here). */
type WorkerScope = { registration: ServiceWorkerRegistration };

/**
 * The service worker (docs/behaviour.md#extras): the app shell precached; metadata and images cached for offline use; the own
 * API (accounts, lists, history) never cached. The manifest is served by the server (its name is SITE_NAME).
 *
 * The app may be served under a base path (BASE_PATH), known only when it runs: the worker is registered with the
 * base as its scope (src/features/install/service-worker.ts), and each URL test below reads the base from there
 * (the scope's path, with its trailing slash). The tests are copied into sw.js as their source text, so each uses
 * only what exists in the worker; the precache's relative URLs ('index.html') resolve against the worker's own.
 */
function serviceWorker() {
  return VitePWA({
    registerType: 'prompt',
    injectRegister: false,
    manifest: false,
    workbox: {
      globPatterns: ['**/*.{js,css,html,svg,png}'],
      // Not the plugin's default of answering every navigation with the precached index.html: see 'pages'.
      navigateFallback: null,
      runtimeCaching: [
        {
          // Pages come from the server while it answers, so its headers hold: the page policy follows the
          // configuration (ad origin, playback sources) rather than the build. Offline, a page seen before
          // opens from this cache, any other from the precached shell. Server pages (/embed) are left alone.
          urlPattern: ({ request, url, sameOrigin }) => {
            const base = new URL((self as unknown as WorkerScope).registration.scope).pathname;
            return (
              sameOrigin &&
              request.mode === 'navigate' &&
              !url.pathname.startsWith(`${base}api/`) &&
              !url.pathname.startsWith(`${base}embed/`)
            );
          },
          handler: 'NetworkFirst',
          options: {
            cacheName: 'pages',
            networkTimeoutSeconds: 5,
            expiration: { maxEntries: 50 },
            precacheFallback: { fallbackURL: 'index.html' },
          },
        },
        {
          // Seen pages open with no network; a fresh copy replaces the cached one in the background. A limited
          // profile's requests carry its token and their answers are its own: never cached, never given to it.
          urlPattern: ({ url, sameOrigin, request }) =>
            sameOrigin &&
            url.pathname.startsWith(`${new URL((self as unknown as WorkerScope).registration.scope).pathname}api/tmdb/`) &&
            !request.headers.has('authorization'),
          handler: 'StaleWhileRevalidate',
          options: {
            cacheName: 'metadata',
            expiration: { maxEntries: 400, maxAgeSeconds: 7 * 24 * 60 * 60, purgeOnQuotaError: true },
            cacheableResponse: { statuses: [200] },
          },
        },
        {
          // Image paths name their content, so a cached image is never stale; the count bounds the disk used.
          urlPattern: ({ url, sameOrigin }) =>
            sameOrigin &&
            url.pathname.startsWith(`${new URL((self as unknown as WorkerScope).registration.scope).pathname}api/images/`),
          handler: 'CacheFirst',
          options: {
            cacheName: 'images',
            expiration: { maxEntries: 300, maxAgeSeconds: 30 * 24 * 60 * 60, purgeOnQuotaError: true },
            cacheableResponse: { statuses: [200] },
          },
        },
        {
          // The start-up configuration (site name, image sizes, sources): the app cannot draw a screen without it.
          urlPattern: ({ url, sameOrigin }) =>
            sameOrigin && url.pathname === `${new URL((self as unknown as WorkerScope).registration.scope).pathname}api/config`,
          handler: 'NetworkFirst',
          options: { cacheName: 'app-config', networkTimeoutSeconds: 5, expiration: { maxEntries: 1 } },
        },
      ],
    },
  });
}

export default defineConfig(({ isSsrBuild, mode }) =>
  mode === START_SCRIPT_MODE
    ? startScriptBuild
    : {
        // Relative: the server serves the app under BASE_PATH, known only when it runs; it writes the base into
        // index.html's './' URLs, and the chunks find each other relative to their own. The dev server serves at '/'.
        base: './',
        plugins: [
          linguiMacros(),
          messageCatalogues(),
          react(),
          tailwindcss(),
          screenCodePlugin(),
          !isSsrBuild && precompressAssets(),
          !isSsrBuild && serviceWorker(),
        ],
        resolve: {
          alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
        },
        // The server's rendering of first screens (src/entry-server.tsx, built to dist-ssr): the shared package is
        // TypeScript source, and of lucide's thousands of drawings only those the app draws are wanted, so both are
        // bundled; the other packages load from node_modules.
        ssr: { noExternal: ['@marquee/core', 'lucide'] },
        build: {
          // Read by the server to name a screen's chunks in its page (apps/server/src/http/preload-hints.ts).
          manifest: true,
          // Every browser the app supports preloads modules itself: Vite's polyfill for those that do not is left out.
          modulePreload: { polyfill: false },
          copyPublicDir: !isSsrBuild,
          rolldownOptions: isSsrBuild
            ? {}
            : {
                output: {
                  // Named by their hash alone: every screen's start-up code lists every chunk's name, and the shorter
                  // names keep the home page within its JavaScript budget (docs/architecture.md#figures).
                  chunkFileNames: 'assets/[hash].js',
                  // Start-up code in one chunk, and no chunks of a few hundred bytes: on a phone's connection every
                  // further file of a screen costs a round trip more than its bytes.
                  codeSplitting: {
                    // The big libraries in chunks of their own, so a release of one leaves the others cached. (Splitting does
                    // not spread the start-up work: a chunk's modules run when the entry first asks for them, all in one task;
                    // apps/web/src/main.tsx splits that work instead.)
                    groups: [
                      // Mutations and infinite lists serve screens other than the first ones (accounts, lists, history),
                      // so they load with those screens instead of with the app: only these modules, their
                      // dependencies staying in 'query'.
                      {
                        name: 'query-more',
                        test: /@tanstack[\\/].*[\\/](mutationObserver|useMutation|infiniteQueryObserver|useInfiniteQuery|infiniteQueryOptions)\.js$/,
                        includeDependenciesRecursively: false,
                        priority: 3,
                      },
                      // Lingui's <Trans> (src/lib/trans.tsx), shared by screens loaded on demand: apart, not in the
                      // start-up code, where common code of those screens is otherwise placed.
                      {
                        name: 'trans',
                        test: /(@lingui[\\/]react[\\/]dist[\\/](shared|server)|src[\\/]lib[\\/]trans\.tsx)/,
                        includeDependenciesRecursively: false,
                        priority: 3,
                      },
                      { name: 'react-dom', test: /node_modules[\\/](react-dom|scheduler)[\\/]/, priority: 2 },
                      { name: 'query', test: /node_modules[\\/]@tanstack[\\/]/, priority: 2 },
                      { name: 'app', tags: ['$initial'], priority: 1 },
                    ],
                    experimentalInlineCommonChunks: { maxSize: 16384 },
                  },
                },
              },
        },
        server: {
          proxy: {
            '/api': serverOrigin,
            '/embed': serverOrigin,
            '/manifest.webmanifest': serverOrigin,
          },
        },
        // Output: apps/web/dist (Vite's default), served by the Node server. Screens are split per route
        // (src/app/router.tsx); the build report's gzip column shows what the first load costs.
      },
);
