import type { APIRequestContext, Page } from '@playwright/test';
import { e2eMediaDir } from '../playwright.config';
import { catalogueId } from '../support/catalogue';
import { expect, expectAccessible, test } from '../support/fixtures';
import { pauseAt, playerFrame, seekBar, whenInLibrary } from '../support/playback';
import { putTestMedia } from '../support/test-media';
import { localVideo, videoNow } from '../support/watch-party';

/**
 * Chapters in the local player (docs/behaviour.md#player, docs/playback.md#the-player): an episode of Friends whose
 * file (made by FFmpeg at test time) has three chapters, 'Intro' (0–5 s), 'Story' (5–10 s) and 'Credits' (10–30 s).
 * The seek bar marks them, the Chapters menu goes to them, 'Skip intro' shows during the intro and goes to the
 * story's start by mouse, by keyboard and by a remote's arrows, and the credits' 'Next episode' goes on to episode 2.
 */

const skipIntro = (page: Page) => playerFrame(page).getByRole('button', { name: 'Skip intro' });

/** Puts the episode in the library and opens it in the player, paused at `at` seconds. */
async function openEpisode(page: Page, request: APIRequestContext, at = 0): Promise<void> {
  const id = await catalogueId(request, 'Friends', 'tv');
  await putTestMedia(e2eMediaDir, `tv/${id}/s01e01`, 'mp4-chapters');
  await whenInLibrary(request, `/embed/local/tv/${id}/1/1`);
  await page.goto(`/player/tv/${id}/1/1`);
  await expect(localVideo(page)).toBeVisible();
  await expect(playerFrame(page).getByRole('button', { name: 'Chapters' })).toBeAttached();
  await pauseAt(page, at, 29);
}

/** The video is at the story's start (5 s), paused, as the skip leaves it. */
async function expectAtStory(page: Page): Promise<void> {
  await expect.poll(async () => (await videoNow(page)).time).toBeGreaterThanOrEqual(5);
  expect((await videoNow(page)).time).toBeLessThan(5.5);
  await expect(seekBar(page)).toHaveAttribute('aria-valuetext', /^0:05 of 0:30, Chapter 2: Story$/);
}

