import { randomUUID } from 'node:crypto';
import zlib from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { IMPORT_MAX_BYTES, IMPORT_MAX_ENTRIES, exportDocumentSchema } from '@marquee/core';
import { createTestDatabase, describeEachDatabase } from '../../../__tests__/support/databases.ts';
import { as, buildTestApp, signUp, type SignedUp } from '../../../__tests__/support/app.ts';

/** A history entry the size of a real one: TMDB paths, a paragraph of overview. */
const viewing = (n: number) => ({
  media_id: (n % 900_000) + 1,
  media_type: n % 3 === 0 ? 'tv' : 'movie',
  title: `A film of some length, number ${n}`,
  poster_path: `/p${n.toString(36).padStart(26, 'x')}.jpg`,
  backdrop_path: `/b${n.toString(36).padStart(26, 'x')}.jpg`,
  overview: `${'A ticking-time-bomb insomniac and a slippery soap salesman channel primal male aggression. '.repeat(4)}${n}`,
  rating: 7.4,
  watch_position: n % 6000,
  duration: 6000,
  ...(n % 3 === 0 ? { season: 1 + (n % 7), episode: 1 + (n % 20) } : {}),
  created_at: new Date(Date.UTC(2015, 0, 1) + n * 60_000).toISOString(),
});

const listItem = (mediaId: number) => ({
  media_id: mediaId,
  media_type: 'movie',
  title: `Title ${mediaId}`,
  added_at: '2024-01-01T00:00:00.000Z',
});

describeEachDatabase('import: large exports, concurrent adds', (database) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp(database().db);
  });
  afterAll(() => app.close());

  const post = (user: SignedUp, url: string, payload: unknown) =>
    as(app, user, { method: 'POST', url, payload: payload as object });

  it('imports 50,000 history entries (well over 5 MB), in one request', { timeout: 120_000 }, async () => {
    const user = await signUp(app);
    const history = Array.from({ length: 50_000 }, (_, n) => viewing(n));
    const body = JSON.stringify({ version: 1, history });
    expect(body.length).toBeGreaterThan(20 * 1024 * 1024);
    expect(body.length).toBeLessThan(IMPORT_MAX_BYTES);
    const res = await as(app, user, {
      method: 'POST',
      url: '/api/import',
      payload: body,
      headers: { 'content-type': 'application/json' },
    });
    expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
    expect(res.json()).toEqual({ imported: { watchlist: 0, favourites: 0, history: 50_000 } });

    const exported = exportDocumentSchema.parse((await as(app, user, { method: 'GET', url: '/api/export' })).json());
    expect(exported.history).toHaveLength(50_000);
    // Newest first, as every history reply.
    expect(exported.history[0]).toMatchObject({ media_id: viewing(49_999).media_id, created_at: viewing(49_999).created_at });
    // The export imports again (nothing new the second time).
    const again = await as(app, user, {
      method: 'POST',
      url: '/api/import',
      payload: JSON.stringify(exported),
      headers: { 'content-type': 'application/json' },
    });
    expect(again.json()).toEqual({ imported: { watchlist: 0, favourites: 0, history: 0 } });
  });

  it('refuses a body over the import limit with 413, and more entries than the cap with 400', async () => {
    const user = await signUp(app);
    const tooBig = await as(app, user, {
      method: 'POST',
      url: '/api/import',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ version: 1, padding: 'x'.repeat(IMPORT_MAX_BYTES) }),
    });
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json()).toEqual({ error: 'Request body is too large' });

    const tooMany = await post(user, '/api/import', {
      version: 1,
      watchlist: Array.from({ length: IMPORT_MAX_ENTRIES + 1 }, () => ({})),
    });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json()).toEqual({ error: expect.stringMatching(/^watchlist: /) });
  });

  it('takes a gzip-compressed upload, held to the same limit once decompressed', async () => {
    const user = await signUp(app);
    const upload = (doc: unknown) =>
      as(app, user, {
        method: 'POST',
        url: '/api/import',
        payload: zlib.gzipSync(JSON.stringify(doc)),
        headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' },
      });
    const res = await upload({ version: 1, history: Array.from({ length: 1000 }, (_, n) => viewing(n)) });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().imported.history).toBe(1000);
    // A few kilobytes that decompress past the limit.
    const bomb = await upload({ version: 1, padding: ' '.repeat(IMPORT_MAX_BYTES) });
    expect(bomb.statusCode).toBe(413);
    expect(bomb.json()).toEqual({ error: 'Request body is too large' });
  });

  it('and adds of the same titles at the same time all succeed, without duplicates', async () => {
    for (let round = 0; round < 3; round++) {
      const user = await signUp(app);
      const ids = Array.from({ length: 40 }, (_, i) => i + 1);
      const watchlist = ids.map(listItem);
      const [imported, ...adds] = await Promise.all([
        post(user, '/api/import', { version: 1, watchlist }),
        ...ids.map((id) => post(user, '/api/watchlist', { media_id: id, media_type: 'movie', title: `Added ${id}` })),
      ]);
      expect(imported.statusCode, imported.body).toBe(200);
      for (const add of adds) expect([200, 201], add.body).toContain(add.statusCode);
      const list = (await as(app, user, { method: 'GET', url: '/api/watchlist' })).json<{ media_id: number }[]>();
      expect(list.map((e) => e.media_id).sort((a, b) => a - b)).toEqual(ids);
      // Every title came in once: either by the import or by its add.
      const added = adds.filter((add) => add.statusCode === 201).length;
      expect(imported.json().imported.watchlist + added).toBe(ids.length);
    }
  });
});

