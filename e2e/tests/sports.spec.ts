import type { APIRequestContext, Locator, Page, Route } from '@playwright/test';
import {
  filterMatches,
  isLive,
  matchListSchema,
  sortMatches,
  sportListSchema,
  streamListSchema,
  type Match,
  type Stream,
} from '@marquee/core';
import { expect, expectAccessible, test } from '../support/fixtures';

/**
 * Sports journeys on the demo schedule (no SPORTS_API_URL): every tab and a sport chip show the service's
 * matches and the empty texts of docs/behaviour.md#sports-list, search and sort change the list, a match opens its player and the
 * dropdown switches streams. The expected lists come from the gateway, read just after the page has shown
 * its own, so they describe the same moment.
 */

async function gateway<T>(request: APIRequestContext, path: string, schema: { parse(value: unknown): T }): Promise<T> {
  const res = await request.get(`/api/live/${path}`);
  expect(res.status(), path).toBe(200);
  return schema.parse(await res.json());
}

const matchesOf = (request: APIRequestContext, path: string) => gateway(request, path, matchListSchema);

/** The match cards' titles, in the order shown. */
const cardTitles = (page: Page) => page.getByRole('main').getByRole('article').getByRole('heading', { level: 2 });

/**
 * The cards show the matches `expected` gives, asked again at each look. The page's clock moves every 30 s
 * (features/sports/hooks/use-now.ts), so a match that starts meanwhile is live, and first by time, for the journey at
 * once and for the page only at its next tick: the two agree again by then.
 */
async function expectCards(page: Page, expected: () => Match[] | Promise<Match[]>) {
  await expect
    .poll(
      async () => {
        const shown = (await cardTitles(page).allInnerTexts()).map((title) => title.trim());
        const wanted = (await expected()).map((m) => m.title);
        return shown.join('\n') === wanted.join('\n') ? 'as expected' : { shown, wanted };
      },
      { timeout: 40_000 },
    )
    .toBe('as expected');
}

/** The lists the page itself received from the service, by path, as it last received them. */
let received = new Map<string, Match[]>();

/**
 * A list of the service's as the page received it (else as the service answers now), kept by `keep` and ordered
 * anew at each look: the demo schedule's window moves with the clock, so the page's list and a later answer can
 * differ by a match at its edge.
 */
function listed(request: APIRequestContext, path: string, keep: (match: Match) => boolean = () => true) {
  return async () => byTime((received.get(path) ?? (await matchesOf(request, path))).filter(keep));
}

const tab = (page: Page, name: string) => page.getByRole('tab', { name, exact: true });
const chip = (page: Page, name: string) => page.getByRole('group', { name: 'Sport' }).getByRole('button', { name, exact: true });
const byTime = (matches: Match[]) => sortMatches(matches, 'time', Date.now());

/** Every stream of a match, from each of its sources. */
async function streamsOf(request: APIRequestContext, match: Match): Promise<Stream[]> {
  const lists = await Promise.all(match.sources.map((s) => gateway(request, `stream/${s.source}/${s.id}`, streamListSchema)));
  return lists.flat();
}

