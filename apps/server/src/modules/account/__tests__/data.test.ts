import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exportDocumentSchema, type ExportDocument } from '@marquee/core';
import { describeEachDatabase, type TestDatabase } from '../../../__tests__/support/databases.ts';
import { as, buildTestApp, signUp, type SignedUp } from '../../../__tests__/support/app.ts';

const item = (media_id: number, media_type = 'movie') => ({
  media_id,
  media_type,
  title: `Title ${media_id}`,
  poster_path: `/p${media_id}.jpg`,
  backdrop_path: `/b${media_id}.jpg`,
  overview: `About ${media_id}`,
  rating: 7.1,
});

/** Gives a user something in every table: both lists, history, preferences, page views. */
async function fillAccount(app: FastifyInstance, user: SignedUp) {
  const post = (url: string, payload: object) => as(app, user, { method: 'POST', url, payload });
  await post('/api/watchlist', item(1));
  await post('/api/watchlist', item(2, 'tv'));
  await post('/api/favourites', item(3));
  await post('/api/watch-history', { ...item(4), watch_position: 100, duration: 6000 });
  await post('/api/watch-history', { ...item(5, 'tv'), season: 1, episode: 2, watch_position: 30, duration: 1500 });
  await post('/api/watch-history', { ...item(5, 'tv'), season: 1, episode: 3 });
  await post('/api/analytics/pageview', { path: '/movie/4' });
  await as(app, user, {
    method: 'PATCH',
    url: '/api/preferences',
    payload: {
      accent_color: '#10B981',
      preferred_source: 'trailer',
      subtitle_language: 'fr',
      audio_language: 'it',
      subtitle_mode: 'forced',
      subtitle_size: 'large',
      subtitle_background: 'shadow',
    },
  });
}

/** How many rows of each table belong to the user, or to their first profile (whose id is the user's). */
async function rowsOf(database: TestDatabase, userId: string) {
  const kysely = database.db.kysely;
  const ofUser = async (table: 'tokens' | 'pageviews' | 'profiles') =>
    (await kysely.selectFrom(table).select('user_id').where('user_id', '=', userId).execute()).length;
  const ofProfile = async (table: 'list_entries' | 'watch_history' | 'preferences') =>
    (await kysely.selectFrom(table).select('profile_id').where('profile_id', '=', userId).execute()).length;
  const users = await kysely.selectFrom('users').select('id').where('id', '=', userId).execute();
  return {
    users: users.length,
    profiles: await ofUser('profiles'),
    tokens: await ofUser('tokens'),
    list_entries: await ofProfile('list_entries'),
    watch_history: await ofProfile('watch_history'),
    preferences: await ofProfile('preferences'),
    pageviews: await ofUser('pageviews'),
  };
}

/** The parts of an export that must survive a move: everything but ids and the account itself. */
const portable = (doc: ExportDocument) => {
  const strip = <T extends { id: string }>(entries: T[]) => entries.map(({ id: _id, ...rest }) => rest);
  return {
    preferences: doc.preferences,
    watchlist: strip(doc.watchlist),
    favourites: strip(doc.favourites),
    history: strip(doc.history),
  };
};

