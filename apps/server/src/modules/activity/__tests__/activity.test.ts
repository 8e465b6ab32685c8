import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { activityReplySchema, authResponseSchema, type PlayingReport } from '@marquee/core';
import { as, bearer, buildTestApp, signUp, signUpAdmin, type SignedUp } from '../../../__tests__/support/app.ts';
import { describeEachDatabase } from '../../../__tests__/support/databases.ts';
import { getCatalogue } from '../../metadata/index.ts';

/**
 * The admins' Activity (docs/operations.md#activity): players report what they play, and GET /api/admin/activity lists
 * them with the title's name looked up on the server, and the latest sign-ins.
 */

const FIREFOX = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:140.0) Gecko/20100101 Firefox/140.0';

describeEachDatabase('the Activity', (database) => {
  const apps: FastifyInstance[] = [];
  const node = async (env: Record<string, string> = {}) => {
    const app = await buildTestApp(database().db, env);
    apps.push(app);
    return app;
  };
  let app: FastifyInstance;
  let admin: SignedUp;
  beforeAll(async () => {
    app = await node({ PORT: '8123' });
    admin = await signUpAdmin(app);
  });
  afterAll(async () => {
    for (const each of apps) await each.close();
  });

  const film = getCatalogue().movies[0]!;
  const show = getCatalogue().series[0]!;
  const playing = (over: Partial<PlayingReport> = {}): PlayingReport => ({
    media: { type: 'movie', id: film.id },
    position: 61,
    duration: 5400,
    paused: false,
    method: 'transcode',
    reasons: ["Your browser can't play HEVC video: converting the video to H.264"],
    ...over,
  });
  const report = (on: FastifyInstance, user: SignedUp, payload: object) =>
    as(on, user, { method: 'POST', url: '/api/activity/playing', payload, headers: { 'user-agent': FIREFOX } });
  const activity = async (on: FastifyInstance = app) => {
    const res = await as(on, admin, { url: '/api/admin/activity' });
    expect(res.statusCode).toBe(200);
    return activityReplySchema.parse(res.json());
  };
  const watchingOf = async (user: SignedUp, on: FastifyInstance = app) =>
    (await activity(on)).watching.filter((viewer) => viewer.account.id === user.user.uid);

  it('answers 401 to a visitor reporting or stopping, as {error}', async () => {
    for (const method of ['POST', 'DELETE'] as const) {
      const res = await app.inject({ method, url: '/api/activity/playing', payload: method === 'POST' ? playing() : undefined });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ error: expect.any(String) });
    }
  });

  it('refuses a report that is not one with 400 and {error}, and lists nothing for it', async () => {
    const member = await signUp(app);
    const bad: object[] = [
      {},
      playing({ position: -1 }),
      playing({ duration: 1e9 }),
      { ...playing(), media: { type: 'tv', id: show.id } },
      { ...playing(), media: { type: 'movie', id: 0 } },
      { ...playing(), method: 'teleport' },
      { ...playing(), reasons: ['x'.repeat(301)] },
      { ...playing(), title: 'A name the player made up' },
      { ...playing(), paused: 'no' },
    ];
    for (const payload of bad) {
      const res = await report(app, member, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json()).toEqual({ error: expect.any(String) });
    }
    expect(await watchingOf(member)).toEqual([]);
  });

  it("lists a viewer with the server's name for the title, the method and why, the node and the browser", async () => {
    const member = await signUp(app, 'Ada');
    expect((await report(app, member, playing())).statusCode).toBe(204);
    const [viewer] = await watchingOf(member);
    expect(viewer).toMatchObject({
      account: { id: member.user.uid, name: 'Ada' },
      profile: 'Ada',
      media: { type: 'movie', id: film.id },
      title: film.title,
      position: 61,
      duration: 5400,
      paused: false,
      method: 'transcode',
      reasons: ["Your browser can't play HEVC video: converting the video to H.264"],
      node: `${hostname()}:8123`,
      browser: 'Firefox 140',
      system: 'Windows 10',
    });
    // When the entry lapses is the server's own business.
    expect(viewer).not.toHaveProperty('expiresAt');
    // A later report moves the same entry on, and keeps when it started.
    expect((await report(app, member, playing({ position: 95, paused: true, method: 'direct', reasons: [] }))).statusCode).toBe(
      204,
    );
    const after = await watchingOf(member);
    expect(after).toHaveLength(1);
    expect(after[0]).toMatchObject({ position: 95, paused: true, method: 'direct', reasons: [], startedAt: viewer!.startedAt });
  });

  it("names an episode's show, and leaves an unknown title unnamed", async () => {
    const member = await signUp(app);
    await report(app, member, playing({ media: { type: 'tv', id: show.id, season: 2, episode: 5 }, method: null }));
    expect(await watchingOf(member)).toMatchObject([
      { media: { type: 'tv', id: show.id, season: 2, episode: 5 }, title: show.name, method: null },
    ]);
    await report(app, member, playing({ media: { type: 'movie', id: 999_999_999 } }));
    expect(await watchingOf(member)).toMatchObject([{ media: { type: 'movie', id: 999_999_999 }, title: null }]);
  });

  it('drops a viewer when the player stops, by DELETE or by a stopped report', async () => {
    const member = await signUp(app);
    await report(app, member, playing());
    expect(await watchingOf(member)).toHaveLength(1);
    const deleted = await as(app, member, { method: 'DELETE', url: '/api/activity/playing' });
    expect(deleted.statusCode).toBe(204);
    expect(await watchingOf(member)).toEqual([]);
    await report(app, member, playing());
    expect((await report(app, member, playing({ stopped: true }))).statusCode).toBe(204);
    expect(await watchingOf(member)).toEqual([]);
  });

  it('keeps one entry per sign-in: another device of the account is another viewer, and its stop is its own', async () => {
    const member = await signUp(app);
    const payload = { email: member.email, password: member.password };
    const other = authResponseSchema.parse((await app.inject({ method: 'POST', url: '/api/auth/login', payload })).json());
    const second = { ...member, headers: bearer(other.token) };
    await report(app, member, playing());
    await report(app, second, playing({ position: 10 }));
    expect(await watchingOf(member)).toHaveLength(2);
    await as(app, second, { method: 'DELETE', url: '/api/activity/playing' });
    expect(await watchingOf(member)).toMatchObject([{ position: 61 }]);
  });

  it('refuses an address past 120 reports a minute with 429 and {error}', async () => {
    const member = await signUp(app);
    const send = () =>
      as(app, member, { method: 'POST', url: '/api/activity/playing', payload: playing(), remoteAddress: '10.9.8.7' });
    for (let i = 0; i < 120; i++) expect((await send()).statusCode).toBe(204);
    const refused = await send();
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ error: 'Too many playback reports; please wait a minute' });
  });

  it('answers the listing 401 to a visitor and 403 to a member', async () => {
    const visitor = await app.inject('/api/admin/activity');
    expect(visitor.statusCode).toBe(401);
    expect(visitor.json()).toEqual({ error: expect.any(String) });
    const member = await signUp(app);
    const refused = await as(app, member, { url: '/api/admin/activity' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ error: expect.any(String) });
  });

  it('lists the latest sign-ins, newest first, with their browser', async () => {
    const member = await signUp(app, 'Grace');
    const login = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: member.email, password: member.password },
      headers: { 'user-agent': FIREFOX },
    });
    expect(login.statusCode).toBe(200);
    const { signIns } = await activity();
    expect(signIns.length).toBeLessThanOrEqual(20);
    expect(signIns[0]).toMatchObject({
      account: { id: member.user.uid, name: 'Grace' },
      browser: 'Firefox 140',
      system: 'Windows 10',
    });
    const times = signIns.map((signIn) => signIn.createdAt);
    expect(times).toEqual([...times].sort().reverse());
  });

  it('lists failed sign-ins, newest first: the email tried, whether an account has it, the address and why', async () => {
    const member = await signUp(app);
    const tryPassword = (email: string, remoteAddress: string) =>
      app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email, password: 'not the password' },
        headers: { 'user-agent': FIREFOX },
        remoteAddress,
      });
    expect((await tryPassword('Nobody@Example.com', '203.0.113.7')).statusCode).toBe(401);
    expect((await tryPassword(member.email, '203.0.113.8')).statusCode).toBe(401);
    const { failedSignIns } = await activity();
    expect(failedSignIns.slice(0, 2)).toEqual([
      expect.objectContaining({ email: member.email, known: true, address: '203.0.113.8', reason: 'wrong_password' }),
      expect.objectContaining({
        email: 'nobody@example.com',
        known: false,
        address: '203.0.113.7',
        reason: 'wrong_password',
        browser: 'Firefox 140',
        system: 'Windows 10',
      }),
    ]);
  });

  it("shows every node's viewers to an admin on any node when they share Redis", async () => {
    const url = `redis://127.0.0.1:6379/?keyPrefix=marquee-test-${randomUUID()}:`;
    const [a, b] = [await node({ REDIS_URL: url, PORT: '8201' }), await node({ REDIS_URL: url, PORT: '8202' })];
    while (!a.ctx.redis?.ready() || !b.ctx.redis?.ready()) await new Promise((resolve) => setTimeout(resolve, 20));
    const [onA, onB] = [await signUp(a), await signUp(b)];
    await report(a, onA, playing());
    await report(b, onB, playing({ position: 7 }));
    for (const on of [a, b]) {
      const { watching } = await activity(on);
      expect(watching.map((viewer) => [viewer.account.id, viewer.node])).toEqual(
        expect.arrayContaining([
          [onA.user.uid, `${hostname()}:8201`],
          [onB.user.uid, `${hostname()}:8202`],
        ]),
      );
      // Only the shared viewers: the node without Redis keeps its own.
      expect(watching).toHaveLength(2);
    }
    await as(b, onA, { method: 'DELETE', url: '/api/activity/playing' });
    expect((await activity(a)).watching.map((viewer) => viewer.account.id)).toEqual([onB.user.uid]);
    // A failed sign-in on one node is listed on the other.
    const failed = await b.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: onA.email, password: 'wrong guess' },
    });
    expect(failed.statusCode).toBe(401);
    expect((await activity(a)).failedSignIns[0]).toMatchObject({ email: onA.email, known: true, reason: 'wrong_password' });
  });
});
