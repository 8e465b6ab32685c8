import type { PlaybackMethod } from '@marquee/core';
import type { APIRequestContext, Page } from '@playwright/test';
import { e2eMediaDir } from '../playwright.config';
import { catalogueId } from '../support/catalogue';
import { expect, expectAccessible, signUp, test } from '../support/fixtures';
import {
  expectPictureAndSound,
  filePosition,
  issuedPage,
  playerFrame,
  seekBar,
  videoCounters,
  whenInLibrary,
} from '../support/playback';
import { putTestMedia, type TestMediaKind } from '../support/test-media';
import { localVideo, partyBrowser, toast } from '../support/watch-party';

/**
 * Every file of the library plays with picture and sound (docs/playback.md): the formats a library holds, made with
 * FFmpeg at test time, each as a film of the offline catalogue no other journey uses, played by the local player in
 * Chromium, which plays some as they are and gets the others remuxed or transcoded by the server. Chromium starts
 * sound without a click here, as it would after the viewer's.
 */

test.use({ launchOptions: partyBrowser });

interface Format {
  kind: TestMediaKind;
  title: string;
  method: PlaybackMethod;
  /** What Playback info gives as the (first) reason. */
  why: string;
}

const PLAYS_AS_IT_IS = 'Your browser plays this file as it is';
const cannotPlay = (what: string) => `Your browser can't play ${what}`;

const FORMATS: Format[] = [
  { kind: 'mp4-h264-aac', title: 'Goodfellas', method: 'direct', why: PLAYS_AS_IT_IS },
  { kind: 'webm-vp9-opus', title: 'Blade Runner', method: 'direct', why: PLAYS_AS_IT_IS },
  { kind: 'mkv-h264-ac3', title: 'Gladiator', method: 'remux', why: cannotPlay('AC-3 audio') },
  { kind: 'mkv-h264-dts', title: 'Titanic', method: 'remux', why: cannotPlay('DTS audio') },
  { kind: 'mkv-h264-truehd', title: 'Psycho', method: 'remux', why: cannotPlay('TrueHD audio') },
  { kind: 'mkv-hevc10-eac3', title: 'Rocky', method: 'transcode', why: cannotPlay('HEVC 10-bit video') },
  { kind: 'ts-mpeg2-mp2', title: 'Jurassic Park', method: 'transcode', why: cannotPlay('MPEG-2 video') },
  { kind: 'avi-xvid-mp3', title: 'Back to the Future', method: 'transcode', why: cannotPlay('MPEG-4 Part 2 video') },
  { kind: 'wmv-wmv2-wma', title: 'The Shining', method: 'transcode', why: cannotPlay('Windows Media Video 8 video') },
  { kind: 'mov-mpeg4-aac', title: 'Apocalypse Now', method: 'transcode', why: cannotPlay('MPEG-4 Part 2 video') },
  { kind: 'flv-flv1-mp3', title: 'The Godfather', method: 'transcode', why: cannotPlay('Sorenson Spark video') },
];

const METHOD_LABELS: Record<PlaybackMethod, string> = { direct: 'Direct play', remux: 'Remux', transcode: 'Transcode' };

/** Puts the film of `kind` in the library as `title`, and opens its player, signed in, on the local source. */
async function openFilm(page: Page, request: APIRequestContext, title: string, kind: TestMediaKind): Promise<number> {
  const id = await catalogueId(request, title, 'movie');
  await putTestMedia(e2eMediaDir, `movie/${id}`, kind);
  await whenInLibrary(request, `/embed/local/movie/${id}`);
  await signUp(page);
  await page.goto(`/player/movie/${id}`);
  await expect(
    page.getByRole('region', { name: 'Video Sources' }).getByRole('button', { name: /^Local Library/ }),
  ).toHaveAttribute('aria-pressed', 'true');
  await expect(localVideo(page)).toBeAttached();
  return id;
}

/** The player's controls, shown as they are while the pointer is over the picture. */
async function showControls(page: Page): Promise<void> {
  await playerFrame(page).locator('video').hover();
  await expect(playerFrame(page).getByRole('button', { name: 'Playback info' })).toBeVisible();
}

