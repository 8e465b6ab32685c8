import fs from 'node:fs';
import path from 'node:path';
import type { APIRequestContext } from '@playwright/test';
import { e2eMediaDir } from '../playwright.config';
import { catalogueId } from '../support/catalogue';
import { expect, test } from '../support/fixtures';
import { putTestVideo } from '../support/test-video';
import { inPlayer, localVideo } from '../support/watch-party';

/**
 * The library as it is on disk (docs/behaviour.md#library): files named as Plex, Jellyfin and Kodi keep them,
 * put into the running server's media folder, are found by its file watcher, matched, and played.
 */

const SUBTITLES = '1\n00:00:00,500 --> 00:00:05,000\nHello from the library\n';

/** Waits until the server's scan has matched a title's file: its local player page exists. */
async function whenFound(request: APIRequestContext, page: string): Promise<void> {
  await expect.poll(async () => (await request.get(page)).status(), { timeout: 20_000 }).toBe(200);
}

test('a film in its own folder plays with its English subtitles', async ({ page, request }) => {
  const id = await catalogueId(request, 'Pulp Fiction', 'movie');
  putTestVideo(e2eMediaDir, 'Films/Pulp Fiction (1994)/Pulp Fiction (1994).webm');
  fs.writeFileSync(path.join(e2eMediaDir, 'Films/Pulp Fiction (1994)/Pulp Fiction (1994).en.srt'), SUBTITLES);
  await whenFound(request, `/embed/local/movie/${id}`);

  await page.goto(`/player/movie/${id}`);
  await expect(localVideo(page)).toBeVisible();
  await expect
    .poll(() => inPlayer(page, (video) => Array.from(video.textTracks).map((track) => track.label)))
    .toEqual(['English']);
  // The track's cues come from the SRT file, served as WebVTT.
  const cue = await inPlayer(
    page,
    (video) =>
      new Promise<string>((resolve) => {
        const track = video.textTracks[0]!;
        track.mode = 'hidden';
        const read = () => (track.cues?.length ? resolve((track.cues[0] as VTTCue).text) : setTimeout(read, 50));
        read();
      }),
  );
  expect(cue).toBe('Hello from the library');
});

test('an episode in a season folder plays from the show’s page', async ({ page, request }) => {
  // A show no other journey puts files for: a file named by id would be preferred.
  const id = await catalogueId(request, 'Friends', 'tv');
  putTestVideo(e2eMediaDir, 'Shows/Friends/Season 01/Friends - S01E02.webm');
  await whenFound(request, `/embed/local/tv/${id}/1/2`);

  await page.goto(`/tv/${id}`);
  await page.getByRole('link', { name: /^Play episode 2:/ }).click();
  await expect(page).toHaveURL(`/player/tv/${id}/1/2`);
  await expect(localVideo(page)).toBeVisible();
  await expect
    .poll(() => inPlayer(page, (video) => decodeURIComponent(new URL(video.currentSrc).pathname)))
    .toBe('/api/media/file/Shows/Friends/Season 01/Friends - S01E02.webm');
});
