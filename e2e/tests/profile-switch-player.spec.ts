import type { Page } from '@playwright/test';
import { e2eMediaDir } from '../playwright.config';
import { catalogueId } from '../support/catalogue';
import { expect, PASSWORD, signUp, test, uniqueEmail } from '../support/fixtures';
import { addKidsProfile, profileMenu } from '../support/profiles';
import { putTestVideo } from '../support/test-video';
import { localVideo, toast } from '../support/watch-party';

/**
 * Switching to a Kids profile while a grown-up's film plays (docs/behaviour.md#recording, #player): the Kids profile
 * is sent home, where nothing of the player is told (no source failure, no history error), and what the grown-up
 * watched stays in the grown-up's history: the player's last save, made as it closes, is not the Kids profile's.
 */

interface HistoryPage {
  items: Array<{ media_id: number; watch_position: number | null }>;
}

const historyOf = async (page: Page, token: string): Promise<HistoryPage['items']> =>
  (
    (await (
      await page.request.get('/api/watch-history', { headers: { authorization: `Bearer ${token}` } })
    ).json()) as HistoryPage
  ).items;
const storedToken = (page: Page) => page.evaluate(() => localStorage.getItem('authToken') ?? '');

test('a Kids profile chosen during a grown-up’s film goes home told only of the switch; the film stays in the grown-up’s history', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  await signUp(page, uniqueEmail('switch-in-player'));
  const banner = page.getByRole('banner');
  const { button: menuButton, name: parentName } = await profileMenu(page);
  await addKidsProfile(page, 'Robin', parentName);

  // The grown-up watches an R-rated film for a few seconds.
  const id = await catalogueId(request, 'Braveheart', 'movie');
  putTestVideo(e2eMediaDir, `movie/${id}.webm`);
  await page.goto(`/player/movie/${id}`);
  await expect
    .poll(() => localVideo(page).evaluate((video: HTMLVideoElement) => video.currentTime), { timeout: 20_000 })
    .toBeGreaterThan(2);
  const parentToken = await storedToken(page);
  expect((await historyOf(page, parentToken)).map((entry) => entry.media_id)).toEqual([id]);

  // Onto the Kids profile from the player: home, with the switch told and nothing of the player.
  await menuButton.click();
  await page.getByRole('menuitem', { name: 'Robin' }).click();
  await expect(toast(page, 'Switched to Robin')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  const kidsToken = await storedToken(page);
  expect(kidsToken).not.toBe(parentToken);
  // Whatever the player had left to say would have come by now.
  await page.waitForTimeout(3_000);
  const notifications = page.getByRole('region', { name: /Notifications/ });
  await expect(notifications.getByText(/Source Failed|Error updating|Failed to load/)).toHaveCount(0);

  // Nothing of the film reached the Kids profile's history.
  expect(await historyOf(page, kidsToken)).toEqual([]);

  // Back, with the account password: the film is in the grown-up's history.
  await banner.getByRole('button', { name: 'Profile menu, Robin' }).click();
  await page.getByRole('menuitem', { name: parentName }).click();
  await page.getByRole('dialog', { name: 'Enter the account password' }).getByLabel('Account password').fill(PASSWORD);
  await page.keyboard.press('Enter');
  await expect(toast(page, `Switched to ${parentName}`)).toBeVisible();
  expect((await historyOf(page, await storedToken(page))).map((entry) => entry.media_id)).toEqual([id]);
});
