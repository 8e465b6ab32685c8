import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { repoRoot, startServer, type RunningServer } from '../../bench/support';
import { expect, test } from '../support/fixtures';
import { freePort } from '../support/free-port';

/**
 * The installable app on the production build, each test on a server of its own (one of them
 * is stopped, another has its service worker replaced): the manifest and the service worker register;
 * a page visited online opens again with the server stopped; a waiting new version offers a reload.
 */

const SITE_NAME = 'Offline Cinema';
const builtWebApp = path.resolve(repoRoot, process.env.WEB_DIST ?? 'apps/web/dist');

// The journeys block service workers (playwright.config.ts); these tests are about them.
test.use({ serviceWorkers: 'allow' });
// Each test starts a server, and a worker precaches the whole build (twice for an update): slow on a busy machine.
test.describe.configure({ timeout: 90_000 });

let webDist: string;
let server: RunningServer | null = null;
/** The server's address, still known after a test stops it. */
let origin = '';

test.beforeEach(async () => {
  // A copy of the build, so a test can give it a new service worker without touching the shared one.
  webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'marquee-pwa-'));
  fs.cpSync(builtWebApp, webDist, { recursive: true });
  server = await startServer(await freePort(), { WEB_DIST: webDist, SITE_NAME });
  origin = server.url;
});

test.afterEach(async () => {
  await server?.stop();
  server = null;
  fs.rmSync(webDist, { recursive: true, force: true });
});

const url = (pathname: string) => origin + pathname;

/**
 * The page registers its worker once it has loaded and settled (apps/web/src/features/install/after-page-settles.ts:
 * 5 s, then an idle moment of at most 5 s more); what the worker reports reaches the page only after that.
 */
const SETTLED_MS = 20_000;

/** Waits until the service worker is active and controls the page (it does after the first reload). */
async function controlledBy(page: Page): Promise<string> {
  const scriptUrl = await page.evaluate(async () => (await navigator.serviceWorker.ready).active?.scriptURL ?? '');
  if (!(await page.evaluate(() => navigator.serviceWorker.controller !== null))) await page.reload();
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  return scriptUrl;
}

test('registers the manifest, named from SITE_NAME, and the service worker, which logs offline readiness', async ({
  page,
  request,
}) => {
  const logged: string[] = [];
  page.on('console', (message) => logged.push(message.text()));
  await page.goto(url('/'));

  expect(await controlledBy(page)).toBe(url('/sw.js'));
  await expect.poll(() => logged, { timeout: SETTLED_MS }).toContain('App ready to work offline');

  // Pages still come from the server through the worker, with the server's page policy.
  const reloaded = await page.reload();
  expect(reloaded?.fromServiceWorker()).toBe(true);
  expect(reloaded?.headers()['content-security-policy']).toContain("script-src 'self'");

  const manifestHref = await page.locator('link[rel="manifest"]').getAttribute('href');
  const manifest = (await (await request.get(url(manifestHref ?? ''))).json()) as {
    name: string;
    icons: Array<{ src: string; sizes: string }>;
  };
  expect(manifest.name).toBe(SITE_NAME);
  expect(manifest.icons.map((icon) => icon.sizes)).toEqual(['192x192', '512x512', '512x512']);
  for (const icon of manifest.icons) {
    const res = await request.get(url(icon.src));
    expect(res.headers()['content-type']).toBe('image/png');
  }
});

test('a page visited online opens again with the server stopped', async ({ page, request }) => {
  const popular = (await (await request.get(url('/api/tmdb/movie/popular'))).json()) as {
    results: Array<{ id: number; title: string }>;
  };
  const movie = popular.results[0]!;

  await page.goto(url('/'));
  await controlledBy(page);
  await expect(page.getByRole('heading', { name: 'Trending Now' })).toBeVisible();
  await page.goto(url(`/movie/${movie.id}`));
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveAccessibleName(movie.title);

  await server?.stop();
  server = null;
  await page.reload();
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveAccessibleName(movie.title);
  await page.getByRole('banner').getByRole('link', { name: 'Home' }).click();
  await expect(page.getByRole('heading', { name: 'Trending Now' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Trending Now', exact: true }).getByRole('link').first()).toBeVisible();
  // A page never opened before comes up in the precached app shell.
  await page.goto(url('/dmca'));
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
});

test("offers 'New content available. Reload?' when a new version waits, and reloads into it", async ({ page }) => {
  await page.goto(url('/'));
  await controlledBy(page);

  // A new deployment: any change to the service worker's bytes makes it a new version.
  fs.appendFileSync(path.join(webDist, 'sw.js'), '\n// the next version\n');
  await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update());

  const prompt = page.getByText('New content available. Reload?');
  await expect(prompt).toBeVisible({ timeout: SETTLED_MS });
  expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.waiting !== null)).toBe(true);

  await page.evaluate(() => Object.assign(window, { beforeReload: true }));
  await page.getByRole('button', { name: 'Reload' }).click();
  await page.waitForFunction(() => !('beforeReload' in window));
  await expect(page.getByRole('heading', { name: 'Trending Now' })).toBeVisible();
  expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.waiting ?? null)).toBeNull();
  await expect(prompt).toBeHidden();
});
