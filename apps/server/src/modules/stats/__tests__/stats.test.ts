import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { statsReplySchema, type StatsReply } from '@marquee/core';
import { describeEachDatabase } from '../../../__tests__/support/databases.ts';
import { as, bearer, buildTestApp, signUp } from '../../../__tests__/support/app.ts';
import { catalogueRating, getCatalogue } from '../../metadata/index.ts';

const catalogue = getCatalogue();
const films = catalogue.movies.filter((m) => catalogueRating('movie', m.id)?.rating === 'PG-13').slice(0, 2);
const adultFilm = catalogue.movies.find((m) => catalogueRating('movie', m.id)?.rating === 'R')!;
const show = catalogue.series.find((s) => s.fact.seasons.length >= 2 && s.fact.seasons.every((n) => n >= 2 && n <= 12))!;
const year = new Date().getUTCFullYear();

type Headers = { headers: { authorization: string } };

describeEachDatabase('statistics API', (database) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp(database().db);
  });
  afterAll(() => app.close());

  const stats = async (user: Headers, query = ''): Promise<StatsReply> => {
    const res = await as(app, user, { method: 'GET', url: `/api/stats${query}` });
    expect(res.statusCode, res.body).toBe(200);
    return statsReplySchema.strict().parse(res.json());
  };
  const report = async (user: Headers, payload: Record<string, unknown>) => {
    const res = await as(app, user, { method: 'POST', url: '/api/watch-history', payload });
    expect(res.statusCode, res.body).toBeLessThan(300);
  };

  it("counts the profile's films, episodes and hours, with its top titles, genres and people", async () => {
    const user = await signUp(app);
    const empty = await stats(user);
    expect(empty).toMatchObject({ year, hours: 0, films: 0, episodes: 0, top_films: [], years: [] });
    expect(empty.periods).toHaveLength(12);

    for (const film of films) {
      await report(user, { media_type: 'movie', media_id: film.id, title: film.title, watch_position: 5400, duration: 6000 });
    }
    // Played a little: hours, but no episode watched.
    await report(user, {
      media_type: 'tv',
      media_id: show.id,
      title: show.name,
      season: 1,
      episode: 1,
      watch_position: 600,
      duration: 1800,
    });
    const marked = await as(app, user, {
      method: 'PUT',
      url: '/api/watched',
      payload: { media_type: 'tv', media_id: show.id, season: 1 },
    });
    expect(marked.statusCode).toBe(200);

    const figures = await stats(user);
    expect(figures).toMatchObject({ films: 2, episodes: show.fact.seasons[0], hours: 3.2, years: [year] });
    expect(figures.longest_streak).toEqual({ days: 1, from: new Date().toISOString().slice(0, 10) });
    expect(figures.top_films.map((t) => t.media_id).toSorted()).toEqual(films.map((f) => f.id).toSorted());
    expect(figures.top_shows).toEqual([
      expect.objectContaining({ media_type: 'tv', media_id: show.id, title: show.name, count: show.fact.seasons[0] }),
    ]);
    expect(figures.top_genres.length).toBeGreaterThan(0);
    expect(figures.top_genres[0]!.count).toBeGreaterThanOrEqual(1);
    expect(figures.top_people.length).toBeGreaterThan(0);
    const month = figures.periods[new Date().getUTCMonth()]!;
    expect(month).toMatchObject({ films: 2, episodes: show.fact.seasons[0], hours: 3.2 });

    // All time is by year; another year has nothing.
    expect((await stats(user, '?year=all')).periods).toEqual([
      { period: String(year), films: 2, episodes: show.fact.seasons[0], hours: 3.2 },
    ]);
    expect(await stats(user, `?year=${year - 1}`)).toMatchObject({ films: 0, episodes: 0, hours: 0, top_films: [] });
  });

  it('keeps profiles apart', async () => {
    const owner = await signUp(app);
    await report(owner, {
      media_type: 'movie',
      media_id: adultFilm.id,
      title: adultFilm.title,
      watch_position: 5900,
      duration: 6000,
    });
    expect((await stats(owner)).top_films.map((t) => t.media_id)).toEqual([adultFilm.id]);
    const kids = await as(app, owner, { method: 'POST', url: '/api/profiles', payload: { name: 'Kids', kids: true } });
    const chosen = await as(app, owner, {
      method: 'POST',
      url: `/api/profiles/${kids.json<{ id: string }>().id}/select`,
      payload: {},
    });
    const child = { headers: bearer(chosen.json<{ token: string }>().token) };
    expect(await stats(child)).toMatchObject({ films: 0, top_films: [] });
  });

  it("counts days, months and years in the viewer's time zone", async () => {
    const user = await signUp(app);
    const film = films[0]!;
    await report(user, { media_type: 'movie', media_id: film.id, title: film.title, watch_position: 5400, duration: 6000 });
    const listed = await as(app, user, { method: 'GET', url: '/api/watch-history' });
    const entryId = listed.json<{ items: Array<{ id: string }> }>().items[0]!.id;
    // 23:30 on New Year's Eve in New York, already New Year's Day in UTC.
    await app.ctx.db.kysely
      .updateTable('watch_history')
      .set({ created_at: `${year}-01-01T04:30:00.000Z` })
      .where('id', '=', entryId)
      .execute();

    const utc = await stats(user, `?year=${year}`);
    expect(utc).toMatchObject({ films: 1, years: [year], longest_streak: { days: 1, from: `${year}-01-01` } });
    expect(utc.periods[0]).toMatchObject({ films: 1 });
    const newYork = await stats(user, `?year=${year - 1}&tz=America/New_York`);
    // The years run to this year's, when the film's watched mark was made.
    expect(newYork).toMatchObject({ films: 1, years: [year, year - 1], longest_streak: { days: 1, from: `${year - 1}-12-31` } });
    expect(newYork.periods[11]).toMatchObject({ period: `${year - 1}-12`, films: 1 });
    expect(await stats(user, `?year=${year}&tz=America/New_York`)).toMatchObject({ films: 0, hours: 0 });
    expect((await stats(user, '?year=all&tz=America/New_York')).periods[0]).toMatchObject({ period: String(year - 1), films: 1 });
  });

  it('refuses bad input and a visitor', async () => {
    const user = await signUp(app);
    for (const query of ['?year=1800', '?year=abc', '?year=2026.5', '?other=1', '?tz=Mars/Olympus', `?tz=${'x'.repeat(100)}`]) {
      const res = await as(app, user, { method: 'GET', url: `/api/stats${query}` });
      expect(res.statusCode, query).toBe(400);
      expect(res.json()).toEqual({ error: expect.any(String) });
    }
    const visitor = await app.inject({ method: 'GET', url: '/api/stats' });
    expect(visitor.statusCode).toBe(401);
  });
});
