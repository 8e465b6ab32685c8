import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import type { APIRequestContext, Page } from '@playwright/test';
import { e2eMediaDir } from '../playwright.config';
import { catalogueId } from '../support/catalogue';
import { expect, expectAccessible, signUp, test } from '../support/fixtures';
import { ownApi } from '../support/own-api';
import { playerFrame, whenInLibrary } from '../support/playback';
import { madeOnce } from '../support/test-media';
import { inPlayer, localVideo, openGuest, pressPlay, startParty, videoNow } from '../support/watch-party';

/**
 * The profile's subtitle mode, size and background, and the player's subtitle delay (docs/behaviour.md#preferences,
 * docs/playback.md#subtitles), on a film made by FFmpeg at test time with two soundtracks, English and French, in
 * a folder of its own with forced subtitles in both languages beside it and plain English ones in its Subs/ folder.
 */

const run = promisify(execFile);
const FFMPEG = process.env.FFMPEG_PATH ?? 'ffmpeg';
const SECONDS = 12;
const LINES = { enForced: 'Forced English line', frForced: 'Ligne française forcée', en: 'Plain English line' };
const srt = (text: string) => `1\n00:00:01,000 --> 00:00:03,000\n${text}\n`;

/** The film, in `Films/<title> (<year>)/`, with its subtitles; found by the library. Answers its catalogue id. */
async function putFilm(request: APIRequestContext, title: string): Promise<number> {
  const id = await catalogueId(request, title, 'movie');
  const details = (await (await request.get(`/api/tmdb/movie/${id}`)).json()) as { release_date: string };
  const name = `${title} (${details.release_date.slice(0, 4)})`;
  const folder = path.join(e2eMediaDir, 'Films', name);
  fs.mkdirSync(path.join(folder, 'Subs'), { recursive: true });
  const cache = path.join(path.dirname(e2eMediaDir), 'test-media-subtitles');
  const made = await madeOnce(cache, 'two-soundtracks.mp4', async (partial) => {
    // prettier-ignore
    await run(FFMPEG, [
      '-hide_banner', '-loglevel', 'error', '-y',
      '-f', 'lavfi', '-i', `testsrc2=size=320x180:rate=25:duration=${SECONDS}`,
      '-f', 'lavfi', '-i', `sine=frequency=440:sample_rate=48000:duration=${SECONDS}`,
      '-f', 'lavfi', '-i', `sine=frequency=660:sample_rate=48000:duration=${SECONDS}`,
      '-map', '0', '-map', '1', '-map', '2',
      '-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p', '-g', '25',
      '-c:a', 'aac', '-ac', '2', '-metadata:s:a:0', 'language=eng', '-metadata:s:a:1', 'language=fre',
      partial,
    ], { timeout: 60_000 });
  });
  fs.copyFileSync(made, path.join(folder, `${name}.mp4`));
  fs.writeFileSync(path.join(folder, `${name}.en.forced.srt`), srt(LINES.enForced));
  fs.writeFileSync(path.join(folder, `${name}.fr.forced.srt`), srt(LINES.frForced));
  fs.writeFileSync(path.join(folder, 'Subs', '2_English.srt'), srt(LINES.en));
  await whenInLibrary(request, `/embed/local/movie/${id}`);
  return id;
}

/**
 * The player, once its first picture is in. Not its duration: a converted stream's grows only as the browser reads
 * ahead of the picture, so waiting for the whole of it would wait for most of the film to play.
 */
async function openPlayer(page: Page, id: number): Promise<void> {
  await page.goto(`/player/movie/${id}`);
  await expect(localVideo(page)).toBeAttached();
  await expect
    .poll(() => inPlayer(page, (video) => video.readyState >= HTMLMediaElement.HAVE_CURRENT_DATA), { timeout: 20_000 })
    .toBe(true);
}

/** The label of the subtitles showing, null for none. */
const showing = (page: Page) =>
  inPlayer(page, (video) => Array.from(video.textTracks).find((track) => track.mode === 'showing')?.label ?? null);

