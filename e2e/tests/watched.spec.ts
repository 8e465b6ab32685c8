import type { Page } from '@playwright/test';
import { catalogueId } from '../support/catalogue';
import { expect, expectAccessible, signUp, test } from '../support/fixtures';
import { ownApi } from '../support/own-api';

/**
 * Watched marks and Continue Watching (docs/behaviour.md#watched-marks, #continue-watching): a viewer marks a season,
 * sees the ticks and the show's Up Next, marks a film and sees its card's tick, and takes a card off the row with
 * its history kept.
 */

const continueRow = (page: Page) => page.getByRole('region', { name: 'Continue Watching' });

test('mark a season watched: ticks, progress and Up Next; a film marked shows its tick', async ({ page, request }) => {
  await signUp(page);
  const arcane = await catalogueId(request, 'Arcane', 'tv');
  await page.goto(`/tv/${arcane}`);

  await page.getByRole('button', { name: 'Mark Season 1 Watched' }).click();
  await expect(page.getByRole('button', { name: 'Season 1 Watched' })).toBeVisible();
  const episodes = page.getByRole('list', { name: 'Episodes of season 1' }).getByRole('listitem');
  const count = await episodes.count();
  expect(count).toBeGreaterThan(1);
  for (let i = 0; i < count; i++) {
    await expect(episodes.nth(i).getByRole('button', { name: `Watched S1 E${i + 1}` })).toBeVisible();
  }
  await expect(page.getByText(new RegExp(`^${count} of \\d+ episodes watched$`))).toBeVisible();
  await expectAccessible(page);

  // One episode unmarked: the season is no longer whole.
  await episodes.nth(1).getByRole('button', { name: 'Watched S1 E2' }).click();
  await expect(episodes.nth(1).getByRole('button', { name: 'Mark Watched S1 E2' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Mark Season 1 Watched' })).toBeVisible();
  await episodes.nth(1).getByRole('button', { name: 'Mark Watched S1 E2' }).click();
  await expect(page.getByRole('button', { name: 'Season 1 Watched' })).toBeVisible();

  // Home: the show once, at its next episode, though it was never played.
  await page.goto('/');
  const card = continueRow(page).getByRole('link', { name: 'Continue, Arcane, up next S2 E1' });
  await expect(card).toHaveAttribute('href', `/player/tv/${arcane}/2/1`);
  await expect(continueRow(page).getByText('Up next · S2 E1')).toBeVisible();

  // A trending film marked on its page shows a tick on its card.
  const trending = page.getByRole('region', { name: 'Trending Now' }).getByRole('listitem').getByRole('link');
  const href = (await trending.first().getAttribute('href')) ?? '';
  await trending.first().click();
  await expect(page).toHaveURL(href);
  await page.getByRole('button', { name: 'Mark as Watched' }).click();
  await expect(page.getByRole('button', { name: 'Watched', exact: true })).toBeVisible();
  await page.goto('/');
  const marked = page.getByRole('region', { name: 'Trending Now' }).locator(`a[href="${href}"]`).first();
  await expect(marked.getByText('Watched', { exact: true })).toBeAttached();
  await expectAccessible(page);
});

test('remove a card from Continue Watching: the history stays, and playing again brings it back', async ({ page, request }) => {
  await signUp(page);
  const film = await catalogueId(request, 'Fight Club', 'movie');
  const viewing = { media_id: film, media_type: 'movie', title: 'Fight Club', watch_position: 1200, duration: 6000 };
  expect((await ownApi(page, 'POST', '/watch-history', viewing)).status).toBe(201);

  await page.goto('/');
  await expect(continueRow(page).getByRole('link', { name: 'Continue, Fight Club, 20% watched' })).toBeVisible();
  await continueRow(page).getByRole('button', { name: 'Remove Fight Club from Continue Watching' }).click();
  await expect(continueRow(page)).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('region', { name: 'Trending Now' })).toBeVisible();
  await expect(continueRow(page)).toHaveCount(0);

  await page.goto('/watch-history');
  await expect(page.getByRole('list', { name: 'Watch history' }).getByRole('listitem')).toHaveText([/Fight Club/]);

  // Watched again (a later report of a new viewing): back on the row.
  expect((await ownApi(page, 'POST', '/watch-history', { ...viewing, watch_position: 1800 })).status).toBeLessThan(300);
  await page.goto('/');
  await expect(continueRow(page).getByRole('link', { name: 'Continue, Fight Club, 30% watched' })).toBeVisible();
});

test('rate a film: its card and the Ratings tab show it, and thumbs rate as a thumb', async ({ page, request }) => {
  await signUp(page);
  const film = await catalogueId(request, 'Fight Club', 'movie');
  await page.goto(`/movie/${film}`);
  const rating = page.getByRole('group', { name: 'Your rating of Fight Club' });
  await rating.getByRole('button', { name: 'Rate 8 out of 10' }).click();
  await expect(rating.getByRole('button', { name: 'Rate 8 out of 10' })).toHaveAttribute('aria-pressed', 'true');
  await expectAccessible(page);

  // Its card, wherever it shows.
  await page.goto('/search?q=Fight%20Club');
  await expect(page.locator(`a[href="/movie/${film}"]`).first().getByTitle('Your rating')).toHaveText('Your rating 8');

  await page.goto('/watch-history');
  await page.getByRole('tab', { name: 'Ratings' }).click();
  const list = page.getByRole('list', { name: 'Your ratings' });
  await expect(list.getByRole('link')).toHaveText([/Fight Club.*Your rating 8/]);
  await page.getByLabel('Show', { exact: true }).selectOption({ label: 'Shows' });
  await expect(page.getByText('No ratings yet')).toBeVisible();
  await page.getByLabel('Show', { exact: true }).selectOption({ label: 'Films' });
  await expect(list.getByRole('link')).toHaveCount(1);

  // Thumbs: the 8 shows as a thumb up; pressing it again takes the rating away.
  await page.goto('/profile');
  await page.getByRole('tab', { name: 'Preferences' }).click();
  await page.getByLabel('Rate titles with').selectOption({ label: 'Thumbs up or down' });
  await expect(page.getByText('Rate titles with: Thumbs up or down.')).toBeVisible();
  await page.goto(`/movie/${film}`);
  const up = rating.getByRole('button', { name: 'Thumbs up' });
  await expect(up).toHaveAttribute('aria-pressed', 'true');
  await up.click();
  await expect(up).toHaveAttribute('aria-pressed', 'false');
  await expect(rating.getByRole('button', { name: 'Thumbs down' })).toHaveAttribute('aria-pressed', 'false');
});

test('the Calendar, its feed link, the bell, and Your Year', async ({ page, request }) => {
  await signUp(page);
  await page.goto('/');
  await page.getByRole('button', { name: 'Notifications' }).click();
  await expect(page.getByText('No new episodes of the shows you follow.')).toBeVisible();
  await page.getByRole('menuitem', { name: 'Calendar' }).click();
  await expect(page).toHaveURL('/calendar');
  // The offline catalogue's shows all aired long ago.
  await expect(page.getByText('Nothing on your calendar')).toBeVisible();
  await page.getByRole('button', { name: 'Make a link' }).click();
  const link = page.getByLabel('Calendar link');
  await expect(link).toHaveValue(/\/api\/calendar\/feed\/[\w-]+\.ics$/);
  const url = await link.inputValue();
  const feed = await page.request.get(url);
  expect(feed.status()).toBe(200);
  expect(feed.headers()['content-type']).toMatch(/^text\/calendar/);
  expect(await feed.text()).toMatch(/^BEGIN:VCALENDAR\r\n/);
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Turn off' }).click();
  await expect(page.getByText('Calendar link turned off')).toBeVisible();
  expect((await page.request.get(url)).status()).toBe(404);

  const film = await catalogueId(request, 'Fight Club', 'movie');
  const viewing = { media_id: film, media_type: 'movie', title: 'Fight Club', watch_position: 5900, duration: 6000 };
  expect((await ownApi(page, 'POST', '/watch-history', viewing)).status).toBe(201);
  await page.goto('/watch-history');
  await page.getByRole('link', { name: 'Your Year' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Your Year' })).toBeVisible();
  const figures = page.locator('dl');
  await expect(figures.getByText('Films', { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: /Fight Club/ })).toBeVisible();
  await expectAccessible(page);
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Share' }).click();
  expect((await download).suggestedFilename()).toBe(`marquee-${new Date().getUTCFullYear()}.png`);
});
