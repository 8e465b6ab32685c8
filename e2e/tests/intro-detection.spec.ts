import fs from 'node:fs';
import path from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import { e2eMediaDir } from '../playwright.config';
import { catalogueId } from '../support/catalogue';
import { expect, expectAccessible, test } from '../support/fixtures';
import { issuedPage, pauseAt, playerFrame, whenInLibrary } from '../support/playback';
import { INTRO_SECONDS, makeTestEpisode, type TestEpisode } from '../support/test-episodes';
import { testMediaCache } from '../support/test-media';
import { localVideo, videoNow } from '../support/watch-party';

/**
 * An intro no chapter names, found by the audio a season's episodes share (docs/playback.md#intros): three
 * episodes of The Wire (made by FFmpeg at test time, no chapters) share 30 s of audio at 5, 12 and 20 s in. Once
 * the server has compared them after its scan, episode 2's player shows 'Skip intro' from 12 s, and the button goes
 * past the intro by mouse, by keyboard and by a remote's arrows.
 */

const EPISODES: TestEpisode[] = [
  { introAt: 5, seconds: 60, seed: 11 },
  { introAt: 12, seconds: 60, seed: 22 },
  { introAt: 20, seconds: 60, seed: 33 },
];
const INTRO = { start: 12, end: 12 + INTRO_SECONDS };

const skipIntro = (page: Page) => playerFrame(page).getByRole('button', { name: 'Skip intro' });

/** Puts the season in the library (each file whole at once) and waits until episode 2's page has its intro. */
async function putSeason(request: APIRequestContext): Promise<number> {
  const id = await catalogueId(request, 'The Wire', 'tv');
  const made = path.join(testMediaCache(e2eMediaDir), 'intros');
  for (const [i, episode] of EPISODES.entries()) {
    const target = path.join(e2eMediaDir, `tv/${id}/s01e0${i + 1}.mp4`);
    if (fs.existsSync(target)) continue;
    const file = path.join(made, `${process.pid}-s01e0${i + 1}.mp4`);
    await makeTestEpisode(file, episode);
    fs.mkdirSync(path.dirname(target), { recursive: true });
    fs.renameSync(file, target);
  }
  await whenInLibrary(request, `/embed/local/tv/${id}/1/2`);
  const url = await issuedPage(request, `/embed/local/tv/${id}/1/2`);
  // Fingerprinting runs after the scan, in the background: a few seconds for these.
  await expect
    .poll(async () => (await (await request.get(url)).text()).includes('"intro":{"start":'), { timeout: 60_000 })
    .toBe(true);
  return id;
}

async function openEpisode(page: Page, request: APIRequestContext): Promise<void> {
  const id = await putSeason(request);
  await page.goto(`/player/tv/${id}/1/2`);
  await expect(localVideo(page)).toBeVisible();
  await pauseAt(page, INTRO.start + 3, 59);
}

/** The video is just past the intro, as the skip leaves it: within 2 s of where its audio ends. */
async function expectPastIntro(page: Page): Promise<void> {
  await expect.poll(async () => (await videoNow(page)).time).toBeGreaterThan(INTRO.end - 2);
  expect((await videoNow(page)).time).toBeLessThan(INTRO.end + 2);
  await expect(skipIntro(page)).toBeHidden();
}

test.describe('intros found by their audio', () => {
  test.describe.configure({ timeout: 120_000 });

  test('Skip intro shows during the intro no chapter names, and goes past it by mouse and by keyboard', async ({
    page,
    request,
  }) => {
    await openEpisode(page, request);
    const frame = playerFrame(page);
    await frame.locator('video').hover();
    // Shown without taking the focus; axe passes with it there. No chapters: no marks, no Chapters menu.
    await expect(skipIntro(page)).toBeVisible();
    await expect(skipIntro(page)).not.toBeFocused();
    await expect(frame.getByRole('button', { name: 'Chapters' })).toBeHidden();
    await expectAccessible(page);
    await page.screenshot({ path: test.info().outputPath('skip-detected-intro.png') });
    await skipIntro(page).click();
    await expectPastIntro(page);

    // Before the intro there is nothing to skip.
    await pauseAt(page, 3, 59);
    await expect(skipIntro(page)).toBeHidden();

    // By keyboard from the player page: Tab from the video area reaches the button first, and Enter presses it.
    await pauseAt(page, INTRO.start + 5, 59);
    await expect(skipIntro(page)).toBeVisible();
    const area = page.getByRole('application', { name: 'Video player' });
    await area.focus();
    await page.keyboard.press('Tab');
    await expect(skipIntro(page)).toBeFocused();
    await page.keyboard.press('Enter');
    await expectPastIntro(page);
  });

  test.describe('on a television', () => {
    test.use({ viewport: { width: 1920, height: 1080 } });

    test("a remote's Down reaches Skip intro from the video area, and OK goes past the intro", async ({ page, request }) => {
      await openEpisode(page, request);
      await expect(skipIntro(page)).toBeVisible();
      const area = page.getByRole('application', { name: 'Video player' });
      await area.focus();
      await page.keyboard.press('ArrowDown');
      await expect(skipIntro(page)).toBeFocused();
      await expectAccessible(page);
      await page.screenshot({ path: test.info().outputPath('skip-detected-intro-tv.png') });
      await page.keyboard.press('Enter');
      await expectPastIntro(page);
    });
  });
});