/** The text of the cues showing now (null while no subtitles show). */
const activeCues = (page: Page) =>
  inPlayer(page, (video) => {
    const track = Array.from(video.textTracks).find((candidate) => candidate.mode === 'showing');
    return track ? Array.from(track.activeCues ?? []).map((cue) => (cue as VTTCue).text) : null;
  });

/** Every line of the subtitles showing (null while none show). */
const showingLines = (page: Page) =>
  inPlayer(page, (video) => {
    const track = Array.from(video.textTracks).find((candidate) => candidate.mode === 'showing');
    return track ? Array.from(track.cues ?? []).map((cue) => (cue as VTTCue).text) : null;
  });

/**
 * The cues showing once the video is paused at `seconds` of the element's clock (a stream loading anew may take the
 * time back: each poll puts it there again).
 */
const cuesAt = async (page: Page, seconds: number) => {
  await localVideo(page).evaluate((video: HTMLVideoElement, to: number) => {
    video.pause();
    if (Math.abs(video.currentTime - to) > 0.05) video.currentTime = to;
  }, seconds);
  return activeCues(page);
};

async function openMenu(page: Page, button: string | RegExp, menu: string) {
  const frame = playerFrame(page);
  await frame.locator('video').hover();
  await frame.getByRole('button', { name: button }).click();
  return frame.getByRole('menu', { name: menu });
}