test.describe('sports list on the demo schedule', () => {
  // Time for the page's clock to tick once while a list is compared (expectCards).
  test.describe.configure({ timeout: 90_000 });
  test.beforeEach(async ({ page }) => {
    received = new Map();
    page.on('response', async (response) => {
      const path = /\/api\/live\/(matches\/[^?]*)/.exec(response.url())?.[1];
      if (path === undefined || !response.ok()) return;
      const list = matchListSchema.safeParse(await response.json().catch(() => null));
      if (list.success) received.set(decodeURIComponent(path), list.data);
    });
    await page.goto('/sports');
    await expect(page.getByRole('heading', { level: 1, name: 'Sports' })).toBeVisible();
  });

  test('says it is a demo, and each tab shows its matches by time: Popular, Live, All (today)', async ({ page, request }) => {
    await expect(page.getByText('Demo schedule', { exact: true })).toBeVisible();
    await expect(tab(page, 'Popular')).toHaveAttribute('aria-selected', 'true');
    await expect(cardTitles(page).first()).toBeVisible();
    await expectCards(page, listed(request, 'matches/all/popular'));

    await tab(page, 'Live').click();
    await expect(page).toHaveURL(/[?&]tab=live/);
    await expect(cardTitles(page).first()).toBeVisible();
    await expectCards(page, listed(request, 'matches/live'));
    // Every live card wears the LIVE badge.
    await expect(page.getByRole('main').getByRole('article').getByText('LIVE', { exact: true })).toHaveCount(
      await cardTitles(page).count(),
    );

    await tab(page, 'All').click();
    await expect(cardTitles(page).first()).toBeVisible();
    await expectCards(page, listed(request, 'matches/all-today'));
  });

  test('a sport chip narrows every tab to that sport, with the per-sport empty text', async ({ page, request }) => {
    const sports = await gateway(request, 'sports', sportListSchema);
    const live = await matchesOf(request, 'matches/live');
    const withLive = sports.find((s) => live.some((m) => m.category === s.id))!;
    const withoutLive = sports.find((s) => !live.some((m) => m.category === s.id))!;

    await tab(page, 'Live').click();
    await chip(page, withLive.name).click();
    await expect(chip(page, withLive.name)).toHaveAttribute('aria-pressed', 'true');
    await expect(page).toHaveURL(new RegExp(`[?&]sport=${withLive.id}`));
    await expectCards(
      page,
      listed(request, `matches/${withLive.id}`, (m) => isLive(m, Date.now())),
    );

    await tab(page, 'Popular').click();
    const popular = (await matchesOf(request, `matches/${withLive.id}`)).filter((m) => m.popular);
    if (popular.length > 0)
      await expectCards(
        page,
        listed(request, `matches/${withLive.id}`, (m) => m.popular === true),
      );
    else await expect(page.getByText(`No popular ${withLive.name} matches available at the moment.`)).toBeVisible();

    await tab(page, 'Live').click();
    await chip(page, withoutLive.name).click();
    await expect(page.getByText(`No live ${withoutLive.name} matches available at the moment.`)).toBeVisible();
    await expect(cardTitles(page)).toHaveCount(0);

    await chip(page, 'All Sports').click();
    await expect(page).not.toHaveURL(/sport=/);
    await expectCards(page, listed(request, 'matches/live'));
  });

  test('the search box filters by title and team; the sort select orders by Time or Relevance', async ({ page, request }) => {
    await tab(page, 'All').click();
    await expect(cardTitles(page).first()).toBeVisible();
    await expectCards(page, listed(request, 'matches/all-today'));
    const today = await listed(request, 'matches/all-today')();

    // A team's name as typed: lower case, part of a word.
    const team = today.find((m) => m.teams?.home)!.teams!.home!.name;
    const typed = team.toLowerCase().slice(0, Math.max(4, team.length - 2));
    await page.getByLabel('Search matches').fill(typed);
    expect(filterMatches(today, 'all', typed).length).toBeGreaterThan(0);
    await expectCards(page, () => byTime(filterMatches(today, 'all', typed)));

    await page.getByLabel('Search matches').fill('no such team anywhere');
    await expect(page.getByText('No matches found for “no such team anywhere”.')).toBeVisible();
    await page.getByRole('button', { name: 'Clear search' }).click();
    await expect(page.getByLabel('Search matches')).toHaveValue('');
    await expectCards(page, () => byTime(today));

    // Relevance: live matches first, then popular ones, then the rest.
    await page.getByLabel('Sort by').selectOption('Relevance');
    await expect(page).toHaveURL(/[?&]sort=relevance/);
    const relevance = sortMatches(today, 'relevance', Date.now());
    await expectCards(page, () => sortMatches(today, 'relevance', Date.now()));
    expect(relevance.map((m) => m.title)).not.toEqual(byTime(today).map((m) => m.title));
    await page.getByLabel('Sort by').selectOption('Time');
    await expectCards(page, () => byTime(today));
  });

  test('Hide Filters hides the sport chips and Show Filters brings them back', async ({ page }) => {
    const chips = page.getByRole('group', { name: 'Sport' });
    await expect(chips).toBeVisible();
    await page.getByRole('button', { name: 'Hide Filters' }).click();
    await expect(chips).toBeHidden();
    await expect(page.getByRole('button', { name: 'Show Filters' })).toHaveAttribute('aria-expanded', 'false');
    await page.getByRole('button', { name: 'Show Filters' }).click();
    await expect(chips).toBeVisible();
  });

  test('works from the keyboard and passes axe', async ({ page }) => {
    // The Live tab: every kind of element of the screen, on fewer cards than Popular, so axe runs quickly.
    await tab(page, 'Live').click();
    await expect(cardTitles(page).first()).toBeVisible();
    await expectAccessible(page);
    await tab(page, 'Popular').click();
    // A chip is a button: Tab reaches it, Space presses it.
    await chip(page, 'All Sports').focus();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Space');
    await expect(page.getByRole('group', { name: 'Sport' }).getByRole('button', { pressed: true })).not.toHaveText('All Sports');
    // Tabs follow the arrow keys.
    await tab(page, 'Popular').focus();
    await expect(tab(page, 'Popular')).toBeFocused();
    await page.keyboard.press('ArrowRight');
    await expect(tab(page, 'Live')).toHaveAttribute('aria-selected', 'true');
    await tab(page, 'Live').click();
    await chip(page, 'All Sports').click();
    await expect(cardTitles(page).first()).toBeVisible();
    await page.getByRole('main').getByRole('article').first().getByRole('link').focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/sports\/player\//);
  });

  test('a failing service gives empty lists, a logged failure and the Error toast', async ({ page }) => {
    const logged: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') logged.push(message.text());
    });
    await page.route('**/api/live/**', (route) =>
      route.fulfill({
        status: 502,
        contentType: 'application/json',
        body: JSON.stringify({ error: 'Could not reach the sports service' }),
      }),
    );
    // Opened from another screen, the list is the app's to load (a page load would bring the server's rendering
    // of it, data included).
    await page.goto('/movie');
    await page.getByRole('banner').getByRole('link', { name: 'Sports' }).click();
    await expect(page).toHaveURL('/sports');
    await expect(page.getByText('Failed to load sports. Please try again later.')).toBeVisible();
    await expect(page.getByText('Error', { exact: true })).toBeVisible();
    await expect(page.getByText('No popular matches available at the moment.')).toBeVisible();
    await expect(page.getByRole('group', { name: 'Sport' }).getByRole('button')).toHaveText(['All Sports']);
    expect(logged.some((line) => line.includes('Failed to load sports data'))).toBe(true);
  });

  test('fits 1280 and 390 px wide screens without overflow', async ({ page }, testInfo) => {
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: width > 500 ? 800 : 844 });
      await expect(cardTitles(page).first()).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      await page.screenshot({ path: testInfo.outputPath(`sports-${width}.png`) });
    }
  });
});

