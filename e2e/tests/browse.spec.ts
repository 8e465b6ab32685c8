import type { APIRequestContext, Page } from '@playwright/test';
import {
  filterByGenre,
  sortCatalogue,
  type MovieSort,
  type TmdbMoviePage,
  type TmdbMultiPage,
  type TmdbTvPage,
} from '@marquee/core';
import { CARD_TITLE } from '../support/catalogue';
import { expect, expectAccessible, signUp, test } from '../support/fixtures';
import { ownApi } from '../support/own-api';

/**
 * The Movies, TV Shows and Trending screens on the offline catalogue. Expected grids come from the
 * gateway's own pages, passed through the same core rules (genre filter, sort) the screen applies.
 */

type ListItem = TmdbMoviePage['results'][number] | TmdbTvPage['results'][number] | TmdbMultiPage['results'][number];

async function listPage(request: APIRequestContext, path: string, page = 1): Promise<ListItem[]> {
  const res = await request.get(`/api/tmdb/${path}${path.includes('?') ? '&' : '?'}page=${page}`);
  expect(res.status(), path).toBe(200);
  return ((await res.json()) as { results: ListItem[] }).results;
}

const titleOf = (item: ListItem) => ('title' in item ? item.title : item.name);
/** The grid's cards: the details link of each title, in the order shown. */
const cards = (page: Page) => page.getByRole('main').getByRole('listitem').getByRole('link');
const cardTitles = (page: Page) => cards(page).locator(CARD_TITLE);

