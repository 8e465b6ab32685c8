import fs from 'node:fs';
import path from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import { burnReason } from '@marquee/core';
import { cueBar, makePictureSubtitleFilm } from '../../apps/server/src/__tests__/support/picture-subtitles.ts';
import { e2eMediaDir } from '../playwright.config';
import { catalogueId } from '../support/catalogue';
import { expect, expectAccessible, test } from '../support/fixtures';
import { filePosition, playerFrame, videoCounters, whenInLibrary } from '../support/playback';
import { inPlayer, localVideo, openGuest, partyBrowser, partyPanel, startParty, toast } from '../support/watch-party';

/**
 * Picture subtitles in the local player (docs/playback.md#picture-subtitles): an MP4 of H.264 and AAC, which
 * Chromium plays as it is, with an English DVD (VobSub) subtitle track, made at test time (a white bar from 3 s to
 * 5 s over a plain dark picture). The viewer chooses it in the Subtitles menu by keyboard: the film is transcoded
 * with the bar drawn in at its times, Playback info says why, and Off goes back to the file itself.
 */

// Members start playing on a command, as they would once they clicked (the watch party's journey).
test.use({ launchOptions: partyBrowser });

const SECONDS = 8;
const WIDTH = 320;
const HEIGHT = 180;
const CUE = { start: 3, end: 5 };

/** The film at `movie/{id}.mp4`, `seconds` long: made once per run beside the media folder, copied in. */
function putFilm(id: number, seconds = SECONDS): void {
  const made = path.join(path.dirname(e2eMediaDir), 'test-media-pictures', `vobsub-${seconds}.mp4`);
  if (!fs.existsSync(made)) {
    fs.mkdirSync(path.dirname(made), { recursive: true });
    const partial = `${made}.${process.pid}.partial.mp4`;
    makePictureSubtitleFilm(partial, 'vobsub-mp4', { seconds, cues: [CUE], width: WIDTH, height: HEIGHT });
    fs.renameSync(partial, made);
  }
  const target = path.join(e2eMediaDir, `movie/${id}.mp4`);
  fs.mkdirSync(path.dirname(target), { recursive: true });
  fs.copyFileSync(made, target);
}

async function openFilm(page: Page, request: APIRequestContext): Promise<void> {
  const id = await catalogueId(request, 'Inglourious Basterds', 'movie');
  putFilm(id);
  await whenInLibrary(request, `/embed/local/movie/${id}`);
  await page.goto(`/player/movie/${id}`);
  await expect(localVideo(page)).toBeAttached();
  await expect.poll(() => inPlayer(page, (video) => video.duration), { timeout: 20_000 }).toBeGreaterThan(SECONDS - 1);
}

const pathOf = async (page: Page) => new URL((await videoCounters(page)).src).pathname;

/** A picture the element presented: where it is in the file (seconds), and how bright the cue's bar is there (0–255). */
interface Sample {
  at: number;
  brightness: number;
}

/**
 * Plays the film on and looks at each picture presented until `until` seconds of the file: the middle of the cue's
 * bar, drawn to a canvas. A converted stream's clock starts at its `start`.
 */