describeEachDatabase('an export from a SQLite file with rows stored before the rules imports', (database) => {
  let source: Awaited<ReturnType<typeof createTestDatabase>>;
  let sourceApp: FastifyInstance;
  let targetApp: FastifyInstance;
  beforeAll(async () => {
    source = await createTestDatabase('sqlite');
    sourceApp = await buildTestApp(source.db);
    targetApp = await buildTestApp(database().db);
  });
  afterAll(async () => {
    await sourceApp.close();
    await targetApp.close();
    await source.destroy();
  });

  it('without the NUL characters, and without the entries no database can store', async () => {
    const owner = await signUp(sourceApp);
    await as(sourceApp, owner, {
      method: 'POST',
      url: '/api/watchlist',
      payload: { media_id: 550, media_type: 'movie', title: 'Fight Club' },
    });
    // What SQLite kept from before the rules: text with NUL, an id past an integer column.
    const row = {
      profile_id: owner.user.uid,
      media_type: 'movie' as const,
      source: 'tmdb' as const,
      year: null,
      poster_path: null,
      backdrop_path: null,
      rating: null,
    };
    await source.db.kysely
      .insertInto('list_entries')
      .values([
        {
          ...row,
          id: randomUUID(),
          list: 'watchlist',
          media_id: 600,
          title: 'Nul\u0000Title',
          overview: 'a\u0000b',
          added_at: '2024-01-02T00:00:00.000Z',
          seq: 100,
        },
        {
          ...row,
          id: randomUUID(),
          list: 'watchlist',
          media_id: 2 ** 40,
          title: 'Too big',
          overview: null,
          added_at: '2024-01-03T00:00:00.000Z',
          seq: 101,
        },
      ])
      .execute();
    await source.db.kysely
      .insertInto('watch_history')
      .values([
        {
          ...row,
          id: randomUUID(),
          media_id: 700,
          title: 'Seen\u0000',
          overview: null,
          watch_position: 1,
          duration: 2,
          season: null,
          episode: null,
          created_at: '2024-01-04T00:00:00.000Z',
          seq: 102,
        },
        {
          ...row,
          id: randomUUID(),
          media_id: 2 ** 53 - 1,
          title: 'Huge',
          overview: null,
          watch_position: 1,
          duration: 2,
          season: null,
          episode: null,
          created_at: '2024-01-05T00:00:00.000Z',
          seq: 103,
        },
      ])
      .execute();
    await as(sourceApp, owner, { method: 'PATCH', url: '/api/preferences', payload: { preferred_source: 'trailer' } });
    await source.db.kysely.updateTable('preferences').set({ preferred_source: 'trai\u0000ler' }).execute();

    const exported = (await as(sourceApp, owner, { method: 'GET', url: '/api/export' })).json();
    expect(JSON.stringify(exported)).not.toContain('\\u0000');

    const target = await signUp(targetApp);
    const res = await as(targetApp, target, { method: 'POST', url: '/api/import', payload: exported });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ imported: { watchlist: 2, favourites: 0, history: 1 } });
    const copy = exportDocumentSchema.parse((await as(targetApp, target, { method: 'GET', url: '/api/export' })).json());
    expect(copy.watchlist.map((e) => [e.media_id, e.title, e.overview])).toEqual([
      [550, 'Fight Club', null],
      [600, 'NulTitle', 'ab'],
    ]);
    expect(copy.preferences.preferred_source).toBe('trailer');
    expect(copy.history.map((e) => [e.media_id, e.title])).toEqual([[700, 'Seen']]);
  });
});
