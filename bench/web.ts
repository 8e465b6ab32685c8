/**
 * Page weight: the JavaScript the browser actually downloads (gzip, as served) to render each
 * screen, measured in Chromium against the production build. DESIGN.md: home at most 150 KB.
 * Run: npm run build && node --import tsx bench/web.ts
 */
import { chromium } from '@playwright/test';
import { chromiumLaunchOptions, startServer } from './support.ts';

const BUDGET_KB = 150;
const screens = ['/', '/movie', '/search?q=star', '/login'];

const server = await startServer(Number(process.env.BENCH_PORT ?? 4301));
const browser = await chromium.launch(chromiumLaunchOptions);
try {
  for (const screen of screens) {
    const page = await browser.newPage();
    const scripts = new Map<string, number>();
    page.on('response', async (res) => {
      if (res.request().resourceType() !== 'script') return;
      const sizes = await res.request().sizes();
      scripts.set(res.url(), sizes.responseBodySize);
    });
    await page.goto(server.url + screen, { waitUntil: 'networkidle' });
    const bytes = [...scripts.values()].reduce((a, b) => a + b, 0);
    const kb = bytes / 1024;
    const verdict = screen === '/' ? (kb <= BUDGET_KB ? `within ${BUDGET_KB} KB budget` : `OVER ${BUDGET_KB} KB budget`) : '';
    console.log(`${screen.padEnd(16)} ${scripts.size} scripts, ${kb.toFixed(1)} KB gzip ${verdict}`);
    await page.close();
  }
} finally {
  await browser.close();
  await server.stop();
}
