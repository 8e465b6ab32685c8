import type { APIRequestContext, Page } from '@playwright/test';
import { applySearchOptions, type SearchSort, type SearchTypeFilter, type TmdbMultiPage } from '@marquee/core';
import { CARD_TITLE } from '../support/catalogue';
import { expect, expectAccessible, test } from '../support/fixtures';

/**
 * Header search and the search page on the offline catalogue: suggestions and their keyboard use, the
 * '/' shortcut, the one-time keyboard hint, URL-driven results with type and sort, 'Show More', and
 * recent searches kept across reloads.
 */

type Item = TmdbMultiPage['results'][number];

/** Every result of a search (all pages), as the gateway gives them. */
async function allResults(request: APIRequestContext, query: string, type: SearchTypeFilter = 'all'): Promise<Item[]> {
  const path = type === 'all' ? 'search/multi' : `search/${type}`;
  const results: Item[] = [];
  for (let page = 1; ; page += 1) {
    const res = await request.get(`/api/tmdb/${path}?query=${encodeURIComponent(query)}&page=${page}`);
    const body = (await res.json()) as TmdbMultiPage;
    // Typed searches leave media_type out of their results, as the screen's own tagging knows.
    results.push(...body.results.map((item) => (type === 'all' ? item : ({ ...item, media_type: type } as Item))));
    if (page >= body.total_pages) return results;
  }
}

const titleOf = (item: Item) => ('title' in item ? item.title : item.name);
const expectedTitles = (items: Item[], type: SearchTypeFilter, sort: SearchSort) =>
  applySearchOptions(items, type, sort).map(titleOf);

const headerBox = (page: Page) => page.getByRole('banner').getByRole('combobox', { name: 'Search movies and TV shows' });
const pageBox = (page: Page) => page.getByRole('main').getByRole('combobox', { name: 'Search movies and TV shows' });
const suggestions = (page: Page) => page.getByRole('listbox', { name: 'Suggestions' }).getByRole('option');
const resultTitles = (page: Page) => page.getByRole('main').getByRole('listitem').getByRole('link').locator(CARD_TITLE);

test.describe('header search', () => {
  test("'/' focuses it, unless typing in another field", async ({ page }) => {
    await page.goto('/movie');
    await expect(headerBox(page)).toBeVisible();
    await page.keyboard.press('/');
    await expect(headerBox(page)).toBeFocused();
    await expect(headerBox(page)).toHaveValue('');

    await page.goto('/login');
    await page.getByLabel('Email').fill('a');
    await page.keyboard.press('/');
    await expect(page.getByLabel('Email')).toHaveValue('a/');
  });

  test('suggests at most 6 titles from 2 characters, navigable with the arrows, Enter and Escape', async ({ page, request }) => {
    const results = (await allResults(request, 'love')).filter((item) => item.media_type !== 'person');
    expect(results.length).toBeGreaterThan(6);
    await page.goto('/movie');

    await headerBox(page).fill('l');
    await expect(headerBox(page)).toHaveAttribute('aria-expanded', 'false');

    await headerBox(page).fill('love');
    await expect(suggestions(page)).toHaveCount(7);
    const first = results[0]!;
    await expect(suggestions(page).first()).toHaveAttribute('href', `/${first.media_type}/${first.id}`);
    await expect(suggestions(page).last()).toHaveText('View all results');

    await headerBox(page).press('ArrowDown');
    await headerBox(page).press('ArrowDown');
    await expect(suggestions(page).nth(1)).toHaveAttribute('aria-selected', 'true');
    await expect(headerBox(page)).toHaveAttribute(
      'aria-activedescendant',
      (await suggestions(page).nth(1).getAttribute('id')) ?? '',
    );

    await headerBox(page).press('Escape');
    await expect(page.getByRole('listbox')).toHaveCount(0);

    await headerBox(page).press('ArrowUp');
    await expect(suggestions(page).last()).toHaveAttribute('aria-selected', 'true');
    await headerBox(page).press('Enter');
    await expect(page).toHaveURL('/search?q=love');

    await page.goto('/movie');
    await headerBox(page).fill('love');
    await expect(suggestions(page)).toHaveCount(7);
    await headerBox(page).press('ArrowDown');
    await headerBox(page).press('Enter');
    await expect(page).toHaveURL(`/${first.media_type}/${first.id}`);
  });

  test('Enter searches the trimmed query; blank input goes nowhere', async ({ page }) => {
    await page.goto('/trending');
    await headerBox(page).fill('   ');
    await headerBox(page).press('Enter');
    await expect(page).toHaveURL('/trending');

    await headerBox(page).fill('  star  ');
    await headerBox(page).press('Enter');
    await expect(page).toHaveURL('/search?q=star');
    await expect(pageBox(page)).toHaveValue('star');
  });
});

test.describe('the keyboard hint', () => {
  test.use({ keyboardHint: true });

  test('appears once, 5 s after the app opens', async ({ page }) => {
    await page.clock.install();
    await page.goto('/');
    const hint = page.getByText('Search Shortcut', { exact: true });
    await page.clock.runFor(4_000);
    await expect(hint).toHaveCount(0);
    await page.clock.runFor(1_500);
    await expect(hint).toBeVisible();

    await page.reload();
    await page.clock.runFor(10_000);
    await expect(hint).toHaveCount(0);
  });
});

