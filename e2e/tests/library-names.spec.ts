import fs from 'node:fs';
import path from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import { e2eMediaDir } from '../playwright.config';
import { catalogueId } from '../support/catalogue';
import { expect, test } from '../support/fixtures';
import { issuedPage, whenInLibrary } from '../support/playback';
import { putTestVideo } from '../support/test-video';
import { inPlayer, localVideo } from '../support/watch-party';

/**
 * Files named as real libraries name them (docs/behaviour.md#library-file-names), put into the running server's media
 * folder: each is found under the right title and plays from its player page.
 */

/** The path inside the library of the file the player plays. */
const playedPath = (page: Page) =>
  inPlayer(page, (video) =>
    // Empty until the player has asked how to play the file.
    video.currentSrc ? decodeURIComponent(new URL(video.currentSrc).pathname).replace(/^\/api\/media\/file\//, '') : '',
  );

/** Opens the player of a title and waits until it plays the file at `file`. */
async function expectPlays(page: Page, at: string, file: string): Promise<void> {
  await page.goto(at);
  await expect(localVideo(page)).toBeVisible();
  await expect.poll(() => playedPath(page), { timeout: 15_000 }).toBe(file);
  await expect.poll(() => inPlayer(page, (video) => video.readyState), { timeout: 15_000 }).toBeGreaterThanOrEqual(2);
}

/** The status of a title's local player page: 200 when the library has a file for it, 404 when not. */
const pageStatus = async (request: APIRequestContext, page: string) =>
  (await request.get(await issuedPage(request, page))).status();

test('a show in a Staffel folder plays its episode', async ({ page, request }) => {
  const id = await catalogueId(request, 'Narcos', 'tv');
  const file = 'Serien/Narcos/Staffel 2/Narcos - Folge 3.webm';
  putTestVideo(e2eMediaDir, file);
  await whenInLibrary(request, `/embed/local/tv/${id}/2/3`);
  await expectPlays(page, `/player/tv/${id}/2/3`, file);
});

test('a file of several episodes plays for each it holds, and only those', async ({ page, request }) => {
  const id = await catalogueId(request, 'The Sopranos', 'tv');
  const file = 'Shows/The Sopranos/Season 2/The Sopranos - 02x03 - 02x04 - 02x10.webm';
  putTestVideo(e2eMediaDir, file);
  await whenInLibrary(request, `/embed/local/tv/${id}/2/10`);
  expect(await pageStatus(request, `/embed/local/tv/${id}/2/3`)).toBe(200);
  expect(await pageStatus(request, `/embed/local/tv/${id}/2/4`)).toBe(200);
  // Between the episodes it names, not one it holds.
  expect(await pageStatus(request, `/embed/local/tv/${id}/2/6`)).toBe(404);
  await expectPlays(page, `/player/tv/${id}/2/4`, file);
});

test('an anime file numbered from the first episode plays as the season’s episode it is', async ({ page, request }) => {
  const id = await catalogueId(request, 'Better Call Saul', 'tv');
  // The first season has 10 episodes: 12 is the second season's second.
  const file = 'Anime/[Group] Better Call Saul - 12 [1080p].webm';
  putTestVideo(e2eMediaDir, file);
  await whenInLibrary(request, `/embed/local/tv/${id}/2/2`);
  expect(await pageStatus(request, `/embed/local/tv/${id}/1/12`)).toBe(404);
  await expectPlays(page, `/player/tv/${id}/2/2`, file);
});

test('a film with a misleading name plays as the film its NFO names', async ({ page, request }) => {
  const id = await catalogueId(request, 'Casino', 'movie');
  const file = 'Films/xq-rls/xq-rls.webm';
  putTestVideo(e2eMediaDir, file);
  fs.writeFileSync(
    path.join(e2eMediaDir, 'Films/xq-rls/xq-rls.nfo'),
    '<?xml version="1.0" encoding="UTF-8"?>\n<movie><title>Casino</title><year>1995</year><uniqueid type="tmdb">524</uniqueid></movie>\n',
  );
  await whenInLibrary(request, `/embed/local/movie/${id}`);
  await page.goto(`/movie/${id}`);
  // The title's own mark (the page's similar titles may carry one too).
  await expect(page.getByText('In your library').first()).toBeVisible();
  await expectPlays(page, `/player/movie/${id}`, file);
});

test('a film in two parts plays the second after the first', async ({ page, request }) => {
  const id = await catalogueId(request, 'Se7en', 'movie');
  const [first, second] = ['cd1', 'cd2'].map((part) => `Films/Se7en (1995)/Se7en (1995) - ${part}.webm`);
  putTestVideo(e2eMediaDir, first!);
  putTestVideo(e2eMediaDir, second!);
  await whenInLibrary(request, `/embed/local/movie/${id}`);
  await expectPlays(page, `/player/movie/${id}`, first!);
  const frame = page.locator('iframe[src*="/embed/local/"]').contentFrame();
  await expect(frame.getByText('Part 1 of 2')).toBeVisible();
  // Near the first part's end: the second plays on from its start.
  await inPlayer(page, (video) => {
    video.currentTime = Math.max(0, video.duration - 0.3);
    void video.play();
  });
  await expect.poll(() => playedPath(page).catch(() => ''), { timeout: 15_000 }).toBe(second);
  await expect(frame.getByText('Part 2 of 2')).toBeVisible();
  await expect.poll(() => inPlayer(page, (video) => !video.paused && video.currentTime < 5), { timeout: 15_000 }).toBe(true);
});

test('a film in two versions plays the other from the Version menu', async ({ page, request }) => {
  const id = await catalogueId(request, 'Zodiac', 'movie');
  const cut = 'Films/Zodiac (2007)/Zodiac (2007) {edition-Extended}.webm';
  const plain = 'Films/Zodiac (2007)/Zodiac (2007) - 1080p.webm';
  putTestVideo(e2eMediaDir, cut);
  putTestVideo(e2eMediaDir, plain);
  await whenInLibrary(request, `/embed/local/movie/${id}`);
  await page.goto(`/player/movie/${id}`);
  await expect(localVideo(page)).toBeVisible();
  const frame = page.locator('iframe[src*="/embed/local/"]').contentFrame();
  await expect.poll(() => playedPath(page)).not.toBe('');
  const before = await playedPath(page);
  await frame.getByRole('button', { name: /^Version: / }).click();
  const menu = frame.getByRole('menu', { name: 'Version' });
  await expect(menu.getByRole('menuitemradio')).toHaveText(['1080p', 'Extended']);
  await menu.getByRole('menuitemradio', { checked: false }).click();
  const after = before === cut ? plain : cut;
  await expect.poll(() => playedPath(page).catch(() => ''), { timeout: 15_000 }).toBe(after);
  await expect(frame.getByRole('button', { name: `Version: ${after === cut ? 'Extended' : '1080p'}` })).toBeVisible();
});
