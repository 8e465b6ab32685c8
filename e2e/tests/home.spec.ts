import type { APIRequestContext, Page } from '@playwright/test';
import { pickHeroItems, type TmdbMultiPage } from '@marquee/core';
import { CARD_TITLE } from '../support/catalogue';
import { expect, expectAccessible, test } from '../support/fixtures';

/**
 * The home page on the offline catalogue: the hero of the first 5 trending titles with a backdrop, the
 * eight rows of docs/behaviour.md#home with their cards, the carousel's 10 s advance (on Playwright's clock, so no
 * test waits 10 s), and a card opening its details page.
 */

const ROWS = [
  'Trending Now',
  'Popular Movies',
  'Popular TV Shows',
  'Top Rated Movies',
  'Top Rated TV Shows',
  'Upcoming Movies',
  'Action Movies',
  'Comedy Series',
];

const hero = (page: Page) => page.getByRole('region', { name: 'Featured titles' });
const dot = (page: Page, n: number) => hero(page).getByRole('button', { name: `Show slide ${n}` });
const row = (page: Page, title: string) => page.getByRole('region', { name: title, exact: true });

/** The titles the hero should show, from the same trending list the page reads. */
async function heroTitles(request: APIRequestContext): Promise<string[]> {
  const trending = (await (await request.get('/api/tmdb/trending/all/week?page=1')).json()) as TmdbMultiPage;
  return pickHeroItems(trending.results).map((item) => ('title' in item ? item.title : item.name));
}

test('shows the hero of the first 5 trending titles with a backdrop, and all eight rows of cards', async ({ page, request }) => {
  // axe alone needs tens of seconds for 160 cards on a busy 2-core machine.
  test.setTimeout(120_000);
  const expected = await heroTitles(request);
  expect(expected).toHaveLength(5);
  await page.goto('/');

  await expect(hero(page).getByRole('group', { name: '1 of 5' }).getByRole('heading', { name: expected[0] })).toBeVisible();
  await expect(hero(page).getByRole('button', { name: /^Show slide/ })).toHaveCount(5);
  const firstSlide = hero(page).getByRole('group', { name: '1 of 5' });
  // Play Now, or 'Not in your library' in its place when nothing can play the title (docs/behaviour.md#what-can-play).
  const playNow = firstSlide.getByRole('link', { name: 'Play Now' });
  await expect(playNow.or(firstSlide.getByRole('button', { name: 'Not in your library' }))).toBeVisible();
  if (await playNow.count()) await expect(playNow).toHaveAttribute('href', /^\/player\/(movie\/\d+|tv\/\d+\/1\/1)$/);
  await expect(firstSlide.getByRole('link', { name: 'More Info' })).toHaveAttribute('href', /^\/(movie|tv)\/\d+$/);

  for (const title of ROWS) {
    await expect(row(page, title).getByRole('heading', { level: 2, name: title })).toBeVisible();
    // Rows below the fold build their cards as they come near, as a scrolling visitor meets them.
    await row(page, title).scrollIntoViewIfNeeded();
    await expect(row(page, title).getByRole('link').first()).toHaveAttribute('href', /^\/(movie|tv)\/\d+$/);
  }
  await expectAccessible(page);
});

test('the carousel advances every 10 s and wraps around, pauses on hover, and moves to a chosen dot', async ({ page }) => {
  await page.clock.install();
  await page.goto('/');
  await expect(dot(page, 1)).toHaveAttribute('aria-current', 'true');

  await page.clock.runFor(10_000);
  await expect(dot(page, 2)).toHaveAttribute('aria-current', 'true');

  await hero(page).hover();
  await page.clock.runFor(25_000);
  await expect(dot(page, 2)).toHaveAttribute('aria-current', 'true');

  await page.mouse.move(640, 790);
  await dot(page, 5).dispatchEvent('click');
  await expect(dot(page, 5)).toHaveAttribute('aria-current', 'true');
  await page.clock.runFor(10_000);
  await expect(dot(page, 1)).toHaveAttribute('aria-current', 'true');
});

test('stays on its slide when the visitor prefers reduced motion', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.clock.install();
  await page.goto('/');
  await expect(dot(page, 1)).toHaveAttribute('aria-current', 'true');
  await page.clock.runFor(30_000);
  await expect(dot(page, 1)).toHaveAttribute('aria-current', 'true');
  await expect(hero(page).getByRole('button', { name: 'Pause slideshow' })).toHaveCount(0);
});

test('a row scrolls with its buttons, and a card opens its details page', async ({ page }) => {
  await page.goto('/');
  const popular = row(page, 'Popular Movies');
  const list = popular.getByRole('list');
  await expect(popular.getByRole('button', { name: 'Scroll Popular Movies back' })).toBeDisabled();
  await popular.getByRole('button', { name: 'Scroll Popular Movies forward' }).click();
  await expect.poll(() => list.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0);
  await expect(popular.getByRole('button', { name: 'Scroll Popular Movies back' })).toBeEnabled();

  const card = popular.getByRole('link').first();
  const href = await card.getAttribute('href');
  const title = (await card.locator(CARD_TITLE).getAttribute('title')) ?? '';
  expect(href).toMatch(/^\/movie\/\d+$/);
  await card.click();
  await expect(page).toHaveURL(href ?? '');
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
});
