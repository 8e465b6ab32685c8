import fs from 'node:fs';
import { join, resolve } from 'node:path';
import type { Page } from '@playwright/test';
import { firstScreenRequests, SCREENS } from '@marquee/core';
import { repoRoot } from '../../bench/support';
import { expect, signUp, test } from '../support/fixtures';

/**
 * The page paints before the app's code arrives (apps/server/src/http/ssr.ts, preload-hints.ts): the
 * home page comes rendered by the server with its data, and the app takes it over without drawing it
 * again; other pages paint the header; each screen's first requests are named in the page and fetched once.
 */

/** Every error the page throws or logs, for a test to expect none. */
function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  return errors;
}

/**
 * Counts, from each page load on, the elements taken out of the page: taking over the server's markup removes
 * almost none, drawing the screen anew removes hundreds.
 */
async function countRemovedNodes(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const counts = { removed: 0 };
    (window as unknown as { removedNodes: typeof counts }).removedNodes = counts;
    new MutationObserver((records) => {
      for (const record of records) counts.removed += record.removedNodes.length;
    }).observe(document, { childList: true, subtree: true });
  });
}

const removedNodes = (page: Page) =>
  page.evaluate(() => (window as unknown as { removedNodes: { removed: number } }).removedNodes.removed);

test('the home page is rendered by the server: hero and first row show with no JavaScript at all', async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
  const page = await context.newPage();
  await page.goto('/');
  await expect(
    page.getByRole('region', { name: 'Featured titles' }).getByRole('link', { name: 'Play Now' }).first(),
  ).toBeVisible();
  const trending = page.getByRole('region', { name: 'Trending Now', exact: true });
  await expect(trending.getByRole('link').first()).toHaveAttribute('href', /^\/(movie|tv)\/\d+$/);
  // Who is signed in is the app's to say: the server's rendering names no account.
  await expect(page.getByRole('link', { name: 'Login' })).toHaveCount(0);
  await context.close();
});

