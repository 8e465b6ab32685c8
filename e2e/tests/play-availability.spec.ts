import type { HistoryPage } from '@marquee/core';
import type { Page } from '@playwright/test';
import { catalogueId } from '../support/catalogue';
import { expect, expectAccessible, test, uniqueEmail } from '../support/fixtures';
import { setUpOwner, startFreshServer, type FreshServer } from '../support/fresh-server';
import { ownApi } from '../support/own-api';
import { putTestVideo } from '../support/test-video';
import { localVideo, pressPlay } from '../support/watch-party';

/**
 * What can play is known before anyone presses Play (docs/behaviour.md#what-can-play), on a new server: its owner's
 * home says where films go, a title that is not in the library says so on its page and in its player (recording
 * nothing), and once a file is put in the media folder and found, Play plays it and 'Available to watch' finds it.
 */

let server: FreshServer;
test.beforeAll(async () => {
  server = await startFreshServer('play-availability');
});
test.afterAll(async () => {
  await server.stop();
});

/** Sets the server up, on its real screen: its owner's account, an admin. */
const signUpFirst = (page: Page) => setUpOwner(page, server, uniqueEmail('owner'));

const historyCount = async (page: Page) => (await ownApi<HistoryPage>(page, 'GET', '/watch-history?limit=100')).body.items.length;

test('a new server: where films go, Play that says it cannot before it is pressed, and then the film plays', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  // Catalogue ids depend only on the title, so the run's own server names the same ids.
  const id = await catalogueId(request, 'Fight Club', 'movie');
  await signUpFirst(page);

  // Home: the owner is told where files go, as the server is configured, with names the catalogue answers to.
  const panel = page.getByRole('region', { name: 'Add your films and shows' });
  await expect(panel).toBeVisible();
  await expect(panel).toContainText(server.mediaDir);
  await expect(panel.getByRole('list', { name: 'Example file names' })).toContainText('Fight Club (1999).mkv');
  await expect(panel.getByRole('status')).toHaveText('No video files found yet. The folder is scanned again as files arrive.');
  await expectAccessible(page);

  // The title's page: Play says the film is not in the library before anyone presses it, and where its file goes.
  await page.goto(`${server.url}/movie/${id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Fight Club' })).toBeVisible();
  const notHere = page.getByRole('button', { name: 'Not in your library' });
  await expect(notHere).toBeVisible();
  await expect(notHere).toHaveAttribute('aria-disabled', 'true');
  await expect(notHere).toHaveAccessibleDescription(
    /^Put its file in the media folder, .+, named like Fight Club \(1999\)\.mkv\./,
  );
  await expect(page.getByRole('link', { name: 'Play', exact: true })).toHaveCount(0);
  // By keyboard: it takes focus and pressing it leads nowhere.
  await notHere.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(`${server.url}/movie/${id}`);
  await expectAccessible(page);

  // The player's own URL says the same instead of trying the sources, and records nothing.
  await page.goto(`${server.url}/player/movie/${id}`);
  const card = page.getByRole('region', { name: 'Not in your library' });
  await expect(card).toBeVisible();
  await expect(card).toContainText('named like Fight Club (1999).mkv');
  await expect(page.locator('iframe')).toHaveCount(0);
  await expectAccessible(page);
  // Leaving the page is when a viewing's last progress would be saved.
  await card.getByRole('link', { name: 'View Details' }).click();
  await expect(page).toHaveURL(`${server.url}/movie/${id}`);
  expect(await historyCount(page)).toBe(0);

  // The film is put in the media folder: the home's panel follows the scan, goes, and the library's row shows it.
  putTestVideo(server.mediaDir, 'Fight Club (1999).webm');
  await page.goto(`${server.url}/`);
  const row = page.getByRole('region', { name: 'From your library' });
  await expect(row.getByRole('link', { name: /Fight Club/ }).first()).toBeVisible({ timeout: 20_000 });
  await expect(panel).toHaveCount(0);

  // Play now plays it, and the viewing is recorded once it played.
  await page.goto(`${server.url}/movie/${id}`);
  await page.getByRole('link', { name: 'Play', exact: true }).click();
  await expect(page).toHaveURL(`${server.url}/player/movie/${id}`);
  await expect(localVideo(page)).toBeVisible();
  await pressPlay(page, { muted: true });
  await expect.poll(() => historyCount(page), { timeout: 15_000 }).toBe(1);

  // 'Available to watch' narrows a list, and search results, to it.
  await page.goto(`${server.url}/movie`);
  await page.getByRole('button', { name: 'Available to watch' }).click();
  await expect(page).toHaveURL(`${server.url}/movie?available=1`);
  const grid = page.getByRole('main').getByRole('list').last();
  await expect(grid.getByRole('listitem')).toHaveCount(1, { timeout: 20_000 });
  await expect(grid.getByRole('link', { name: /Fight Club/ })).toBeVisible();
  await expectAccessible(page);

  await page.goto(`${server.url}/search?q=club&available=1`);
  await expect(page.getByRole('button', { name: 'Available to watch' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('status').filter({ hasText: /^Showing/ })).toHaveText('Showing 1 of 1 results');
});
