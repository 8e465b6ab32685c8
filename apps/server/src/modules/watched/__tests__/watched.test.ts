import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WATCHED_MAX_MARKS, watchedSummarySchema, watchedTitleSchema, type WatchedTitle } from '@marquee/core';
import { describeEachDatabase } from '../../../__tests__/support/databases.ts';
import { as, bearer, buildTestApp, signUp, type SignedUp } from '../../../__tests__/support/app.ts';
import { catalogueRating, getCatalogue, NOT_ON_THIS_PROFILE } from '../../metadata/index.ts';
import { tooManyMarks } from '../mark-scope.ts';

// Catalogue titles (the test server runs offline): shows of small seasons, a film for everyone and one above Kids.
const catalogue = getCatalogue();
const shows = catalogue.series.filter((s) => s.fact.seasons.length >= 2 && s.fact.seasons.every((n) => n >= 2 && n <= 12));
const show = shows[0]!;
const otherShow = shows[1]!;
const matureShow = catalogue.series.find((s) => catalogueRating('tv', s.id)?.rating === 'TV-MA')!;
const familyFilm = catalogue.movies.find((m) => catalogueRating('movie', m.id)?.rating === 'G')!;
const adultFilm = catalogue.movies.find((m) => catalogueRating('movie', m.id)?.rating === 'R')!;
const [season1 = 0, season2 = 0] = show.fact.seasons;
const showTotal = show.fact.seasons.reduce((sum, n) => sum + n, 0);

type Body = Record<string, unknown>;
const film = (media_id: number): Body => ({ media_type: 'movie', media_id });
const ofShow = (season?: number, episode?: number, media_id = show.id): Body => ({ media_type: 'tv', media_id, season, episode });