async function openPlaybackInfo(page: Page) {
  await showControls(page);
  await playerFrame(page).getByRole('button', { name: 'Playback info' }).click();
  const info = playerFrame(page).getByRole('dialog', { name: 'Playback info' });
  await expect(info).toBeVisible();
  return info;
}

/** How the stream's URL says the video comes: the file itself, copied into a stream, or converted. */
function deliveredBy(src: string): PlaybackMethod | 'unknown' {
  const url = new URL(src);
  if (url.pathname.startsWith('/api/media/file/')) return 'direct';
  if (!url.pathname.startsWith('/api/media/stream/')) return 'unknown';
  const video = url.searchParams.get('v') ?? '';
  return video.startsWith('copy-') ? 'remux' : video.startsWith('h264-') ? 'transcode' : 'unknown';
}

test.describe('playback of every format', () => {
  for (const format of FORMATS) {
    test(`${format.kind} plays with picture and sound (${METHOD_LABELS[format.method]})`, async ({ page, request }) => {
      test.setTimeout(60_000);
      await openFilm(page, request, format.title, format.kind);
      const playing = await expectPictureAndSound(page);
      expect(deliveredBy(playing.src)).toBe(format.method);

      const info = await openPlaybackInfo(page);
      await expect(info.getByText(METHOD_LABELS[format.method], { exact: true })).toBeVisible();
      await expect(info.getByRole('listitem').filter({ hasText: format.why }).first()).toBeVisible();
    });
  }

  test('a transcoded film seeks from its seek bar and plays on from there; the player passes axe with its controls shown', async ({
    page,
    request,
  }) => {
    test.setTimeout(60_000);
    await openFilm(page, request, 'Rocky', 'mkv-hevc10-eac3');
    await expectPictureAndSound(page);
    await expect(seekBar(page)).toHaveAttribute('aria-valuemax', '6');

    await showControls(page);
    await playerFrame(page).getByRole('button', { name: 'Pause', exact: true }).click();
    await expect(playerFrame(page).getByRole('button', { name: 'Play', exact: true })).toBeVisible();
    await expectAccessible(page);

    // The middle of the bar is the middle of the file (3 s of 6), whatever the element's own clock says: Chromium
    // moves in no stream, so the seek is a new one from there, wherever the film was paused.
    await seekBar(page).click();
    await expect
      .poll(async () => Number(new URL((await videoCounters(page)).src).searchParams.get('start')), { timeout: 10_000 })
      .toBeCloseTo(3, 0);
    await expect.poll(() => filePosition(page), { timeout: 10_000 }).toBe(3);
    await playerFrame(page).getByRole('button', { name: 'Play', exact: true }).click();
    await expect.poll(() => filePosition(page), { timeout: 10_000 }).toBeGreaterThanOrEqual(4);
    const after = await videoCounters(page);
    expect(after.frames).toBeGreaterThan(0);
    expect(after.audioBytes).toBeGreaterThan(0);
    expect(deliveredBy(after.src)).toBe('transcode');
  });

  test('switching the audio track of a two-language film keeps the position and plays the other track', async ({
    page,
    request,
  }) => {
    test.setTimeout(60_000);
    await openFilm(page, request, 'Taxi Driver', 'mkv-two-languages');
    const english = await expectPictureAndSound(page);
    expect(new URL(english.src).searchParams.get('a')).toBe('aac-1');

    await showControls(page);
    const audio = playerFrame(page).getByRole('button', { name: /^Audio/ });
    await expect(audio).toHaveAccessibleName('Audio: English · 5.1 · AC-3');
    await audio.click();
    const menu = playerFrame(page).getByRole('menu');
    await expect(menu.getByRole('menuitemradio', { name: 'English · 5.1 · AC-3' })).toHaveAttribute('aria-checked', 'true');
    const before = await filePosition(page);
    await menu.getByRole('menuitemradio', { name: 'French · Stereo · AAC' }).click();

    // A new stream with the French track copied (the browser plays AAC), from where the film was.
    await expect
      .poll(async () => new URL((await videoCounters(page)).src).searchParams.get('a'), { timeout: 10_000 })
      .toBe('copy-2');
    await expect(audio).toHaveAccessibleName('Audio: French · Stereo · AAC');
    await expect.poll(async () => (await videoCounters(page)).audioBytes, { timeout: 10_000 }).toBeGreaterThan(0);
    const position = await filePosition(page);
    expect(position).toBeGreaterThanOrEqual(before - 1);
    expect(position).toBeLessThanOrEqual(before + 2);
    await expect.poll(() => filePosition(page), { timeout: 10_000 }).toBeGreaterThan(position);
  });

  test('a damaged file says so, naming the file, and the player moves on', async ({ page, request }) => {
    const id = await catalogueId(request, 'Memento', 'movie');
    const file = await putTestMedia(e2eMediaDir, `movie/${id}`, 'damaged');
    const name = file.split('/').at(-1)!;
    await whenInLibrary(request, `/embed/local/movie/${id}`);

    // The page on its own: the message, with the file's name.
    await page.goto(await issuedPage(request, `/embed/local/movie/${id}`));
    await expect(page.getByRole('heading', { name: new RegExp(name.replace('.', '\\.')) })).toBeVisible();
    await expect(page.locator('video')).toHaveCount(0);

    // In the player: the source's error, so the next source is tried, and the toast says why.
    await page.goto(`/player/movie/${id}`);
    await expect(toast(page, 'Source Failed')).toBeVisible();
    await expect(
      page
        .getByRole('region', { name: /Notifications/ })
        .getByText(name, { exact: false })
        .first(),
    ).toBeVisible();
  });
});

