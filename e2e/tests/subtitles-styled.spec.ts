import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import type { APIRequestContext, Page } from '@playwright/test';
import { e2eMediaDir } from '../playwright.config';
import { catalogueId } from '../support/catalogue';
import { expect, expectAccessible, test } from '../support/fixtures';
import { filePosition, issuedPage, playerFrame, seekBar, videoCounters, whenInLibrary } from '../support/playback';
import { copyIntoMedia, madeOnce } from '../support/test-media';
import { inPlayer, localVideo } from '../support/watch-party';

/**
 * Styled subtitles (docs/playback.md#subtitles): ASS drawn by the player's renderer as its author made it, in a font
 * the film carries. FFmpeg makes, at test time, films of a black picture: 'Spirited Away' a Matroska with AC-3 sound
 * (the server remuxes it) holding an ASS track in English with DejaVu Sans attached, and 'Akira' an MP4 the browser
 * plays as it is, with an ASS file beside it. Their lines are yellow at the top of the picture: the renderer drew one
 * when the picture has yellow in it. A browser without WebAssembly gets the same lines as plain text.
 */

const run = promisify(execFile);
const FFMPEG = process.env.FFMPEG_PATH ?? 'ffmpeg';
const FONT = '/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf';
const SECONDS = 12;
const FIRST = 'It was the first line';
const MIDDLE = 'The middle of the film';
// Yellow (&H00BBGGRR), outlined in black, at the top (alignment 8), in the attached font.
const ASS = [
  '[Script Info]',
  'ScriptType: v4.00+',
  'PlayResX: 640',
  'PlayResY: 360',
  '',
  '[V4+ Styles]',
  'Format: Name, Fontname, Fontsize, PrimaryColour, SecondaryColour, OutlineColour, BackColour, Bold, Italic, Underline, StrikeOut, ScaleX, ScaleY, Spacing, Angle, BorderStyle, Outline, Shadow, Alignment, MarginL, MarginR, MarginV, Encoding',
  'Style: Default,DejaVu Sans,40,&H0000FFFF,&H000000FF,&H00000000,&H00000000,-1,0,0,0,100,100,0,0,1,2,0,8,10,10,20,1',
  '',
  '[Events]',
  'Format: Layer, Start, End, Style, Name, MarginL, MarginR, MarginV, Effect, Text',
  `Dialogue: 0,0:00:01.00,0:00:03.00,Default,,0,0,0,,${FIRST}`,
  `Dialogue: 0,0:00:05.00,0:00:09.00,Default,,0,0,0,,{\\k50}The {\\k50}middle {\\k50}of the film`,
  '',
].join('\n');

const KINDS = {
  /** Matroska: H.264, AC-3 (which Chromium does not play: remuxed), an ASS track in English, DejaVu Sans attached. */
  'mkv-ass': {
    extension: 'mkv',
    audio: ['-c:a', 'ac3', '-ac', '2'],
    subtitles: ['-c:s', 'ass', '-metadata:s:s:0', 'language=eng', '-attach', FONT, '-metadata:s:t', 'mimetype=font/ttf'],
  },
  /** MP4: H.264 and AAC, played as it is; its subtitles are the ASS file beside it. */
  'mp4-sidecar': { extension: 'mp4', audio: ['-c:a', 'aac', '-ac', '2'], subtitles: null },
} as const;

/** The film of `kind` at `stem` in the media folder (and its ASS beside it): made once per run, copied in. */
async function putFilm(stem: string, kind: keyof typeof KINDS): Promise<void> {
  const recipe = KINDS[kind];
  const cache = path.join(path.dirname(e2eMediaDir), 'test-media-styled-subtitles');
  const made = await madeOnce(cache, `${kind}.${recipe.extension}`, async (partial) => {
    const ass = path.join(cache, `${process.pid}.ass`);
    fs.writeFileSync(ass, ASS);
    const subtitles = recipe.subtitles ? ['-i', ass, '-map', '0', '-map', '1', '-map', '2', ...recipe.subtitles] : [];
    // prettier-ignore
    await run(FFMPEG, [
      '-hide_banner', '-loglevel', 'error', '-y',
      '-f', 'lavfi', '-i', `color=c=black:size=640x360:rate=25:duration=${SECONDS}`,
      '-f', 'lavfi', '-i', `sine=frequency=440:sample_rate=48000:duration=${SECONDS}`,
      ...subtitles,
      '-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p', '-g', '25',
      ...recipe.audio,
      partial,
    ], { timeout: 60_000 });
  });
  copyIntoMedia(made, e2eMediaDir, `${stem}.${recipe.extension}`);
  if (!recipe.subtitles) fs.writeFileSync(path.join(e2eMediaDir, `${stem}.ass`), ASS);
}