describeEachDatabase('watched marks API', (database) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp(database().db);
  });
  afterAll(() => app.close());

  type Headers = { headers: { authorization: string } };
  const mark = (user: Headers, payload: Body) => as(app, user, { method: 'PUT', url: '/api/watched', payload });
  const unmark = (user: Headers, payload: Body) => as(app, user, { method: 'DELETE', url: '/api/watched', payload });
  const marked = async (user: Headers, payload: Body): Promise<WatchedTitle> => {
    const res = await mark(user, payload);
    expect(res.statusCode, res.body).toBe(200);
    return watchedTitleSchema.strict().parse(res.json());
  };
  const unmarked = async (user: Headers, payload: Body) => expect((await unmark(user, payload)).statusCode).toBe(204);
  const stateOf = async (user: Headers, mediaType: string, mediaId: number): Promise<WatchedTitle> => {
    const res = await as(app, user, { method: 'GET', url: `/api/watched?media_type=${mediaType}&media_id=${mediaId}` });
    expect(res.statusCode, res.body).toBe(200);
    return watchedTitleSchema.strict().parse(res.json());
  };
  const summary = async (user: Headers) => {
    const res = await as(app, user, { method: 'GET', url: '/api/watched' });
    expect(res.statusCode, res.body).toBe(200);
    return watchedSummarySchema.strict().parse(res.json());
  };
  /** A new profile of the account, and a token acting for it. */
  const newProfile = async (owner: SignedUp, limit: Body = {}) => {
    const created = await as(app, owner, { method: 'POST', url: '/api/profiles', payload: { name: 'Other', ...limit } });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json<{ id: string }>().id;
    const chosen = await as(app, owner, { method: 'POST', url: `/api/profiles/${id}/select`, payload: {} });
    return { id, headers: bearer(chosen.json<{ token: string }>().token) };
  };

  describe('films', () => {
    it('marks, counts a rewatch, and unmarks', async () => {
      const user = await signUp(app);
      const first = await marked(user, film(familyFilm.id));
      expect(first).toMatchObject({ media_type: 'movie', media_id: familyFilm.id, watched: true, plays: 1, progress: null });
      expect(first.last_watched_at).toEqual(expect.any(String));
      expect((await marked(user, film(familyFilm.id))).plays).toBe(2);
      expect(await stateOf(user, 'movie', familyFilm.id)).toMatchObject({ watched: true, plays: 2 });
      expect(await summary(user)).toEqual({ movies: [familyFilm.id], shows: [], ratings: {} });

      await unmarked(user, film(familyFilm.id));
      expect(await stateOf(user, 'movie', familyFilm.id)).toMatchObject({ watched: false, plays: 0, last_watched_at: null });
      expect(await summary(user)).toEqual({ movies: [], shows: [], ratings: {} });
      // Unmarking what is not marked changes nothing.
      await unmarked(user, film(familyFilm.id));
    });

    it("gives the cards the profile's ratings too", async () => {
      const user = await signUp(app);
      const rated = await as(app, user, { method: 'PUT', url: '/api/ratings', payload: { ...film(familyFilm.id), rating: 8 } });
      expect(rated.statusCode, rated.body).toBe(200);
      expect(await summary(user)).toEqual({ movies: [], shows: [], ratings: { [`movie:${familyFilm.id}`]: 8 } });
    });
  });

  describe('shows', () => {
    it('marks an episode, counts its rewatch, and refuses one the show does not list', async () => {
      const user = await signUp(app);
      const once = await marked(user, ofShow(1, 2));
      expect(once).toMatchObject({ watched: false, plays: 1, progress: { watched: 1, total: showTotal } });
      expect(once.episodes).toEqual([{ season: 1, episode: 2, plays: 1, last_watched_at: expect.any(String) }]);
      expect((await marked(user, ofShow(1, 2))).episodes[0]?.plays).toBe(2);

      for (const [season, episode] of [
        [1, season1 + 1],
        [show.fact.seasons.length + 1, 1],
      ]) {
        const res = await mark(user, ofShow(season, episode));
        expect(res.statusCode).toBe(404);
        expect(res.json()).toEqual({ error: 'Episode not found' });
      }
      expect((await mark(user, ofShow(show.fact.seasons.length + 1))).json()).toEqual({ error: 'Season not found' });
      expect((await mark(user, ofShow(1, 1, 999_999))).statusCode).toBe(404);
    });

    it('marks a season: its episodes, without a play for the one already watched; one unmarked makes it incomplete', async () => {
      const user = await signUp(app);
      await marked(user, ofShow(1, 2));
      await marked(user, ofShow(1, 2));
      const season = await marked(user, ofShow(1));
      expect(season.seasons).toEqual([
        { season: 1, watched: season1, total: season1 },
        { season: 2, watched: 0, total: season2 },
        ...show.fact.seasons.slice(2).map((n, i) => ({ season: i + 3, watched: 0, total: n })),
      ]);
      expect(season.episodes.map((e) => [e.episode, e.plays])).toEqual(
        Array.from({ length: season1 }, (_, i) => [i + 1, i + 1 === 2 ? 2 : 1]),
      );
      expect(season.progress).toEqual({ watched: season1, total: showTotal });

      await unmarked(user, ofShow(1, 3));
      expect((await stateOf(user, 'tv', show.id)).seasons[0]).toEqual({ season: 1, watched: season1 - 1, total: season1 });
      // Marking the season again adds the missing episode only.
      const again = await marked(user, ofShow(1));
      expect(again.seasons[0]).toEqual({ season: 1, watched: season1, total: season1 });
      expect(again.episodes.map((e) => e.plays)).toEqual(Array.from({ length: season1 }, (_, i) => (i + 1 === 2 ? 2 : 1)));

      await unmarked(user, ofShow(1));
      expect((await stateOf(user, 'tv', show.id)).episodes).toEqual([]);
    });

    it('marks a whole show, and is whole again once every episode is marked one by one', async () => {
      const user = await signUp(app);
      const whole = await marked(user, ofShow());
      expect(whole).toMatchObject({ watched: true, plays: showTotal, progress: { watched: showTotal, total: showTotal } });
      expect(whole.seasons.every((s) => s.watched === s.total)).toBe(true);
      expect(await summary(user)).toEqual({ movies: [], shows: [show.id], ratings: {} });

      await unmarked(user, ofShow(2));
      const partial = await stateOf(user, 'tv', show.id);
      expect(partial).toMatchObject({ watched: false, progress: { watched: showTotal - season2, total: showTotal } });
      expect(await summary(user)).toEqual({ movies: [], shows: [], ratings: {} });

      for (let episode = 1; episode <= season2; episode++) await marked(user, ofShow(2, episode));
      expect(await stateOf(user, 'tv', show.id)).toMatchObject({ watched: true, progress: { watched: showTotal } });
      expect((await summary(user)).shows).toEqual([show.id]);

      // Marking the whole show again counts no rewatch of its episodes.
      expect((await marked(user, ofShow())).plays).toBe(showTotal);
      await unmarked(user, ofShow());
      expect(await stateOf(user, 'tv', show.id)).toMatchObject({ watched: false, plays: 0, episodes: [] });
    });

    it("leaves other shows' marks alone", async () => {
      const user = await signUp(app);
      await marked(user, ofShow(1, 1, otherShow.id));
      await marked(user, ofShow());
      await unmarked(user, ofShow());
      expect((await stateOf(user, 'tv', otherShow.id)).episodes).toHaveLength(1);
    });
  });

  describe('profiles', () => {
    it("keeps each profile's and each account's marks apart", async () => {
      const owner = await signUp(app);
      const stranger = await signUp(app);
      await marked(owner, film(familyFilm.id));
      await marked(owner, ofShow());
      // Choosing another profile hands out a token for it in place of the owner's.
      const second = await newProfile(owner);
      await marked(second, ofShow(1, 1));

      expect(await summary(second)).toEqual({ movies: [], shows: [], ratings: {} });
      expect((await stateOf(second, 'tv', show.id)).progress).toEqual({ watched: 1, total: showTotal });
      expect(await summary(stranger)).toEqual({ movies: [], shows: [], ratings: {} });
      expect((await stateOf(stranger, 'tv', show.id)).episodes).toEqual([]);

      await unmarked(second, ofShow());
      const signIn = await app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: owner.email, password: owner.password },
      });
      const first = { headers: bearer(signIn.json<{ token: string }>().token) };
      expect(await summary(first)).toEqual({ movies: [familyFilm.id], shows: [show.id], ratings: {} });
    });

    it('refuses a limited profile the titles above its limit, and leaves them out of its ticks', async () => {
      const owner = await signUp(app);
      const kids = await newProfile(owner, { kids: true });
      for (const [method, body] of [
        ['PUT', ofShow(1, 1, matureShow.id)],
        ['PUT', film(adultFilm.id)],
        ['DELETE', ofShow(undefined, undefined, matureShow.id)],
      ] as const) {
        const res = await as(app, kids, { method, url: '/api/watched', payload: body });
        expect(res.statusCode, `${method} ${JSON.stringify(body)}`).toBe(403);
        expect(res.json()).toEqual({ error: NOT_ON_THIS_PROFILE });
      }
      const read = await as(app, kids, { method: 'GET', url: `/api/watched?media_type=tv&media_id=${matureShow.id}` });
      expect(read.statusCode).toBe(403);
      expect((await marked(kids, film(familyFilm.id))).watched).toBe(true);

      // A mark above the limit (from before the limit was set) is not shown.
      await database()
        .db.kysely.insertInto('watched_marks')
        .values({
          profile_id: kids.id,
          media_type: 'movie',
          media_id: adultFilm.id,
          season: -1,
          episode: -1,
          source: 'catalogue',
          last_watched_at: new Date().toISOString(),
          viewing_id: null,
        })
        .execute();
      await database()
        .db.kysely.insertInto('ratings')
        .values({
          profile_id: kids.id,
          media_type: 'movie',
          media_id: adultFilm.id,
          source: 'catalogue',
          rating: 9,
          title: adultFilm.title,
          poster_path: null,
          rated_at: new Date().toISOString(),
        })
        .execute();
      expect(await summary(kids)).toEqual({ movies: [familyFilm.id], shows: [], ratings: {} });
    });
  });

  describe('the cap', () => {
    it(`refuses a mark past ${WATCHED_MAX_MARKS.toLocaleString('en-US')} films and episodes`, async () => {
      const user = await signUp(app);
      const profileId = user.user.uid;
      // Marks of films the catalogue does not hold, written straight in: all but one of the cap.
      const at = new Date().toISOString();
      const rows = Array.from({ length: WATCHED_MAX_MARKS - 1 }, (_, i) => ({
        profile_id: profileId,
        media_type: 'movie' as const,
        media_id: i + 1,
        season: -1,
        episode: -1,
        source: 'catalogue' as const,
        last_watched_at: at,
      }));
      for (let i = 0; i < rows.length; i += 2000) {
        await database()
          .db.kysely.insertInto('watched_marks')
          .values(rows.slice(i, i + 2000))
          .execute();
      }
      await marked(user, film(familyFilm.id));
      const refused = await mark(user, ofShow(1));
      expect(refused.statusCode).toBe(422);
      expect(refused.json()).toEqual({ error: tooManyMarks().message });
      expect((await mark(user, film(adultFilm.id))).statusCode).toBe(422);
    }, 60_000);
  });

  describe('marked by playing', () => {
    const report = (user: SignedUp, payload: Body) => as(app, user, { method: 'POST', url: '/api/watch-history', payload });
    const viewing = (position: number, extra: Body = {}): Body => ({
      media_type: 'movie',
      media_id: familyFilm.id,
      title: familyFilm.title,
      watch_position: position,
      duration: 6000,
      ...extra,
    });

    it('marks a film once a viewing reaches 90 %, with one play per viewing', async () => {
      const user = await signUp(app);
      await report(user, viewing(600));
      await report(user, viewing(5399));
      expect((await stateOf(user, 'movie', familyFilm.id)).watched).toBe(false);
      await report(user, viewing(5400));
      expect(await stateOf(user, 'movie', familyFilm.id)).toMatchObject({ watched: true, plays: 1 });
      // The same viewing's later reports, to the end, add no play.
      await report(user, viewing(5700));
      await report(user, viewing(6000));
      expect((await stateOf(user, 'movie', familyFilm.id)).plays).toBe(1);

      // A viewing of another day is a new entry: a rewatch.
      await database()
        .db.kysely.updateTable('watch_history')
        .set({ created_at: new Date(Date.now() - 7 * 60 * 60 * 1000).toISOString() })
        .where('profile_id', '=', user.user.uid)
        .execute();
      expect((await report(user, viewing(5500))).statusCode).toBe(201);
      expect((await stateOf(user, 'movie', familyFilm.id)).plays).toBe(2);
    });

    it('marks an episode, and nothing while history is off', async () => {
      const user = await signUp(app);
      const episode = { media_type: 'tv', media_id: show.id, title: show.name, season: 2, episode: 1 };
      await report(user, viewing(2700, { ...episode, duration: 3000 }));
      expect((await stateOf(user, 'tv', show.id)).episodes).toEqual([
        { season: 2, episode: 1, plays: 1, last_watched_at: expect.any(String) },
      ]);
      // A show's entry without its episode names nothing to mark.
      await report(user, viewing(2900, { ...episode, season: null, episode: null, duration: 3000 }));
      expect((await stateOf(user, 'tv', show.id)).episodes).toHaveLength(1);

      const off = await as(app, user, { method: 'PATCH', url: '/api/preferences', payload: { isWatchHistoryEnabled: false } });
      expect(off.statusCode).toBe(200);
      await report(user, viewing(5900));
      expect((await stateOf(user, 'movie', familyFilm.id)).watched).toBe(false);
    });
  });

  describe('bad requests', () => {
    it.each<[string, unknown]>([
      ['a film with a season', { media_type: 'movie', media_id: 1, season: 1 }],
      ['an episode without its season', { media_type: 'tv', media_id: show.id, episode: 1 }],
      ['episode 0', { media_type: 'tv', media_id: show.id, season: 1, episode: 0 }],
      ['a negative season', { media_type: 'tv', media_id: show.id, season: -1 }],
      ['an id past an integer column', { media_type: 'movie', media_id: 2_147_483_648 }],
      ['another media type', { media_type: 'person', media_id: 1 }],
      ['an unknown field', { media_type: 'movie', media_id: 1, watched: true }],
      ['no media id', { media_type: 'movie' }],
      ['a list', []],
      ['text', 'movie 1'],
    ])('answers 400 with {error} to %s', async (_label, payload) => {
      const user = await signUp(app);
      for (const method of ['PUT', 'DELETE'] as const) {
        const res = await as(app, user, {
          method,
          url: '/api/watched',
          payload: JSON.stringify(payload),
          headers: { 'content-type': 'application/json' },
        });
        expect(res.statusCode, `${method}: ${res.body}`).toBe(400);
        expect(res.json()).toEqual({ error: expect.any(String) });
      }
    });

    it.each([
      '?media_type=tv',
      '?media_id=1',
      '?media_type=show&media_id=1',
      '?media_type=movie&media_id=abc',
      '?media_type=movie&media_id=0',
    ])('answers 400 to GET %s', async (query) => {
      const res = await as(app, await signUp(app), { method: 'GET', url: `/api/watched${query}` });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error: expect.any(String) });
    });

    it('answers a visitor 401 on every route', async () => {
      for (const [method, url] of [
        ['GET', '/api/watched'],
        ['GET', `/api/watched?media_type=tv&media_id=${show.id}`],
        ['PUT', '/api/watched'],
        ['DELETE', '/api/watched'],
      ] as const) {
        const res = await app.inject({ method, url, ...(method === 'GET' ? {} : { payload: film(familyFilm.id) }) });
        expect(res.statusCode, `${method} ${url}`).toBe(401);
        expect(res.json()).toEqual({ error: expect.any(String) });
      }
    });
  });
});