test('/movies redirects to /movie, which shows the Popular tab, 20 cards and passes axe', async ({ page, request }) => {
  const popular = await listPage(request, 'movie/popular');
  await page.goto('/movies');
  await expect(page).toHaveURL('/movie');
  await expect(page.getByRole('heading', { level: 1, name: 'Movies' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Popular' })).toHaveAttribute('aria-selected', 'true');
  await expect(cardTitles(page)).toHaveText(popular.map(titleOf));
  await expectAccessible(page);
});

test('the genre filter and the sort change the grid, and both stay in the URL', async ({ page, request }) => {
  const popular = (await listPage(request, 'movie/popular')) as TmdbMoviePage['results'];
  const sorted = (items: TmdbMoviePage['results'], sort: MovieSort) => sortCatalogue(items, sort).map(titleOf);
  await page.goto('/movie');
  await expect(cards(page)).toHaveCount(20);

  await page.getByRole('group', { name: 'Genre' }).getByRole('button', { name: 'Drama', exact: true }).click();
  const dramas = filterByGenre(popular, 18);
  expect(dramas.length).toBeGreaterThan(0);
  expect(dramas.length).toBeLessThan(20);
  await expect(cardTitles(page)).toHaveText(dramas.map(titleOf));
  await expect(page).toHaveURL(/[?&]genre=18/);

  await page.getByLabel('Sort by').selectOption('rating');
  await expect(cardTitles(page)).toHaveText(sorted(dramas, 'rating'));

  await page.getByRole('group', { name: 'Genre' }).getByRole('button', { name: 'All', exact: true }).click();
  await page.getByLabel('Sort by').selectOption('title');
  await expect(cardTitles(page)).toHaveText(sorted(popular, 'title'));

  await page.reload();
  await expect(page.getByLabel('Sort by')).toHaveValue('title');
  await expect(cardTitles(page)).toHaveText(sorted(popular, 'title'));
});

test("'Show More' appends the next 20 titles without duplicates", async ({ page, request }) => {
  const [first, second] = await Promise.all([listPage(request, 'movie/popular', 1), listPage(request, 'movie/popular', 2)]);
  expect(second).toHaveLength(20);
  await page.goto('/movie');
  await expect(cards(page)).toHaveCount(20);

  await page.getByRole('button', { name: 'Show More' }).click();
  await expect(cards(page)).toHaveCount(40);
  const hrefs = await cards(page).evaluateAll((links) => links.map((link) => link.getAttribute('href')));
  expect(new Set(hrefs).size).toBe(40);
  await expect(cardTitles(page)).toHaveText([...first, ...second].map(titleOf));
});

test('TV Shows: Top Rated tab, TV genres and the list view', async ({ page, request }) => {
  const topRated = (await listPage(request, 'tv/top_rated')) as TmdbTvPage['results'];
  await page.goto('/tv');
  await expect(page.getByRole('heading', { level: 1, name: 'TV Shows' })).toBeVisible();
  await page.getByRole('tab', { name: 'Top Rated' }).click();
  await expect(page).toHaveURL(/[?&]tab=top_rated/);
  await expect(cardTitles(page).first()).toHaveText(titleOf(topRated[0]!));
  await expect(cards(page).first()).toHaveAttribute('href', `/tv/${topRated[0]!.id}`);
  await expect(page.getByRole('group', { name: 'Genre' }).getByRole('button', { name: 'Sci-Fi & Fantasy' })).toBeVisible();

  await page.getByRole('button', { name: 'List view' }).click();
  await expect(page.getByRole('button', { name: 'List view' })).toHaveAttribute('aria-pressed', 'true');
  await expect(cards(page).first()).toContainText(topRated[0]!.overview);
});

test('Trending: This Week by default, Today on its tab, and a period change starts again from page 1', async ({
  page,
  request,
}) => {
  const moviesAndShows = (items: ListItem[]) => items.filter((item) => item.media_type !== 'person').map(titleOf);
  const [week, day] = await Promise.all([listPage(request, 'trending/all/week'), listPage(request, 'trending/all/day')]);
  expect(moviesAndShows(week)).not.toEqual(moviesAndShows(day));

  await page.goto('/trending');
  await expect(page.getByRole('heading', { level: 1, name: 'Trending' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'This Week' })).toHaveAttribute('aria-selected', 'true');
  await expect(cardTitles(page)).toHaveText(moviesAndShows(week));

  await page.getByRole('button', { name: 'Show More' }).click();
  await expect(cards(page)).toHaveCount(40);

  await page.getByRole('tab', { name: 'Today' }).click();
  await expect(page).toHaveURL(/[?&]period=day/);
  await expect(cardTitles(page)).toHaveText(moviesAndShows(day));
  await expectAccessible(page);
});

test("a Kids profile's genre pages hold every title of the genre it may see, and say when there is none", async ({ page }) => {
  test.setTimeout(60_000);
  await signUp(page);
  expect((await ownApi(page, 'POST', '/profiles', { name: 'Sam', kids: true })).status).toBe(201);
  await page.reload();
  await page
    .getByRole('banner')
    .getByRole('button', { name: /^Profile menu, / })
    .click();
  await page.getByRole('menuitem', { name: 'Sam' }).click();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Profile menu, Sam' })).toBeVisible();
  /** Every title of a genre the profile may see, most popular first, as the gateway answers its token. */
  const allowed = async (path: string) => {
    const { body } = await ownApi<{ results: ListItem[]; total_pages: number }>(page, 'GET', `/tmdb/${path}`);
    expect(body.total_pages).toBeLessThanOrEqual(1);
    return body.results.map(titleOf);
  };
  const showMore = page.getByRole('button', { name: 'Show More' });

  // A few Action films among hundreds the profile may see: the page looks through the list until it has them all.
  const action = await allowed('discover/movie?with_genres=28');
  expect(action.length).toBeGreaterThan(0);
  expect(action.length).toBeLessThan(20);
  await page.goto('/movie?genre=28');
  await expect(cardTitles(page)).toHaveText(action, { timeout: 20_000 });
  await expect(showMore).toHaveCount(0);
  await expect(page.getByText('No results found.')).toHaveCount(0);

  await page.getByRole('group', { name: 'Genre' }).getByRole('button', { name: 'Horror', exact: true }).click();
  await expect(cardTitles(page)).toHaveText(await allowed('discover/movie?with_genres=27'), { timeout: 20_000 });
  await expect(showMore).toHaveCount(0);

  // No Crime show at all for this profile: said once the list is done, without a button that would find nothing.
  expect(await allowed('discover/tv?with_genres=80')).toEqual([]);
  await page.goto('/tv?genre=80');
  await expect(page.getByText('Nothing for this profile here')).toBeVisible({ timeout: 20_000 });
  await expect(cards(page)).toHaveCount(0);
  await expect(showMore).toHaveCount(0);
  await expectAccessible(page);

  // Without a genre the pages are full, 20 at a time.
  await page.goto('/movie');
  await expect(cards(page)).toHaveCount(20);
  await showMore.click();
  await expect(cards(page)).toHaveCount(40);
});
