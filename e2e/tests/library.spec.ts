import fs from 'node:fs';
import path from 'node:path';
import type { Preferences } from '@marquee/core';
import type { APIRequestContext, Page } from '@playwright/test';
import { e2eMediaDir } from '../playwright.config';
import { catalogueId } from '../support/catalogue';
import { expect, expectAccessible, signInAsAdmin, signUp, test } from '../support/fixtures';
import { matroskaHeader } from '../support/matroska-header';
import { ownApi } from '../support/own-api';
import { putTestVideo } from '../support/test-video';
import { inPlayer, localVideo, toast } from '../support/watch-party';

/**
 * The library as it is on disk (docs/behaviour.md#library): files named as Plex, Jellyfin and Kodi keep them,
 * put into the running server's media folder, are found by its file watcher, matched, and played.
 */

const SUBTITLES = '1\n00:00:00,500 --> 00:00:05,000\nHello from the library\n';

/** Writes a file of the given bytes into the media folder (only its header: enough for the page to judge it). */
function putFile(relativePath: string, bytes: Uint8Array | string): void {
  const file = path.join(e2eMediaDir, relativePath);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, bytes);
}

/** The PLAYER_EVENT errors a page opened on its own posts (to itself, as it has no parent). */
async function collectErrors(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const errors: string[] = [];
    Object.assign(window, { playerErrors: errors });
    window.addEventListener('message', (event: MessageEvent<{ type?: string; data?: { event?: string; message?: string } }>) => {
      if (event.data?.type === 'PLAYER_EVENT' && event.data.data?.event === 'error') errors.push(event.data.data.message ?? '');
    });
  });
  return () => page.evaluate(() => (window as unknown as { playerErrors: string[] }).playerErrors);
}

/** A player page's URL as the server issues it (docs/behaviour.md#ratings): '/embed/local/movie/7' asks /api/sources/local/movie/7. */
async function issued(request: APIRequestContext, page: string): Promise<string> {
  const [, , source, ...target] = page.split('/');
  return ((await (await request.get(`/api/sources/${source}/${target.join('/')}`)).json()) as { url: string }).url;
}

/** Waits until the server's scan has matched a title's file: its local player page exists. */
async function whenFound(request: APIRequestContext, page: string): Promise<void> {
  const url = await issued(request, page);
  await expect.poll(async () => (await request.get(url)).status(), { timeout: 20_000 }).toBe(200);
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
  // The track's cues come from the SRT file, served as WebVTT. A disabled track loads none, and the player turns the
  // tracks its profile does not want off as its playback answer arrives: the track is asked for again until it loads.
  await expect
    .poll(() =>
      inPlayer(page, (video) => {
        const track = video.textTracks[0]!;
        if (track.mode === 'disabled') track.mode = 'hidden';
        return track.cues?.length ? (track.cues[0] as VTTCue).text : null;
      }),
    )
    .toBe('Hello from the library');
});

test('with English subtitles preferred, the English track is on from the start; off, none is', async ({ page, request }) => {
  const id = await catalogueId(request, 'Pulp Fiction', 'movie');
  putTestVideo(e2eMediaDir, 'Films/Pulp Fiction (1994)/Pulp Fiction (1994).webm');
  fs.writeFileSync(path.join(e2eMediaDir, 'Films/Pulp Fiction (1994)/Pulp Fiction (1994).en.srt'), SUBTITLES);
  await whenFound(request, `/embed/local/movie/${id}`);
  const trackModes = () =>
    inPlayer(page, (video) => Array.from(video.textTracks).map((track) => `${track.label}: ${track.mode}`));

  await signUp(page);
  await page.goto('/profile');
  await page.getByRole('tab', { name: 'Preferences' }).click();
  const subtitles = page.getByLabel('Subtitles');
  await expect(subtitles).toBeEnabled();
  await expect(subtitles).toHaveValue('');
  await subtitles.selectOption({ label: 'English' });
  await expect(toast(page, 'English subtitles will be on when there are some.')).toBeVisible();
  expect((await ownApi<Preferences>(page, 'GET', '/preferences')).body.subtitle_language).toBe('en');

  await page.goto(`/player/movie/${id}`);
  await expect(localVideo(page)).toBeVisible();
  await expect.poll(trackModes).toEqual(['English: showing']);

  // Off again: the track is there, not shown.
  await ownApi(page, 'PATCH', '/preferences', { subtitle_language: '' });
  await page.reload();
  await expect(localVideo(page)).toBeVisible();
  await expect.poll(trackModes).toEqual(['English: disabled']);
});

