import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { HISTORY_MAX_ENTRIES, historyEntrySchema, historyPageSchema, type HistoryEntry } from '@marquee/core';
import { describeEachDatabase } from '../../../__tests__/support/databases.ts';
import { seedEntries, seededTime } from '../../../__tests__/support/entries.ts';
import { as, buildTestApp, signUp, type SignedUp } from '../../../__tests__/support/app.ts';

const movie = (media_id: number, extra: object = {}) => ({
  media_id,
  media_type: 'movie',
  title: `Movie ${media_id}`,
  poster_path: `/poster-${media_id}.jpg`,
  backdrop_path: null,
  overview: 'An overview.',
  rating: 6.5,
  ...extra,
});
const episode = (media_id: number, season: number, episodeNumber: number, extra: object = {}) => ({
  ...movie(media_id),
  media_type: 'tv',
  title: `Show ${media_id}`,
  season,
  episode: episodeNumber,
  ...extra,
});

describeEachDatabase('watch history API', (database) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp(database().db);
  });
  afterAll(() => app.close());
  afterEach(() => {
    vi.useRealTimers();
  });

  const record = (user: SignedUp, payload: object) => as(app, user, { method: 'POST', url: '/api/watch-history', payload });
  const page = async (user: SignedUp, query = '') => {
    const res = await as(app, user, { method: 'GET', url: `/api/watch-history${query}` });
    expect(res.statusCode).toBe(200);
    return historyPageSchema.parse(res.json());
  };
  const ids = (entries: HistoryEntry[]) => entries.map((e) => `${e.media_type}${e.media_id}`);
  /** Moves every history row of the user back in time, as if it was written that long ago. */
  const age = (user: SignedUp, ms: number) =>
    database()
      .db.kysely.updateTable('watch_history')
      .set({ created_at: new Date(Date.now() - ms).toISOString() })
      .where('profile_id', '=', user.user.uid)
      .execute();

  describe('recording', () => {
    it(`keeps the newest ${HISTORY_MAX_ENTRIES.toLocaleString('en-US')} entries: a new one drops the oldest`, async () => {
      const user = await signUp(app);
      await seedEntries(database().db, user.user.uid, 'history', HISTORY_MAX_ENTRIES);
      expect((await record(user, movie(HISTORY_MAX_ENTRIES + 1))).statusCode).toBe(201);
      expect((await record(user, episode(HISTORY_MAX_ENTRIES + 2, 1, 1))).statusCode).toBe(201);
      // Progress on the latest viewing adds nothing, so drops nothing.
      expect((await record(user, episode(HISTORY_MAX_ENTRIES + 2, 1, 1, { watch_position: 60 }))).statusCode).toBe(200);
      const count = await database()
        .db.kysely.selectFrom('watch_history')
        .select((eb) => eb.fn.countAll<number | string>().as('n'))
        .where('profile_id', '=', user.user.uid)
        .executeTakeFirstOrThrow();
      expect(Number(count.n)).toBe(HISTORY_MAX_ENTRIES);
      const oldest = await page(user, '?order=oldest&limit=1');
      expect(oldest.items[0]).toMatchObject({ media_id: 3, created_at: seededTime(2) });
      const newest = await page(user, '?limit=2');
      expect(newest.items.map((e) => e.media_id)).toEqual([HISTORY_MAX_ENTRIES + 2, HISTORY_MAX_ENTRIES + 1]);
    });

    it('adds an entry (201) with the media fields, progress and created_at', async () => {
      const user = await signUp(app);
      const res = await record(user, episode(1399, 2, 3, { watch_position: 120.5, duration: 3300 }));
      expect(res.statusCode).toBe(201);
      const entry = historyEntrySchema.strict().parse(res.json());
      expect(entry).toEqual({
        id: expect.any(String),
        media_id: 1399,
        media_type: 'tv',
        source: 'catalogue',
        title: 'Show 1399',
        year: null,
        poster_path: '/poster-1399.jpg',
        backdrop_path: null,
        overview: 'An overview.',
        rating: 6.5,
        watch_position: 120.5,
        duration: 3300,
        season: 2,
        episode: 3,
        created_at: expect.any(String),
      });
      expect((await page(user)).items).toEqual([entry]);
    });

    it('starts progress at 0 and drops season and episode for movies', async () => {
      const user = await signUp(app);
      const entry = (await record(user, movie(5, { season: 1, episode: 1 }))).json();
      expect(entry).toMatchObject({ watch_position: 0, duration: 0, season: null, episode: null });
    });

    it('updates the latest entry of the same title and episode instead of adding one, and moves it to the top', async () => {
      const user = await signUp(app);
      const first = (await record(user, episode(10, 1, 1, { watch_position: 60, duration: 1200 }))).json();
      await record(user, movie(20));
      const res = await record(user, episode(10, 1, 1, { watch_position: 300, duration: 1200 }));
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ id: first.id, watch_position: 300, duration: 1200 });
      const { items } = await page(user);
      expect(ids(items)).toEqual(['tv10', 'movie20']);
      expect(items[0]?.watch_position).toBe(300);
    });

    it('keeps the saved progress when a report carries none (the player opening the title again)', async () => {
      const user = await signUp(app);
      await record(user, movie(30, { watch_position: 900, duration: 5400 }));
      const reopened = await record(user, movie(30));
      expect(reopened.statusCode).toBe(200);
      expect(reopened.json()).toMatchObject({ watch_position: 900, duration: 5400 });
    });

    it('adds a new entry for another episode of the same show', async () => {
      const user = await signUp(app);
      await record(user, episode(40, 1, 1));
      const next = await record(user, episode(40, 1, 2));
      expect(next.statusCode).toBe(201);
      expect((await page(user)).items.map((e) => e.episode)).toEqual([2, 1]);
    });

    it('adds a new entry when the latest one of the title is 6 hours old or more', async () => {
      const user = await signUp(app);
      await record(user, movie(50));
      await age(user, 6 * 60 * 60 * 1000 + 1000);
      expect((await record(user, movie(50))).statusCode).toBe(201);
      expect((await page(user)).items).toHaveLength(2);
    });

    it('records nothing when the user turned watch history off, and says so', async () => {
      const user = await signUp(app);
      await as(app, user, { method: 'PATCH', url: '/api/preferences', payload: { isWatchHistoryEnabled: false } });
      const res = await record(user, movie(60));
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ recorded: false });
      expect((await page(user)).items).toEqual([]);
    });

    it.each([
      [{ ...movie(1), watch_position: -1 }, 'watch_position'],
      [{ ...movie(1), duration: 'long' }, 'duration'],
      [{ ...episode(1, 1, 1), season: 1.5 }, 'season'],
      [{ ...movie(1), media_type: 'book' }, 'media_type'],
    ])('rejects %j with 400 naming the field', async (payload, field) => {
      const user = await signUp(app);
      const res = await record(user, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toMatch(new RegExp(`^${field}: `));
    });
  });

  describe('reading', () => {
    it('pages with limit and offset, newest first, 20 by default, with hasMore', async () => {
      const user = await signUp(app);
      for (let id = 1; id <= 25; id++) await record(user, movie(id));
      const first = await page(user);
      expect(first.items).toHaveLength(20);
      expect(first.hasMore).toBe(true);
      expect(first.items[0]?.media_id).toBe(25);
      const rest = await page(user, '?limit=20&offset=20');
      expect(rest.items.map((e) => e.media_id)).toEqual([5, 4, 3, 2, 1]);
      expect(rest.hasMore).toBe(false);
      const exact = await page(user, '?limit=5&offset=20');
      expect(exact.hasMore).toBe(false);
    });

    it('orders exactly within one millisecond, newest or oldest first', async () => {
      const user = await signUp(app);
      vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-02-01T08:00:00.000Z') });
      for (const id of [1, 2, 3, 4]) await record(user, movie(id));
      expect((await page(user)).items.map((e) => e.media_id)).toEqual([4, 3, 2, 1]);
      expect((await page(user, '?order=oldest')).items.map((e) => e.media_id)).toEqual([1, 2, 3, 4]);
    });

    it("reads one title's entries only, newest first, for a show's Continue button", async () => {
      const user = await signUp(app);
      const other = await signUp(app);
      await record(user, episode(7, 1, 1));
      await record(user, movie(7));
      await record(user, episode(8, 1, 1));
      await record(user, episode(7, 1, 2));
      await record(other, episode(7, 2, 1));
      const show = await page(user, '?media_type=tv&media_id=7');
      expect(show.items.map((e) => [e.media_type, e.media_id, e.season, e.episode])).toEqual([
        ['tv', 7, 1, 2],
        ['tv', 7, 1, 1],
      ]);
      const newest = await page(user, '?media_type=tv&media_id=7&limit=1');
      expect(newest.items.map((e) => e.episode)).toEqual([2]);
      expect(newest.hasMore).toBe(true);
      expect((await page(user, '?media_type=movie&media_id=7')).items.map((e) => e.media_type)).toEqual(['movie']);
      expect((await page(user, '?media_type=tv&media_id=9')).items).toEqual([]);
    });

    it.each([
      '?limit=0',
      '?limit=101',
      '?limit=abc',
      '?offset=-1',
      '?order=random',
      '?media_id=7',
      '?media_type=tv',
      '?media_id=0&media_type=tv',
      '?media_id=7&media_type=person',
    ])('rejects the query %s', async (query) => {
      const user = await signUp(app);
      const res = await as(app, user, { method: 'GET', url: `/api/watch-history${query}` });
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toEqual(expect.any(String));
    });
  });

  describe('deleting', () => {
    it('deletes exactly the one item asked for (not the whole history)', async () => {
      const user = await signUp(app);
      const a = (await record(user, movie(1))).json();
      await record(user, movie(2));
      expect((await as(app, user, { method: 'DELETE', url: `/api/watch-history/${a.id}` })).statusCode).toBe(204);
      expect(ids((await page(user)).items)).toEqual(['movie2']);
      expect((await as(app, user, { method: 'DELETE', url: `/api/watch-history/${a.id}` })).statusCode).toBe(404);
    });

    it('bulk-deletes and clears everything', async () => {
      const user = await signUp(app);
      const entries = [];
      for (const id of [1, 2, 3]) entries.push((await record(user, movie(id))).json());
      const bulk = await as(app, user, {
        method: 'POST',
        url: '/api/watch-history/bulk-delete',
        payload: { ids: [entries[0].id, entries[1].id] },
      });
      expect(bulk.json()).toEqual({ deleted: 2 });
      expect(ids((await page(user)).items)).toEqual(['movie3']);
      expect((await as(app, user, { method: 'DELETE', url: '/api/watch-history' })).statusCode).toBe(204);
      expect((await page(user)).items).toEqual([]);
    });

    it("never touches another user's history", async () => {
      const owner = await signUp(app);
      const other = await signUp(app);
      const entry = (await record(owner, movie(1))).json();
      expect((await page(other)).items).toEqual([]);
      expect((await as(app, other, { method: 'DELETE', url: `/api/watch-history/${entry.id}` })).statusCode).toBe(404);
      await as(app, other, { method: 'POST', url: '/api/watch-history/bulk-delete', payload: { ids: [entry.id] } });
      await as(app, other, { method: 'DELETE', url: '/api/watch-history' });
      await as(app, other, { method: 'POST', url: '/api/watch-history/cleanup' });
      expect((await page(owner)).items).toEqual([entry]);
    });
  });

  describe('cleanup', () => {
    it('keeps the newest entry per title, and per season and episode for TV', async () => {
      const user = await signUp(app);
      await record(user, movie(1, { watch_position: 10 }));
      await record(user, episode(2, 1, 1));
      await record(user, episode(2, 1, 2));
      await age(user, 7 * 60 * 60 * 1000); // later reports become new entries
      await record(user, movie(1, { watch_position: 20 }));
      await record(user, episode(2, 1, 1));
      await record(user, movie(3));

      const res = await as(app, user, { method: 'POST', url: '/api/watch-history/cleanup' });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ removedDuplicates: 2, remainingItems: 4 });
      const { items } = await page(user);
      expect(items.map((e) => [e.media_id, e.episode])).toEqual([
        [3, null],
        [2, 1],
        [1, null],
        [2, 2],
      ]);
      expect(items.find((e) => e.media_id === 1)?.watch_position).toBe(20);
      expect((await as(app, user, { method: 'POST', url: '/api/watch-history/cleanup' })).json()).toEqual({
        removedDuplicates: 0,
        remainingItems: 4,
      });
    });
  });

  it('needs a signed-in user for every route', async () => {
    for (const [method, url] of [
      ['GET', '/api/watch-history'],
      ['POST', '/api/watch-history'],
      ['DELETE', '/api/watch-history'],
      ['DELETE', '/api/watch-history/some-id'],
      ['POST', '/api/watch-history/bulk-delete'],
      ['POST', '/api/watch-history/cleanup'],
    ] as const) {
      const res = await app.inject({ method, url });
      expect(res.statusCode, `${method} ${url}`).toBe(401);
    }
  });
});
