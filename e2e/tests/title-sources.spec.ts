import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import type { Page } from '@playwright/test';
import { buildApp } from '../../apps/server/src/app.ts';
import { loadConfig } from '../../apps/server/src/config.ts';
import { SET_UP_SERVER_ENV } from '../../apps/server/src/__tests__/support/server-env.ts';
import { startTmdbReplay, type TmdbReplay } from '../../apps/server/src/__tests__/support/tmdb-replay.ts';
import { expect, expectAccessible, PASSWORD, test, uniqueEmail } from '../support/fixtures';
import { ownApi } from '../support/own-api';

/**
 * A watchlist made on the offline catalogue, read after a TMDB key is added: a server of our own (in this
 * worker) on one SQLite file, started first offline and then against the recorded TMDB responses on the
 * same port, so the browser keeps its session.
 */
test.describe('stored titles when the metadata source changes', () => {
  let replay: TmdbReplay;
  let app: FastifyInstance | undefined;
  let dataDir: string;
  let port = 0;
  const origin = () => `http://127.0.0.1:${port}`;

  async function startServer(withTmdb: boolean): Promise<void> {
    await app?.close();
    const tmdb = withTmdb
      ? { TMDB_API_KEY: 'replay-key', TMDB_BASE_URL: replay.baseUrl, TMDB_IMAGE_BASE_URL: replay.imageBaseUrl }
      : {};
    const config = loadConfig(
      {
        HOST: '127.0.0.1',
        DATABASE_URL: `sqlite:${path.join(dataDir, 'app.db')}`,
        CACHE_DIR: path.join(dataDir, 'cache'),
        MEDIA_DIR: path.join(dataDir, 'media'),
        LOG_LEVEL: 'warn',
        // Set up and open, as the journeys' main server is.
        ...SET_UP_SERVER_ENV,
        ...tmdb,
      },
      path.resolve(import.meta.dirname, '../..'),
    );
    app = await buildApp(config, { logger: false });
    await app.listen({ host: '127.0.0.1', port });
    port = (app.server.address() as AddressInfo).port;
    // The start's rematch, done before the journey goes on.
    await app.ctx.titleRefs.rematch();
  }

  async function catalogueId(page: Page, title: string, mediaType: 'movie' | 'tv'): Promise<number> {
    const res = await page.request.get(`${origin()}/api/tmdb/search/${mediaType}?query=${encodeURIComponent(title)}`);
    const { results } = (await res.json()) as { results: Array<{ id: number; title?: string; name?: string }> };
    return results.find((r) => (r.title ?? r.name) === title)!.id;
  }

  test.beforeAll(async () => {
    replay = await startTmdbReplay({ apiKey: 'replay-key' });
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'marquee-e2e-sources-'));
  });

  test.afterAll(async () => {
    await app?.close();
    await replay?.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  test('the watchlist made offline opens the right title page after a TMDB key is added', async ({ page }) => {
    await startServer(false);
    await page.goto(`${origin()}/signup`);
    await page.getByLabel('Email').fill(uniqueEmail());
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByLabel('Confirm password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page).toHaveURL(`${origin()}/`);
    const thrones = await catalogueId(page, 'Game of Thrones', 'tv');
    const fightClub = await catalogueId(page, 'Fight Club', 'movie');
    for (const body of [
      { media_id: fightClub, media_type: 'movie', title: 'Fight Club', year: 1999 },
      { media_id: thrones, media_type: 'tv', title: 'Game of Thrones', year: 2011, poster_path: `/poster-t${thrones}.svg` },
    ]) {
      expect((await ownApi(page, 'POST', '/watchlist', body)).status).toBe(201);
    }

    await startServer(true);
    await page.goto(`${origin()}/watch-history`);
    await page.getByRole('tab', { name: 'Watchlist', exact: true }).click();
    const rows = page.getByRole('list', { name: 'Watchlist' }).getByRole('listitem');
    await expect(rows).toHaveText([/Game of Thrones/, /Fight Club/]);
    // The recorded TMDB has no Fight Club: kept with its title, said so, and not a link to a wrong title.
    await expect(rows.nth(1).getByText('Not found in the current catalogue')).toBeVisible();
    await expect(rows.nth(1).getByRole('link', { name: /Fight Club/ })).toHaveCount(0);
    await expectAccessible(page);
    await page.screenshot({ path: test.info().outputPath('watchlist-after-switch.png'), fullPage: true });

    await rows.nth(0).getByRole('link', { name: 'Game of Thrones', exact: true }).click();
    await expect(page).toHaveURL(`${origin()}/tv/1399`);
    await expect(page.getByRole('heading', { level: 1, name: 'Game of Thrones' })).toBeVisible();

    // A link kept from before the key goes to the same show.
    await page.goto(`${origin()}/tv/${thrones}`);
    await expect(page).toHaveURL(`${origin()}/tv/1399`);
    await expect(page.getByRole('heading', { level: 1, name: 'Game of Thrones' })).toBeVisible();
  });
});