test('a subtitle file without a language code is taken as English, and on for a profile that prefers English', async ({
  page,
  request,
}) => {
  const id = await catalogueId(request, 'Juno', 'movie');
  putTestVideo(e2eMediaDir, 'Films/Juno (2007)/Juno (2007).webm');
  fs.writeFileSync(path.join(e2eMediaDir, 'Films/Juno (2007)/Juno (2007).srt'), SUBTITLES);
  await whenFound(request, `/embed/local/movie/${id}`);

  await signUp(page);
  await ownApi(page, 'PATCH', '/preferences', { subtitle_language: 'en' });
  await page.goto(`/player/movie/${id}`);
  await expect(localVideo(page)).toBeVisible();
  // The library's language (LIBRARY_LANGUAGE, English unless set), said to be assumed; on like any English track.
  await expect
    .poll(() => inPlayer(page, (video) => Array.from(video.textTracks).map((track) => `${track.label}: ${track.mode}`)))
    .toEqual(['English (assumed): showing']);
});

test('a file that cannot be read says so with its name, and the player moves on', async ({ page, request }) => {
  const id = await catalogueId(request, 'The Green Mile', 'movie');
  // A Matroska header and nothing after it: no stream in it can be played, converted or not.
  putFile('Films/The Green Mile (1999)/The Green Mile (1999).mkv', matroskaHeader({ codecs: [[1, 'V_MPEGH/ISO/HEVC']] }));
  await whenFound(request, `/embed/local/movie/${id}`);

  // The page on its own: the message, with the file's name, and the error it reports.
  const unreadable = /^The Green Mile \(1999\)\.mkv: /;
  const errors = await collectErrors(page);
  await page.goto(await issued(request, `/embed/local/movie/${id}`));
  await expect(page.getByRole('heading', { name: unreadable })).toBeVisible();
  await expect.poll(errors).toEqual([expect.stringMatching(unreadable)]);

  // In the player: reported as the source's error, so the next source is tried, and the toast says why.
  await page.goto(`/player/movie/${id}`);
  await expect(
    toast(page, /^Failed to load Local Library: The Green Mile \(1999\)\.mkv: .*Switching to Official Trailer\.$/),
  ).toBeVisible();
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
    // Empty until the player has asked the server how to play it and set the source.
    .poll(() => inPlayer(page, (video) => (video.currentSrc ? decodeURIComponent(new URL(video.currentSrc).pathname) : '')))
    .toBe('/api/media/file/Shows/Friends/Season 01/Friends - S01E02.webm');
});

test('the Library screen lists what was found, and the owner matches a file by hand', async ({ page, request }) => {
  const matrix = await catalogueId(request, 'The Matrix', 'movie');
  const toyStory = await catalogueId(request, 'Toy Story', 'movie');
  putTestVideo(e2eMediaDir, 'Movies/The Matrix (1999)/The Matrix (1999).webm');
  putTestVideo(e2eMediaDir, 'Home Videos/Zzqx Unfindable Reel (2011).webm');
  await whenFound(request, `/embed/local/movie/${matrix}`);

  await signInAsAdmin(page);
  await page.getByRole('banner').getByRole('link', { name: 'Library', exact: true }).first().click();
  await expect(page).toHaveURL('/library');
  await expect(page.getByRole('heading', { level: 1, name: 'Library' })).toBeVisible();
  const cards = page.getByRole('main').getByRole('link', { name: /The Matrix/ });
  await expect(cards.first()).toBeVisible();
  await page.getByRole('button', { name: 'Shows', exact: true }).click();
  await expect(page).toHaveURL('/library?type=tv');
  await expect(cards).toHaveCount(0);
  await page.getByRole('button', { name: 'Films', exact: true }).click();
  await expect(cards.first()).toBeVisible();
  await expectAccessible(page);

  // The owner's screen: the file no title was found for, matched by hand.
  await page.getByRole('link', { name: 'Manage library' }).click();
  await expect(page).toHaveURL('/library/manage');
  const row = page.getByRole('listitem').filter({ hasText: 'Home Videos/Zzqx Unfindable Reel (2011).webm' });
  await expect(row).toBeVisible();
  await expect(row).toContainText('Read as: Zzqx Unfindable Reel · 2011');
  await expectAccessible(page);
  await row.getByRole('button', { name: 'Match…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Which film is this?' });
  await dialog.getByLabel('Title').fill('Toy Story');
  await dialog.getByRole('button', { name: 'Search' }).click();
  await dialog.getByRole('button', { name: /^Toy Story 1995$/ }).click();
  await expect(page.getByText('Matched to Toy Story')).toBeVisible();
  await expect(row).toHaveCount(0);

  // The title's page and the library say so now.
  await page.goto(`/movie/${toyStory}`);
  await expect(page.getByText('In your library')).toBeVisible();
  await page.goto('/library?sort=title');
  await expect(
    page
      .getByRole('main')
      .getByRole('link', { name: /Toy Story/ })
      .first(),
  ).toBeVisible();
});

test('the owner’s screen is the owner’s alone', async ({ page }) => {
  await signUp(page);
  await page.goto('/library/manage');
  await expect(page.getByRole('heading', { name: 'Only an admin of this server can manage the library' })).toBeVisible();
  // Still signed in: the 403 is an answer, not an ended session.
  await expect(page.getByRole('banner').getByRole('link', { name: 'Profile' }).first()).toBeAttached();
});
