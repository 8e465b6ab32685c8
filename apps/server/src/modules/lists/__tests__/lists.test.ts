import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { LIST_MAX_ENTRIES, listEntrySchema } from '@marquee/core';
import { describeEachDatabase } from '../../../__tests__/support/databases.ts';
import { seedEntries } from '../../../__tests__/support/entries.ts';
import { as, buildTestApp, signUp, type SignedUp } from '../../../__tests__/support/app.ts';

const dune = {
  media_id: 438631,
  media_type: 'movie',
  title: 'Dune',
  poster_path: '/d5NXSklXo0qyIYkgV94XAgMIckC.jpg',
  backdrop_path: '/jYEW5xZkZk2WTrdbMGAPFuBqbDc.jpg',
  overview: 'Paul Atreides, a brilliant and gifted young man...',
  rating: 7.8,
};
const title = (media_id: number, media_type = 'movie') => ({ media_id, media_type, title: `Title ${media_id}` });

describeEachDatabase('watchlist and favourites API', (database) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp(database().db);
  });
  afterAll(() => app.close());
  afterEach(() => {
    vi.useRealTimers();
  });

  for (const list of ['watchlist', 'favourites'] as const) {
    describe(`/api/${list}`, () => {
      const url = `/api/${list}`;
      const add = (user: SignedUp, payload: object) => as(app, user, { method: 'POST', url, payload });
      const get = async (user: SignedUp) => (await as(app, user, { method: 'GET', url })).json();

      it(`holds at most ${LIST_MAX_ENTRIES.toLocaleString('en-US')} titles: a new one is refused with 422 naming the cap`, async () => {
        const user = await signUp(app);
        await seedEntries(database().db, user.user.uid, list, LIST_MAX_ENTRIES - 1);
        expect((await add(user, title(LIST_MAX_ENTRIES + 1))).statusCode).toBe(201);
        const full = await add(user, title(LIST_MAX_ENTRIES + 2));
        expect(full.statusCode).toBe(422);
        const name = list === 'watchlist' ? 'watchlist' : 'favorites';
        expect(full.json()).toEqual({ error: `Your ${name} can hold at most 10,000 titles` });
        // A title already there is still answered with its entry; once one goes, a new one fits again.
        expect((await add(user, title(1))).statusCode).toBe(200);
        const [newest] = await get(user);
        expect((await as(app, user, { method: 'DELETE', url: `${url}/${newest.id}` })).statusCode).toBe(204);
        expect((await add(user, title(LIST_MAX_ENTRIES + 2))).statusCode).toBe(201);
        expect(await get(user)).toHaveLength(LIST_MAX_ENTRIES);
      });

      it('starts empty, adds an entry (201) and returns it with its id and added_at', async () => {
        const user = await signUp(app);
        expect(await get(user)).toEqual([]);
        const res = await add(user, dune);
        expect(res.statusCode).toBe(201);
        const entry = listEntrySchema.strict().parse(res.json());
        // The test server runs on the offline catalogue: a new entry belongs to it, and no year was sent.
        expect(entry).toEqual({ ...dune, source: 'catalogue', year: null, id: expect.any(String), added_at: expect.any(String) });
        expect(Date.now() - Date.parse(entry.added_at)).toBeLessThan(60_000);
        expect(await get(user)).toEqual([entry]);
      });

      it('answers 200 with the existing entry when the title is already in the list', async () => {
        const user = await signUp(app);
        const first = (await add(user, dune)).json();
        const again = await add(user, { ...dune, title: 'Dune (again)', media_id: String(dune.media_id) });
        expect(again.statusCode).toBe(200);
        expect(again.json()).toEqual(first);
        expect(await get(user)).toHaveLength(1);
        // Same id as a TV show is another title.
        expect((await add(user, { ...dune, media_type: 'tv' })).statusCode).toBe(201);
      });

      it('lists newest first, exactly, even when every entry is added in the same millisecond', async () => {
        const user = await signUp(app);
        vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-01-01T12:00:00.000Z') });
        for (const id of [1, 2, 3, 4, 5]) await add(user, title(id));
        const entries = await get(user);
        expect(entries.map((e: { media_id: number }) => e.media_id)).toEqual([5, 4, 3, 2, 1]);
        expect(new Set(entries.map((e: { added_at: string }) => e.added_at)).size).toBe(1);
      });

      it('fills in missing optional fields as null and an empty title', async () => {
        const user = await signUp(app);
        const res = await add(user, { media_id: 7, media_type: 'tv' });
        expect(res.json()).toMatchObject({ title: '', poster_path: null, backdrop_path: null, overview: null, rating: null });
      });

      // The list reply is JSON written by the database, the other replies by the server.
      it('reads every field back exactly as it was added: quotes, control characters, any script, whole and long ratings', async () => {
        const user = await signUp(app);
        const added = [];
        for (const entry of [
          { ...title(1), title: 'Amélie "Le Fabuleux" \\ 🎬', overview: 'Line one\nLine two\t\u0001</script>\u2028', rating: 7 },
          { ...title(2, 'tv'), title: '千と千尋の神隠し', rating: 0.1 + 0.2 },
          { ...title(3), rating: 10, poster_path: null },
        ]) {
          added.unshift((await add(user, entry)).json());
        }
        const res = await as(app, user, { method: 'GET', url });
        expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
        expect(res.json()).toEqual(added);
        expect(added[2]).toMatchObject({ title: 'Amélie "Le Fabuleux" \\ 🎬', rating: 7 });
      });

      it.each([
        [{ ...dune, media_type: 'person' }, 'media_type'],
        [{ ...dune, media_id: -3 }, 'media_id'],
        [{ ...dune, media_id: 'abc' }, 'media_id'],
        [{ ...dune, rating: 'high' }, 'rating'],
        [{ ...dune, title: 42 }, 'title'],
        [{ media_type: 'movie' }, 'media_id'],
      ])('rejects %j with 400 naming the field', async (payload, field) => {
        const user = await signUp(app);
        const res = await add(user, payload);
        expect(res.statusCode).toBe(400);
        expect(res.json().error).toMatch(new RegExp(`^${field}: `));
      });

      it('deletes one entry (204), then answers 404 for it', async () => {
        const user = await signUp(app);
        const keep = (await add(user, title(1))).json();
        const gone = (await add(user, title(2))).json();
        expect((await as(app, user, { method: 'DELETE', url: `${url}/${gone.id}` })).statusCode).toBe(204);
        expect(await get(user)).toEqual([keep]);
        const again = await as(app, user, { method: 'DELETE', url: `${url}/${gone.id}` });
        expect(again.statusCode).toBe(404);
        expect(again.json()).toEqual({ error: 'Item not found' });
      });

      it('bulk-deletes the given ids and counts what it deleted', async () => {
        const user = await signUp(app);
        const ids = [];
        for (const id of [1, 2, 3]) ids.push((await add(user, title(id))).json().id);
        const res = await as(app, user, {
          method: 'POST',
          url: `${url}/bulk-delete`,
          payload: { ids: [ids[0], ids[2], 'unknown-id'] },
        });
        expect(res.statusCode).toBe(200);
        expect(res.json()).toEqual({ deleted: 2 });
        expect((await get(user)).map((e: { id: string }) => e.id)).toEqual([ids[1]]);
      });

      it.each([[{}], [{ ids: [] }], [{ ids: 'abc' }], [{ ids: [1, 2] }]])('rejects the bulk body %j', async (payload) => {
        const user = await signUp(app);
        const res = await as(app, user, { method: 'POST', url: `${url}/bulk-delete`, payload });
        expect(res.statusCode).toBe(400);
        expect(res.json().error).toEqual(expect.any(String));
      });

      it("keeps users apart: nobody sees or deletes another user's entries (404)", async () => {
        const owner = await signUp(app);
        const other = await signUp(app);
        const entry = (await add(owner, dune)).json();
        expect(await get(other)).toEqual([]);
        expect((await as(app, other, { method: 'DELETE', url: `${url}/${entry.id}` })).statusCode).toBe(404);
        const bulk = await as(app, other, { method: 'POST', url: `${url}/bulk-delete`, payload: { ids: [entry.id] } });
        expect(bulk.json()).toEqual({ deleted: 0 });
        // The other user may add the same title to their own list.
        expect((await add(other, dune)).statusCode).toBe(201);
        expect(await get(owner)).toEqual([entry]);
      });

      it('needs a signed-in user for every route', async () => {
        for (const [method, path] of [
          ['GET', url],
          ['POST', url],
          ['DELETE', `${url}/some-id`],
          ['POST', `${url}/bulk-delete`],
        ] as const) {
          const res = await app.inject({ method, url: path, payload: method === 'POST' ? dune : undefined });
          expect(res.statusCode, `${method} ${path}`).toBe(401);
          expect(res.json()).toEqual({ error: 'Please sign in' });
        }
      });
    });
  }

  it('keeps the two lists independent', async () => {
    const user = await signUp(app);
    const inWatchlist = (await as(app, user, { method: 'POST', url: '/api/watchlist', payload: dune })).json();
    expect((await as(app, user, { method: 'GET', url: '/api/favourites' })).json()).toEqual([]);
    // A watchlist id is not a favourites id.
    expect((await as(app, user, { method: 'DELETE', url: `/api/favourites/${inWatchlist.id}` })).statusCode).toBe(404);
    expect((await as(app, user, { method: 'POST', url: '/api/favourites', payload: dune })).statusCode).toBe(201);
  });
});