/** Puts the film in the library and opens it in the player once its page offers the styled track. */
async function openFilm(page: Page, request: APIRequestContext, title: string, kind: keyof typeof KINDS): Promise<void> {
  const id = await catalogueId(request, title, 'movie');
  await putFilm(`movie/${id}`, kind);
  await whenInLibrary(request, `/embed/local/movie/${id}`);
  // A file beside the video is the scan's to find, after the video itself.
  const url = await issuedPage(request, `/embed/local/movie/${id}`);
  await expect.poll(async () => (await (await request.get(url)).text()).includes('data-ass='), { timeout: 20_000 }).toBe(true);
  await page.goto(`/player/movie/${id}`);
  await expect(localVideo(page)).toBeAttached();
  await expect.poll(() => inPlayer(page, (video) => video.duration), { timeout: 20_000 }).toBeGreaterThan(SECONDS - 1);
}

/** Turns the subtitles on from the player's Subtitles menu: the one track there is, named as any other. */
async function chooseSubtitles(page: Page, label: string): Promise<void> {
  const frame = playerFrame(page);
  await frame.locator('video').hover();
  await frame.getByRole('button', { name: 'Subtitles' }).click();
  const menu = frame.getByRole('menu', { name: 'Subtitles' });
  await expect(menu.getByRole('menuitemradio')).toHaveText(['Off', label]);
  await menu.getByRole('menuitemradio', { name: label }).click();
  await expect(menu).toBeHidden();
}

/** Whether the renderer draws the showing track (its plain cues hidden). */
const styledOn = (page: Page) => inPlayer(page, (video) => video.dataset.styled === 'true');

/** How many yellow pixels the player's picture has now: the renderer's lines (the film is black, plain cues white). */
async function yellowPixels(page: Page): Promise<number> {
  // The page's picture where the video is: the renderer's canvas lies over it.
  const box = await localVideo(page).boundingBox();
  const png = (await page.screenshot(box ? { clip: box } : {})).toString('base64');
  const blank = await page.context().newPage();
  try {
    return await blank.evaluate(async (data) => {
      const image = new Image();
      image.src = `data:image/png;base64,${data}`;
      await image.decode();
      const canvas = document.createElement('canvas');
      canvas.width = image.width;
      canvas.height = image.height;
      const context = canvas.getContext('2d')!;
      context.drawImage(image, 0, 0);
      const pixels = context.getImageData(0, 0, canvas.width, canvas.height).data;
      let count = 0;
      for (let i = 0; i < pixels.length; i += 4) if (pixels[i]! > 180 && pixels[i + 1]! > 180 && pixels[i + 2]! < 90) count++;
      return count;
    }, png);
  } finally {
    await blank.close();
  }
}

/** Clicks the seek bar where the file's `seconds` are. */
async function seekTo(page: Page, seconds: number): Promise<void> {
  await playerFrame(page).locator('video').hover();
  const box = (await seekBar(page).boundingBox())!;
  await page.mouse.click(box.x + (box.width * seconds) / SECONDS, box.y + box.height / 2);
}

async function pauseAt(page: Page, seconds: number): Promise<void> {
  await inPlayer(page, (video) => video.pause());
  await localVideo(page).evaluate((video: HTMLVideoElement, to: number) => {
    video.currentTime = to;
  }, seconds);
}

/** The text of the cues the showing subtitles have now (null while none shows). */
const activeCues = (page: Page) =>
  inPlayer(page, (video) => {
    const showing = Array.from(video.textTracks).find((track) => track.mode === 'showing');
    return showing ? Array.from(showing.activeCues ?? []).map((cue) => (cue as VTTCue).text) : null;
  });

