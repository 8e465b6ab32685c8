/**
 * Two builds side by side: Lighthouse's Total Blocking Time on the same pages, for a member and for a visitor, the
 * runs of the two builds taking turns (A B, B A, …) in one browser, so that the machine's changing speed, which
 * moves one sitting's figures by more than most changes do (RESULTS.md), falls on both alike. The other build is a
 * checkout of its own, built and with its packages installed (e.g. `git worktree add ../before <commit>`, then
 * `npm install && npm run build` there).
 *
 * Run: npm run build && BASELINE_DIR=../before node --import tsx bench/compare-builds.ts   (LIGHTHOUSE_RUNS=5 by default;
 * COMPARE_WHO=visitor or member for one of them; COMPARE_PAGES=/,/sports for some pages)
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import lighthouse from 'lighthouse';
import { chromium, type Page } from 'playwright-core';
import { chromiumLaunchOptions, postJson, repoRoot, startServer, type RunningServer } from './support.ts';

const baselineDir = process.env.BASELINE_DIR?.trim();
if (!baselineDir || !fs.existsSync(path.join(baselineDir, 'apps', 'web', 'dist', 'index.html'))) {
  console.error('BASELINE_DIR must name another checkout, built (npm run build there)');
  process.exit(2);
}
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 5);
const DEVTOOLS_PORT = Number(process.env.LIGHTHOUSE_PORT ?? 9311);
const WHO = (['member', 'visitor'] as const).filter((who) => (process.env.COMPARE_WHO ?? who) === who);
const MEMBER = { email: `compare-${Date.now()}@example.com`, password: 'bench-password-1' };

type Build = 'before' | 'now';
const servers: Record<Build, RunningServer> = {
  before: await startServer(4311, {}, path.resolve(baselineDir)),
  now: await startServer(4312, {}, repoRoot),
};
const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'marquee-compare-'));
const browser = spawn(
  chromiumLaunchOptions.executablePath,
  ['--headless=new', `--remote-debugging-port=${DEVTOOLS_PORT}`, `--user-data-dir=${profile}`, ...chromiumLaunchOptions.args],
  { stdio: 'ignore' },
);
try {
  const screens = process.env.COMPARE_PAGES?.split(',') ?? (await pagesToCompare(servers.now.url));
  for (const server of Object.values(servers)) await createMember(server.url);
  await new Promise((resolve) => setTimeout(resolve, 2000));
  const control = await chromium.connectOverCDP(`http://127.0.0.1:${DEVTOOLS_PORT}`);
  const page = await control.contexts()[0]!.newPage();
  for (const server of Object.values(servers)) await signIn(page, server.url);
  // The member's runs first: a visitor's run clears the site's storage, the sign-in with it.
  const blocking = new Map<string, number[]>();
  for (const who of WHO) {
    for (let run = 0; run < RUNS; run++) {
      for (const screen of screens) {
        for (const build of (run % 2 === 0 ? ['before', 'now'] : ['now', 'before']) as Build[]) {
          const ms = await blockingTime(page, servers[build].url, screen, who);
          const key = `${who.padEnd(7)} ${screen.padEnd(24)} ${build}`;
          blocking.set(key, [...(blocking.get(key) ?? []), ms]);
        }
      }
    }
  }
  console.log(`Total Blocking Time, median of ${RUNS} (every run in order):`);
  for (const [key, runs] of blocking) console.log(`${key.padEnd(40)} ${middle(runs)} ms  (${runs.join(', ')})`);
  await control.close();
} finally {
  await new Promise((resolve) => {
    browser.once('exit', resolve);
    browser.kill();
  });
  // The browser's helper processes may still be writing as it exits: retried for a few seconds.
  fs.rmSync(profile, { recursive: true, force: true, maxRetries: 20, retryDelay: 250 });
  for (const server of Object.values(servers)) await server.stop();
}

/** Home, search, a trending movie's and show's pages and Sports, as bench/web.ts measures them. */
async function pagesToCompare(url: string): Promise<string[]> {
  const trending = (await (await fetch(`${url}/api/tmdb/trending/all/week?page=1`)).json()) as {
    results: { id: number; media_type: string }[];
  };
  const movie = trending.results.find((item) => item.media_type === 'movie')?.id ?? 550;
  const show = trending.results.find((item) => item.media_type === 'tv')?.id ?? 1399;
  return ['/', '/search?q=star', `/movie/${movie}`, `/tv/${show}`, '/sports'];
}

/** The member, with a title on the watchlist and a film half watched (the Continue Watching row). */
async function createMember(url: string): Promise<void> {
  const { token } = await postJson<{ token: string }>(`${url}/api/auth/register`, { ...MEMBER, displayName: 'Bench' });
  const trending = (await (await fetch(`${url}/api/tmdb/trending/movie/week?page=1`)).json()) as {
    results: { id: number; title: string; poster_path: string | null }[];
  };
  const film = trending.results[0];
  if (!film) return;
  const entry = { media_id: film.id, media_type: 'movie', title: film.title, poster_path: film.poster_path };
  const auth = { authorization: `Bearer ${token}` };
  await postJson(`${url}/api/watchlist`, entry, auth);
  await postJson(`${url}/api/watch-history`, { ...entry, watch_position: 1200, duration: 5400 }, auth);
}

async function signIn(page: Page, url: string): Promise<void> {
  await page.goto(`${url}/login`);
  await page.getByLabel('Email').fill(MEMBER.email);
  await page.getByLabel('Password').fill(MEMBER.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.waitForURL(`${url}/`);
}

/** One Lighthouse run (mobile preset) from an empty HTTP cache and no service worker; a member's storage kept. */
async function blockingTime(page: Page, url: string, screen: string, who: 'member' | 'visitor'): Promise<number> {
  const session = await page.context().newCDPSession(page);
  await session.send('Network.clearBrowserCache');
  await session.send('Storage.clearDataForOrigin', { origin: url, storageTypes: 'service_workers,cache_storage' });
  await session.detach();
  const result = await lighthouse(url + screen, {
    port: DEVTOOLS_PORT,
    logLevel: 'error',
    onlyCategories: ['performance'],
    disableStorageReset: who === 'member',
  });
  return Math.round(result?.lhr.audits['total-blocking-time']?.numericValue ?? Number.NaN);
}

function middle(values: number[]): number {
  return [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
}