test.describe('sports player', () => {
  /** A match of today with more than one stream, and its streams. */
  async function matchWithStreams(request: APIRequestContext): Promise<{ match: Match; streams: Stream[] }> {
    for (const match of await matchesOf(request, 'matches/all-today')) {
      const streams = await streamsOf(request, match);
      if (streams.length > 1) return { match, streams };
    }
    throw new Error('the demo schedule has no match with two streams today');
  }

  const frame = (page: Page): Locator => page.locator('iframe');

  test('opens from its card, plays the first stream and switches with the dropdown', async ({ page, request }) => {
    const { match, streams } = await matchWithStreams(request);
    await page.goto('/sports?tab=all');
    await page.getByLabel('Search matches').fill(match.title);
    await page.getByRole('link', { name: match.title }).first().click();

    await expect(page).toHaveURL(`/sports/player/${match.sources[0]!.id}`);
    await expect(page.getByRole('heading', { level: 1, name: match.title })).toBeVisible();
    await expect(frame(page)).toHaveAttribute('src', new RegExp(`${streams[0]!.embedUrl}$`));
    await expect(frame(page)).toHaveAttribute('sandbox', 'allow-scripts allow-same-origin allow-presentation');
    // The demo stream page reports with MEDIA_DATA from this origin, which the player accepts.
    await expect(page.getByRole('status').filter({ hasText: 'Stream connected' })).toBeVisible();
    await expect(page.frameLocator('iframe').getByRole('heading', { name: match.title })).toBeVisible();
    await expect(page.frameLocator('iframe').getByText(`Stream ${streams[0]!.streamNo}`)).toBeVisible();

    const select = page.getByLabel('Stream', { exact: true });
    await expect(select.locator('option')).toHaveCount(streams.length);
    await select.selectOption({ index: 1 });
    await expect(frame(page)).toHaveAttribute('src', new RegExp(`${streams[1]!.embedUrl}$`));
    await expect(page.frameLocator('iframe').getByText(`Stream ${streams[1]!.streamNo}`)).toBeVisible();
    await expectAccessible(page);
  });

  test('shows no dropdown for a match with one stream', async ({ page, request }) => {
    let single: Match | undefined;
    for (const match of await matchesOf(request, 'matches/all')) {
      if ((await streamsOf(request, match)).length === 1) {
        single = match;
        break;
      }
    }
    if (!single) throw new Error('the demo schedule has no match with a single stream');
    await page.goto(`/sports/player/${single.sources[0]!.id}`);
    await expect(frame(page)).toBeVisible();
    await expect(page.getByLabel('Stream', { exact: true })).toHaveCount(0);
  });

  test('skips a source whose streams fail to load, and says when every source failed', async ({ page, request }) => {
    const match = (await matchesOf(request, 'matches/all')).find((m) => m.sources.length > 1)!;
    const [failing, working] = match.sources;
    const kept = await gateway(request, `stream/${working!.source}/${working!.id}`, streamListSchema);
    const fail = (route: Route) =>
      route.fulfill({ status: 502, contentType: 'application/json', body: '{"error":"The sports service failed to answer"}' });
    await page.route(`**/api/live/stream/${failing!.source}/**`, fail);

    await page.goto(`/sports/player/${match.sources[0]!.id}`);
    await expect(frame(page)).toHaveAttribute('src', new RegExp(`${kept[0]!.embedUrl}$`));
    if (kept.length > 1) await expect(page.getByLabel('Stream', { exact: true }).locator('option')).toHaveCount(kept.length);
    else await expect(page.getByLabel('Stream', { exact: true })).toHaveCount(0);

    await page.route('**/api/live/stream/**', fail);
    await page.reload();
    await expect(page.getByText('Error loading video player.')).toBeVisible();
    await expect(frame(page)).toHaveCount(0);
  });

  test('says so when a match has no streams', async ({ page }) => {
    await page.goto('/sports/player/no-such-match-1');
    await expect(page.getByText('No streams available for this match.')).toBeVisible();
    await expect(frame(page)).toHaveCount(0);
  });

  test('fits 390 px wide screens', async ({ page, request }, testInfo) => {
    const { match } = await matchWithStreams(request);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`/sports/player/${match.sources[0]!.id}`);
    await expect(page.getByRole('status').filter({ hasText: 'Stream connected' })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await page.screenshot({ path: testInfo.outputPath('sports-player-390.png') });
  });
});
