import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { CATALOGUE_ID_MIN, REMATCH_SEARCHES_PER_IMPORT, REMATCH_SEARCHES_PER_MINUTE } from '@marquee/core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { as, buildTestApp, signUp, type SignedUp } from '../../../__tests__/support/app.ts';
import { describeEachDatabase } from '../../../__tests__/support/databases.ts';
import { startTmdbReplay, type TmdbReplay } from '../../../__tests__/support/tmdb-replay.ts';
import type { Db } from '../../../db/connection.ts';

/**
 * An import from a server of the other source is matched by a TMDB search per title, made in the background:
 * one import searches for a bounded number of its titles (the rest are looked for at the next start), and all
 * of a node's matching shares a budget of searches a minute, so imports cannot spend the TMDB quota.
 * The recorded TMDB counts the searches.
 */

const API_KEY = 'rematch-budget-key';
let replay: TmdbReplay;
const cacheRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'marquee-rematch-budget-'));

beforeAll(async () => {
  replay = await startTmdbReplay({ apiKey: API_KEY });
});
afterAll(async () => {
  await replay.close();
  fs.rmSync(cacheRoot, { recursive: true, force: true });
});

function appOnTmdb(db: Db): Promise<FastifyInstance> {
  return buildTestApp(db, {
    TMDB_API_KEY: API_KEY,
    TMDB_BASE_URL: replay.baseUrl,
    TMDB_IMAGE_BASE_URL: replay.imageBaseUrl,
    CACHE_DIR: fs.mkdtempSync(path.join(cacheRoot, 'cache-')),
  });
}

/** An import of `count` catalogue films of names no search finds, numbered from `first`. */
async function importCatalogueFilms(app: FastifyInstance, user: SignedUp, first: number, count: number) {
  const watchlist = Array.from({ length: count }, (_, i) => ({
    media_id: CATALOGUE_ID_MIN + first + i,
    media_type: 'movie',
    source: 'catalogue',
    title: `Unheard-of film ${first + i}`,
    year: 1990,
    poster_path: null,
    backdrop_path: null,
    overview: null,
    rating: null,
    added_at: '2025-01-01T00:00:00.000Z',
  }));
  const res = await as(app, user, { method: 'POST', url: '/api/import', payload: { version: 1, watchlist } });
  expect(res.statusCode, res.body).toBe(200);
}

const searches = () => replay.count('search/movie');

describeEachDatabase('the TMDB searches of imports', (database) => {
  /** Film numbers of this database's own, so the two runs never share a title in the gateway's cache. */
  const base = () => (database().dialect === 'sqlite' ? 0 : 500_000);

  it('makes at most its bound of searches for one import, and looks for the rest at the next start', async () => {
    const app = await appOnTmdb(database().db);
    await app.ready();
    const user = await signUp(app);
    const imported = REMATCH_SEARCHES_PER_IMPORT + 30;
    const before = searches();
    await importCatalogueFilms(app, user, base(), imported);
    // The import's matching runs in the background.
    await app.ctx.titleRefs.idle();
    expect(searches() - before).toBe(REMATCH_SEARCHES_PER_IMPORT);
    await app.close();

    const restarted = await appOnTmdb(database().db);
    await restarted.ready();
    await expect.poll(() => searches() - before, { timeout: 15_000 }).toBe(imported);
    await restarted.close();
  });

  it('shares one budget of searches a minute between the imports of every account', async () => {
    const app = await appOnTmdb(database().db);
    await app.ready();
    const imports = Math.ceil(REMATCH_SEARCHES_PER_MINUTE / REMATCH_SEARCHES_PER_IMPORT) + 1;
    const before = searches();
    for (let i = 0; i < imports; i++) {
      await importCatalogueFilms(app, await signUp(app), base() + 100_000 + i * 1000, REMATCH_SEARCHES_PER_IMPORT);
    }
    await expect.poll(() => searches() - before, { timeout: 15_000 }).toBe(REMATCH_SEARCHES_PER_MINUTE);
    // The rest wait for the next minute: the matching under way has nothing to search with meanwhile.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(searches() - before).toBe(REMATCH_SEARCHES_PER_MINUTE);
    // Closing does not wait for that minute.
    await app.close();
  });
});
