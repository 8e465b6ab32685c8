import { randomUUID } from 'node:crypto';
import zlib from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  DATA_EXPORTS_PER_HOUR,
  DATA_IMPORTS_PER_HOUR,
  HISTORY_MAX_ENTRIES,
  IMPORT_MAX_BYTES,
  IMPORT_MAX_HIDDEN,
  IMPORT_MAX_MARKS,
  LIST_MAX_ENTRIES,
  RATINGS_MAX_ENTRIES,
  WATCHED_MAX_MARKS,
  authResponseSchema,
  exportDocumentSchema,
} from '@marquee/core';
import { createTestDatabase, describeEachDatabase } from '../../../__tests__/support/databases.ts';
import { as, bearer, buildTestApp, signUp, type SignedUp } from '../../../__tests__/support/app.ts';
import { answeredDuring } from '../../../__tests__/support/answered-during.ts';
import { seedEntries, seededTime } from '../../../__tests__/support/entries.ts';
import { tooManyMarks } from '../../watched/index.ts';

/**
 * A history entry the size of a real one: TMDB paths, a paragraph of overview. Of the source the test server runs
 * with (the catalogue), so that no rematch of ten thousand titles runs behind the tests.
 */
const viewing = (n: number) => ({
  source: 'catalogue',
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
  source: 'catalogue',
  media_id: mediaId,
  media_type: 'movie',
  title: `Title ${mediaId}`,
  added_at: '2024-01-01T00:00:00.000Z',
});

/** A watched mark: films, then a show's episodes, in seasons of 100. */
const mark = (n: number) => ({
  source: 'catalogue',
  ...(n < 20_000
    ? { media_type: 'movie', media_id: n + 1 }
    : {
        media_type: 'tv',
        media_id: 1 + Math.floor(n / 10_000),
        season: 1 + Math.floor((n % 10_000) / 100),
        episode: 1 + (n % 100),
      }),
  plays: 1 + (n % 3),
  last_watched_at: new Date(Date.UTC(2016, 0, 1) + n * 60_000).toISOString(),
});
const hiddenTitle = (n: number) => ({
  source: 'catalogue',
  media_type: 'movie',
  media_id: n + 1,
  hidden_at: new Date(Date.UTC(2017, 0, 1) + n * 60_000).toISOString(),
});
const rating = (n: number) => ({
  source: 'catalogue' as const,
  media_type: n % 2 === 0 ? ('movie' as const) : ('tv' as const),
  media_id: n + 1,
  rating: 1 + (n % 10),
  title: `A title rated, number ${n}`,
  poster_path: `/p${n.toString(36).padStart(26, 'x')}.jpg`,
  rated_at: new Date(Date.UTC(2018, 0, 1) + n * 60_000).toISOString(),
});
const nothing = { watchlist: 0, favourites: 0, history: 0, watched: 0, hidden: 0, ratings: 0 };

const json = { 'content-type': 'application/json' };