async function watchBar(page: Page, until: number): Promise<Sample[]> {
  const bar = cueBar(WIDTH, HEIGHT);
  return localVideo(page).evaluate(
    (video: HTMLVideoElement, { until, bar }) =>
      new Promise<Sample[]>((resolve) => {
        const start = Number(new URL(video.currentSrc).searchParams.get('start') ?? 0);
        const canvas = document.createElement('canvas');
        const context = canvas.getContext('2d', { willReadFrequently: true })!;
        const samples: Sample[] = [];
        const look = (_now: number, frame: VideoFrameCallbackMetadata) => {
          canvas.width = video.videoWidth;
          canvas.height = video.videoHeight;
          context.drawImage(video, 0, 0);
          // The bar's middle half, in the picture's own pixels.
          const scale = video.videoHeight / 180;
          const [x, y] = [bar.x + bar.width / 4, bar.y + bar.height / 4].map((n) => Math.round(n * scale)) as [number, number];
          const { data } = context.getImageData(x, y, Math.round((bar.width / 2) * scale), Math.round((bar.height / 2) * scale));
          let sum = 0;
          for (let i = 0; i < data.length; i += 4) sum += (data[i]! + data[i + 1]! + data[i + 2]!) / 3;
          samples.push({ at: start + frame.mediaTime, brightness: sum / (data.length / 4) });
          if (start + frame.mediaTime >= until || video.ended) resolve(samples);
          else video.requestVideoFrameCallback(look);
        };
        video.requestVideoFrameCallback(look);
        void video.play();
      }),
    { until, bar },
  );
}