test.describe('styled subtitles', () => {
  test("a film's own ASS track is drawn in its font at its times, in the remuxed stream after a seek too", async ({
    page,
    request,
  }) => {
    // The styled renderer draws in WebAssembly, slowly on a slow machine: its waits are long.
    test.setTimeout(180_000);
    await openFilm(page, request, 'Spirited Away', 'mkv-ass');
    await chooseSubtitles(page, 'English');
    await expect.poll(() => styledOn(page), { timeout: 20_000 }).toBe(true);
    await expect.poll(async () => new URL((await videoCounters(page)).src).pathname).toMatch(/^\/api\/media\/stream\//);
    // Paused, then seeks by the bar, as a viewer would: each a new stream from the keyframe before (one a second),
    // whose own clock starts again near 0.
    await inPlayer(page, (video) => video.pause());
    await seekTo(page, 1.6);
    await expect.poll(() => filePosition(page), { timeout: 15_000 }).toBeGreaterThanOrEqual(1.2);
    expect(await filePosition(page)).toBeLessThan(2.8);
    await expect.poll(() => yellowPixels(page), { timeout: 30_000 }).toBeGreaterThan(200);
    await page.screenshot({ path: test.info().outputPath('styled-first-line.png') });
    await seekTo(page, 4);
    await expect.poll(() => filePosition(page), { timeout: 15_000 }).toBeGreaterThanOrEqual(3.3);
    expect(await filePosition(page)).toBeLessThan(4.8);
    await expect.poll(() => yellowPixels(page), { timeout: 30_000 }).toBe(0);
    // The middle of the bar: a new stream from near 6 s.
    await seekTo(page, 6);
    const startOf = async () => Number(new URL((await videoCounters(page)).src).searchParams.get('start'));
    await expect.poll(startOf, { timeout: 30_000 }).toBeGreaterThan(4.5);
    await expect.poll(() => filePosition(page), { timeout: 15_000 }).toBeGreaterThanOrEqual(5.3);
    expect(await filePosition(page)).toBeLessThanOrEqual(7);
    expect((await videoCounters(page)).time).toBeLessThan(3);
    await expect.poll(() => yellowPixels(page), { timeout: 30_000 }).toBeGreaterThan(200);
    await page.screenshot({ path: test.info().outputPath('styled-middle-remuxed.png') });
    await expectAccessible(page);
  });

  test('an ASS file beside a film played as it is is drawn at its times', async ({ page, request }) => {
    await openFilm(page, request, 'Akira', 'mp4-sidecar');
    await chooseSubtitles(page, 'English (assumed)');
    await expect.poll(() => styledOn(page), { timeout: 20_000 }).toBe(true);
    await pauseAt(page, 0.5);
    await expect.poll(() => yellowPixels(page), { timeout: 30_000 }).toBe(0);
    await pauseAt(page, 6);
    await expect.poll(() => yellowPixels(page), { timeout: 30_000 }).toBeGreaterThan(200);
    await page.screenshot({ path: test.info().outputPath('styled-sidecar.png') });
  });

  test('a browser without WebAssembly shows the same lines as plain text', async ({ page, request }) => {
    await page.addInitScript(() => {
      delete (globalThis as { WebAssembly?: unknown }).WebAssembly;
    });
    await openFilm(page, request, 'Akira', 'mp4-sidecar');
    await chooseSubtitles(page, 'English (assumed)');
    await pauseAt(page, 1.5);
    await expect.poll(() => activeCues(page), { timeout: 10_000 }).toEqual([FIRST]);
    await pauseAt(page, 6);
    await expect.poll(() => activeCues(page), { timeout: 10_000 }).toEqual([MIDDLE]);
    expect(await styledOn(page)).toBe(false);
    expect(await yellowPixels(page)).toBe(0);
  });

  test('where the renderer cannot be loaded, the same lines show as plain text', async ({ page, request }) => {
    await page.route('**/assets/jassub/**', (route) => route.abort());
    await openFilm(page, request, 'Akira', 'mp4-sidecar');
    await chooseSubtitles(page, 'English (assumed)');
    await pauseAt(page, 1.5);
    await expect.poll(() => activeCues(page), { timeout: 10_000 }).toEqual([FIRST]);
    expect(await styledOn(page)).toBe(false);
    expect(await yellowPixels(page)).toBe(0);
    await page.screenshot({ path: test.info().outputPath('styled-fallback.png') });
  });

  test.describe('on a television', () => {
    test.use({ viewport: { width: 1920, height: 1080 } });

    test("a remote's arrows and Enter reach the styled track in the Subtitles menu as any other", async ({ page, request }) => {
      test.setTimeout(120_000);
      await openFilm(page, request, 'Spirited Away', 'mkv-ass');
      const frame = playerFrame(page);
      await seekBar(page).focus();
      await page.keyboard.press('ArrowDown');
      const subtitles = frame.getByRole('button', { name: 'Subtitles' });
      for (let i = 0; i < 8 && !(await subtitles.evaluate((button) => button === document.activeElement)); i++) {
        await page.keyboard.press('ArrowRight');
      }
      await expect(subtitles).toBeFocused();
      await page.keyboard.press('Enter');
      const menu = frame.getByRole('menu', { name: 'Subtitles' });
      await expect(menu.getByRole('menuitemradio', { name: 'Off' })).toBeFocused();
      await page.keyboard.press('ArrowDown');
      await expect(menu.getByRole('menuitemradio', { name: 'English' })).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(menu).toBeHidden();
      await expect(subtitles).toBeFocused();
      await expect.poll(() => styledOn(page), { timeout: 20_000 }).toBe(true);
      await inPlayer(page, (video) => video.pause());
      await seekTo(page, 6);
      await expect.poll(() => filePosition(page), { timeout: 15_000 }).toBeGreaterThanOrEqual(5.3);
      // Held inside the line (5 s to 9 s) while the picture is read.
      await inPlayer(page, (video) => video.pause());
      expect(await filePosition(page)).toBeLessThan(8.5);
      await expect.poll(() => yellowPixels(page), { timeout: 30_000 }).toBeGreaterThan(200);
      await page.screenshot({ path: test.info().outputPath('styled-television.png') });
    });
  });
});