/**
 * Safari plays video only from servers that answer byte ranges, so the player feeds it converted streams through
 * Media Source. Chromium is made to say it is WebKit's (its `navigator.vendor`, in every frame), and so plays the
 * way Safari is served: the stream read by the page and appended to a Media Source, not the element's own source.
 */
test.describe("playback as Safari's WebKit is served it", () => {
  test.beforeEach(async ({ page }) => {
    await page.addInitScript(() =>
      Object.defineProperty(Navigator.prototype, 'vendor', { configurable: true, get: () => 'Apple Computer, Inc.' }),
    );
  });

  /** The converted streams the page asked the server for. */
  const streamsAsked = (page: Page): string[] => {
    const asked: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/api/media/stream/')) asked.push(request.url());
    });
    return asked;
  };

  test('a remuxed film is fed through Media Source and plays with picture and sound', async ({ page, request }) => {
    test.setTimeout(60_000);
    const asked = streamsAsked(page);
    await openFilm(page, request, 'Amadeus', 'mkv-h264-ac3');
    const playing = await expectPictureAndSound(page);
    expect(playing.src).toMatch(/^blob:/);
    expect(asked.map(deliveredBy)).toContain('remux');
  });

  test('a transcoded film is fed through Media Source, seeks from its seek bar and plays on to its end', async ({
    page,
    request,
  }) => {
    test.setTimeout(60_000);
    const asked = streamsAsked(page);
    await openFilm(page, request, 'Gattaca', 'mkv-hevc10-eac3');
    const playing = await expectPictureAndSound(page);
    expect(playing.src).toMatch(/^blob:/);
    expect(asked.map(deliveredBy)).toContain('transcode');

    await showControls(page);
    await playerFrame(page).getByRole('button', { name: 'Pause', exact: true }).click();
    await expect(playerFrame(page).getByRole('button', { name: 'Play', exact: true })).toBeVisible();
    await seekBar(page).click();
    await expect.poll(() => filePosition(page), { timeout: 10_000 }).toBeGreaterThanOrEqual(3);
    await playerFrame(page).getByRole('button', { name: 'Play', exact: true }).click();
    await expect.poll(() => filePosition(page), { timeout: 10_000 }).toBeGreaterThanOrEqual(4);
    // The stream's end is the film's: the player says it ended, and does not reload it.
    await expect(playerFrame(page).getByRole('button', { name: 'Play', exact: true })).toBeVisible({ timeout: 15_000 });
    const ended = await localVideo(page).evaluate((video: HTMLVideoElement) => video.ended);
    expect(ended).toBe(true);
    const after = await videoCounters(page);
    expect(after.src).toMatch(/^blob:/);
    expect(after.audioBytes).toBeGreaterThan(0);
  });
});
