import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exportDocumentSchema, pseudoText, type ExportDocument } from '@marquee/core';
import { describeEachDatabase, type TestDatabase } from '../../../__tests__/support/databases.ts';
import { as, buildTestApp, signUp, type SignedUp } from '../../../__tests__/support/app.ts';
import { catalogueRating, getCatalogue } from '../../metadata/index.ts';

// Catalogue titles (the test server runs offline) for what the server looks up: ratings, a show's episodes.
const catalogue = getCatalogue();
const ratedFilm = catalogue.movies.find((m) => catalogueRating('movie', m.id)?.rating === 'G')!;
const markedShow = catalogue.series.find((s) => s.fact.seasons.length >= 2 && s.fact.seasons.every((n) => n >= 2 && n <= 12))!;

const item = (media_id: number, media_type = 'movie') => ({
  media_id,
  media_type,
  title: `Title ${media_id}`,
  poster_path: `/p${media_id}.jpg`,
  backdrop_path: `/b${media_id}.jpg`,
  overview: `About ${media_id}`,
  rating: 7.1,
});

/**
 * Gives a user something in every table: both lists, history, watched marks, a title off Continue Watching, ratings,
 * preferences, page views.
 */
async function fillAccount(app: FastifyInstance, user: SignedUp, database: TestDatabase) {
  const post = (url: string, payload: object) => as(app, user, { method: 'POST', url, payload });
  const put = (url: string, payload: object) => as(app, user, { method: 'PUT', url, payload });
  await put('/api/watched', { media_type: 'movie', media_id: 4 });
  await put('/api/watched', { media_type: 'movie', media_id: 4 });
  await put('/api/watched', { media_type: 'tv', media_id: markedShow.id, season: 1, episode: 2 });
  await put('/api/ratings', { media_type: 'movie', media_id: ratedFilm.id, rating: 8 });
  await put('/api/ratings', { media_type: 'tv', media_id: markedShow.id, rating: 2 });
  await database.db.kysely
    .insertInto('continue_watching_hidden')
    .values({
      profile_id: user.user.uid,
      media_type: 'movie',
      media_id: 4,
      source: 'catalogue',
      hidden_at: '2024-06-01T00:00:00.000Z',
    })
    .execute();
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
      rating_style: 'thumbs',
      language: 'en-XA',
    },
  });
}

/** How many rows of each table belong to the user, or to their first profile (whose id is the user's). */
async function rowsOf(database: TestDatabase, userId: string) {
  const kysely = database.db.kysely;
  const ofUser = async (table: 'tokens' | 'pageviews' | 'profiles') =>
    (await kysely.selectFrom(table).select('user_id').where('user_id', '=', userId).execute()).length;
  const ofProfile = async (
    table: 'list_entries' | 'watch_history' | 'preferences' | 'watched_marks' | 'continue_watching_hidden' | 'ratings',
  ) => (await kysely.selectFrom(table).select('profile_id').where('profile_id', '=', userId).execute()).length;
  const users = await kysely.selectFrom('users').select('id').where('id', '=', userId).execute();
  return {
    users: users.length,
    profiles: await ofUser('profiles'),
    tokens: await ofUser('tokens'),
    list_entries: await ofProfile('list_entries'),
    watch_history: await ofProfile('watch_history'),
    preferences: await ofProfile('preferences'),
    watched_marks: await ofProfile('watched_marks'),
    continue_watching_hidden: await ofProfile('continue_watching_hidden'),
    ratings: await ofProfile('ratings'),
    pageviews: await ofUser('pageviews'),
  };
}

/** An import's counts when it adds nothing. */
const nothing = { watchlist: 0, favourites: 0, history: 0, watched: 0, hidden: 0, ratings: 0 };
const importedMark = { media_type: 'movie', media_id: 1, plays: 1, last_watched_at: '2024-01-01T00:00:00Z', source: 'catalogue' };
const importedRating = {
  media_type: 'movie',
  media_id: 1,
  rating: 7,
  title: 'Heat',
  rated_at: '2024-01-01T00:00:00Z',
  source: 'catalogue',
};

