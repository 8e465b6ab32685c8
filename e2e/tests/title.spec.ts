import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../apps/server/src/app.ts';
import { loadConfig } from '../../apps/server/src/config.ts';
import { SET_UP_SERVER_ENV } from '../../apps/server/src/__tests__/support/server-env.ts';
import { startTmdbReplay, type TmdbReplay } from '../../apps/server/src/__tests__/support/tmdb-replay.ts';
import { e2eMediaDir } from '../playwright.config';
import { catalogueId } from '../support/catalogue';
import { expect, expectAccessible, signUp, test } from '../support/fixtures';
import { whenListedInLibrary } from '../support/playback';
import { putTestVideo } from '../support/test-video';

const dollars = (amount: number) => `$${amount.toLocaleString('en-US')}`;

/** The 'Title information' tabs under the header. */
const tab = (page: Page, name: string) => page.getByRole('tablist', { name: 'Title information' }).getByRole('tab', { name });

test.describe('movie page from the offline catalogue', () => {
  test('shows every field of the title, its tabs and More Like This, and passes axe', async ({ page, request }) => {
    const id = await catalogueId(request, 'Fight Club', 'movie');
    const details = (await (await request.get(`/api/tmdb/movie/${id}`)).json()) as {
      tagline: string;
      overview: string;
      genres: Array<{ name: string }>;
      status: string;
      budget: number;
      revenue: number;
      vote_average: number;
    };
    await page.goto(`/movie/${id}`);

    const header = page.getByRole('region', { name: 'Fight Club' });
    await expect(page.getByRole('heading', { level: 1, name: 'Fight Club' })).toBeVisible();
    await expect(header.getByText(details.tagline, { exact: true })).toBeVisible();
    await expect(header.getByText('Rated R')).toBeAttached();
    await expect(header.getByText('1999', { exact: true })).toBeVisible();
    await expect(header.getByText('2 hr 19 min', { exact: true })).toBeVisible();
    // Written by Intl, which rounds the decimal value (8.45 is 8.5), where toFixed rounds its binary double (8.4).
    const rating = new Intl.NumberFormat('en', { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(
      details.vote_average,
    );
    await expect(header.getByText(`Rating${rating}`)).toBeVisible();
    for (const genre of details.genres) {
      await expect(page.getByRole('list', { name: 'Genres' }).getByText(genre.name)).toBeVisible();
    }
    await expect(header.getByText(details.overview, { exact: true })).toBeVisible();
    // Not in the run's library, and offline there is no trailer: Play says so (docs/behaviour.md#what-can-play).
    await expect(page.getByRole('button', { name: 'Not in your library' })).toHaveAccessibleDescription(
      "Ask this server's owner to add it to the library.",
    );
    await expect(page.getByRole('button', { name: 'Add to Favorites' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Add to Watchlist' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Download' })).toBeVisible();

    // About opens first: Status, Budget, Revenue and Production Companies.
    await expect(tab(page, 'About')).toHaveAttribute('aria-selected', 'true');
    const about = page.getByRole('tabpanel', { name: 'About' });
    await expect(about.getByRole('definition').nth(0)).toHaveText(details.status);
    await expect(about.getByRole('definition').nth(1)).toHaveText(dollars(details.budget));
    await expect(about.getByRole('definition').nth(2)).toHaveText(dollars(details.revenue));
    await expect(about.getByRole('term').nth(3)).toHaveText('Production Companies');

    await expect(page.getByRole('heading', { name: 'More Like This' })).toBeVisible();
    // No trailer offline: the catalogue has no videos.
    await expect(page.locator('iframe')).toHaveCount(0);
    await expectAccessible(page);

    await tab(page, 'Reviews').click();
    await expect(page.getByRole('heading', { name: 'No Reviews Yet' })).toBeVisible();
    await expect(page.getByText('There are no reviews available for this title.')).toBeVisible();
    await expectAccessible(page);
  });

  test('Back returns to the page before, and goes home when the visit started here', async ({ page, request }) => {
    const id = await catalogueId(request, 'Fight Club', 'movie');
    await page.goto(`/movie/${id}`);
    const similar = page.getByRole('region', { name: 'More Like This' }).getByRole('link').first();
    await similar.click();
    await expect(page).not.toHaveURL(`/movie/${id}`);
    await page.getByRole('button', { name: 'Back', exact: true }).click();
    await expect(page).toHaveURL(`/movie/${id}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Fight Club' })).toBeVisible();

    await page.goto(`/movie/${id}`);
    await page.getByRole('button', { name: 'Back', exact: true }).click();
    await expect(page).toHaveURL('/');
  });

  test('keyboard: Download opens its dialog, Escape closes it and gives focus back', async ({ page, request }) => {
    const id = await catalogueId(request, 'Fight Club', 'movie');
    await page.goto(`/movie/${id}`);
    const download = page.getByRole('button', { name: 'Download' });
    await expect(download).toBeVisible();
    // Tab from Play ('Not in your library' here) through the two toggles to Download.
    await page.getByRole('button', { name: 'Not in your library' }).focus();
    for (const name of ['Add to Favorites', 'Add to Watchlist', 'Download']) {
      await page.keyboard.press('Tab');
      await expect(page.getByRole('button', { name })).toBeFocused();
    }
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Download' });
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(download).toBeFocused();
  });
});

test.describe('route ids and missing titles', () => {
  for (const [url, text] of <Array<[string, string]>>[
    ['/movie/abc', 'Invalid movie ID'],
    ['/movie/12.5', 'Invalid movie ID'],
    ['/movie/999999999', 'Movie not found'],
    ['/tv/abc', 'Invalid TV show ID'],
    ['/tv/999999999', 'TV show not found'],
  ]) {
    test(`${url} says '${text}' with Return to Home`, async ({ page }) => {
      await page.goto(url);
      await expect(page.getByRole('heading', { level: 1, name: text })).toBeVisible();
      await page.getByRole('link', { name: 'Return to Home' }).click();
      await expect(page).toHaveURL('/');
    });
  }
});

test.describe('favourites and watchlist toggles', () => {
  test('a visitor is asked to log in, and nothing is sent', async ({ page, request }) => {
    const id = await catalogueId(request, 'Fight Club', 'movie');
    const listCalls: string[] = [];
    page.on('request', (r) => {
      if (/\/api\/(favourites|watchlist)/.test(r.url())) listCalls.push(r.url());
    });
    await page.goto(`/movie/${id}`);
    await page.getByRole('button', { name: 'Add to Favorites' }).click();
    await expect(page.getByText('Login Required')).toBeVisible();
    await expect(page.getByText('Please log in to add items to your favorites.')).toBeVisible();
    await page.getByRole('button', { name: 'Add to Watchlist' }).click();
    await expect(page.getByText('Please log in to add items to your watchlist.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Add to Favorites' })).toBeVisible();
    expect(listCalls).toEqual([]);
  });

  test('signed in, adding shows the confirmation and survives a reload; removing undoes it', async ({ page, request }) => {
    const id = await catalogueId(request, 'Fight Club', 'movie');
    await signUp(page);
    await page.goto(`/movie/${id}`);

    await page.getByRole('button', { name: 'Add to Favorites' }).click();
    await expect(page.getByText('Added to favorites')).toBeVisible();
    await expect(page.getByText('Fight Club has been added to your favorites.')).toBeVisible();
    await page.getByRole('button', { name: 'Add to Watchlist' }).click();
    await expect(page.getByText('Fight Club has been added to your watchlist.')).toBeVisible();

    await page.reload();
    await expect(page.getByRole('button', { name: 'In Favorites' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'In Watchlist' })).toBeVisible();

    await page.getByRole('button', { name: 'In Favorites' }).click();
    await expect(page.getByText('Fight Club has been removed from your favorites.')).toBeVisible();
    await page.reload();
    await expect(page.getByRole('button', { name: 'Add to Favorites' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'In Watchlist' })).toBeVisible();
  });

  test('a refused change shows the error toast and the button returns to its state', async ({ page, request }) => {
    const id = await catalogueId(request, 'Fight Club', 'movie');
    await signUp(page);
    await page.goto(`/movie/${id}`);
    await page.route('**/api/favourites', (route) =>
      route.request().method() === 'POST'
        ? route.fulfill({ status: 500, json: { error: 'Something went wrong on our side. Please try again.' } })
        : route.fallback(),
    );
    await page.getByRole('button', { name: 'Add to Favorites' }).click();
    await expect(page.getByText('Error adding to favorites')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Add to Favorites' })).toBeVisible();
  });
});

test.describe('TV page from the offline catalogue', () => {
  test('lists the first season, switches seasons, and plays the selected season', async ({ page, request }) => {
    const id = await catalogueId(request, 'Game of Thrones', 'tv');
    // An episode in the library, so that something can play the show (docs/behaviour.md#what-can-play).
    putTestVideo(e2eMediaDir, `tv/${id}/s01e01.webm`);
    await whenListedInLibrary(request, 'tv', id);
    await page.goto(`/tv/${id}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Game of Thrones' })).toBeVisible();
    const header = page.getByRole('region', { name: 'Game of Thrones' });
    await expect(header.getByText('8 Seasons', { exact: true })).toBeVisible();
    await expect(header.getByText('Apr 17, 2011', { exact: true })).toBeVisible();
    await expect(tab(page, 'Episodes')).toHaveAttribute('aria-selected', 'true');

    const season = page.getByRole('tabpanel', { name: 'Episodes' }).getByLabel('Season', { exact: true });
    await expect(season).toHaveValue('1');
    // Season 0 (specials) is never offered.
    await expect(season.locator('option[value="0"]')).toHaveCount(0);
    await expect(page.getByRole('list', { name: 'Episodes of season 1' }).getByRole('listitem')).toHaveCount(10);
    await expect(page.getByRole('link', { name: 'Play Latest Episode' })).toHaveAttribute('href', `/player/tv/${id}/1/1`);

    await season.selectOption('2');
    const second = page.getByRole('list', { name: 'Episodes of season 2' });
    await expect(second.getByRole('listitem')).toHaveCount(10);
    await expect(second.getByRole('link', { name: /^Play episode 3:/ })).toHaveAttribute('href', `/player/tv/${id}/2/3`);
    await expect(page.getByRole('link', { name: 'Play Latest Episode' })).toHaveAttribute('href', `/player/tv/${id}/2/1`);

    await tab(page, 'About').click();
    const about = page.getByRole('tabpanel', { name: 'About' });
    await expect(about.getByRole('definition').nth(1)).toHaveText('73');
    await expect(about.getByRole('definition').nth(2)).toHaveText('8');
    await expectAccessible(page);
  });

  test('continues from the newest history entry of the show', async ({ page, request }) => {
    const id = await catalogueId(request, 'Game of Thrones', 'tv');
    await signUp(page);
    const token = await page.evaluate(() => localStorage.getItem('authToken'));
    const watched = (season: number, episode: number, watch_position: number) =>
      request.post('/api/watch-history', {
        headers: { authorization: `Bearer ${token}` },
        data: { media_id: id, media_type: 'tv', title: 'Game of Thrones', season, episode, watch_position, duration: 3000 },
      });
    expect((await watched(1, 4, 2900)).ok()).toBe(true);
    expect((await watched(2, 3, 1000)).ok()).toBe(true);

    await page.goto(`/tv/${id}`);
    const resume = page.getByRole('link', { name: 'Continue S2 E3 (33%)' });
    await expect(resume).toHaveAttribute('href', `/player/tv/${id}/2/3`);
  });
});

/**
 * The same pages from real TMDB answers: a server of our own (in this worker) in upstream mode, pointed at a
 * TMDB-compatible server replaying the responses recorded in fixtures/tmdb (movie 550, TV 1399).
 */
test.describe('title pages from recorded TMDB responses', () => {
  let replay: TmdbReplay;
  let app: FastifyInstance;
  let origin: string;
  let dataDir: string;

  test.beforeAll(async () => {
    replay = await startTmdbReplay({ apiKey: 'replay-key' });
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'marquee-e2e-replay-'));
    const root = path.resolve(import.meta.dirname, '../..');
    const config = loadConfig(
      {
        HOST: '127.0.0.1',
        PORT: '0',
        DATABASE_URL: `sqlite:${path.join(dataDir, 'app.db')}`,
        CACHE_DIR: path.join(dataDir, 'cache'),
        MEDIA_DIR: path.join(dataDir, 'media'),
        TMDB_API_KEY: 'replay-key',
        TMDB_BASE_URL: replay.baseUrl,
        TMDB_IMAGE_BASE_URL: replay.imageBaseUrl,
        LOG_LEVEL: 'warn',
        // Set up and open, as the journeys' main server is.
        ...SET_UP_SERVER_ENV,
      },
      root,
    );
    app = await buildApp(config, { logger: false });
    origin = await app.listen({ host: '127.0.0.1', port: 0 });
  });

  test.afterAll(async () => {
    await app?.close();
    await replay?.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  test('movie 550: Fight Club with its dates, runtime, certification, money and companies', async ({ page }) => {
    await page.goto(`${origin}/movie/550`);
    const header = page.getByRole('region', { name: 'Fight Club' });
    await expect(page.getByRole('heading', { level: 1, name: 'Fight Club' })).toBeVisible();
    await expect(header.getByText('Mischief. Mayhem. Soap.', { exact: true })).toBeVisible();
    await expect(header.getByText('Rated R')).toBeAttached();
    await expect(header.getByText('1999', { exact: true })).toBeVisible();
    await expect(header.getByText('2 hr 19 min', { exact: true })).toBeVisible();
    await expect(header.getByText('Rating8.4')).toBeVisible();
    await expect(page.getByRole('list', { name: 'Genres' }).getByRole('listitem')).toHaveText(['Drama']);

    const about = page.getByRole('tabpanel', { name: 'About' });
    await expect(about.getByRole('definition').nth(1)).toHaveText('$63,000,000');
    await expect(about.getByRole('definition').nth(2)).toHaveText('$100,853,753');
    // By logo, or by name where the logo cannot be loaded (the replay serves no company logos).
    await expect(about.getByRole('img', { name: 'Fox 2000 Pictures' }).or(about.getByText('Fox 2000 Pictures'))).toBeVisible();
    await expect(page.getByRole('heading', { name: 'More Like This' })).toBeVisible();
  });

  test('movie 550 reviews: 3 at first, Load More by 3, Show Less, and the full review in a new tab', async ({ page }) => {
    await page.goto(`${origin}/movie/550`);
    await tab(page, 'Reviews').click();
    const reviews = page.getByRole('tabpanel', { name: 'Reviews' }).getByRole('article');
    await expect(reviews).toHaveCount(3);
    await page.getByRole('button', { name: 'Load More' }).click();
    await expect(reviews).toHaveCount(6);
    await page.getByRole('button', { name: 'Load More' }).click();
    await expect(reviews).toHaveCount(9);
    // All 9 recorded reviews are shown.
    await expect(page.getByRole('button', { name: 'Load More' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Show Less' }).click();
    await expect(reviews).toHaveCount(3);
    await expect(page.getByRole('button', { name: 'Load More' })).toBeFocused();

    // The third review (9,755 characters) is clamped with a link to the whole text; the first (188) is not.
    await expect(reviews.nth(0).getByRole('link', { name: /Read full review/ })).toHaveCount(0);
    const full = reviews.nth(2).getByRole('link', { name: /Read full review/ });
    await expect(full).toHaveAttribute('href', /^https:\/\/www\.themoviedb\.org\/review\//);
    await expect(full).toHaveAttribute('target', '_blank');
    await expect(reviews.nth(1).getByText('Rated 9/10')).toBeAttached();
    await expectAccessible(page);
  });

  test('TV 1399: Game of Thrones with its first air date, seasons, rating and the episodes of season 1', async ({ page }) => {
    await page.goto(`${origin}/tv/1399`);
    const header = page.getByRole('region', { name: 'Game of Thrones' });
    await expect(page.getByRole('heading', { level: 1, name: 'Game of Thrones' })).toBeVisible();
    await expect(header.getByText('Winter Is Coming', { exact: true })).toBeVisible();
    await expect(header.getByText('Rated TV-MA')).toBeAttached();
    await expect(header.getByText('Apr 17, 2011', { exact: true })).toBeVisible();
    await expect(header.getByText('8 Seasons', { exact: true })).toBeVisible();
    await expect(header.getByText('Rating8.4')).toBeVisible();

    const season = page.getByRole('tabpanel', { name: 'Episodes' }).getByLabel('Season', { exact: true });
    await expect(season).toHaveValue('1');
    await expect(season.locator('option')).toHaveText([
      'Season 1',
      'Season 2',
      'Season 3',
      'Season 4',
      'Season 5',
      'Season 6',
      'Season 7',
      'Season 8',
    ]);
    const episodes = page.getByRole('list', { name: 'Episodes of season 1' }).getByRole('listitem');
    await expect(episodes).toHaveCount(10);
    await expect(episodes.first().getByRole('heading')).toHaveText('E1 · Winter Is Coming');
  });

  test('the trailer plays over the backdrop at 1280 px only, and never with reduced motion', async ({ page }) => {
    const trailer = page.locator('iframe[src^="https://www.youtube-nocookie.com/embed/"]');
    await page.goto(`${origin}/movie/550`);
    await expect(trailer).toHaveCount(1);
    // The first official YouTube trailer of the recorded videos.
    await expect(trailer).toHaveAttribute('src', /\/embed\/dfeUzm6KF4g\?/);
    await expect(trailer).toHaveAttribute('src', /mute=1/);
    await expect(trailer).toHaveAttribute('src', /loop=1/);

    await page.setViewportSize({ width: 390, height: 844 });
    await expect(trailer).toHaveCount(0);

    await page.setViewportSize({ width: 1280, height: 800 });
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Fight Club' })).toBeVisible();
    await expect(trailer).toHaveCount(0);
  });
});
