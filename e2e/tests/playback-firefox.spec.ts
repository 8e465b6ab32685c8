import puppeteer, { type Browser, type Page } from 'puppeteer-core';
import type { PlaybackMethod } from '@marquee/core';
import { e2eMediaDir } from '../playwright.config';
import { catalogueId } from '../support/catalogue';
import { expect, test } from '../support/fixtures';
import { issuedPage, whenInLibrary } from '../support/playback';
import { putTestMedia, type TestMediaKind } from '../support/test-media';

/**
 * The library's files in Firefox (Debian's Firefox ESR, driven over WebDriver BiDi by Puppeteer, as Playwright's
 * own Firefox is a build of its own): the local player page, opened as the app frames it, tells the server what
 * Firefox plays and plays the answer (docs/playback.md). Picture: the frames Firefox presented. Sound: that Firefox
 * found a sound track it decodes (`mozHasAudio`); it counts no decoded sound as Chromium does, and this machine gives
 * it no sound device to measure the output on.
 */

const FIREFOX = process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr';

interface Format {
  kind: TestMediaKind;
  title: string;
  method: PlaybackMethod;
}

const FORMATS: Format[] = [
  { kind: 'mp4-h264-aac', title: 'Aliens', method: 'direct' },
  { kind: 'mkv-h264-ac3', title: 'Scarface', method: 'remux' },
  // Debian's Firefox decodes HEVC with the system's FFmpeg, so the video is copied; its E-AC-3 is converted.
  { kind: 'mkv-hevc10-eac3', title: 'Speed', method: 'remux' },
  { kind: 'ts-mpeg2-mp2', title: 'Platoon', method: 'transcode' },
];

/** What the page's video shows and holds. */
interface Seen {
  src: string;
  time: number;
  /** Frames Firefox presented. */
  frames: number;
  /** Whether Firefox found a sound track it decodes (a track it can't decode is left out, and the film is silent). */
  sound: boolean;
}

const look = (page: Page): Promise<Seen> =>
  page.evaluate(() => {
    const video = document.querySelector<HTMLVideoElement & { mozHasAudio?: boolean }>('video');
    if (!video) return { src: '', time: 0, frames: 0, sound: false };
    return {
      src: video.currentSrc,
      time: video.currentTime,
      frames: video.getVideoPlaybackQuality().totalVideoFrames,
      sound: video.mozHasAudio === true,
    };
  });

function deliveredBy(src: string): PlaybackMethod | 'unknown' {
  const url = new URL(src);
  if (url.pathname.startsWith('/api/media/file/')) return 'direct';
  const video = url.searchParams.get('v') ?? '';
  return video.startsWith('copy-') ? 'remux' : video.startsWith('h264-') ? 'transcode' : 'unknown';
}

test.describe('playback in Firefox', () => {
  let firefox: Browser;

  test.beforeAll(async () => {
    test.setTimeout(60_000);
    firefox = await puppeteer.launch({
      browser: 'firefox',
      executablePath: FIREFOX,
      headless: true,
      // Sound starts without a click here, as it would after the viewer's.
      extraPrefsFirefox: {
        'media.autoplay.default': 0,
        'media.autoplay.blocking_policy': 0,
      },
    });
  });
  test.afterAll(async () => {
    await firefox?.close();
  });

  for (const format of FORMATS) {
    test(`${format.kind} plays with picture and sound (${format.method})`, async ({ request, baseURL }) => {
      test.setTimeout(60_000);
      const id = await catalogueId(request, format.title, 'movie');
      await putTestMedia(e2eMediaDir, `movie/${id}`, format.kind);
      await whenInLibrary(request, `/embed/local/movie/${id}`);
      const page = await firefox.newPage();
      try {
        await page.goto(`${baseURL}${await issuedPage(request, `/embed/local/movie/${id}`)}`);
        let seen: Seen = { src: '', time: 0, frames: 0, sound: false };
        await expect
          .poll(
            async () => {
              seen = await look(page);
              return seen.frames > 0 && seen.sound && seen.time > 0.2;
            },
            { timeout: 20_000, intervals: [100] },
          )
          .toBe(true);
        expect(deliveredBy(seen.src)).toBe(format.method);
        const { time } = seen;
        await expect.poll(async () => (await look(page)).time, { timeout: 10_000 }).toBeGreaterThan(time + 0.3);
      } finally {
        await page.close();
      }
    });
  }
});
