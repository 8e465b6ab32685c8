import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  serviceLinkReplySchema,
  serviceLinksReplySchema,
  syncSignInSchema,
  type SyncService,
  type TitleImport,
} from '@marquee/core';
import { describeEachDatabase } from '../../../__tests__/support/databases.ts';
import { as, bearer, buildTestApp, signUp, type SignedUp } from '../../../__tests__/support/app.ts';
import { getCatalogue } from '../../metadata/index.ts';
import {
  startLoopbackSimkl,
  SIMKL_TOKEN,
  SIMKL_USER_CODE,
  type LoopbackSimkl,
} from '../../../__tests__/support/loopback-simkl.ts';
import { startLoopbackTrakt, TRAKT_TOKEN, type LoopbackTrakt } from '../../../__tests__/support/loopback-trakt.ts';
import { linkOf } from '../link-rows.ts';
import { lastGoodPull } from '../scheduled-pulls.ts';
import { beginPull, readPull } from '../service-pull.ts';
import { appSyncClients } from '../sync-clients.ts';

// The test server runs on the offline catalogue: Trakt's titles are found by name and year.
const catalogue = getCatalogue();
const [filmA, filmB] = catalogue.movies.slice(0, 2) as [(typeof catalogue.movies)[number], (typeof catalogue.movies)[number]];
const show = catalogue.series[0]!;
const yearOf = (date: string) => Number(date.slice(0, 4));
const movieRef = (film: typeof filmA) => ({
  title: film.title,
  year: yearOf(film.releaseDate),
  ids: { trakt: 1, slug: 'x', imdb: null, tmdb: null },
});

const simklMovie = (film: typeof filmA) => ({ title: film.title, year: yearOf(film.releaseDate), ids: { simkl: 7 } });

