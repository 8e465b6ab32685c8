import { fileURLToPath, URL } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The dev server forwards the API and the local player pages to the Node server (npm run dev at the root).
const serverOrigin = process.env.MARQUEE_SERVER ?? 'http://localhost:8080';

export default defineConfig({
  plugins: [react(), tailwindcss()],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  server: {
    proxy: {
      '/api': serverOrigin,
      '/embed': serverOrigin,
    },
  },
  // Output: apps/web/dist (Vite's default), served by the Node server. Screens are split per route
  // (src/app/router.tsx); the build report's gzip column shows what the first load costs.
});
