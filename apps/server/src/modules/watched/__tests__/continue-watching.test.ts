import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { continueWatchingReplySchema, type ContinueWatchingItem } from '@marquee/core';
import { describeEachDatabase } from '../../../__tests__/support/databases.ts';
import { as, bearer, buildTestApp, signUp, type SignedUp } from '../../../__tests__/support/app.ts';
import { catalogueRating, getCatalogue, NOT_ON_THIS_PROFILE } from '../../metadata/index.ts';

// Catalogue titles (the test server runs offline): a show of small seasons, films for everyone and above Kids.
const catalogue = getCatalogue();
const show = catalogue.series.find((s) => s.fact.seasons.length >= 2 && s.fact.seasons.every((n) => n >= 2 && n <= 12))!;
const [season1 = 0] = show.fact.seasons;
const [film, otherFilm] = catalogue.movies.filter((m) => catalogueRating('movie', m.id)?.rating === 'G');
const adultFilm = catalogue.movies.find((m) => catalogueRating('movie', m.id)?.rating === 'R')!;

type Body = Record<string, unknown>;
type Headers = { headers: { authorization: string } };

describeEachDatabase('Continue Watching API', (database) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp(database().db);
  });
  afterAll(() => app.close());

  const report = async (user: Headers, payload: Body) => {
    const res = await as(app, user, { method: 'POST', url: '/api/watch-history', payload });
    expect(res.statusCode, res.body).toBeLessThan(300);
  };
  const watchFilm = (user: Headers, id: number, position: number) =>
    report(user, { media_type: 'movie', media_id: id, title: `Film ${id}`, watch_position: position, duration: 6000 });
  const watchEpisode = (user: Headers, season: number, episode: number, position: number) =>
    report(user, {
      media_type: 'tv',
      media_id: show.id,
      title: show.name,
      season,
      episode,
      watch_position: position,
      duration: 1200,
    });
  const mark = async (user: Headers, payload: Body) => {
    const res = await as(app, user, { method: 'PUT', url: '/api/watched', payload });
    expect(res.statusCode, res.body).toBe(200);
  };
  const hide = (user: Headers, payload: Body) => as(app, user, { method: 'POST', url: '/api/continue-watching/hidden', payload });
  const row = async (user: Headers): Promise<ContinueWatchingItem[]> => {
    const res = await as(app, user, { method: 'GET', url: '/api/continue-watching' });
    expect(res.statusCode, res.body).toBe(200);
    return continueWatchingReplySchema.strict().parse(res.json()).items;
  };
  const places = async (user: Headers) =>
    (await row(user)).map((item) => [item.media_type, item.media_id, item.season, item.episode, item.up_next]);
  const tick = () => new Promise((resolve) => setTimeout(resolve, 5));

  it('answers a visitor 401', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/continue-watching' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ error: expect.any(String) });
  });

  it('resumes a film in progress, and leaves it when finished or marked', async () => {
    const user = await signUp(app);
    expect(await row(user)).toEqual([]);
    await watchFilm(user, film!.id, 600);
    await tick();
    await watchFilm(user, otherFilm!.id, 900);
    expect(await places(user)).toEqual([
      ['movie', otherFilm!.id, null, null, false],
      ['movie', film!.id, null, null, false],
    ]);
    expect((await row(user))[1]).toMatchObject({ watch_position: 600, duration: 6000, title: `Film ${film!.id}` });

    await mark(user, { media_type: 'movie', media_id: film!.id });
    await watchFilm(user, otherFilm!.id, 5500);
    expect(await row(user)).toEqual([]);
  });

  it('takes a title off the row, keeps its history, and brings it back when played again', async () => {
    const user = await signUp(app);
    await watchFilm(user, film!.id, 600);
    const hidden = await hide(user, { media_type: 'movie', media_id: film!.id });
    expect(hidden.statusCode, hidden.body).toBe(204);
    expect(await row(user)).toEqual([]);
    const history = await as(app, user, { method: 'GET', url: '/api/watch-history' });
    expect(history.json<{ items: unknown[] }>().items).toHaveLength(1);

    await tick();
    await watchFilm(user, film!.id, 700);
    expect(await places(user)).toEqual([['movie', film!.id, null, null, false]]);
  });

  it('shows a show once, at its next episode after a mark, a play and a rewatch', async () => {
    const user = await signUp(app);
    await mark(user, { media_type: 'tv', media_id: show.id, season: 1 });
    expect(await places(user)).toEqual([['tv', show.id, 2, 1, true]]);
    const upNext = (await row(user))[0]!;
    // Marked, never played: the card shows the show as its details tell it.
    expect(upNext).toMatchObject({ title: show.name, watch_position: 0 });

    await tick();
    await watchEpisode(user, 2, 1, 300);
    expect(await places(user)).toEqual([['tv', show.id, 2, 1, false]]);
    await watchEpisode(user, 2, 1, 1190);
    expect(await places(user)).toEqual([['tv', show.id, 2, 2, true]]);

    // A rewatch of the first episode leads to the first one not yet watched after it.
    await tick();
    await watchEpisode(user, 1, 1, 1190);
    expect(await places(user)).toEqual([['tv', show.id, 2, 2, true]]);
  });

  it('leaves a show the viewer is caught up on', async () => {
    const user = await signUp(app);
    await mark(user, { media_type: 'tv', media_id: show.id });
    expect(await row(user)).toEqual([]);
    await as(app, user, {
      method: 'DELETE',
      url: '/api/watched',
      payload: { media_type: 'tv', media_id: show.id, season: 1, episode: season1 },
    });
    await tick();
    await mark(user, { media_type: 'tv', media_id: show.id, season: 1, episode: season1 - 1 });
    expect(await places(user)).toEqual([['tv', show.id, 1, season1, true]]);
  });

  it("keeps profiles' rows apart", async () => {
    const owner: SignedUp = await signUp(app);
    await watchFilm(owner, film!.id, 600);
    const created = await as(app, owner, { method: 'POST', url: '/api/profiles', payload: { name: 'Other' } });
    const chosen = await as(app, owner, {
      method: 'POST',
      url: `/api/profiles/${created.json<{ id: string }>().id}/select`,
      payload: {},
    });
    const other = { headers: bearer(chosen.json<{ token: string }>().token) };
    expect(await row(other)).toEqual([]);
    expect((await hide(other, { media_type: 'movie', media_id: film!.id })).statusCode).toBe(204);
    // Back to the first profile (a switch signs the previous token out).
    const profiles = await as(app, other, { method: 'GET', url: '/api/profiles' });
    const first = profiles.json<{ id: string }[]>()[0]!.id;
    const back = await as(app, other, { method: 'POST', url: `/api/profiles/${first}/select`, payload: {} });
    expect(back.statusCode, back.body).toBe(200);
    expect(await places({ headers: bearer(back.json<{ token: string }>().token) })).toEqual([
      ['movie', film!.id, null, null, false],
    ]);
  });

  it('refuses bad input and a title above the profile limit', async () => {
    const owner = await signUp(app);
    for (const payload of [
      {},
      { media_type: 'book', media_id: 1 },
      { media_type: 'movie', media_id: 0 },
      { media_type: 'movie', media_id: 1, x: 1 },
    ]) {
      const res = await hide(owner, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json()).toEqual({ error: expect.any(String) });
    }
    const kids = await as(app, owner, { method: 'POST', url: '/api/profiles', payload: { name: 'Kids', kids: true } });
    expect(kids.statusCode, kids.body).toBe(201);
    const chosen = await as(app, owner, {
      method: 'POST',
      url: `/api/profiles/${kids.json<{ id: string }>().id}/select`,
      payload: {},
    });
    const child = { headers: bearer(chosen.json<{ token: string }>().token) };
    const refused = await hide(child, { media_type: 'movie', media_id: adultFilm.id });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ error: NOT_ON_THIS_PROFILE });
  });
});