test.describe('subtitle preferences', () => {
  test('Only forced shows the forced subtitles in the language heard, and follows a change of soundtrack', async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    const id = await putFilm(request, 'Shutter Island');
    await signUp(page);
    await ownApi(page, 'PATCH', '/preferences', { subtitle_mode: 'forced', audio_language: 'fr' });
    await openPlayer(page, id);
    await expect.poll(() => showing(page), { timeout: 10_000 }).toBe('French (forced)');
    // Its lines (the French soundtrack plays in a remuxed stream, whose clock the player keeps).
    await expect.poll(() => showingLines(page), { timeout: 10_000 }).toEqual([LINES.frForced]);

    // The Subs/ folder's file is offered with the others.
    const subtitles = await openMenu(page, 'Subtitles', 'Subtitles');
    await expect(subtitles.getByRole('menuitemradio')).toHaveText(['Off', 'English (forced)', 'French (forced)', 'English'], {
      useInnerText: true,
    });
    await page.keyboard.press('Escape');
    await expect(subtitles).toBeHidden();

    // English heard: English forced subtitles.
    const audio = await openMenu(page, /^Audio/, 'Audio');
    await audio.getByRole('menuitemradio', { name: /English/ }).click();
    await expect.poll(() => showing(page), { timeout: 15_000 }).toBe('English (forced)');
    await expect.poll(() => showingLines(page), { timeout: 10_000 }).toEqual([LINES.enForced]);

    // Once the viewer picks subtitles, a change of soundtrack leaves them as they are.
    await (await openMenu(page, 'Subtitles', 'Subtitles')).getByRole('menuitemradio', { name: 'Off' }).click();
    await expect.poll(() => showing(page)).toBe(null);
    await (await openMenu(page, /^Audio/, 'Audio')).getByRole('menuitemradio', { name: /French/ }).click();
    await expect
      .poll(
        () =>
          playerFrame(page)
            .getByRole('button', { name: /^Audio/ })
            .getAttribute('aria-label'),
        { timeout: 15_000 },
      )
      .toMatch(/French/);
    expect(await showing(page)).toBe(null);
  });

  test('the delay moves the cues by its steps, and is remembered for the file when it is opened again', async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    const id = await putFilm(request, 'Iron Man');
    await openPlayer(page, id);
    // A visitor hears English first: its forced subtitles show.
    await expect.poll(() => showing(page), { timeout: 10_000 }).toBe('English (forced)');
    await expect.poll(() => cuesAt(page, 1.2), { timeout: 10_000 }).toEqual([LINES.enForced]);

    const menu = await openMenu(page, 'Subtitles', 'Subtitles');
    await expect(menu.getByRole('group', { name: 'Delay 0 s' })).toBeVisible();
    const later = menu.getByRole('menuitem', { name: 'Subtitles 0.1 s later' });
    for (let step = 0; step < 5; step++) await later.click();
    await expect(menu.getByRole('group', { name: 'Delay +0.5 s' })).toBeVisible();
    // The steps keep the menu open, on the same item, which the delay describes.
    await expect(later).toBeFocused();
    await expect(later).toHaveAccessibleDescription('Delay +0.5 s');
    await expectAccessible(page);
    await page.screenshot({ path: test.info().outputPath('subtitle-delay-menu.png') });
    await page.keyboard.press('Escape');

    // The line of 1 s to 3 s now shows from 1.5 s to 3.5 s.
    await expect.poll(() => cuesAt(page, 1.2)).toEqual([]);
    await expect.poll(() => cuesAt(page, 1.7)).toEqual([LINES.enForced]);
    await expect.poll(() => cuesAt(page, 3.3)).toEqual([LINES.enForced]);

    await openPlayer(page, id);
    await expect.poll(() => showing(page), { timeout: 10_000 }).toBe('English (forced)');
    // Once the cues are in, the line shows at 1.7 s, and not at 1.2 s: the delay is the file's still.
    await expect.poll(() => cuesAt(page, 1.7), { timeout: 10_000 }).toEqual([LINES.enForced]);
    await expect.poll(() => cuesAt(page, 1.2)).toEqual([]);
    const again = await openMenu(page, 'Subtitles', 'Subtitles');
    await expect(again.getByRole('group', { name: 'Delay +0.5 s' })).toBeVisible();
    await again.getByRole('menuitem', { name: 'Reset delay' }).click();
    await expect(again.getByRole('group', { name: 'Delay 0 s' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect.poll(() => activeCues(page)).toEqual([LINES.enForced]);

    // H on the picture (no control focused) steps it too, and says so over the picture.
    await playerFrame(page)
      .locator('#subtitles')
      .evaluate((button: HTMLElement) => button.blur());
    await page.keyboard.press('h');
    await page.keyboard.press('h');
    await expect(playerFrame(page).getByRole('status')).toHaveText('Delay +0.2 s');
    await page.screenshot({ path: test.info().outputPath('subtitle-delay-key.png') });
    await expect.poll(() => cuesAt(page, 1.1)).toEqual([]);
    await expect.poll(() => cuesAt(page, 1.3)).toEqual([LINES.enForced]);
  });

  test('the size and background preferences draw the cues larger, on a shadow', async ({ page, request }) => {
    test.setTimeout(90_000);
    const id = await putFilm(request, 'Zombieland');
    await signUp(page);
    await ownApi(page, 'PATCH', '/preferences', { subtitle_size: 'xlarge', subtitle_background: 'shadow' });
    await openPlayer(page, id);
    await expect.poll(() => showing(page), { timeout: 10_000 }).toBe('English (forced)');
    await expect.poll(() => cuesAt(page, 1.5), { timeout: 10_000 }).toEqual([LINES.enForced]);
    const frameHeight = await localVideo(page).evaluate(() => window.innerHeight);
    const style = await cueStyle(page, LINES.enForced);
    // Extra large: 8 % of the player's height; no box behind, a shadow around the letters.
    expect(Number.parseFloat(style['font-size']!)).toBeCloseTo(frameHeight * 0.08, 0);
    expect(style['background-color']).toBe('rgba(0, 0, 0, 0)');
    expect(style['text-shadow']).toMatch(/rgb\(0, 0, 0\) 0px 0px 4px/);
    await page.screenshot({ path: test.info().outputPath('subtitles-xlarge-shadow.png') });
  });

  test("in a watch party each member keeps their own subtitles through the party's play, pause and seek", async ({
    page: host,
    browser,
    request,
  }) => {
    test.setTimeout(120_000);
    const id = await putFilm(request, 'Valkyrie');
    await openPlayer(host, id);
    await expect.poll(() => showing(host), { timeout: 10_000 }).toBe('English (forced)');
    await (await openMenu(host, 'Subtitles', 'Subtitles')).getByRole('menuitemradio', { name: 'Off' }).click();
    await expect.poll(() => showing(host)).toBe(null);
    await expect.poll(async () => (await videoNow(host)).paused).toBe(false);
    await inPlayer(host, (video) => video.pause());

    const guest = await openGuest(browser, await startParty(host));
    await expect(localVideo(guest)).toBeVisible();
    await expect.poll(() => showing(guest), { timeout: 10_000 }).toBe('English (forced)');
    // By keyboard: the guest's frame is a phone's, small.
    const frame = playerFrame(guest);
    await frame.getByRole('button', { name: 'Subtitles' }).focus();
    await guest.keyboard.press('Enter');
    const english = frame.getByRole('menuitemradio', { name: 'English', exact: true });
    for (let step = 0; step < 6 && !(await english.evaluate((item) => item === document.activeElement)); step++) {
      await guest.keyboard.press('ArrowDown');
    }
    await guest.keyboard.press('Enter');
    await expect.poll(() => showing(guest)).toBe('English');

    await pressPlay(host);
    await expect.poll(async () => (await videoNow(guest)).paused, { timeout: 15_000 }).toBe(false);
    await inPlayer(host, (video) => video.pause());
    await expect.poll(async () => (await videoNow(guest)).paused, { timeout: 15_000 }).toBe(true);
    await inPlayer(host, (video) => (video.currentTime = 5));
    await expect.poll(async () => Math.abs((await videoNow(guest)).time - 5), { timeout: 15_000 }).toBeLessThan(0.5);
    expect([await showing(host), await showing(guest)]).toEqual([null, 'English']);
    await guest.context().close();
  });

  test.describe('in couch mode', () => {
    test.use({ viewport: { width: 1920, height: 1080 } });

    test("a remote's arrows and Enter reach the delay in the Subtitles menu", async ({ page, request }) => {
      test.setTimeout(90_000);
      const id = await putFilm(request, 'Watchmen');
      await openPlayer(page, id);
      const frame = playerFrame(page);
      await frame.getByRole('slider', { name: 'Seek' }).focus();
      await page.keyboard.press('ArrowDown');
      const subtitles = frame.getByRole('button', { name: 'Subtitles' });
      for (let step = 0; step < 6 && !(await subtitles.evaluate((button) => button === document.activeElement)); step++) {
        await page.keyboard.press('ArrowRight');
      }
      await expect(subtitles).toBeFocused();
      await page.keyboard.press('Enter');
      const menu = frame.getByRole('menu', { name: 'Subtitles' });
      await expect(menu).toBeVisible();
      const later = menu.getByRole('menuitem', { name: 'Subtitles 0.1 s later' });
      for (let step = 0; step < 8 && !(await later.evaluate((item) => item === document.activeElement)); step++) {
        await page.keyboard.press('ArrowDown');
      }
      await expect(later).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(menu.getByRole('group', { name: 'Delay +0.1 s' })).toBeVisible();
      await expect(later).toBeFocused();
      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('Enter');
      await expect(menu.getByRole('group', { name: 'Delay 0 s' })).toBeVisible();
      await expectAccessible(page);
      await page.screenshot({ path: test.info().outputPath('subtitle-delay-couch.png') });
    });
  });
});

/** The computed style of the cue showing `text`, read through the browser's own tree (cues live in its shadow). */
async function cueStyle(page: Page, text: string): Promise<Record<string, string>> {
  const cdp = await page.context().newCDPSession(page);
  type DomNode = {
    nodeId: number;
    nodeType: number;
    nodeValue: string;
    children?: DomNode[];
    shadowRoots?: DomNode[];
    contentDocument?: DomNode;
    parentId?: number;
  };
  const { root } = (await cdp.send('DOM.getDocument', { depth: -1, pierce: true })) as { root: DomNode };
  const find = (node: DomNode): DomNode | null => {
    if (node.nodeType === 3 && node.nodeValue.includes(text)) return node;
    for (const child of [
      ...(node.children ?? []),
      ...(node.shadowRoots ?? []),
      ...(node.contentDocument ? [node.contentDocument] : []),
    ]) {
      const found = find(child);
      if (found) return found;
    }
    return null;
  };
  const cue = find(root);
  if (!cue?.parentId) throw new Error(`no cue shows '${text}'`);
  await cdp.send('CSS.enable');
  const { computedStyle } = await cdp.send('CSS.getComputedStyleForNode', { nodeId: cue.parentId });
  return Object.fromEntries(computedStyle.map(({ name, value }) => [name, value]));
}