describeEachDatabase('import: large exports, caps, concurrent requests', (database) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp(database().db);
  });
  afterAll(() => app.close());

  const post = (user: Pick<SignedUp, 'headers'>, url: string, payload: unknown) =>
    as(app, user, { method: 'POST', url, payload: payload as object });
  const upload = (user: SignedUp, body: string) =>
    as(app, user, { method: 'POST', url: '/api/import', payload: body, headers: json });

  it('imports a profile at every cap, and its export imports again', { timeout: 120_000 }, async () => {
    const user = await signUp(app);
    const history = Array.from({ length: HISTORY_MAX_ENTRIES }, (_, n) => viewing(n));
    const listOf = (offset: number) =>
      Array.from({ length: LIST_MAX_ENTRIES }, (_, n) => ({ ...listItem(offset + n + 1), added_at: viewing(n).created_at }));
    const body = JSON.stringify({
      version: 1,
      history,
      watchlist: listOf(0),
      favourites: listOf(LIST_MAX_ENTRIES),
      watched: Array.from({ length: IMPORT_MAX_MARKS }, (_, n) => mark(n)),
      hidden: Array.from({ length: IMPORT_MAX_HIDDEN }, (_, n) => hiddenTitle(n)),
      ratings: Array.from({ length: RATINGS_MAX_ENTRIES }, (_, n) => rating(n)),
    });
    expect(body.length).toBeGreaterThan(5 * 1024 * 1024);
    expect(body.length).toBeLessThan(IMPORT_MAX_BYTES / 2);
    const res = await upload(user, body);
    expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
    expect(res.json()).toEqual({
      imported: {
        watchlist: LIST_MAX_ENTRIES,
        favourites: LIST_MAX_ENTRIES,
        history: HISTORY_MAX_ENTRIES,
        watched: IMPORT_MAX_MARKS,
        hidden: IMPORT_MAX_HIDDEN,
        ratings: RATINGS_MAX_ENTRIES,
      },
    });

    const exported = exportDocumentSchema.parse((await as(app, user, { method: 'GET', url: '/api/export' })).json());
    expect(exported.history).toHaveLength(HISTORY_MAX_ENTRIES);
    expect(exported.watchlist).toHaveLength(LIST_MAX_ENTRIES);
    expect(exported.favourites).toHaveLength(LIST_MAX_ENTRIES);
    expect(exported.watched).toHaveLength(IMPORT_MAX_MARKS);
    expect(exported.hidden).toHaveLength(IMPORT_MAX_HIDDEN);
    expect(exported.ratings).toHaveLength(RATINGS_MAX_ENTRIES);
    expect(exported.watched[0]).toEqual({ ...mark(0), season: null, episode: null });
    // Newest first, as every history reply.
    const newest = viewing(HISTORY_MAX_ENTRIES - 1);
    expect(exported.history[0]).toMatchObject({ media_id: newest.media_id, created_at: newest.created_at });
    // Into the same profile: nothing new. Into another: all of it, at the caps.
    expect((await upload(user, JSON.stringify(exported))).json()).toEqual({ imported: nothing });
    const copy = await upload(await signUp(app), JSON.stringify(exported));
    expect(copy.statusCode, copy.body).toBe(200);
    expect(copy.json()).toEqual(res.json());
  });

  it('answers other users while it imports, and while it exports', { timeout: 120_000 }, async () => {
    const owner = await signUp(app);
    const other = await signUp(app);
    const body = JSON.stringify({ version: 1, history: Array.from({ length: HISTORY_MAX_ENTRIES }, (_, n) => viewing(n)) });
    let title = 0;
    const othersWrite = async () => {
      const res = await post(other, '/api/watchlist', { media_id: ++title, media_type: 'movie', title: `Added ${title}` });
      expect(res.statusCode).toBe(201);
    };
    const health = async () => expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);

    const imported = await answeredDuring(
      answeredDuring(upload(owner, body), othersWrite).then(({ result, answered }) => ({ result, writes: answered })),
      health,
    );
    expect(imported.result.result.statusCode, imported.result.result.body).toBe(200);
    expect(imported.result.result.json().imported.history).toBe(HISTORY_MAX_ENTRIES);
    // Reading the body alone gives the loop a turn every IMPORT_CHARS_PER_TURN characters.
    expect(imported.answered).toBeGreaterThan(10);
    expect(imported.result.writes).toBeGreaterThan(3);

    const exported = await answeredDuring(as(app, owner, { method: 'GET', url: '/api/export' }), health);
    expect(exported.result.statusCode).toBe(200);
    expect(exported.result.json().history).toHaveLength(HISTORY_MAX_ENTRIES);
    expect(exported.answered).toBeGreaterThan(3);
  });

  it('refuses a body over the import limit with 413, and more entries than a profile keeps with 422', async () => {
    const user = await signUp(app);
    const tooBig = await as(app, user, {
      method: 'POST',
      url: '/api/import',
      headers: json,
      payload: JSON.stringify({ version: 1, padding: 'x'.repeat(IMPORT_MAX_BYTES) }),
    });
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json()).toEqual({ error: 'Request body is too large' });

    const tooMany = await upload(
      user,
      JSON.stringify({ version: 1, history: Array.from({ length: HISTORY_MAX_ENTRIES + 1 }, (_, n) => viewing(n)) }),
    );
    expect(tooMany.statusCode, tooMany.body).toBe(422);
    expect(tooMany.json()).toEqual({ error: 'An import holds at most 10,000 history entries' });
    // Refused from the entry past the cap on: what comes after it is not even read.
    const refusedEarly = await upload(
      user,
      JSON.stringify({
        version: 1,
        watchlist: Array.from({ length: LIST_MAX_ENTRIES + 1 }, (_, n) => listItem(n + 1)),
        history: 'not read',
      }),
    );
    expect(refusedEarly.statusCode).toBe(422);
    expect(refusedEarly.json()).toEqual({ error: 'An import holds at most 10,000 titles in its watchlist' });
    const tooManyRatings = await upload(
      user,
      JSON.stringify({ version: 1, ratings: Array.from({ length: RATINGS_MAX_ENTRIES + 1 }, (_, n) => rating(n)) }),
    );
    expect(tooManyRatings.statusCode).toBe(422);
    expect(tooManyRatings.json()).toEqual({ error: 'An import holds at most 10,000 ratings' });
    const tooManyHidden = await upload(
      user,
      JSON.stringify({ version: 1, hidden: Array.from({ length: IMPORT_MAX_HIDDEN + 1 }, (_, n) => hiddenTitle(n)) }),
    );
    expect(tooManyHidden.statusCode).toBe(422);
    expect(tooManyHidden.json()).toEqual({ error: 'An import holds at most 10,000 titles taken off Continue Watching' });
    expect(exportDocumentSchema.parse((await as(app, user, { method: 'GET', url: '/api/export' })).json()).history).toEqual([]);
  });

  it('refuses, whole, an import that would take a list past its cap; history keeps its newest entries', async () => {
    const user = await signUp(app);
    const profileId = user.user.uid;
    await seedEntries(database().db, profileId, 'favourites', LIST_MAX_ENTRIES - 1);
    await seedEntries(database().db, profileId, 'history', HISTORY_MAX_ENTRIES - 1);
    const newer = (n: number) => ({ ...viewing(n), created_at: new Date(Date.UTC(2030, 0, 1) + n * 1000).toISOString() });
    const full = await post(user, '/api/import', {
      version: 1,
      favourites: [listItem(LIST_MAX_ENTRIES + 1), listItem(LIST_MAX_ENTRIES + 2)],
      history: [newer(1)],
    });
    expect(full.statusCode).toBe(422);
    expect(full.json()).toEqual({ error: 'Your favorites can hold at most 10,000 titles' });
    const count = async (table: 'list_entries' | 'watch_history' | 'ratings' | 'watched_marks') =>
      Number(
        (
          await database()
            .db.kysely.selectFrom(table)
            .select((eb) => eb.fn.countAll<number | string>().as('n'))
            .where('profile_id', '=', profileId)
            .executeTakeFirstOrThrow()
        ).n,
      );
    expect(await count('watch_history')).toBe(HISTORY_MAX_ENTRIES - 1);

    // Ratings: a file whose titles not rated yet would take the profile past its cap is refused whole too.
    const rows = Array.from({ length: RATINGS_MAX_ENTRIES - 1 }, (_, n) => ({ ...rating(n), profile_id: profileId }));
    for (let at = 0; at < rows.length; at += 500) {
      await database()
        .db.kysely.insertInto('ratings')
        .values(rows.slice(at, at + 500))
        .execute();
    }
    const ratedFull = await post(user, '/api/import', {
      version: 1,
      watched: [mark(0)],
      ratings: [rating(0), rating(RATINGS_MAX_ENTRIES), rating(RATINGS_MAX_ENTRIES + 1)],
    });
    expect(ratedFull.statusCode).toBe(422);
    expect(ratedFull.json()).toEqual({ error: 'You can rate at most 10,000 titles' });
    expect([await count('ratings'), await count('watched_marks')]).toEqual([RATINGS_MAX_ENTRIES - 1, 0]);

    // Marks: a file whose marks not on the profile yet would take it past its cap is refused whole; one that fits
    // exactly goes in.
    const markRows = Array.from({ length: WATCHED_MAX_MARKS - 1 }, (_, n) => {
      const { season = -1, episode = -1, ...fields } = mark(n) as ReturnType<typeof mark> & { season?: number; episode?: number };
      return { ...fields, season, episode, profile_id: profileId } as const;
    });
    for (let at = 0; at < markRows.length; at += 2000) {
      await database()
        .db.kysely.insertInto('watched_marks')
        .values(markRows.slice(at, at + 2000) as never)
        .execute();
    }
    const marksFull = await post(user, '/api/import', {
      version: 1,
      watched: [mark(0), mark(WATCHED_MAX_MARKS - 1), mark(WATCHED_MAX_MARKS)],
    });
    expect(marksFull.statusCode).toBe(422);
    expect(marksFull.json()).toEqual({ error: tooManyMarks().message });
    expect(await count('watched_marks')).toBe(WATCHED_MAX_MARKS - 1);
    const marksFit = await post(user, '/api/import', { version: 1, watched: [mark(0), mark(WATCHED_MAX_MARKS - 1)] });
    expect(marksFit.statusCode, marksFit.body).toBe(200);
    expect(await count('watched_marks')).toBe(WATCHED_MAX_MARKS);
    await database().db.kysely.deleteFrom('watched_marks').where('profile_id', '=', profileId).execute();

    // One title fits; the history takes its 3 newer entries and drops its 2 oldest, and an entry older than all it
    // keeps is not written.
    const res = await post(user, '/api/import', {
      version: 1,
      favourites: [listItem(LIST_MAX_ENTRIES + 1), listItem(1)],
      history: [newer(1), newer(2), newer(3), { ...viewing(0), created_at: '2001-01-01T00:00:00.000Z' }],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ imported: { ...nothing, favourites: 1, history: 3 } });
    expect(await count('list_entries')).toBe(LIST_MAX_ENTRIES);
    expect(await count('watch_history')).toBe(HISTORY_MAX_ENTRIES);
    const oldest = await as(app, user, { method: 'GET', url: '/api/watch-history?order=oldest&limit=1' });
    expect(oldest.json().items[0]).toMatchObject({ created_at: seededTime(2) });
  });

  it(`allows each account ${DATA_IMPORTS_PER_HOUR} imports and ${DATA_EXPORTS_PER_HOUR} exports an hour`, async () => {
    const user = await signUp(app);
    const login = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: user.email, password: user.password },
    });
    const sameAccount = { headers: bearer(authResponseSchema.parse(login.json()).token) };
    for (let i = 0; i < DATA_IMPORTS_PER_HOUR; i++)
      expect((await post(user, '/api/import', { version: 1 })).statusCode).toBe(200);
    for (let i = 0; i < DATA_EXPORTS_PER_HOUR; i++) {
      expect((await as(app, user, { method: 'GET', url: '/api/export' })).statusCode).toBe(200);
    }
    const tooMany = { error: 'Too many exports or imports for this account. Please try again in an hour.' };
    // Another sign-in of the same account counts with the first.
    const moreImports = await post(sameAccount, '/api/import', { version: 1 });
    expect(moreImports.statusCode).toBe(429);
    expect(moreImports.json()).toEqual(tooMany);
    const moreExports = await as(app, sameAccount, { method: 'GET', url: '/api/export' });
    expect(moreExports.statusCode).toBe(429);
    expect(moreExports.json()).toEqual(tooMany);
    // Another account, from the same address, is not held back.
    const someoneElse = await signUp(app);
    expect((await post(someoneElse, '/api/import', { version: 1 })).statusCode).toBe(200);
    expect((await as(app, someoneElse, { method: 'GET', url: '/api/export' })).statusCode).toBe(200);
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
    const title = { profile_id: owner.user.uid, media_type: 'movie' as const, source: 'tmdb' as const };
    const mark = { ...title, season: -1, episode: -1, plays: 1, last_watched_at: '2024-01-06T00:00:00.000Z', viewing_id: null };
    await source.db.kysely
      .insertInto('watched_marks')
      .values([
        { ...mark, media_id: 800 },
        { ...mark, media_id: 2 ** 40 },
      ])
      .execute();
    const rated = { ...title, rating: 7, poster_path: null, rated_at: '2024-01-07T00:00:00.000Z' };
    await source.db.kysely
      .insertInto('ratings')
      .values([
        { ...rated, media_id: 900, title: 'Rated\u0000' },
        { ...rated, media_id: 2 ** 40, title: 'Too big' },
      ])
      .execute();
    await as(sourceApp, owner, { method: 'PATCH', url: '/api/preferences', payload: { preferred_source: 'trailer' } });
    await source.db.kysely.updateTable('preferences').set({ preferred_source: 'trai\u0000ler' }).execute();

    const exported = (await as(sourceApp, owner, { method: 'GET', url: '/api/export' })).json();
    expect(JSON.stringify(exported)).not.toContain('\\u0000');

    const target = await signUp(targetApp);
    const res = await as(targetApp, target, { method: 'POST', url: '/api/import', payload: exported });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ imported: { ...nothing, watchlist: 2, history: 1, watched: 1, ratings: 1 } });
    const copy = exportDocumentSchema.parse((await as(targetApp, target, { method: 'GET', url: '/api/export' })).json());
    expect(copy.watchlist.map((e) => [e.media_id, e.title, e.overview])).toEqual([
      [550, 'Fight Club', null],
      [600, 'NulTitle', 'ab'],
    ]);
    expect(copy.preferences.preferred_source).toBe('trailer');
    expect(copy.history.map((e) => [e.media_id, e.title])).toEqual([[700, 'Seen']]);
    expect(copy.watched.map((m) => m.media_id)).toEqual([800]);
    expect(copy.ratings.map((r) => [r.media_id, r.title])).toEqual([[900, 'Rated']]);
  });
});
