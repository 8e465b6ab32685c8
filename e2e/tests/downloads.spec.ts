import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { e2eMediaDir } from '../playwright.config';
import { catalogueId } from '../support/catalogue';
import { expect, expectAccessible, test } from '../support/fixtures';

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
  test('lists the library file of a movie in all four versions, and opens it in a new tab', async ({ page, request }) => {
    const id = await catalogueId(request, 'Jaws', 'movie');
    addToLibrary(`movie/${id}.mp4`, 2048);
    const calls = countDownloadCalls(page);
    await page.goto(`/movie/${id}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Jaws' })).toBeVisible();
    expect(calls()).toBe(0); // nothing is fetched until the dialog opens

    await page.getByRole('button', { name: 'Download', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Download' });
    const options = dialog.getByRole('list', { name: 'Download options' });
    await expect(options.getByRole('link')).toHaveCount(4);
    expect(calls()).toBe(4); // v1, v3, v4 and v5 in parallel
    await expect(options.getByRole('link', { name: `${id}.mp4`, exact: true })).toBeVisible();
    await expect(options.getByRole('link', { name: 'MP4 · 2.0 KB', exact: true })).toHaveCount(2);
    await expect(dialog.getByText('Not available ATM')).toHaveCount(0);
    await expectAccessible(page);

    // The link opens a new tab; the file it serves is an attachment, so the browser saves it.
    const popup = page.waitForEvent('popup');
    const downloaded = page.waitForEvent('download');
    await options.getByRole('link').first().click();
    await popup;
    const download = await downloaded;
    expect(download.url()).toMatch(new RegExp(`/api/media/file/movie/${id}\\.mp4\\?exp=\\d+&sig=[\\w-]+&download$`));
    expect(download.suggestedFilename()).toBe(`movie-${id}.mp4`);
    await expect(page.getByText('Download Started')).toBeVisible();
    await expect(page.getByText('Downloading Jaws...')).toBeVisible();
  });

  test("says 'Not available ATM' for every version of a title the library does not have", async ({ page, request }) => {
    const id = await catalogueId(request, 'Casablanca', 'movie');
    await page.goto(`/movie/${id}`);
    await page.getByRole('button', { name: 'Download', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Download' });
    await expect(dialog.getByText('Not available ATM')).toHaveCount(4);
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
    await expect(dialog.getByRole('link', { name: `${id}-S01E02.mp4`, exact: true })).toBeVisible();
    expect(calls()).toBe(4);

    // Another episode asks to fetch again; another season also goes back to episode 1.
    await episode.selectOption('3');
    await expect(dialog.getByRole('button', { name: 'Fetch Downloads' })).toBeVisible();
    await dialog.getByRole('button', { name: 'Fetch Downloads' }).click();
    await expect(dialog.getByText('Not available ATM')).toHaveCount(4);
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
