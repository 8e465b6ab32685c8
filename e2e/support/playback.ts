import type { LibraryReply, MediaType } from '@marquee/core';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect } from './fixtures';
import { inPlayer, localVideo, videoNow } from './watch-party';

/**
 * The local player as the playback journeys watch it (docs/playback.md#the-player): what its video element has
 * decoded, and where its own seek bar says the film is (the file's time, also in a converted stream whose element
 * starts again at 0).
 */

export const playerFrame = (page: Page) => page.locator('iframe[src*="/embed/local/"]').contentFrame();

export interface VideoCounters {
  src: string;
  /** The element's own clock (0 at the start of each converted stream). */
  time: number;
  paused: boolean;
  /** Pictures decoded, and bytes of sound decoded, since the element loaded its source. */
  frames: number;
  audioBytes: number;
}

type ChromiumVideo = HTMLVideoElement & { webkitDecodedFrameCount: number; webkitAudioDecodedByteCount: number };

export const videoCounters = (page: Page): Promise<VideoCounters> =>
  localVideo(page).evaluate((element: HTMLVideoElement) => {
    const video = element as ChromiumVideo;
    return {
      src: video.currentSrc,
      time: video.currentTime,
      paused: video.paused,
      frames: video.webkitDecodedFrameCount,
      audioBytes: video.webkitAudioDecodedByteCount,
    };
  });

/** The seek bar: the whole file, whatever stream plays. */
export const seekBar = (page: Page) => playerFrame(page).getByRole('slider', { name: 'Seek' });

/** Where the seek bar says the film is, in whole seconds of the file. */
export async function filePosition(page: Page): Promise<number> {
  return Number(await seekBar(page).getAttribute('aria-valuenow'));
}

/** The player shows pictures and decodes sound, and its clock moves on. */
export async function expectPictureAndSound(page: Page): Promise<VideoCounters> {
  let playing: VideoCounters | undefined;
  await expect
    .poll(
      async () => {
        // The player's frame may be replaced meanwhile (the app learning what can play the title): asked again.
        const now = await videoCounters(page).catch(() => null);
        if (!now) return false;
        playing = now;
        return playing.frames > 0 && playing.audioBytes > 0 && playing.time > 0.2;
      },
      { timeout: 20_000, intervals: [100] },
    )
    .toBe(true);
  const { time } = playing!;
  await expect
    .poll(async () => (await videoCounters(page)).time, { timeout: 10_000, intervals: [100] })
    .toBeGreaterThan(time + 0.3);
  return playing!;
}

/** A player page's URL as the server issues it: '/embed/local/movie/7' asks /api/sources/local/movie/7. */
export async function issuedPage(request: APIRequestContext, page: string): Promise<string> {
  const [, , source, ...target] = page.split('/');
  return ((await (await request.get(`/api/sources/${source}/${target.join('/')}`)).json()) as { url: string }).url;
}

/** Waits until the server serves a title's local player page: its file is in the library (the scan found it). */
export async function whenInLibrary(request: APIRequestContext, page: string): Promise<void> {
  const url = await issuedPage(request, page);
  await expect.poll(async () => (await request.get(url)).status(), { timeout: 20_000 }).toBe(200);
}

/** Waits until the library lists a title (the scan matched its file), as title pages and cards read it. */
export async function whenListedInLibrary(request: APIRequestContext, mediaType: MediaType, id: number): Promise<void> {
  const listed = async () =>
    ((await (await request.get('/api/library')).json()) as LibraryReply).titles.some(
      (title) => title.media_type === mediaType && title.id === id,
    );
  await expect.poll(listed, { timeout: 20_000 }).toBe(true);
}

/**
 * Pauses the local player at `at` seconds, once the file's length is over `longerThan` (known, so that the player's
 * own start does not undo the seek).
 */
export async function pauseAt(page: Page, at: number, longerThan: number): Promise<void> {
  await expect.poll(() => inPlayer(page, (video) => video.duration)).toBeGreaterThan(longerThan);
  await localVideo(page).evaluate((video: HTMLVideoElement, to: number) => {
    video.pause();
    video.currentTime = to;
  }, at);
  await expect.poll(async () => (await videoNow(page)).paused).toBe(true);
}
