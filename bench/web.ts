/**
 * Page weight and page load of the production build on the offline catalogue (the budgets of docs/architecture.md#figures):
 * - the JavaScript the browser downloads (as served, compressed) to render each screen; home at most 150 KB;
 * - Lighthouse's mobile preset (simulated slow 4G and 4x CPU slowdown) for home, search and a movie page:
 *   performance 95 or more, accessibility 100.
 * Run: npm run build && node --import tsx bench/web.ts   (LIGHTHOUSE_RUNS=5 for more runs per page)
 * Lighthouse's figures scale with the machine's idle CPU: run it on a quiet machine. One run varies with what
 * else the machine does, and the first in a new browser also pays for the browser's own start; as Lighthouse's
 * documentation advises (docs/variability.md), each page is measured several times and judged by the median,
 * with every run printed.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import lighthouse from 'lighthouse';
import { chromiumLaunchOptions, startServer } from './support.ts';

const BUDGET_KB = 150;
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);

const server = await startServer(Number(process.env.BENCH_PORT ?? 4301));
// A movie page: the first movie trending this week, in whichever catalogue the server has.
const trending = (await (await fetch(`${server.url}/api/tmdb/trending/all/week?page=1`)).json()) as {
  results: { id: number; media_type: string }[];
};
const moviePage = `/movie/${trending.results.find((item) => item.media_type === 'movie')?.id ?? 550}`;
const screens = ['/', '/movie', '/search?q=star', moviePage, '/login'];
const lighthouseScreens = ['/', '/search?q=star', moviePage];
try {
  await measureWeight();
  await measureLighthouse();
} finally {
  await server.stop();
}

async function measureWeight(): Promise<void> {
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
      const kb = [...scripts.values()].reduce((a, b) => a + b, 0) / 1024;
      const verdict = screen === '/' ? (kb <= BUDGET_KB ? `within ${BUDGET_KB} KB budget` : `OVER ${BUDGET_KB} KB budget`) : '';
      console.log(`${screen.padEnd(16)} ${scripts.size} scripts, ${kb.toFixed(1)} KB ${verdict}`);
      await page.close();
    }
  } finally {
    await browser.close();
  }
}

/**
 * Lighthouse drives its own Chromium over the DevTools port. The new headless mode is needed: the old
 * one, which Playwright launches, paints nothing Lighthouse can see (NO_FCP).
 */
async function measureLighthouse(): Promise<void> {
  const port = Number(process.env.LIGHTHOUSE_PORT ?? 9301);
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'marquee-lighthouse-'));
  const browser = spawn(
    chromiumLaunchOptions.executablePath,
    [
      '--headless=new',
      `--remote-debugging-port=${port}`,
      `--user-data-dir=${profile}`,
      ...chromiumLaunchOptions.args,
      'about:blank',
    ],
    { stdio: 'ignore' },
  );
  try {
    await waitForDevTools(port);
    for (const screen of lighthouseScreens) {
      const runs: { performance: number; accessibility: number; metrics: string }[] = [];
      for (let run = 0; run < RUNS; run++) {
        const result = await lighthouse(server.url + screen, {
          port,
          logLevel: 'error',
          onlyCategories: ['performance', 'accessibility'],
        });
        if (!result) throw new Error(`Lighthouse gave no result for ${screen}`);
        const { categories, audits } = result.lhr;
        const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
        const metrics = ['first-contentful-paint', 'largest-contentful-paint', 'total-blocking-time', 'cumulative-layout-shift']
          .map((id) => `${audits[id]?.title}: ${audits[id]?.displayValue}`)
          .join(', ');
        runs.push({ performance: score('performance'), accessibility: score('accessibility'), metrics });
      }
      const median = [...runs].sort((a, b) => a.performance - b.performance)[Math.floor(runs.length / 2)]!;
      const accessible = runs.every((run) => run.accessibility === 100);
      const verdict = median.performance >= 95 && accessible ? 'within budget' : 'OUTSIDE budget (95 / 100)';
      console.log(
        `Lighthouse ${screen.padEnd(16)} performance ${median.performance} (median of ${runs.map((r) => r.performance).join(', ')}), accessibility ${runs.map((r) => r.accessibility).join(', ')} ${verdict}`,
      );
      for (const run of runs) console.log(`  ${run.performance}: ${run.metrics}`);
    }
  } finally {
    // The profile can go only once Chromium has stopped writing to it.
    await new Promise((resolve) => {
      browser.once('exit', resolve);
      browser.kill();
    });
    fs.rmSync(profile, { recursive: true, force: true });
  }
}

async function waitForDevTools(port: number): Promise<void> {
  for (let attempt = 0; attempt < 50; attempt++) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/json/version`)).ok) return;
    } catch {
      // Chromium is still starting.
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`Chromium's DevTools port ${port} did not open`);
}