test.describe('search page', () => {
  test('starts empty, does not submit blank input, and shows Search Tips on demand', async ({ page }) => {
    await page.goto('/search');
    await expect(page.getByText('Enter a search term to find movies and TV shows')).toBeVisible();
    await page.keyboard.press('/');
    await expect(pageBox(page)).toBeFocused();
    await pageBox(page).fill('   ');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page).toHaveURL('/search');

    const tips = page.getByRole('button', { name: 'Search Tips' });
    await expect(tips).toHaveAttribute('aria-expanded', 'false');
    await tips.click();
    await expect(tips).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByText('Use Advanced Search to keep only movies or only TV shows.')).toBeVisible();
    await expectAccessible(page);
  });

  test('a search with type and sort in the URL shows those results, and again after a reload', async ({ page, request }) => {
    const movies = await allResults(request, 'star', 'movie');
    expect(movies.length).toBeGreaterThan(20);
    // The sort orders every result: the first page holds the 20 best rated of them all.
    const sorted = expectedTitles(movies, 'movie', 'rating');
    const expected = sorted.slice(0, 20);
    await page.goto('/search?q=star&type=movie&sort=rating');

    await expect(page.getByRole('heading', { name: 'Results for "star"' })).toBeVisible();
    await expect(page.getByLabel('Media Type')).toHaveValue('movie');
    await expect(page.getByLabel('Sort By')).toHaveValue('rating');
    await expect(resultTitles(page)).toHaveText(expected);
    await expect(page.getByText(`Showing ${expected.length} of ${movies.length} results`)).toBeVisible();

    await page.reload();
    await expect(resultTitles(page)).toHaveText(expected);
    await expectAccessible(page);

    await page.getByRole('button', { name: 'Show More' }).click();
    await expect(resultTitles(page)).toHaveText(sorted.slice(0, 40));
  });

  test('the title named comes first, then the ones it begins; Rating sorts every result, not the ones loaded', async ({
    page,
    request,
  }) => {
    await page.goto('/search?q=godfather');
    await expect(resultTitles(page)).toHaveText(['The Godfather', 'The Godfather: Part III', 'The Godfather: Part II']);

    // 'the' matches hundreds of titles; the best rated of them is far past the first pages by relevance.
    const all = await allResults(request, 'the');
    expect(all.slice(0, 40).map(titleOf)).not.toContain('The Godfather');
    await page.goto('/search?q=the');
    await page.getByRole('button', { name: 'Advanced Search' }).click();
    await page.getByLabel('Sort By').selectOption('rating');
    await expect(page).toHaveURL('/search?q=the&sort=rating');
    await expect(resultTitles(page).first()).toHaveText('The Godfather');
    await expect(resultTitles(page)).toHaveText(expectedTitles(all, 'all', 'rating').slice(0, 20));
    await expect(page.getByText(`Showing 20 of ${all.length} results`)).toBeVisible();
  });

  test('Advanced Search changes the URL and the results; Show More adds the rest', async ({ page, request }) => {
    const all = await allResults(request, 'love');
    expect(all.length).toBeGreaterThan(20);
    expect(all.length).toBeLessThanOrEqual(40);
    await page.goto('/search?q=love');
    await expect(page.getByText(`Showing 20 of ${all.length} results`)).toBeVisible();

    await page.getByRole('button', { name: 'Show More' }).click();
    await expect(page.getByText(`Showing ${all.length} of ${all.length} results`)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Show More' })).toHaveCount(0);

    await page.getByRole('button', { name: 'Advanced Search' }).click();
    await page.getByLabel('Sort By').selectOption('newest');
    await expect(page).toHaveURL('/search?q=love&sort=newest');
    await expect(resultTitles(page)).toHaveText(expectedTitles(all, 'all', 'newest'));

    const shows = await allResults(request, 'love', 'tv');
    await page.getByLabel('Media Type').selectOption('tv');
    await expect(page).toHaveURL('/search?q=love&sort=newest&type=tv');
    await expect(resultTitles(page)).toHaveText(expectedTitles(shows, 'tv', 'newest'));
  });

  test("says 'No results found.' when nothing matches", async ({ page }) => {
    await page.goto('/search?q=zzqqxxnothing');
    await expect(page.getByText('No results found.')).toBeVisible();
    await expect(page.getByText('Showing 0 of 0 results')).toBeVisible();
  });

  test('recent searches: last 5 distinct, newest first, kept across reloads, offered as suggestions, cleared', async ({
    page,
  }) => {
    await page.goto('/search');
    for (const query of ['alien', 'star', 'love', 'dark', 'heat', 'star', 'war']) {
      await pageBox(page).fill(query);
      await pageBox(page).press('Enter');
      await expect(page.getByRole('heading', { name: `Results for "${query}"` })).toBeVisible();
    }
    // The search is recorded as a transition after its results show; leaving at once could come first.
    await expect.poll(() => page.evaluate(() => localStorage.getItem('searchHistory'))).toContain('"war"');
    await page.goto('/search');
    const recent = page.getByRole('region', { name: 'Recent Searches' }).getByRole('link');
    await expect(recent).toHaveText(['war', 'star', 'heat', 'dark', 'love']);
    await page.reload();
    await expect(recent).toHaveText(['war', 'star', 'heat', 'dark', 'love']);
    await expect(recent.first()).toHaveAttribute('href', '/search?q=war');

    // Suggestions: matching recent searches first (with a history icon), then titles.
    await pageBox(page).fill('sta');
    await expect(suggestions(page).first()).toHaveText('Recent search:star');
    await pageBox(page).press('ArrowDown');
    await pageBox(page).press('Enter');
    await expect(page).toHaveURL('/search?q=star');

    await page.goto('/search');
    await page.getByRole('button', { name: 'Clear History' }).click();
    await expect(page.getByText('Search history cleared')).toBeVisible();
    await expect(recent).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole('region', { name: 'Recent Searches' })).toHaveCount(0);
  });
});
