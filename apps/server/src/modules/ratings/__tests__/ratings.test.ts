import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  RATINGS_MAX_ENTRIES,
  THUMB_DOWN_RATING,
  THUMB_UP_RATING,
  ratingSchema,
  ratingsPageSchema,
  titleRatingReplySchema,
  type Rating,
} from '@marquee/core';
import { describeEachDatabase } from '../../../__tests__/support/databases.ts';
import { as, bearer, buildTestApp, signUp, type SignedUp } from '../../../__tests__/support/app.ts';
import { artworkPath, catalogueRating, getCatalogue, NOT_ON_THIS_PROFILE } from '../../metadata/index.ts';

// Catalogue titles (the test server runs offline): films and shows for everyone, and some above Kids.
const catalogue = getCatalogue();
const familyFilms = catalogue.movies.filter((m) => catalogueRating('movie', m.id)?.rating === 'G');
const [filmA, filmB, filmC] = familyFilms as [
  (typeof familyFilms)[number],
  (typeof familyFilms)[number],
  (typeof familyFilms)[number],
];
const adultFilm = catalogue.movies.find((m) => catalogueRating('movie', m.id)?.rating === 'R')!;
const familyShow = catalogue.series.find((s) => ['TV-Y', 'TV-G'].includes(catalogueRating('tv', s.id)?.rating ?? ''))!;
const matureShow = catalogue.series.find((s) => catalogueRating('tv', s.id)?.rating === 'TV-MA')!;

type Body = Record<string, unknown>;
type Headers = { headers: { authorization: string } };
const film = (media_id: number, rating?: number): Body => ({ media_type: 'movie', media_id, rating });
const show = (media_id: number, rating?: number): Body => ({ media_type: 'tv', media_id, rating });

