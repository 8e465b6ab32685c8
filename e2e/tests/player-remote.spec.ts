import { e2eMediaDir } from '../playwright.config';
import { catalogueId } from '../support/catalogue';
import { expect, expectAccessible, test } from '../support/fixtures';
import { putTestVideo } from '../support/test-video';
import { inPlayer, localVideo, videoNow } from '../support/watch-party';

/**
 * The player with a TV remote's keys only (docs/behaviour.md#remote-and-keyboard), on a TV-sized screen: the
 * focused video area plays, seeks and pauses the built-in `local` player, whose video is read from inside its
 * frame. The library's file is the 12-second test video.
 */

test.use({ viewport: { width: 1920, height: 1080 } });

test.describe('player by remote', () => {
  test('the focused video area plays, seeks 10 s and pauses the local video; the top bar fades while it plays', async ({
    page,
    request,
  }) => {
    const id = await catalogueId(request, 'Inception', 'movie');
    putTestVideo(e2eMediaDir, `movie/${id}.webm`);
    await page.goto(`/player/movie/${id}`);
    await expect(localVideo(page)).toBeVisible();
    const area = page.getByRole('application', { name: 'Video player' });
    // Once the local player has reported, the area's keys drive it, and its description says which.
    await expect(area).toHaveAccessibleDescription(/^Space or Enter plays or pauses/);
    // A known start, once the player has loaded its file (so its own start does not undo it): paused at the
    // beginning, at a quarter speed, so that the seconds the seek leaves before the end of this short video outlast
    // the journey's next key.
    await inPlayer(page, (video) => {
      video.pause();
      video.currentTime = 0;
      video.playbackRate = 0.25;
    });

    // The first arrow puts the focus on the player's primary control, the video area.
    await page.keyboard.press('ArrowDown');
    await expect(area).toBeFocused();
    await expectAccessible(page);

    await page.keyboard.press('Space');
    await expect.poll(async () => (await videoNow(page)).paused).toBe(false);

    // While it plays, the top bar fades some time after the last key, and keeps its place; a key shows it again.
    const topBar = page.locator('[data-idle]');
    await expect(topBar).toContainText('Inception');
    await expect(topBar).toHaveCSS('opacity', '0');
    await expect(area).toBeFocused();

    const before = (await videoNow(page)).time;
    await page.keyboard.press('ArrowRight');
    await expect(topBar).toHaveCount(0);
    await expect.poll(async () => (await videoNow(page)).time - before).toBeGreaterThan(9);
    expect((await videoNow(page)).time - before).toBeLessThan(11.5);

    await page.keyboard.press('Space');
    await expect.poll(async () => (await videoNow(page)).paused).toBe(true);
    expect((await videoNow(page)).time - before).toBeGreaterThan(9);
    await expect(topBar).toHaveCount(0);

    // Up and Down are not the area's: they move the focus on, here to the controls above the video.
    const areaTop = (await area.boundingBox())!.y;
    await page.keyboard.press('ArrowUp');
    await expect(area).not.toBeFocused();
    const above = await page.evaluate(() => document.activeElement?.getBoundingClientRect().bottom ?? Infinity);
    expect(above).toBeLessThanOrEqual(areaTop);
  });
});