/** Chooses `name` in the Subtitles menu by keyboard: Enter on the button, the arrows down to it, Enter. */
async function chooseSubtitles(page: Page, name: string): Promise<void> {
  const frame = playerFrame(page);
  const button = frame.getByRole('button', { name: 'Subtitles' });
  await button.focus();
  await page.keyboard.press('Enter');
  const menu = frame.getByRole('menu', { name: 'Subtitles' });
  await expect(menu.getByRole('menuitemradio')).toHaveText(['Off', 'English']);
  const items = await menu.getByRole('menuitemradio').allTextContents();
  const checked = await menu.getByRole('menuitemradio', { checked: true }).textContent();
  for (let at = items.indexOf(checked ?? 'Off'); at < items.indexOf(name); at++) await page.keyboard.press('ArrowDown');
  for (let at = items.indexOf(checked ?? 'Off'); at > items.indexOf(name); at--) await page.keyboard.press('ArrowUp');
  await expect(menu.getByRole('menuitemradio', { name, exact: true })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(menu).toBeHidden();
  await expect(button).toBeFocused();
}

test.describe('picture subtitles', () => {
  test('an English VobSub track is drawn into a transcode at its times; Off plays the file as it is again', async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    await openFilm(page, request);
    expect(await pathOf(page)).toMatch(/^\/api\/media\/file\//);
    await inPlayer(page, (video) => video.pause());

    await chooseSubtitles(page, 'English');
    await expect.poll(() => pathOf(page), { timeout: 15_000 }).toMatch(/^\/api\/media\/stream\//);
    const src = new URL((await videoCounters(page)).src);
    expect(src.searchParams.get('v')).toMatch(/^h264-/);
    expect(src.searchParams.get('s')).toBe('track-2');
    // Played on, each picture looked at: the bar inside the cue's times, none outside them (a picture's margin).
    const samples = await watchBar(page, (CUE.start + CUE.end) / 2);
    await inPlayer(page, (video) => video.pause());
    await page.screenshot({ path: test.info().outputPath('vobsub-drawn-in.png') });
    samples.push(...(await watchBar(page, CUE.end + 1.5)));
    const inside = samples.filter(({ at }) => at > CUE.start + 0.2 && at < CUE.end - 0.2);
    const outside = samples.filter(({ at }) => at < CUE.start - 0.2 || at > CUE.end + 0.2);
    expect(inside.length).toBeGreaterThan(10);
    expect(outside.filter(({ at }) => at > CUE.end).length).toBeGreaterThan(5);
    expect(Math.min(...inside.map((sample) => sample.brightness))).toBeGreaterThan(200);
    expect(Math.max(...outside.map((sample) => sample.brightness))).toBeLessThan(60);
    await inPlayer(page, (video) => video.pause());
    await page.screenshot({ path: test.info().outputPath('vobsub-after-cue.png') });

    const frame = playerFrame(page);
    await frame.locator('video').hover();
    await frame.getByRole('button', { name: 'Playback info' }).click();
    const info = frame.getByRole('dialog', { name: 'Playback info' });
    await expect(info.getByText('Transcode', { exact: true })).toBeVisible();
    await expect(info.getByRole('listitem').filter({ hasText: burnReason('English') })).toBeVisible();
    await expectAccessible(page);
    await page.screenshot({ path: test.info().outputPath('vobsub-playback-info.png') });
    await page.keyboard.press('Escape');

    await chooseSubtitles(page, 'Off');
    await expect.poll(() => pathOf(page), { timeout: 15_000 }).toMatch(/^\/api\/media\/file\//);
  });

  test.describe('on a TV', () => {
    test.use({ viewport: { width: 1920, height: 1080 } });

    test("a remote's arrows reach the picture subtitles from the seek bar, and Enter draws them in", async ({
      page,
      request,
    }) => {
      test.setTimeout(60_000);
      await openFilm(page, request);
      await inPlayer(page, (video) => video.pause());
      const frame = playerFrame(page);
      await frame.getByRole('slider', { name: 'Seek' }).focus();
      await page.keyboard.press('ArrowDown');
      const button = frame.getByRole('button', { name: 'Subtitles' });
      // Along the buttons to Subtitles, one press at a time.
      for (
        let presses = 0;
        presses < 12 && !(await button.evaluate((element) => element === document.activeElement));
        presses++
      ) {
        await page.keyboard.press('ArrowRight');
      }
      await expect(button).toBeFocused();
      await page.keyboard.press('Enter');
      const menu = frame.getByRole('menu', { name: 'Subtitles' });
      await expect(menu.getByRole('menuitemradio', { name: 'Off' })).toBeFocused();
      await page.keyboard.press('ArrowDown');
      await expect(menu.getByRole('menuitemradio', { name: 'English' })).toBeFocused();
      await expectAccessible(page);
      await page.screenshot({ path: test.info().outputPath('picture-subtitles-tv-menu.png') });
      await page.keyboard.press('Enter');
      await expect
        .poll(async () => new URL((await videoCounters(page)).src).searchParams.get('s'), { timeout: 15_000 })
        .toBe('track-2');
      await expect(button).toBeFocused();
    });
  });

  test.describe('in a watch party', () => {
    test("a guest's picture subtitles change the guest's stream only: the host plays the file as it is on", async ({
      page: host,
      browser,
      request,
    }) => {
      test.setTimeout(120_000);
      const id = await catalogueId(request, 'Reservoir Dogs', 'movie');
      putFilm(id, 40);
      await whenInLibrary(request, `/embed/local/movie/${id}`);
      await host.goto(`/player/movie/${id}`);
      await expect.poll(() => filePosition(host), { timeout: 30_000 }).toBeGreaterThanOrEqual(1);
      const hostSource = (await videoCounters(host)).src;
      expect(new URL(hostSource).pathname).toMatch(/^\/api\/media\/file\//);

      const link = await startParty(host);
      const guest = await openGuest(browser, link);
      await expect(partyPanel(guest).getByRole('heading', { name: 'Members (2)' })).toBeVisible();
      await expect.poll(async () => !(await videoCounters(guest)).paused, { timeout: 30_000 }).toBe(true);

      await chooseSubtitles(guest, 'English');
      await expect
        .poll(async () => new URL((await videoCounters(guest)).src).searchParams.get('s'), { timeout: 15_000 })
        .toBe('track-2');
      // The guest's new stream plays on; the host's player keeps its source and plays on, told of no seek.
      await expect.poll(async () => (await videoCounters(guest)).frames, { timeout: 30_000 }).toBeGreaterThan(0);
      await expect.poll(async () => !(await videoCounters(guest)).paused, { timeout: 30_000 }).toBe(true);
      const hostNow = await videoCounters(host);
      expect(hostNow.src).toBe(hostSource);
      expect(hostNow.paused).toBe(false);
      await expect(toast(host, /jumped to/)).toHaveCount(0);
      await guest.context().close();
    });
  });
});