describeEachDatabase('ratings API', (database) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp(database().db);
  });
  afterAll(() => app.close());

  const rate = (user: Headers, payload: Body) => as(app, user, { method: 'PUT', url: '/api/ratings', payload });
  const rated = async (user: Headers, payload: Body): Promise<Rating> => {
    const res = await rate(user, payload);
    expect(res.statusCode, res.body).toBe(200);
    return ratingSchema.strict().parse(res.json());
  };
  const unrate = async (user: Headers, payload: Body) => {
    const res = await as(app, user, { method: 'DELETE', url: '/api/ratings', payload });
    expect(res.statusCode, res.body).toBe(204);
  };
  const ratingOf = async (user: Headers, mediaType: string, mediaId: number) => {
    const res = await as(app, user, { method: 'GET', url: `/api/ratings?media_type=${mediaType}&media_id=${mediaId}` });
    expect(res.statusCode, res.body).toBe(200);
    return titleRatingReplySchema.strict().parse(res.json()).rating;
  };
  const list = async (user: Headers, query = '') => {
    const res = await as(app, user, { method: 'GET', url: `/api/ratings${query}` });
    expect(res.statusCode, res.body).toBe(200);
    return ratingsPageSchema.strict().parse(res.json());
  };
  const listed = async (user: Headers, query = '') => (await list(user, query)).items.map((r) => [r.media_id, r.rating]);
  /** A new profile of the account, and a token acting for it. */
  const newProfile = async (owner: SignedUp, limit: Body = {}) => {
    const created = await as(app, owner, { method: 'POST', url: '/api/profiles', payload: { name: 'Other', ...limit } });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json<{ id: string }>().id;
    const chosen = await as(app, owner, { method: 'POST', url: `/api/profiles/${id}/select`, payload: {} });
    return { id, headers: bearer(chosen.json<{ token: string }>().token) };
  };
  /** Sets when the profile rated a title, so orders by time do not hang on the clock. */
  const ratedAt = (profileId: string, mediaId: number, at: string) =>
    database()
      .db.kysely.updateTable('ratings')
      .set({ rated_at: at })
      .where('profile_id', '=', profileId)
      .where('media_id', '=', mediaId)
      .execute();

  describe('rating a title', () => {
    it("keeps the source's title and poster, replaces the rating when rated again, and removes it", async () => {
      const user = await signUp(app);
      expect(await ratingOf(user, 'movie', filmA.id)).toBeNull();

      const first = await rated(user, film(filmA.id, 7));
      expect(first).toEqual({
        media_type: 'movie',
        media_id: filmA.id,
        rating: 7,
        title: filmA.title,
        poster_path: artworkPath({ kind: 'poster', media: 'movie', id: filmA.id }),
        rated_at: expect.any(String),
      });
      expect(await ratingOf(user, 'movie', filmA.id)).toEqual(first);

      const again = await rated(user, film(filmA.id, THUMB_DOWN_RATING));
      expect(again.rating).toBe(2);
      expect(again.rated_at >= first.rated_at).toBe(true);
      expect((await list(user)).items).toEqual([again]);

      const tv = await rated(user, show(familyShow.id, THUMB_UP_RATING));
      expect(tv).toMatchObject({ media_type: 'tv', media_id: familyShow.id, rating: 10, title: familyShow.name });

      await unrate(user, { media_type: 'movie', media_id: filmA.id });
      expect(await ratingOf(user, 'movie', filmA.id)).toBeNull();
      expect(await listed(user)).toEqual([[familyShow.id, 10]]);
      // Removing a rating there is not changes nothing.
      await unrate(user, { media_type: 'movie', media_id: filmA.id });
    });

    it("answers the source's 404 for a title it does not know, and keeps nothing", async () => {
      const user = await signUp(app);
      for (const [payload, error] of [
        [film(999_999, 5), 'Movie not found'],
        [show(999_999, 5), 'TV show not found'],
      ] as const) {
        const res = await rate(user, payload);
        expect(res.statusCode).toBe(404);
        expect(res.json()).toEqual({ error });
      }
      expect((await list(user)).items).toEqual([]);
    });

    it(`refuses a new title past ${RATINGS_MAX_ENTRIES.toLocaleString('en-US')} ratings, and still takes a rating again`, async () => {
      const user = await signUp(app);
      await rated(user, film(filmA.id, 5));
      const rows = Array.from({ length: RATINGS_MAX_ENTRIES - 1 }, (_, i) => ({
        profile_id: user.user.uid,
        media_type: 'tv' as const,
        media_id: 5_000_000 + i,
        source: 'catalogue' as const,
        rating: 5,
        title: `Show ${i}`,
        poster_path: null,
        rated_at: '2024-01-01T00:00:00.000Z',
      }));
      for (let at = 0; at < rows.length; at += 500) {
        await database()
          .db.kysely.insertInto('ratings')
          .values(rows.slice(at, at + 500))
          .execute();
      }
      const res = await rate(user, film(filmB.id, 5));
      expect(res.statusCode).toBe(422);
      expect(res.json()).toEqual({ error: 'You can rate at most 10,000 titles' });
      expect((await rated(user, film(filmA.id, 9))).rating).toBe(9);
    });
  });

  describe('the list', () => {
    it('sorts newest first, highest first or by title, filters by type and rating, and pages', async () => {
      const user = await signUp(app);
      const id = user.user.uid;
      await rated(user, film(filmA.id, 8));
      await rated(user, film(filmB.id, 3));
      await rated(user, film(filmC.id, 8));
      await rated(user, show(familyShow.id, 6));
      await ratedAt(id, filmA.id, '2024-01-01T00:00:00.000Z');
      await ratedAt(id, filmB.id, '2024-03-01T00:00:00.000Z');
      await ratedAt(id, filmC.id, '2024-02-01T00:00:00.000Z');
      await ratedAt(id, familyShow.id, '2024-04-01T00:00:00.000Z');

      const newest = [
        [familyShow.id, 6],
        [filmB.id, 3],
        [filmC.id, 8],
        [filmA.id, 8],
      ];
      expect(await listed(user)).toEqual(newest);
      expect(await listed(user, '?sort=rated_at')).toEqual(newest);
      // Equal ratings: the later rated first.
      expect(await listed(user, '?sort=rating')).toEqual([
        [filmC.id, 8],
        [filmA.id, 8],
        [familyShow.id, 6],
        [filmB.id, 3],
      ]);
      const byTitle = [
        [filmA.id, filmA.title],
        [filmB.id, filmB.title],
        [filmC.id, filmC.title],
        [familyShow.id, familyShow.name],
      ].sort(([, a], [, b]) => (String(a).toLowerCase() < String(b).toLowerCase() ? -1 : 1));
      expect((await list(user, '?sort=title')).items.map((r) => [r.media_id, r.title])).toEqual(byTitle);

      expect(await listed(user, '?media_type=tv')).toEqual([[familyShow.id, 6]]);
      expect(await listed(user, '?min=6')).toEqual([
        [familyShow.id, 6],
        [filmC.id, 8],
        [filmA.id, 8],
      ]);
      expect(await listed(user, '?min=4&max=7')).toEqual([[familyShow.id, 6]]);
      expect(await listed(user, '?media_type=movie&max=3')).toEqual([[filmB.id, 3]]);

      expect(await list(user, '?limit=3')).toMatchObject({ hasMore: true });
      expect((await list(user, '?limit=3')).items).toHaveLength(3);
      const last = await list(user, '?limit=3&offset=3');
      expect(last.items.map((r) => r.media_id)).toEqual([filmA.id]);
      expect(last.hasMore).toBe(false);
    });

    it("leaves out ratings of another metadata source, which the title's reply does not show either", async () => {
      const user = await signUp(app);
      await rated(user, film(filmA.id, 7));
      await database()
        .db.kysely.insertInto('ratings')
        .values({
          profile_id: user.user.uid,
          media_type: 'movie',
          media_id: 550,
          source: 'tmdb',
          rating: 9,
          title: 'Fight Club',
          poster_path: null,
          rated_at: new Date().toISOString(),
        })
        .execute();
      expect(await listed(user)).toEqual([[filmA.id, 7]]);
      expect(await ratingOf(user, 'movie', 550)).toBeNull();
    });
  });

  describe('profiles', () => {
    it("keeps each profile's and each account's ratings apart", async () => {
      const owner = await signUp(app);
      const stranger = await signUp(app);
      await rated(owner, film(filmA.id, 9));
      const second = await newProfile(owner);
      expect(await listed(second)).toEqual([]);
      expect(await ratingOf(second, 'movie', filmA.id)).toBeNull();
      await rated(second, film(filmA.id, 1));
      await rated(stranger, film(filmA.id, 4));
      await unrate(stranger, { media_type: 'movie', media_id: filmA.id });

      expect(await listed(second)).toEqual([[filmA.id, 1]]);
      expect(await listed(stranger)).toEqual([]);
      const signIn = await app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: owner.email, password: owner.password },
      });
      const first = { headers: bearer(signIn.json<{ token: string }>().token) };
      expect(await listed(first)).toEqual([[filmA.id, 9]]);
    });

    it('refuses a limited profile the titles above its limit, and leaves them out of its list', async () => {
      const owner = await signUp(app);
      const kids = await newProfile(owner, { kids: true });
      for (const [method, url, payload] of [
        ['PUT', '/api/ratings', film(adultFilm.id, 5)],
        ['PUT', '/api/ratings', show(matureShow.id, 5)],
        ['DELETE', '/api/ratings', { media_type: 'tv', media_id: matureShow.id }],
        ['GET', `/api/ratings?media_type=movie&media_id=${adultFilm.id}`, undefined],
      ] as const) {
        const res = await as(app, kids, { method, url, ...(payload ? { payload } : {}) });
        expect(res.statusCode, `${method} ${url}`).toBe(403);
        expect(res.json()).toEqual({ error: NOT_ON_THIS_PROFILE });
      }
      await rated(kids, film(filmA.id, 10));
      // A rating above the limit (from before the limit was set) is not listed.
      await database()
        .db.kysely.insertInto('ratings')
        .values({
          profile_id: kids.id,
          media_type: 'movie',
          media_id: adultFilm.id,
          source: 'catalogue',
          rating: 6,
          title: adultFilm.title,
          poster_path: null,
          rated_at: new Date().toISOString(),
        })
        .execute();
      expect(await listed(kids)).toEqual([[filmA.id, 10]]);
    });
  });

  describe('bad requests', () => {
    it.each<[string, unknown]>([
      ['rating 0', film(1, 0)],
      ['rating 11', film(1, 11)],
      ['a rating of 3.5', film(1, 3.5)],
      ['a rating as text', film(1, '7' as unknown as number)],
      ['a rating as a word', film(1, 'great' as unknown as number)],
      ['no rating', film(1)],
      ['a null rating', { media_type: 'movie', media_id: 1, rating: null }],
      ['an unknown field', { media_type: 'movie', media_id: 1, rating: 5, title: 'Mine' }],
      ['another media type', { media_type: 'person', media_id: 1, rating: 5 }],
      ['an id past an integer column', film(2_147_483_648, 5)],
      ['a list', []],
      ['text', 'movie 1'],
    ])('answers PUT with %s 400 and {error}', async (_label, payload) => {
      const res = await as(app, await signUp(app), {
        method: 'PUT',
        url: '/api/ratings',
        payload: JSON.stringify(payload),
        headers: { 'content-type': 'application/json' },
      });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()).toEqual({ error: expect.any(String) });
    });

    it.each<[string, unknown]>([
      ['a rating', { media_type: 'movie', media_id: 1, rating: 5 }],
      ['no media id', { media_type: 'movie' }],
      ['media id 0', { media_type: 'movie', media_id: 0 }],
    ])('answers DELETE with %s 400 and {error}', async (_label, payload) => {
      const res = await as(app, await signUp(app), { method: 'DELETE', url: '/api/ratings', payload: payload as Body });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()).toEqual({ error: expect.any(String) });
    });

    it.each([
      '?media_id=1',
      '?media_type=show',
      '?media_type=movie&media_id=abc',
      '?media_type=movie&media_id=1&sort=rating',
      '?sort=popularity',
      '?min=0',
      '?max=11',
      '?min=2.5',
      '?min=8&max=3',
      '?limit=0',
      '?limit=101',
      '?offset=-1',
    ])('answers GET %s 400 and {error}', async (query) => {
      const res = await as(app, await signUp(app), { method: 'GET', url: `/api/ratings${query}` });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()).toEqual({ error: expect.any(String) });
    });

    it('answers a visitor 401 on every route', async () => {
      for (const [method, url] of [
        ['GET', '/api/ratings'],
        ['GET', `/api/ratings?media_type=movie&media_id=${filmA.id}`],
        ['PUT', '/api/ratings'],
        ['DELETE', '/api/ratings'],
      ] as const) {
        const res = await app.inject({ method, url, ...(method === 'GET' ? {} : { payload: film(filmA.id, 5) }) });
        expect(res.statusCode, `${method} ${url}`).toBe(401);
        expect(res.json()).toEqual({ error: expect.any(String) });
      }
    });
  });
});