test.describe('chapters', () => {
  test('the seek bar marks the chapters, the Chapters menu goes to one, and Skip intro goes to the story by mouse and by keys', async ({
    page,
    request,
  }) => {
    await openEpisode(page, request, 1);
    const frame = playerFrame(page);
    await frame.locator('video').hover();
    // The marks: at 5 s and 10 s of 30, not at the start.
    await expect(frame.locator('#marks > span')).toHaveCount(2);
    await expect(seekBar(page)).toHaveAttribute('aria-valuetext', '0:01 of 0:30, Chapter 1: Intro');

    // Shown without taking the focus; axe passes with it there.
    await expect(skipIntro(page)).toBeVisible();
    await expect(skipIntro(page)).not.toBeFocused();
    await expectAccessible(page);
    await page.screenshot({ path: test.info().outputPath('skip-intro.png') });

    await skipIntro(page).click();
    await expectAtStory(page);
    await expect(skipIntro(page)).toBeHidden();

    // The Chapters menu, by keys: the chapter playing checked, Up to the intro, Enter goes there.
    await frame.locator('video').hover();
    const chapters = frame.getByRole('button', { name: 'Chapters' });
    await chapters.focus();
    await page.keyboard.press('Enter');
    const menu = frame.getByRole('menu', { name: 'Chapters' });
    await expect(menu.getByRole('menuitemradio')).toHaveText(['Intro 0:00', 'Story 0:05', 'Credits 0:10']);
    await expect(menu.getByRole('menuitemradio', { name: 'Story 0:05' })).toBeFocused();
    await expect(menu.getByRole('menuitemradio', { name: 'Story 0:05' })).toHaveAttribute('aria-checked', 'true');
    await page.screenshot({ path: test.info().outputPath('chapters-menu.png') });
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('Enter');
    await expect(menu).toBeHidden();
    await expect(chapters).toBeFocused();
    await expect.poll(async () => (await videoNow(page)).time).toBeLessThan(0.5);
    await expect(skipIntro(page)).toBeVisible();

    // By keyboard from the player page: Tab from the video area reaches the button first, and Enter presses it.
    const area = page.getByRole('application', { name: 'Video player' });
    await area.focus();
    await page.keyboard.press('Tab');
    await expect(skipIntro(page)).toBeFocused();
    await page.keyboard.press('Enter');
    await expectAtStory(page);
  });

  test("an episode's closing credits say Next episode, which goes on to the next one", async ({ page, request }) => {
    await openEpisode(page, request, 12);
    const next = playerFrame(page).getByRole('button', { name: 'Next episode' });
    await expect(next).toBeVisible();
    await expect(skipIntro(page)).toBeHidden();
    await next.click();
    await expect(page).toHaveURL(/\/player\/tv\/\d+\/1\/2$/);
  });

  test.describe('on a television', () => {
    test.use({ viewport: { width: 1920, height: 1080 } });

    test("a remote's arrows reach Skip intro from the video area, and the Chapters menu inside the player", async ({
      page,
      request,
    }) => {
      await openEpisode(page, request, 1);
      const frame = playerFrame(page);
      await expect(skipIntro(page)).toBeVisible();
      // From the app's video area, where a remote's focus is: the first Down goes into the player, on the button.
      const area = page.getByRole('application', { name: 'Video player' });
      await area.focus();
      await page.keyboard.press('ArrowDown');
      await expect(skipIntro(page)).toBeFocused();
      await page.keyboard.press('Enter');
      await expectAtStory(page);
      // And Right, as well.
      await pauseAt(page, 1, 29);
      await expect(skipIntro(page)).toBeVisible();
      await area.focus();
      await page.keyboard.press('ArrowRight');
      await expect(skipIntro(page)).toBeFocused();

      // Focus in the player with no control focused (as after a click on the picture): the first Down reaches the button.
      await frame.locator('#seek').focus();
      await frame.locator('#seek').evaluate((seek: HTMLElement) => seek.blur());
      await page.keyboard.press('ArrowDown');
      await expect(skipIntro(page)).toBeFocused();
      await expectAccessible(page);
      await page.screenshot({ path: test.info().outputPath('skip-intro-tv.png') });
      await page.keyboard.press('Enter');
      await expectAtStory(page);

      // From the video area again: Down to the button, down on to the seek bar (up goes back) and the buttons,
      // Right along them to Chapters, Enter opens it; Escape closes it.
      await pauseAt(page, 1, 29);
      await expect(skipIntro(page)).toBeVisible();
      await area.focus();
      await page.keyboard.press('ArrowDown');
      await expect(skipIntro(page)).toBeFocused();
      await page.keyboard.press('ArrowDown');
      await expect(seekBar(page)).toBeFocused();
      await page.keyboard.press('ArrowUp');
      await expect(skipIntro(page)).toBeFocused();
      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('ArrowDown');
      const chapters = frame.getByRole('button', { name: 'Chapters' });
      for (let i = 0; i < 6 && !(await chapters.evaluate((button) => button === document.activeElement)); i++) {
        await page.keyboard.press('ArrowRight');
      }
      await expect(chapters).toBeFocused();
      await page.keyboard.press('Enter');
      const menu = frame.getByRole('menu', { name: 'Chapters' });
      await expect(menu.getByRole('menuitemradio', { name: 'Intro 0:00' })).toBeFocused();
      await page.screenshot({ path: test.info().outputPath('chapters-menu-tv.png') });
      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('Enter');
      await expectAtStory(page);
      await expect(chapters).toBeFocused();
      await chapters.press('Enter');
      await page.keyboard.press('Escape');
      await expect(menu).toBeHidden();
      await expect(chapters).toBeFocused();
    });
  });
});