describeEachDatabase('syncing with Trakt and Simkl', (database) => {
  let trakt: LoopbackTrakt;
  let simkl: LoopbackSimkl;
  let app: FastifyInstance;
  beforeAll(async () => {
    trakt = await startLoopbackTrakt();
    simkl = await startLoopbackSimkl();
    app = await buildTestApp(database().db, {
      TRAKT_CLIENT_ID: 'client-id',
      TRAKT_CLIENT_SECRET: 'client-secret',
      TRAKT_API_URL: trakt.url,
      SIMKL_CLIENT_ID: 'simkl-client',
      SIMKL_API_URL: simkl.url,
    });
  });
  afterAll(async () => {
    await app.close();
    await trakt.close();
    await simkl.close();
  });

  const post = (user: { headers: { authorization: string } }, url: string) => as(app, user, { method: 'POST', url, payload: {} });
  const links = async (user: SignedUp) => {
    const res = await as(app, user, { method: 'GET', url: '/api/service-links' });
    expect(res.statusCode, res.body).toBe(200);
    return serviceLinksReplySchema.strict().parse(res.json()).links;
  };
  const linkTo = async (user: SignedUp, service: SyncService) => (await links(user)).find((link) => link.service === service)!;
  /** The link once its pull has read the service's lists (and started its import, if any). */
  const pulled = async (user: SignedUp, service: SyncService) => {
    for (let i = 0; i < 500; i++) {
      const link = await linkTo(user, service);
      if (link.pulled_at !== null && !link.pulling) return link;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    throw new Error('the pull did not end');
  };
  const imports = async (user: SignedUp) =>
    (await as(app, user, { method: 'GET', url: '/api/title-imports' })).json().imports as TitleImport[];
  const waitForImport = async (user: SignedUp): Promise<TitleImport> => {
    for (let i = 0; i < 500; i++) {
      const res = await as(app, user, { method: 'GET', url: '/api/title-imports' });
      const latest = (res.json().imports as TitleImport[])[0];
      if (latest && latest.status !== 'running') return latest;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    throw new Error('the import did not end');
  };

  it('connects by a device code, brings the history, watchlist and ratings in, and never shows the tokens', async () => {
    trakt.state.waitChecks = 1;
    trakt.state.deviceOutcome = 'connect';
    trakt.state.pageSize = 1;
    trakt.state.history = [
      { id: 1, watched_at: '2024-01-01T20:00:00.000Z', action: 'watch', type: 'movie', movie: movieRef(filmA) },
      {
        id: 2,
        watched_at: '2024-01-02T20:00:00.000Z',
        action: 'watch',
        type: 'episode',
        episode: { season: 1, number: 1, title: 'One', ids: { trakt: 9 } },
        show: { title: show.name, year: yearOf(show.firstAirDate), ids: { trakt: 3, slug: 's', imdb: null, tmdb: null } },
      },
    ];
    trakt.state.watchlist = [{ rank: 1, listed_at: '2024-02-01T00:00:00.000Z', type: 'movie', movie: movieRef(filmB) }];
    trakt.state.ratingsMovies = [{ rated_at: '2024-03-01T00:00:00.000Z', rating: 9, type: 'movie', movie: movieRef(filmA) }];
    const user = await signUp(app);
    const unlinked = { available: true, connected: false, connected_at: null, pulled_at: null, pulling: false, pull_error: null };
    expect(await links(user)).toEqual([
      { service: 'trakt', ...unlinked, signing_in: null },
      { service: 'simkl', ...unlinked, signing_in: null },
    ]);

    const started = await post(user, '/api/service-links/trakt/connect');
    expect(started.statusCode, started.body).toBe(200);
    expect(syncSignInSchema.strict().parse(started.json())).toMatchObject({
      user_code: 'ABCD1234',
      verification_url: 'https://trakt.tv/activate',
      interval: 1,
    });
    expect((await links(user))[0]!.signing_in).toMatchObject({ user_code: 'ABCD1234' });
    // The client's secret goes to Trakt only, with the device code.
    expect(trakt.requests.at(-1)).toMatchObject({ path: '/oauth/device/code', body: { client_id: 'client-id' } });

    expect((await post(user, '/api/service-links/trakt/check')).json()).toEqual({ connected: false });
    const check = await post(user, '/api/service-links/trakt/check');
    expect(check.json()).toEqual({ connected: true });
    expect(trakt.requests.find((r) => r.path === '/oauth/device/token')?.body).toEqual({
      code: 'device-1',
      client_id: 'client-id',
      client_secret: 'client-secret',
    });

    await pulled(user, 'trakt');
    const done = await waitForImport(user);
    expect(done).toMatchObject({
      service: 'trakt',
      file_name: 'Trakt sync',
      status: 'done',
      added: { watched: 2, watchlist: 1, ratings: 1 },
    });
    // Every page of the history was read, with the profile's token.
    expect(trakt.requests.filter((r) => r.path === '/sync/history')).toHaveLength(2);
    expect(
      trakt.requests.filter((r) => r.path.startsWith('/sync/')).every((r) => r.authorization === `Bearer ${TRAKT_TOKEN}`),
    ).toBe(true);
    expect(await linkTo(user, 'trakt')).toMatchObject({ connected: true, signing_in: null, pulling: false, pull_error: null });
    const everything = JSON.stringify((await as(app, user, { method: 'GET', url: '/api/service-links' })).json());
    expect(everything).not.toContain(TRAKT_TOKEN);
    expect(everything).not.toContain('loopback-refresh');
    expect(everything).not.toContain('client-secret');

    // Sync now, again: answered at once, the lists read after; nothing new.
    const again = await post(user, '/api/service-links/trakt/pull');
    expect(again.statusCode, again.body).toBe(202);
    expect(serviceLinkReplySchema.strict().parse(again.json()).link).toMatchObject({ service: 'trakt', pulling: true });
    await pulled(user, 'trakt');
    expect(await imports(user)).toHaveLength(2);
    expect((await waitForImport(user)).added).toEqual({ watched: 0, watchlist: 0, ratings: 0 });

    // Disconnecting lets the token go at Trakt too.
    const gone = await as(app, user, { method: 'DELETE', url: '/api/service-links/trakt' });
    expect(gone.statusCode).toBe(204);
    expect(trakt.requests.at(-1)).toMatchObject({ path: '/oauth/revoke', body: { token: TRAKT_TOKEN } });
    expect(await linkTo(user, 'trakt')).toMatchObject({ connected: false, connected_at: null });
    expect((await post(user, '/api/service-links/trakt/pull')).statusCode).toBe(404);
  });

  it('sends a viewing to Trakt as started, then as watched once past 80 %, each once', async () => {
    trakt.state.waitChecks = 0;
    trakt.state.deviceOutcome = 'connect';
    const user = await signUp(app);
    await post(user, '/api/service-links/trakt/connect');
    expect((await post(user, '/api/service-links/trakt/check')).json()).toEqual({ connected: true });
    const scrobbles = () =>
      trakt.requests.filter((r) => r.path.startsWith('/scrobble/') && r.authorization === `Bearer ${TRAKT_TOKEN}`);
    const before = scrobbles().length;
    const play = (watch_position: number) =>
      as(app, user, {
        method: 'POST',
        url: '/api/watch-history',
        payload: {
          media_id: filmB.id,
          media_type: 'movie',
          title: filmB.title,
          year: yearOf(filmB.releaseDate),
          watch_position,
          duration: 6000,
        },
      });
    const sentSoFar = async (count: number) => {
      for (let i = 0; scrobbles().length < before + count && i < 200; i++)
        await new Promise((resolve) => setTimeout(resolve, 10));
      return scrobbles().slice(before);
    };
    expect((await play(600)).statusCode).toBe(201);
    expect((await play(1200)).statusCode).toBe(200);
    expect((await play(5400)).statusCode).toBe(200);
    expect((await play(5700)).statusCode).toBe(200);
    const sent = await sentSoFar(2);
    expect(sent.map((r) => [r.path, r.body])).toEqual([
      ['/scrobble/start', { movie: { title: filmB.title, year: yearOf(filmB.releaseDate) }, progress: 10 }],
      ['/scrobble/stop', { movie: { title: filmB.title, year: yearOf(filmB.releaseDate) }, progress: 90 }],
    ]);
  });

  it('connects to Simkl by its PIN, brings its items in, and sends a viewing there', async () => {
    simkl.state.waitChecks = 1;
    simkl.state.pinOutcome = 'connect';
    simkl.state.revoked = false;
    simkl.state.items = {
      movies: [
        { movie: simklMovie(filmA), status: 'completed', last_watched_at: '2024-05-01T20:00:00Z', user_rating: 8 },
        { movie: simklMovie(filmB), status: 'plantowatch', added_to_watchlist_at: '2024-05-02T20:00:00Z' },
      ],
      shows: [
        {
          show: { title: show.name, year: yearOf(show.firstAirDate), ids: { simkl: 8 } },
          status: 'watching',
          seasons: [{ number: 1, episodes: [{ number: 1, watched_at: '2024-05-03T20:00:00Z' }] }],
        },
      ],
    };
    const user = await signUp(app);
    const started = await post(user, '/api/service-links/simkl/connect');
    expect(started.statusCode, started.body).toBe(200);
    expect(started.json()).toMatchObject({ user_code: SIMKL_USER_CODE, verification_url: 'https://simkl.com/pin/' });
    expect((await post(user, '/api/service-links/simkl/check')).json()).toEqual({ connected: false });
    expect((await post(user, '/api/service-links/simkl/check')).json()).toEqual({ connected: true });
    // Simkl is asked by the code the viewer enters, with the operator's client id, and every request names the app.
    expect(simkl.requests.filter((r) => r.path === `/oauth/pin/${SIMKL_USER_CODE}`)).toHaveLength(2);
    expect(simkl.requests.every((r) => r.query.includes('app-name=marquee'))).toBe(true);

    expect(await pulled(user, 'simkl')).toMatchObject({ connected: true, pull_error: null });
    expect(await waitForImport(user)).toMatchObject({
      service: 'simkl',
      file_name: 'Simkl sync',
      status: 'done',
      added: { watched: 2, watchlist: 1, ratings: 1 },
    });
    const read = simkl.requests.find((r) => r.path === '/sync/all-items/');
    expect(read).toMatchObject({ authorization: `Bearer ${SIMKL_TOKEN}`, apiKey: 'simkl-client' });
    expect(read!.query).toContain('episode_watched_at=yes');
    expect(JSON.stringify(await links(user))).not.toContain(SIMKL_TOKEN);

    // Connected to Simkl only: a viewing goes there, and not to Trakt.
    const traktBefore = trakt.requests.length;
    const play = await as(app, user, {
      method: 'POST',
      url: '/api/watch-history',
      payload: {
        media_id: filmA.id,
        media_type: 'movie',
        title: filmA.title,
        year: yearOf(filmA.releaseDate),
        watch_position: 5700,
        duration: 6000,
      },
    });
    expect(play.statusCode).toBe(201);
    for (let i = 0; i < 200 && !simkl.requests.some((r) => r.path === '/scrobble/stop'); i++)
      await new Promise((resolve) => setTimeout(resolve, 10));
    expect(simkl.requests.find((r) => r.path === '/scrobble/stop')).toMatchObject({
      authorization: `Bearer ${SIMKL_TOKEN}`,
      body: { movie: { title: filmA.title, year: yearOf(filmA.releaseDate) }, progress: 95 },
    });
    expect(trakt.requests.slice(traktBefore).filter((r) => r.path.startsWith('/scrobble/'))).toEqual([]);
  });

  it('keeps why a pull failed on the link, and an empty account is no failure', async () => {
    simkl.state.waitChecks = 0;
    simkl.state.pinOutcome = 'connect';
    simkl.state.revoked = false;
    simkl.state.items = null;
    const user = await signUp(app);
    await post(user, '/api/service-links/simkl/connect');
    expect((await post(user, '/api/service-links/simkl/check')).json()).toEqual({ connected: true });
    expect(await pulled(user, 'simkl')).toMatchObject({ pull_error: null });
    expect(await imports(user)).toEqual([]);

    // A pull under way is not begun twice.
    simkl.state.revoked = true;
    const first = await post(user, '/api/service-links/simkl/pull');
    expect(first.statusCode).toBe(202);
    const second = await post(user, '/api/service-links/simkl/pull');
    if (second.statusCode !== 202) expect(second.json()).toEqual({ error: 'A sync with Simkl is under way' });
    expect(await pulled(user, 'simkl')).toMatchObject({
      pull_error: 'Simkl no longer accepts this connection. Disconnect, then connect again.',
    });

    simkl.state.revoked = false;
    simkl.state.down = true;
    try {
      expect((await post(user, '/api/service-links/simkl/pull')).statusCode).toBe(202);
      expect(await pulled(user, 'simkl')).toMatchObject({ pull_error: 'Simkl could not be reached. Please try again later.' });
    } finally {
      simkl.state.down = false;
    }
    // Connecting again starts afresh.
    await post(user, '/api/service-links/simkl/connect');
    expect((await post(user, '/api/service-links/simkl/check')).json()).toEqual({ connected: true });
    expect(await pulled(user, 'simkl')).toMatchObject({ pull_error: null });
  });

  it('leaves a scheduled pull at asking when the account last changed, when nothing changed since the last one', async () => {
    simkl.state.waitChecks = 0;
    simkl.state.pinOutcome = 'connect';
    simkl.state.revoked = false;
    simkl.state.items = { movies: [{ movie: simklMovie(filmB), status: 'completed', last_watched_at: '2024-05-01T20:00:00Z' }] };
    const user = await signUp(app);
    await post(user, '/api/service-links/simkl/connect');
    await post(user, '/api/service-links/simkl/check');
    const last = (await pulled(user, 'simkl')).pulled_at!;
    const client = appSyncClients(app).get('simkl')!;
    const reads = () => simkl.requests.filter((r) => r.path === '/sync/all-items/').length;

    simkl.state.lastChange = new Date(Date.parse(last) - 60_000).toISOString();
    const before = reads();
    const unchanged = (await linkOf(app.ctx.db.kysely, user.user.uid, 'simkl'))!;
    const begunAt = (await beginPull(app, unchanged))!;
    await readPull(app, client, unchanged, begunAt, unchanged.pulled_at);
    expect(reads()).toBe(before);
    expect(simkl.requests.at(-1)!.path).toBe('/sync/activities');

    simkl.state.lastChange = new Date().toISOString();
    const changed = (await linkOf(app.ctx.db.kysely, user.user.uid, 'simkl'))!;
    expect(lastGoodPull(changed)).toBe(changed.pulled_at);
    await readPull(app, client, changed, (await beginPull(app, changed))!, lastGoodPull(changed));
    expect(reads()).toBe(before + 1);
    expect(await linkTo(user, 'simkl')).toMatchObject({ pulling: false, pull_error: null });

    // A pull that failed is read again in full at the next one, though the account has not changed since.
    simkl.state.down = true;
    const failing = (await linkOf(app.ctx.db.kysely, user.user.uid, 'simkl'))!;
    await readPull(app, client, failing, (await beginPull(app, failing))!, lastGoodPull(failing));
    simkl.state.down = false;
    simkl.state.lastChange = new Date(Date.now() - 3_600_000).toISOString();
    const failed = (await linkOf(app.ctx.db.kysely, user.user.uid, 'simkl'))!;
    expect(failed.pull_error).toBe('Simkl could not be reached. Please try again later.');
    expect(lastGoodPull(failed)).toBeNull();
    const beforeRetry = reads();
    await readPull(app, client, failed, (await beginPull(app, failed))!, lastGoodPull(failed));
    expect(reads()).toBe(beforeRetry + 1);
    expect(await linkTo(user, 'simkl')).toMatchObject({ pull_error: null });
  });

  describe('refusals', () => {
    it.each([
      ['expired', 410, 'The code has expired. Start again.'],
      ['denied', 403, 'Trakt was not allowed to connect. Start again.'],
    ] as const)('a code %s answers %i and ends the sign-in', async (outcome, status, error) => {
      trakt.state.waitChecks = 0;
      trakt.state.deviceOutcome = outcome;
      const user = await signUp(app);
      await post(user, '/api/service-links/trakt/connect');
      const res = await post(user, '/api/service-links/trakt/check');
      expect(res.statusCode).toBe(status);
      expect(res.json()).toEqual({ error });
      expect(await linkTo(user, 'trakt')).toMatchObject({ connected: false, signing_in: null });
      expect((await post(user, '/api/service-links/trakt/check')).statusCode).toBe(404);
    });

    it('answers 502 when Trakt cannot be reached, 400 for an unknown service, 401 to a visitor, 403 to a Kids profile', async () => {
      const user = await signUp(app);
      trakt.state.down = true;
      try {
        const res = await post(user, '/api/service-links/trakt/connect');
        expect(res.statusCode).toBe(502);
        expect(res.json()).toEqual({ error: 'Trakt could not be reached. Please try again later.' });
      } finally {
        trakt.state.down = false;
      }
      expect((await post(user, '/api/service-links/letterboxd/connect')).statusCode).toBe(400);
      expect((await app.inject({ method: 'GET', url: '/api/service-links' })).statusCode).toBe(401);
      const parent = await signUp(app);
      const created = await as(app, parent, { method: 'POST', url: '/api/profiles', payload: { name: 'Kid', kids: true } });
      const chosen = await as(app, parent, { method: 'POST', url: `/api/profiles/${created.json().id}/select`, payload: {} });
      const kids = { headers: bearer(chosen.json().token as string) };
      expect((await post(kids, '/api/service-links/trakt/connect')).statusCode).toBe(403);
    });
  });
});

describeEachDatabase('a server without the services’ keys', (database) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp(database().db);
  });
  afterAll(() => app.close());

  it('offers no sync: the link is unavailable and connecting is 404', async () => {
    const user = await signUp(app);
    const res = await as(app, user, { method: 'GET', url: '/api/service-links' });
    expect(res.json().links).toEqual([
      expect.objectContaining({ service: 'trakt', available: false, connected: false }),
      expect.objectContaining({ service: 'simkl', available: false, connected: false }),
    ]);
    for (const [service, name] of [
      ['trakt', 'Trakt'],
      ['simkl', 'Simkl'],
    ]) {
      const connect = await as(app, user, { method: 'POST', url: `/api/service-links/${service}/connect`, payload: {} });
      expect(connect.statusCode).toBe(404);
      expect(connect.json()).toEqual({ error: `${name} is not set up on this server` });
    }
  });
});
