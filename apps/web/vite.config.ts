import { fileURLToPath, URL } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

// The dev server forwards the API and the local player pages to the Node server (npm run dev at the root).
const serverOrigin = process.env.MARQUEE_SERVER ?? 'http://localhost:8080';

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    react(),
    tailwindcss(),
    // The service worker (issue 9): the app shell precached; metadata and images kept for offline use; the own
    // API (accounts, lists, history) never cached. The manifest is served by the server (its name is SITE_NAME).
    !isSsrBuild &&
    VitePWA({
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
            urlPattern: ({ request, url, sameOrigin }) =>
              sameOrigin && request.mode === 'navigate' && !url.pathname.startsWith('/api/') && !url.pathname.startsWith('/embed/'),
            handler: 'NetworkFirst',
            options: {
              cacheName: 'pages',
              networkTimeoutSeconds: 5,
              expiration: { maxEntries: 50 },
              precacheFallback: { fallbackURL: 'index.html' },
            },
          },
          {
            // Seen pages open with no network; a fresh copy replaces the kept one in the background.
            urlPattern: ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/api/tmdb/'),
            handler: 'StaleWhileRevalidate',
            options: {
              cacheName: 'metadata',
              expiration: { maxEntries: 400, maxAgeSeconds: 7 * 24 * 60 * 60, purgeOnQuotaError: true },
              cacheableResponse: { statuses: [200] },
            },
          },
          {
            // Image paths name their content, so a kept image is never stale; the count bounds the disk used.
            urlPattern: ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/api/images/'),
            handler: 'CacheFirst',
            options: {
              cacheName: 'images',
              expiration: { maxEntries: 300, maxAgeSeconds: 30 * 24 * 60 * 60, purgeOnQuotaError: true },
              cacheableResponse: { statuses: [200] },
            },
          },
          {
            // The start-up configuration (site name, image sizes, sources): the app cannot draw a screen without it.
            urlPattern: ({ url, sameOrigin }) => sameOrigin && url.pathname === '/api/config',
            handler: 'NetworkFirst',
            options: { cacheName: 'app-config', networkTimeoutSeconds: 5, expiration: { maxEntries: 1 } },
          },
        ],
      },
    }),
  ],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  // The server's rendering of first screens (src/entry-server.tsx, built to dist-ssr): the shared package is
  // TypeScript source, so it is bundled; the other packages load from node_modules.
  ssr: { noExternal: ['@marquee/core'] },
  build: {
    // Read by the server to name a screen's chunks in its page (apps/server/src/http/page-hints.ts).
    manifest: true,
    copyPublicDir: !isSsrBuild,
    rolldownOptions: isSsrBuild ? {} : {
      output: {
        // Start-up code in one chunk, and no chunks of a few hundred bytes: on a phone's connection every
        // further file of a screen costs a round trip more than its bytes.
        codeSplitting: {
          groups: [{ name: 'app', tags: ['$initial'] }],
          experimentalInlineCommonChunks: { maxSize: 8192 },
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
}));
