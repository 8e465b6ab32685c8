import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import type { APIRequestContext, Page } from '@playwright/test';
import { e2eMediaDir } from '../playwright.config';
import { catalogueId } from '../support/catalogue';
import { expect, expectAccessible, test } from '../support/fixtures';
import { filePosition, playerFrame, seekBar, videoCounters, whenInLibrary } from '../support/playback';
import { copyIntoMedia, madeOnce } from '../support/test-media';
import { inPlayer, localVideo } from '../support/watch-party';

/**
 * A film's own subtitles in the local player (docs/behaviour.md#library, docs/playback.md#subtitles): files made by
 * FFmpeg at test time with an English text track inside them, 'Ghost' an MP4 the browser plays as it is (MP4 timed
 * text) and 'Big' a Matroska with AC-3 sound the server remuxes (SubRip). The viewer picks English in the Subtitles
 * menu; its cues show at the times the film gives them, also in the remuxed stream after a seek to the middle, where
 * the element's own clock starts again at 0.
 */

const run = promisify(execFile);
const FFMPEG = process.env.FFMPEG_PATH ?? 'ffmpeg';
const SECONDS = 12;
const FIRST = 'It was the first line';
const MIDDLE = 'The middle of the film';
const SRT = `1\n00:00:01,000 --> 00:00:03,000\n${FIRST}\n\n2\n00:00:05,000 --> 00:00:09,000\n${MIDDLE}\n`;

const KINDS = {
  /** MP4: H.264, AAC and MP4 timed text in English. */
  'mp4-mov-text': { extension: 'mp4', audio: ['-c:a', 'aac', '-ac', '2'], subtitles: ['-c:s', 'mov_text'] },
  /** Matroska: H.264, AC-3 (which Chromium does not play) and SubRip in English. */
  'mkv-ac3-subrip': { extension: 'mkv', audio: ['-c:a', 'ac3', '-ac', '2'], subtitles: ['-c:s', 'srt'] },
} as const;

/** The film of `kind` at `stem` in the media folder: made beside it once per run, copied in. */
async function putSubtitledFilm(stem: string, kind: keyof typeof KINDS): Promise<void> {
  const recipe = KINDS[kind];
  const cache = path.join(path.dirname(e2eMediaDir), 'test-media-subtitles');
  const made = await madeOnce(cache, `${kind}.${recipe.extension}`, async (partial) => {
    const srt = path.join(cache, `${process.pid}.srt`);
    fs.writeFileSync(srt, SRT);
    // prettier-ignore
    await run(FFMPEG, [
      '-hide_banner', '-loglevel', 'error', '-y',
      '-f', 'lavfi', '-i', `testsrc2=size=320x180:rate=25:duration=${SECONDS}`,
      '-f', 'lavfi', '-i', `sine=frequency=440:sample_rate=48000:duration=${SECONDS}`,
      '-i', srt,
      '-map', '0', '-map', '1', '-map', '2',
      '-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p', '-g', '25',
      ...recipe.audio, ...recipe.subtitles, '-metadata:s:s:0', 'language=eng',
      partial,
    ], { timeout: 60_000 });
  });
  copyIntoMedia(made, e2eMediaDir, `${stem}.${recipe.extension}`);
}

/** Puts the film in the library and opens it in the player, as a visitor. */
async function openFilm(page: Page, request: APIRequestContext, title: string, kind: keyof typeof KINDS): Promise<void> {
  const id = await catalogueId(request, title, 'movie');
  await putSubtitledFilm(`movie/${id}`, kind);
  await whenInLibrary(request, `/embed/local/movie/${id}`);
  await page.goto(`/player/movie/${id}`);
  await expect(localVideo(page)).toBeAttached();
  // A converted stream's length grows as it comes: the whole film is there once the conversion has caught up.
  await expect.poll(() => inPlayer(page, (video) => video.duration), { timeout: 40_000 }).toBeGreaterThan(SECONDS - 1);
}

/** Turns the English subtitles on from the player's Subtitles menu. */
async function chooseEnglish(page: Page): Promise<void> {
  const frame = playerFrame(page);
  await frame.locator('video').hover();
  await frame.getByRole('button', { name: 'Subtitles' }).click();
  const menu = frame.getByRole('menu', { name: 'Subtitles' });
  await expect(menu.getByRole('menuitemradio')).toHaveText(['Off', 'English']);
  await menu.getByRole('menuitemradio', { name: 'English' }).click();
  await expect(menu).toBeHidden();
}