/** The parts of an export that must survive a move: everything but ids and the account itself. */
const portable = (doc: ExportDocument) => {
  const strip = <T extends { id: string }>(entries: T[]) => entries.map(({ id: _id, ...rest }) => rest);
  return {
    preferences: doc.preferences,
    watchlist: strip(doc.watchlist),
    favourites: strip(doc.favourites),
    history: strip(doc.history),
    watched: doc.watched,
    hidden: doc.hidden,
    ratings: doc.ratings,
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
      await fillAccount(app, user, database());
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
        rating_style: 'thumbs',
        language: 'en-XA',
      });
      expect(doc.watchlist.map((e) => e.media_id)).toEqual([2, 1]);
      expect(doc.favourites.map((e) => e.media_id)).toEqual([3]);
      expect(doc.history.map((e) => [e.media_id, e.episode])).toEqual([
        [5, 3],
        [5, 2],
        [4, null],
      ]);
      // A film's mark has no season or episode; the marks, hidden titles and ratings keep their metadata source.
      expect(doc.watched).toEqual([
        {
          media_type: 'movie',
          media_id: 4,
          season: null,
          episode: null,
          plays: 2,
          last_watched_at: expect.any(String),
          source: 'catalogue',
        },
        {
          media_type: 'tv',
          media_id: markedShow.id,
          season: 1,
          episode: 2,
          plays: 1,
          last_watched_at: expect.any(String),
          source: 'catalogue',
        },
      ]);
      expect(doc.hidden).toEqual([
        { media_type: 'movie', media_id: 4, hidden_at: '2024-06-01T00:00:00.000Z', source: 'catalogue' },
      ]);
      expect(doc.ratings).toEqual([
        {
          media_type: 'movie',
          media_id: ratedFilm.id,
          rating: 8,
          title: ratedFilm.title,
          poster_path: expect.any(String),
          rated_at: expect.any(String),
          source: 'catalogue',
        },
        {
          media_type: 'tv',
          media_id: markedShow.id,
          rating: 2,
          title: markedShow.name,
          poster_path: expect.any(String),
          rated_at: expect.any(String),
          source: 'catalogue',
        },
      ]);
    });

    it('needs a signed-in user', async () => {
      expect((await app.inject({ method: 'GET', url: '/api/export' })).statusCode).toBe(401);
      expect((await app.inject({ method: 'POST', url: '/api/import', payload: { version: 1 } })).statusCode).toBe(401);
    });
  });

  describe('import', () => {
    it('reproduces lists, history, marks, hidden titles, ratings and preferences in a fresh account, and a second import adds nothing', async () => {
      const source = await signUp(app);
      await fillAccount(app, source, database());
      const exported = await exportOf(source);

      const target = await signUp(app);
      const res = await importInto(target, exported);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ imported: { watchlist: 2, favourites: 1, history: 3, watched: 2, hidden: 1, ratings: 2 } });
      const copy = await exportOf(target);
      expect(portable(copy)).toEqual(portable(exported));
      expect(copy.user).toEqual(target.user);

      expect((await importInto(target, exported)).json()).toEqual({ imported: nothing });
      expect(portable(await exportOf(target))).toEqual(portable(exported));
      // What the profile's own routes answer of them.
      const watched = await as(app, target, { method: 'GET', url: `/api/watched?media_type=tv&media_id=${markedShow.id}` });
      expect(watched.json().episodes).toEqual([
        { season: 1, episode: 2, plays: 1, last_watched_at: exported.watched[1]!.last_watched_at },
      ]);
      const rating = await as(app, target, { method: 'GET', url: `/api/ratings?media_type=movie&media_id=${ratedFilm.id}` });
      expect(rating.json()).toEqual({ rating: { ...exported.ratings[0], source: undefined } });
    });

    it('merges marks, hidden titles and ratings into what the profile has, keeping the later of each', async () => {
      const user = await signUp(app);
      const profile_id = user.user.uid;
      const kysely = database().db.kysely;
      const mark = {
        profile_id,
        media_type: 'movie' as const,
        season: -1,
        episode: -1,
        source: 'catalogue' as const,
        viewing_id: null,
      };
      await kysely
        .insertInto('watched_marks')
        .values([
          { ...mark, media_id: 1, plays: 3, last_watched_at: '2024-05-01T00:00:00.000Z' },
          { ...mark, media_id: 2, plays: 5, last_watched_at: '2024-01-01T00:00:00.000Z' },
        ])
        .execute();
      const hidden = { profile_id, media_type: 'movie' as const, source: 'catalogue' as const };
      await kysely
        .insertInto('continue_watching_hidden')
        .values({ ...hidden, media_id: 1, hidden_at: '2024-05-01T00:00:00.000Z' })
        .execute();
      const rating = { profile_id, media_type: 'movie' as const, source: 'catalogue' as const, poster_path: null };
      await kysely
        .insertInto('ratings')
        .values([
          { ...rating, media_id: 1, rating: 8, title: 'Kept', rated_at: '2024-05-01T00:00:00.000Z' },
          { ...rating, media_id: 2, rating: 8, title: 'Replaced', rated_at: '2024-05-01T00:00:00.000Z' },
        ])
        .execute();

      const file = { source: 'catalogue', media_type: 'movie' };
      const doc = {
        version: 1,
        watched: [
          // Fewer plays but a later time; more plays but an older time; nothing newer; a new episode, twice.
          { ...file, media_id: 1, plays: 2, last_watched_at: '2024-06-01T00:00:00Z' },
          { ...file, media_id: 2, plays: 7, last_watched_at: '2023-01-01T00:00:00Z' },
          { ...file, media_id: 2, plays: 1, last_watched_at: '2023-01-01T00:00:00Z', season: null, episode: null },
          { ...file, media_type: 'tv', media_id: 3, season: 0, episode: 4, plays: 1, last_watched_at: '2024-02-01T00:00:00Z' },
          { ...file, media_type: 'tv', media_id: 3, season: 0, episode: 4, plays: 2, last_watched_at: '2024-01-01T00:00:00Z' },
        ],
        hidden: [
          { ...file, media_id: 1, hidden_at: '2024-04-01T00:00:00Z' },
          { ...file, media_id: 2, hidden_at: '2024-04-01T00:00:00+02:00' },
        ],
        ratings: [
          { ...file, media_id: 1, rating: 3, title: 'Older', rated_at: '2024-01-01T00:00:00Z' },
          { ...file, media_id: 2, rating: 4, title: 'Newer', poster_path: '/n.jpg', rated_at: '2024-07-01T00:00:00Z' },
          { ...file, media_type: 'tv', media_id: 3, rating: 10, title: 'New', rated_at: '2024-07-01T00:00:00Z' },
        ],
      };
      const res = await importInto(user, doc);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({ imported: { ...nothing, watched: 3, hidden: 1, ratings: 2 } });
      const copy = await exportOf(user);
      expect(copy.watched.map((m) => [m.media_id, m.season, m.episode, m.plays, m.last_watched_at])).toEqual([
        [1, null, null, 3, '2024-06-01T00:00:00.000Z'],
        [2, null, null, 7, '2024-01-01T00:00:00.000Z'],
        [3, 0, 4, 2, '2024-02-01T00:00:00.000Z'],
      ]);
      expect(copy.hidden.map((h) => [h.media_id, h.hidden_at])).toEqual([
        [1, '2024-05-01T00:00:00.000Z'],
        [2, '2024-03-31T22:00:00.000Z'],
      ]);
      expect(copy.ratings.map((r) => [r.media_type, r.media_id, r.rating, r.title, r.poster_path])).toEqual([
        ['movie', 1, 8, 'Kept', null],
        ['movie', 2, 4, 'Newer', '/n.jpg'],
        ['tv', 3, 10, 'New', null],
      ]);
      // The same file again changes nothing.
      expect((await importInto(user, doc)).json()).toEqual({ imported: nothing });
      expect(await exportOf(user)).toMatchObject({ watched: copy.watched, hidden: copy.hidden, ratings: copy.ratings });
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
      expect((await importInto(user, doc)).json()).toEqual({ imported: { ...nothing, watchlist: 1, history: 1 } });
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
        rating_style: 'stars',
        language: '',
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
      await importInto(user, { version: 1, preferences: { ...older, language: 'en-XA' } });
      expect(await preferences()).toMatchObject({ language: 'en-XA', subtitle_language: 'de' });
      await importInto(user, { version: 1, preferences: older });
      expect(await preferences()).toMatchObject({ language: 'en-XA' });
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
      [{ version: 1, watched: [{ ...importedMark, season: 1, episode: 1 }] }, "A film's watched mark has no season or episode"],
      [
        { version: 1, watched: [{ ...importedMark, media_type: 'tv', season: 1 }] },
        "An episode's watched mark needs its season and episode",
      ],
      [{ version: 1, watched: [{ ...importedMark, plays: 0 }] }, /^watched\.0\.plays: /],
      [{ version: 1, hidden: [{ media_type: 'movie', media_id: 1, hidden_at: '2024-01-01T00:00:00Z' }] }, /^hidden\.0\.source: /],
      [{ version: 1, ratings: [{ ...importedRating, rating: 11 }] }, /^ratings\.0\.rating: /],
      [{ version: 1, ratings: [{ ...importedRating, rating: '7' }] }, /^ratings\.0\.rating: /],
      [{ version: 1, ratings: 'all of them' }, /^ratings: /],
    ])('refuses %j with 400 and imports nothing', async (payload, message) => {
      const user = await signUp(app);
      const res = await importInto(user, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toMatch(message);
      const copy = await exportOf(user);
      expect([copy.watchlist, copy.watched, copy.hidden, copy.ratings]).toEqual([[], [], [], []]);
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
      await fillAccount(app, user, database());
      const before = await rowsOf(database(), user.user.uid);
      const res = await remove(user, 'wrong password');
      expect(res.statusCode).toBe(403);
      // In the language the filled profile chose.
      expect(res.json()).toEqual({ error: pseudoText('Incorrect password') });
      expect(await rowsOf(database(), user.user.uid)).toEqual(before);
    });

    it("removes every row of that user and none of anyone else's", async () => {
      const leaving = await signUp(app);
      const staying = await signUp(app);
      await fillAccount(app, leaving, database());
      await fillAccount(app, staying, database());
      const stayingBefore = await rowsOf(database(), staying.user.uid);
      expect(await rowsOf(database(), leaving.user.uid)).toEqual({
        users: 1,
        profiles: 1,
        tokens: 1,
        list_entries: 3,
        watch_history: 3,
        preferences: 1,
        watched_marks: 2,
        continue_watching_hidden: 1,
        ratings: 2,
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
        watched_marks: 0,
        continue_watching_hidden: 0,
        ratings: 0,
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
