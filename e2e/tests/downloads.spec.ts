import fs from 'node:fs';
import path from 'node:path';
import type { LibraryDownloadsReply } from '@marquee/core';
import type { Page } from '@playwright/test';
import { e2eMediaDir } from '../playwright.config';
import { catalogueId } from '../support/catalogue';
import { expect, expectAccessible, test } from '../support/fixtures';
import { putTestMedia } from '../support/test-media';

/** Puts a video file into the server's media library (MEDIA_DIR). */
function addToLibrary(relativePath: string, bytes: number): void {
  const file = path.join(e2eMediaDir, relativePath);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, Buffer.alloc(bytes, 7));
}

/** Counts the page's calls to the downloads gateway. */
function countDownloadCalls(page: Page): () => number {
  let calls = 0;
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/download/')) calls += 1;
  });
  return () => calls;
}

test.describe('download dialog over the local media library', () => {
  test('lists each library file of a movie once, by its own name, size and quality, and saves it', async ({ page, request }) => {
    const id = await catalogueId(request, 'Jaws', 'movie');
    addToLibrary(`movie/${id}.mp4`, 2048);
    // A real film found by its name: the server reads its quality with ffprobe in the background.
    await putTestMedia(e2eMediaDir, 'Films/Jaws (1975)/Jaws (1975)', 'mkv-h264-ac3');
    await expect
      .poll(
        async () => {
          const reply = (await (await request.get(`/api/download/movie/${id}`)).json()) as LibraryDownloadsReply;
          return reply.files.map((file) => `${file.name}: ${file.quality}`);
        },
        { timeout: 30_000 },
      )
      .toEqual([`${id}.mp4: null`, 'Jaws (1975).mkv: 180p · H.264 · AC-3 5.1']);

    const calls = countDownloadCalls(page);
    await page.goto(`/movie/${id}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Jaws' })).toBeVisible();
    expect(calls()).toBe(0); // nothing is fetched until the dialog opens

    await page.getByRole('button', { name: 'Download', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Download' });
    const options = dialog.getByRole('list', { name: 'Download options' });
    // One entry per file, from one request: no download service's versions.
    await expect(options.getByRole('link')).toHaveCount(2);
    expect(calls()).toBe(1);
    const film = options.getByRole('link', { name: 'Jaws (1975).mkv', exact: true });
    await expect(film).toHaveAccessibleDescription(/^\d+ KB · 180p · H\.264 · AC-3 5\.1$/);
    // A file ffprobe cannot read has no quality to show.
    await expect(options.getByRole('link', { name: `${id}.mp4`, exact: true })).toHaveAccessibleDescription('2.0 KB');
    await expect(dialog.getByText(/Source v/i)).toHaveCount(0);
    await expect(dialog.getByText('Not available ATM')).toHaveCount(0);
    await expectAccessible(page);

    // The link opens a new tab; the file it serves is an attachment, so the browser saves it, under the name listed.
    const popup = page.waitForEvent('popup');
    const downloaded = page.waitForEvent('download');
    await film.click();
    await popup;
    const download = await downloaded;
    expect(download.url()).toMatch(
      /\/api\/media\/file\/Films\/Jaws%20\(1975\)\/Jaws%20\(1975\)\.mkv\?exp=\d+&sig=[\w-]+&download$/,
    );
    expect(download.suggestedFilename()).toBe('Jaws (1975).mkv');
    await expect(page.getByText('Download Started')).toBeVisible();
    await expect(page.getByText('Downloading Jaws...')).toBeVisible();

    // A file named by id is saved under a name that says what it is.
    const idNamed = page.waitForEvent('download');
    await options.getByRole('link', { name: `${id}.mp4`, exact: true }).click();
    expect((await idNamed).suggestedFilename()).toBe(`movie-${id}.mp4`);
  });

  test("says 'Not available ATM' once for a title the library does not have", async ({ page, request }) => {
    const id = await catalogueId(request, 'Casablanca', 'movie');
    await page.goto(`/movie/${id}`);
    await page.getByRole('button', { name: 'Download', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Download' });
    await expect(dialog.getByText('Not available ATM')).toHaveCount(1);
    await expect(dialog.getByRole('link')).toHaveCount(0);
  });

  test('an episode is fetched only after Fetch Downloads, and the choices reset as docs/behaviour.md#downloads says', async ({
    page,
    request,
  }) => {
    const id = await catalogueId(request, 'Breaking Bad', 'tv');
    addToLibrary(`tv/${id}/s01e02.mp4`, 4096);
    const calls = countDownloadCalls(page);
    await page.goto(`/tv/${id}`);
    await page.getByRole('button', { name: 'Download', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Download' });
    const season = dialog.getByLabel('Season');
    const episode = dialog.getByLabel('Episode');
    await expect(season).toHaveValue('1');
    await expect(episode).toHaveValue('1');
    expect(calls()).toBe(0);

    await episode.selectOption('2');
    await dialog.getByRole('button', { name: 'Fetch Downloads' }).click();
    await expect(dialog.getByRole('link', { name: 's01e02.mp4', exact: true })).toHaveAccessibleDescription('4.0 KB');
    expect(calls()).toBe(1);

    // Another episode asks to fetch again; another season also goes back to episode 1.
    await episode.selectOption('3');
    await expect(dialog.getByRole('button', { name: 'Fetch Downloads' })).toBeVisible();
    await dialog.getByRole('button', { name: 'Fetch Downloads' }).click();
    await expect(dialog.getByText('Not available ATM')).toHaveCount(1);
    await season.selectOption('2');
    await expect(episode).toHaveValue('1');
    await expect(dialog.getByRole('button', { name: 'Fetch Downloads' })).toBeVisible();

    // Closing forgets the choices: the dialog opens again on the page's season, episode 1, nothing fetched.
    await dialog.getByRole('button', { name: 'Close' }).click();
    await page.getByRole('button', { name: 'Download', exact: true }).click();
    await expect(season).toHaveValue('1');
    await expect(episode).toHaveValue('1');
    await expect(dialog.getByRole('button', { name: 'Fetch Downloads' })).toBeVisible();
  });
});