/** The text of the cues the showing subtitles have now (null while none shows). */
const activeCues = (page: Page) =>
  inPlayer(page, (video) => {
    const showing = Array.from(video.textTracks).find((track) => track.mode === 'showing');
    return showing ? Array.from(showing.activeCues ?? []).map((cue) => (cue as VTTCue).text) : null;
  });

async function pauseAt(page: Page, seconds: number): Promise<void> {
  await inPlayer(page, (video) => video.pause());
  await localVideo(page).evaluate((video: HTMLVideoElement, to: number) => {
    video.currentTime = to;
  }, seconds);
}

test.describe("a film's own subtitles", () => {
  test('the English track of a film played as it is shows its first line from 1 s to 3 s', async ({ page, request }) => {
    await openFilm(page, request, 'Ghost', 'mp4-mov-text');
    await chooseEnglish(page);
    await pauseAt(page, 0.5);
    await expect.poll(() => activeCues(page)).toEqual([]);
    await pauseAt(page, 1.5);
    await expect.poll(() => activeCues(page), { timeout: 10_000 }).toEqual([FIRST]);
    await pauseAt(page, 4);
    await expect.poll(() => activeCues(page)).toEqual([]);
    await expectAccessible(page);
    await page.screenshot({ path: test.info().outputPath('ghost-subtitles.png') });
  });

  test('in a remuxed film, after a seek to the middle, the line of the middle shows in the new stream', async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    await openFilm(page, request, 'Big', 'mkv-ac3-subrip');
    await chooseEnglish(page);
    await expect.poll(async () => new URL((await videoCounters(page)).src).pathname).toMatch(/^\/api\/media\/stream\//);
    // Paused, then the middle of the bar: the middle of the file (6 s of 12), a new stream from near there.
    await inPlayer(page, (video) => video.pause());
    await playerFrame(page).locator('video').hover();
    await seekBar(page).click();
    // A remux starts at the keyframe before (the file has one each second).
    const startOf = async () => Number(new URL((await videoCounters(page)).src).searchParams.get('start'));
    await expect.poll(startOf, { timeout: 15_000 }).toBeGreaterThan(4.5);
    expect(await startOf()).toBeLessThan(6.5);
    await expect.poll(() => filePosition(page), { timeout: 15_000 }).toBeGreaterThanOrEqual(5);
    expect(await filePosition(page)).toBeLessThanOrEqual(6);
    // The element's clock is the new stream's (near 0), the cue is where the film has it (5 s to 9 s).
    expect((await videoCounters(page)).time).toBeLessThan(2);
    await expect.poll(() => activeCues(page), { timeout: 10_000 }).toEqual([MIDDLE]);
    await page.screenshot({ path: test.info().outputPath('big-subtitles-remuxed.png') });
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 390, height: 844 } });

    test('the Subtitles menu lists the English track and turns it on by keyboard', async ({ page, request }) => {
      await openFilm(page, request, 'Ghost', 'mp4-mov-text');
      const frame = playerFrame(page);
      const button = frame.getByRole('button', { name: 'Subtitles' });
      await button.focus();
      await page.keyboard.press('Enter');
      const menu = frame.getByRole('menu', { name: 'Subtitles' });
      await expect(menu.getByRole('menuitemradio', { name: 'Off' })).toBeFocused();
      await expect(menu.getByRole('menuitemradio', { name: 'Off' })).toHaveAttribute('aria-checked', 'true');
      await expectAccessible(page);
      await page.screenshot({ path: test.info().outputPath('subtitles-menu-phone.png') });
      await page.keyboard.press('ArrowDown');
      await expect(menu.getByRole('menuitemradio', { name: 'English' })).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(menu).toBeHidden();
      await expect(button).toBeFocused();
      await expect
        .poll(() =>
          inPlayer(page, (video) => Array.from(video.textTracks).find((track) => track.mode === 'showing')?.label ?? null),
        )
        .toBe('English');
      await pauseAt(page, 1.5);
      await expect.poll(() => activeCues(page), { timeout: 10_000 }).toEqual([FIRST]);
    });
  });
});
