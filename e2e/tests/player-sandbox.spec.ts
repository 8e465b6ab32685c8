import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { startServer, type RunningServer } from '../../bench/support';
import { expect, test } from '../support/fixtures';
import { freePort } from '../support/free-port';
import { putTestVideo } from '../support/test-video';

/**
 * The player's sandbox switch (docs/behaviour.md#automatic-fallback, 'Source Issue'): a sandboxed source whose page says
 * 'please disable sandbox' is left, within the 2 s check, for a source with the other sandbox setting. The
 * complaining page is a path of the server's origin (the player reads the text of same-origin frames only)
 * that the browser answers itself (page.route): the app's own pages may not be framed. On a server of this
 * file's own with a SOURCES_FILE.
 */

const FUSSY_PLAYER = '/fussy-player';

const sources = [
  {
    key: 'fussy',
    name: 'Fussy Player',
    sandbox: true,
    movieUrl: `${FUSSY_PLAYER}?movie={id}`,
    tvUrl: `${FUSSY_PLAYER}?tv={id}&s={season}&e={episode}`,
  },
  {
    key: 'open',
    name: 'Open Library',
    sandbox: false,
    movieUrl: '/embed/local/movie/{id}',
    tvUrl: '/embed/local/tv/{id}/{season}/{episode}',
  },
];

const sourceButton = (page: Page, name: string) =>
  page.getByRole('region', { name: 'Video Sources' }).getByRole('button', { name: new RegExp(`^${name}`) });

let server: RunningServer;
let dir: string;
test.beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'marquee-sandbox-'));
  const sourcesFile = path.join(dir, 'sources.json');
  fs.writeFileSync(sourcesFile, JSON.stringify(sources));
  // A library of its own: the shared server's tests write their videos into theirs as they run.
  server = await startServer(await freePort(), { SOURCES_FILE: sourcesFile, MEDIA_DIR: path.join(dir, 'media') });
});
test.afterAll(async () => {
  await server.stop();
  fs.rmSync(dir, { recursive: true, force: true });
});

test('a sandboxed source that asks for the sandbox to be lifted gives way to an unsandboxed one, with the Source Issue toast', async ({
  page,
}) => {
  const trending = (await (await fetch(`${server.url}/api/tmdb/trending/all/week?page=1`)).json()) as {
    results: { id: number; media_type: string }[];
  };
  const id = trending.results.find((item) => item.media_type === 'movie')!.id;
  putTestVideo(path.join(dir, 'media'), `movie/${id}.webm`);

  await page.route(`${server.url}${FUSSY_PLAYER}?*`, (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: '<!doctype html><title>Fussy</title><p>Please disable sandbox to watch.</p>',
    }),
  );
  await page.goto(`${server.url}/player/movie/${id}`);
  const frame = page.locator('main iframe').first();
  await expect(frame).toHaveAttribute('sandbox', /allow-scripts/);
  await expect(frame).toHaveAttribute('src', new RegExp(`${FUSSY_PLAYER}\\?movie=${id}$`));

  const notifications = page.getByRole('region', { name: /Notifications/ });
  await expect(notifications.getByText('Source Issue', { exact: true })).toBeVisible({ timeout: 10_000 });
  await expect(notifications.getByText('Switching from Fussy Player to Open Library due to sandbox restrictions.')).toBeVisible();
  await expect(sourceButton(page, 'Open Library')).toHaveAttribute('aria-pressed', 'true');
  const open = page.locator(`main iframe[src*="/embed/local/movie/${id}?"]`);
  await expect(open).toBeVisible();
  await expect(open).not.toHaveAttribute('sandbox', /./);
});