describeEachDatabase('account data: export, import, deletion', (database) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp(database().db);
  });
  afterAll(() => app.close());

  const exportOf = async (user: SignedUp) => {
    const res = await as(app, user, { method: 'GET', url: '/api/export' });
    expect(res.statusCode).toBe(200);
    return exportDocumentSchema.strict().parse(res.json());
  };
  const importInto = (user: SignedUp, payload: unknown) =>
    as(app, user, { method: 'POST', url: '/api/import', payload: payload as object });

  describe('export', () => {
    it("holds the user's profile, preferences, lists and history, as a download", async () => {
      const user = await signUp(app, 'Exporter');
      await fillAccount(app, user);
      const res = await as(app, user, { method: 'GET', url: '/api/export' });
      expect(res.headers['content-disposition']).toMatch(/^attachment; filename="marquee-export-\d{4}-\d{2}-\d{2}\.json"$/);
      const doc = exportDocumentSchema.strict().parse(res.json());
      expect(doc.version).toBe(1);
      expect(doc.user).toEqual(user.user);
      expect(doc.preferences).toEqual({
        isWatchHistoryEnabled: true,
        accent_color: '#10B981',
        preferred_source: 'trailer',
        subtitle_language: 'fr',
        audio_language: 'it',
        subtitle_mode: 'forced',
        subtitle_size: 'large',
        subtitle_background: 'shadow',
      });
      expect(doc.watchlist.map((e) => e.media_id)).toEqual([2, 1]);
      expect(doc.favourites.map((e) => e.media_id)).toEqual([3]);
      expect(doc.history.map((e) => [e.media_id, e.episode])).toEqual([
        [5, 3],
        [5, 2],
        [4, null],
      ]);
    });

    it('needs a signed-in user', async () => {
      expect((await app.inject({ method: 'GET', url: '/api/export' })).statusCode).toBe(401);
      expect((await app.inject({ method: 'POST', url: '/api/import', payload: { version: 1 } })).statusCode).toBe(401);
    });
  });

  describe('import', () => {
    it('reproduces lists, history and preferences in a fresh account, and a second import adds nothing', async () => {
      const source = await signUp(app);
      await fillAccount(app, source);
      const exported = await exportOf(source);

      const target = await signUp(app);
      const res = await importInto(target, exported);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ imported: { watchlist: 2, favourites: 1, history: 3 } });
      const copy = await exportOf(target);
      expect(portable(copy)).toEqual(portable(exported));
      expect(copy.user).toEqual(target.user);

      expect((await importInto(target, exported)).json()).toEqual({ imported: { watchlist: 0, favourites: 0, history: 0 } });
      expect(portable(await exportOf(target))).toEqual(portable(exported));
    });

    it('merges into an account that already has entries, without duplicates', async () => {
      const user = await signUp(app);
      await as(app, user, { method: 'POST', url: '/api/watchlist', payload: item(1) });
      const doc = {
        version: 1,
        watchlist: [
          { ...item(1), added_at: '2024-01-01T00:00:00.000Z' },
          { ...item(9), added_at: '2024-01-02T00:00:00Z' },
          { ...item(9), added_at: '2024-01-03T00:00:00Z' },
        ],
        history: [{ ...item(7), created_at: '2024-05-01T10:00:00+02:00' }],
      };
      expect((await importInto(user, doc)).json()).toEqual({ imported: { watchlist: 1, favourites: 0, history: 1 } });
      const copy = await exportOf(user);
      expect(copy.watchlist.map((e) => e.media_id)).toEqual([1, 9]);
      expect(copy.history[0]).toMatchObject({ media_id: 7, created_at: '2024-05-01T08:00:00.000Z', watch_position: 0 });
      // Imported entries take their place in time: older than what was already there.
      expect(copy.watchlist[1]?.added_at).toBe('2024-01-02T00:00:00.000Z');
    });

    // An export from before the subtitle preference has none: subtitles stay off.
    it('turns a source this server does not offer into no preference', async () => {
      const user = await signUp(app);
      const doc = {
        version: 1,
        preferences: { isWatchHistoryEnabled: false, accent_color: '#F97316', preferred_source: 'elsewhere' },
      };
      await importInto(user, doc);
      expect((await as(app, user, { method: 'GET', url: '/api/preferences' })).json()).toEqual({
        isWatchHistoryEnabled: false,
        accent_color: '#F97316',
        preferred_source: '',
        subtitle_language: '',
        audio_language: '',
        subtitle_mode: '',
        subtitle_size: 'normal',
        subtitle_background: 'box',
      });
    });

    it("leaves the profile's language preferences as they are when the export has none, and takes them when it has", async () => {
      const user = await signUp(app);
      const preferences = async () => (await as(app, user, { method: 'GET', url: '/api/preferences' })).json();
      await as(app, user, {
        method: 'PATCH',
        url: '/api/preferences',
        payload: { subtitle_language: 'de', audio_language: 'ja' },
      });
      const older = { isWatchHistoryEnabled: true, accent_color: '#E63462', preferred_source: '' };
      expect((await importInto(user, { version: 1, preferences: older })).statusCode).toBe(200);
      expect(await preferences()).toMatchObject({ subtitle_language: 'de', audio_language: 'ja' });
      await importInto(user, { version: 1, preferences: { ...older, audio_language: 'es' } });
      expect(await preferences()).toMatchObject({ subtitle_language: 'de', audio_language: 'es' });
      await importInto(user, { version: 1, preferences: { ...older, subtitle_mode: 'off', subtitle_size: 'small' } });
      expect(await preferences()).toMatchObject({ subtitle_mode: 'off', subtitle_size: 'small', subtitle_background: 'box' });
    });

    it('refuses an export whose audio language is not a known code, changing nothing', async () => {
      const user = await signUp(app);
      const preferences = { isWatchHistoryEnabled: false, accent_color: '#E63462', preferred_source: '', audio_language: 'jpn' };
      const res = await importInto(user, { version: 1, preferences });
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toMatch(/^preferences\.audio_language: Audio language must be/);
      expect((await as(app, user, { method: 'GET', url: '/api/preferences' })).json()).toMatchObject({
        isWatchHistoryEnabled: true,
        audio_language: '',
      });
    });

    it.each([
      [{ version: 2 }, 'version: Unsupported export version (expected 1)'],
      [
        { version: 1, watchlist: [{ ...item(1), media_type: 'person', added_at: '2024-01-01T00:00:00Z' }] },
        /^watchlist\.0\.media_type: /,
      ],
      [{ version: 1, history: [{ ...item(1), created_at: 'yesterday' }] }, 'history.0.created_at: must be an ISO date-time'],
      [{ version: 1, favourites: 'all of them' }, /^favourites: /],
    ])('refuses %j with 400 and imports nothing', async (payload, message) => {
      const user = await signUp(app);
      const res = await importInto(user, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toMatch(message);
      expect((await exportOf(user)).watchlist).toEqual([]);
    });

    // The upper limit, and imports at that size, are in import.test.ts.
    it('accepts bodies above the 64 KB limit of other routes', async () => {
      const user = await signUp(app);
      const watchlist = Array.from({ length: 600 }, (_, i) => ({
        ...item(i + 1),
        overview: 'x'.repeat(200),
        added_at: new Date(Date.UTC(2024, 0, 1, 0, 0, i)).toISOString(),
      }));
      const doc = { version: 1, watchlist };
      expect(JSON.stringify(doc).length).toBeGreaterThan(64 * 1024);
      const res = await importInto(user, doc);
      expect(res.statusCode).toBe(200);
      expect(res.json().imported.watchlist).toBe(600);
      const copy = await exportOf(user);
      expect(copy.watchlist.map((e) => e.media_id)).toEqual(watchlist.map((e) => e.media_id).reverse());
    });
  });

  describe('deleting the account', () => {
    const remove = (user: SignedUp, password: string) =>
      as(app, user, { method: 'DELETE', url: '/api/auth/account', payload: { password } });

    it('refuses a wrong password with 403 and keeps everything', async () => {
      const user = await signUp(app);
      await fillAccount(app, user);
      const before = await rowsOf(database(), user.user.uid);
      const res = await remove(user, 'wrong password');
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ error: 'Incorrect password' });
      expect(await rowsOf(database(), user.user.uid)).toEqual(before);
    });

    it("removes every row of that user and none of anyone else's", async () => {
      const leaving = await signUp(app);
      const staying = await signUp(app);
      await fillAccount(app, leaving);
      await fillAccount(app, staying);
      const stayingBefore = await rowsOf(database(), staying.user.uid);
      expect(await rowsOf(database(), leaving.user.uid)).toEqual({
        users: 1,
        profiles: 1,
        tokens: 1,
        list_entries: 3,
        watch_history: 3,
        preferences: 1,
        pageviews: 1,
      });

      expect((await remove(leaving, leaving.password)).statusCode).toBe(204);
      expect(await rowsOf(database(), leaving.user.uid)).toEqual({
        users: 0,
        profiles: 0,
        tokens: 0,
        list_entries: 0,
        watch_history: 0,
        preferences: 0,
        pageviews: 0,
      });
      expect(await rowsOf(database(), staying.user.uid)).toEqual(stayingBefore);
      expect((await as(app, leaving, { method: 'GET', url: '/api/auth/me' })).statusCode).toBe(401);
      const login = await app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: leaving.email, password: leaving.password },
      });
      expect(login.statusCode).toBe(401);
    });

    it('needs the password field', async () => {
      const user = await signUp(app);
      const res = await as(app, user, { method: 'DELETE', url: '/api/auth/account', payload: {} });
      expect(res.statusCode).toBe(400);
    });
  });
});