test('search results and title pages are rendered by the server too', async ({ browser, baseURL, request }) => {
  const trending = (await (await request.get('/api/tmdb/trending/all/week?page=1')).json()) as {
    results: { id: number; media_type: string; title?: string; name?: string }[];
  };
  const movie = trending.results.find((item) => item.media_type === 'movie')!;
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
  const page = await context.newPage();
  await page.goto('/search?q=star&type=movie');
  await expect(page.getByText('Results for "star"')).toBeVisible();
  await expect(page.locator('main a[href^="/movie/"]').first()).toBeVisible();
  await page.goto(`/movie/${movie.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Play' })).toHaveAttribute('href', `/player/movie/${movie.id}`);
  // A title the catalogue does not have is the app's to explain: the page starts from its header.
  await page.goto('/movie/999999999');
  await expect(page.locator('main')).toHaveCount(0);
  await context.close();
});

test('the app takes the rendered home page over as it stands, and then shows the account links', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const errors = collectErrors(page);
  await countRemovedNodes(page);
  await page.goto('/');
  // The account links are the app's: once they show, the app has the page.
  await expect(page.getByRole('banner').getByRole('link', { name: 'Login' })).toBeVisible();
  // Hydrated, not redrawn: the hero and the cards are the elements the server sent (a redraw removes hundreds).
  expect(await removedNodes(page)).toBeLessThan(10);
  // The posters the server sent that had loaded before the app took over are shown, not left transparent.
  const firstPoster = page.getByRole('region', { name: 'Trending Now', exact: true }).locator('img').first();
  await expect(firstPoster).not.toHaveClass(/opacity-0/);
  // The carousel works: the app, not just markup.
  await page.getByRole('button', { name: 'Show slide 2' }).click();
  await expect(page.getByRole('group', { name: '2 of 5' })).toBeVisible();
  expect(errors).toEqual([]);
});

test('the sports list is rendered by the server, and the app takes it over as it stands at the time it was drawn', async ({
  browser,
  baseURL,
  page,
  request,
}) => {
  // A page waits at most a second for its rendering, and on a machine busy with other journeys the first one
  // may take longer (that page starts from index.html, and the rendering is kept for the next): wait for it.
  await expect
    .poll(async () => (await (await request.get('/sports?tab=all')).text()).includes('<article'), { timeout: 10_000 })
    .toBe(true);
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
  const still = await context.newPage();
  await still.goto('/sports?tab=all');
  await expect(still.getByRole('heading', { level: 1, name: 'Sports' })).toBeVisible();
  await expect(still.locator('main article').first()).toBeVisible();
  await context.close();

  const errors = collectErrors(page);
  await countRemovedNodes(page);
  await page.goto('/sports?tab=all');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Login' })).toBeVisible();
  // Hydrated, not redrawn: the app's first render used the time the server drew the page at, so the LIVE badges
  // and 'Started … ago' it drew matched the markup.
  expect(await removedNodes(page)).toBeLessThan(10);
  await page.getByRole('tab', { name: 'Live' }).click();
  await expect(page).toHaveURL(/tab=live/);
  expect(errors).toEqual([]);
});

test('a signed-in user’s pages are taken over as the server rendered them, then show their account', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const errors = collectErrors(page);
  await signUp(page);
  const trending = (await (await request.get('/api/tmdb/trending/all/week?page=1')).json()) as {
    results: { id: number; media_type: string }[];
  };
  const movie = trending.results.find((item) => item.media_type === 'movie')!;
  await countRemovedNodes(page);
  for (const path of ['/', `/movie/${movie.id}`, '/search?q=star', '/sports']) {
    await page.goto(path);
    expect(await page.locator('#first-screen-data').count(), path).toBe(1);
    await expect(page.getByRole('banner').getByRole('link', { name: 'Profile' })).toBeVisible();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Login' })).toHaveCount(0);
    // Hydrated, not redrawn (a redraw removes hundreds of elements): the first render drew the visitor's page.
    expect(await removedNodes(page), path).toBeLessThan(10);
  }
  await page.goto('/');
  await expect(page.getByRole('region', { name: 'Trending Now', exact: true }).getByRole('link').first()).toBeVisible();
  expect(errors).toEqual([]);
});

test('other pages paint the header before the app’s code arrives', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
  const page = await context.newPage();
  await page.goto('/movie');
  await expect(page.locator('header')).toContainText('Marquee');
  await context.close();
});

test('the build has the code of every declared screen, so each hinted page can name it', () => {
  const builtWebApp = resolve(repoRoot, process.env.WEB_DIST ?? 'apps/web/dist');
  const manifest = JSON.parse(fs.readFileSync(join(builtWebApp, '.vite', 'manifest.json'), 'utf8')) as object;
  expect(SCREENS.map((screen) => screen.module).filter((module) => !(module in manifest))).toEqual([]);
});

for (const path of ['/', '/search?q=star&type=movie', '/movie/1393120707', '/movie/999999999']) {
  test(`the first requests of ${path} come in the page or are named in it, and are never fetched twice`, async ({
    page,
    request,
  }) => {
    const html = await (await request.get(path)).text();
    const location = new URL(path, 'http://page.invalid');
    // The browser asks for English: the page and its requests are in it.
    const expected = firstScreenRequests(location.pathname, location.searchParams, 'en').map((url) => `/api${url}`);
    expect(expected.length).toBeGreaterThan(0);
    const hinted = [...html.matchAll(/<link rel="preload" as="fetch" crossorigin href="([^"]+)">/g)].map((match) =>
      match[1]!.replace(/&#38;/g, '&'),
    );
    // A page the server rendered carries its data, and names its code for after its first paint; any other names
    // the requests and the code for the browser to start at once.
    const carriesData = html.includes('id="first-screen-data"');
    expect(carriesData).toBe(path !== '/movie/999999999');
    if (carriesData) {
      expect(html).not.toMatch(/<link rel="modulepreload"/);
      expect(html).toMatch(/<script id="app-code" type="application\/json">\["\/assets\/[^<]+<\/script>/);
    } else {
      expect(html).toMatch(/<link rel="modulepreload" crossorigin href="[^"]+">/);
    }
    expect(hinted).toEqual(carriesData ? [] : expected);

    const fetched = new Map<string, number>();
    page.on('request', (req) => {
      const url = new URL(req.url());
      if (url.pathname.startsWith('/api/tmdb/'))
        fetched.set(url.pathname + url.search, (fetched.get(url.pathname + url.search) ?? 0) + 1);
    });
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    for (const url of expected) expect(fetched.get(url) ?? 0, url).toBe(carriesData ? 0 : 1);
  });
}
