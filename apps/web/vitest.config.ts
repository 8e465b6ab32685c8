import { fileURLToPath, URL } from 'node:url';
import { defineProject } from 'vitest/config';
import { linguiMacros } from './i18n-plugin';
import { screenCodePlugin } from './screen-code-plugin';

export default defineProject({
  plugins: [linguiMacros(), screenCodePlugin()],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/testing/setup.ts'],
  },
});
