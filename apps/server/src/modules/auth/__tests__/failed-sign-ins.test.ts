import { randomUUID } from 'node:crypto';
import net from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { FailedSignIns } from '../failed-sign-ins.ts';
import { describeEachDatabase } from '../../../__tests__/support/databases.ts';
import { buildTestApp, signUp } from '../../../__tests__/support/app.ts';

const LOCKED = 'Too many failed sign-ins for this account. Try again in 15 minutes.';

describeEachDatabase('failed sign-ins per account', (database) => {
  const apps: FastifyInstance[] = [];
  const node = async (env: Record<string, string> = {}) => {
    const app = await buildTestApp(database().db, env);
    apps.push(app);
    return app;
  };
  afterAll(async () => {
    for (const app of apps) await app.close();
  });

  let address = 0;
  /** Each attempt from an address of its own: the account is what is counted. */
  const login = (app: FastifyInstance, email: string, password: string) =>
    app.inject({
      method: 'POST',
      url: '/api/auth/login',
      remoteAddress: `10.4.${address >> 8}.${address++ & 255}`,
      payload: { email, password },
    });
  const failTimes = async (app: FastifyInstance, email: string, times: number) => {
    const codes = [];
    for (let i = 0; i < times; i++) codes.push((await login(app, email, `wrong password ${i}`)).statusCode);
    return codes;
  };

  it('refuses the account, even with the right password, after 10 failures from any addresses', async () => {
    const app = await node();
    const user = await signUp(app);
    const firstFailure = Date.now();
    expect(await failTimes(app, user.email, 10)).toEqual(Array(10).fill(401));
    const locked = await login(app, user.email, user.password);
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toEqual({ error: LOCKED });
    // The 15 minutes count from the first failure: less the time the ten failures took.
    const spent = Math.ceil((Date.now() - firstFailure) / 1000);
    expect(Number(locked.headers['retry-after'])).toBeLessThanOrEqual(900);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThanOrEqual(900 - spent);
    // The email's case does not make it another account.
    expect((await login(app, user.email.toUpperCase(), user.password)).statusCode).toBe(429);
    // Another account is not touched.
    const other = await signUp(app);
    expect((await login(app, other.email, other.password)).statusCode).toBe(200);
  });

  it('does not count a successful sign-in', async () => {
    const app = await node();
    const user = await signUp(app);
    expect(await failTimes(app, user.email, 9)).toEqual(Array(9).fill(401));
    expect((await login(app, user.email, user.password)).statusCode).toBe(200);
    expect(await failTimes(app, user.email, 1)).toEqual([401]);
    expect((await login(app, user.email, user.password)).statusCode).toBe(429);
  });

  it('counts an unknown email the same way, so the reply does not tell whether the account exists', async () => {
    const app = await node();
    const email = `nobody-${randomUUID()}@example.com`;
    expect(await failTimes(app, email, 10)).toEqual(Array(10).fill(401));
    const locked = await login(app, email, 'anything at all');
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toEqual({ error: LOCKED });
  });

  it('shares the count between nodes through Redis', async () => {
    const url = `redis://127.0.0.1:6379/?keyPrefix=marquee-test-${randomUUID()}:`;
    const [a, b] = [await node({ REDIS_URL: url }), await node({ REDIS_URL: url })];
    while (!a.ctx.redis?.ready() || !b.ctx.redis?.ready()) await new Promise((resolve) => setTimeout(resolve, 20));
    const user = await signUp(a);
    expect(await failTimes(a, user.email, 5)).toEqual(Array(5).fill(401));
    expect(await failTimes(b, user.email, 5)).toEqual(Array(5).fill(401));
    expect((await login(a, user.email, user.password)).statusCode).toBe(429);
    expect((await login(b, user.email, user.password)).statusCode).toBe(429);
  });

  it('counts in memory while Redis cannot be reached', async () => {
    const app = await node({ REDIS_URL: `redis://127.0.0.1:${await freePort()}` });
    const user = await signUp(app);
    expect(await failTimes(app, user.email, 10)).toEqual(Array(10).fill(401));
    expect((await login(app, user.email, user.password)).statusCode).toBe(429);
  });
});

describe('FailedSignIns in memory', () => {
  it('allows the account again once the window has passed, and says how long is left', async () => {
    let now = 1_000_000;
    const counter = new FailedSignIns(null, { limit: 3, windowMs: 15 * 60_000, now: () => now });
    for (let i = 0; i < 3; i++) expect((await counter.attempt('a@example.com')).allowed).toBe(true);
    now += 60_000;
    expect(await counter.attempt('a@example.com')).toEqual({ allowed: false, retryAfterMs: 14 * 60_000 });
    now += 14 * 60_000 - 1;
    expect((await counter.attempt('a@example.com')).allowed).toBe(false);
    now += 1;
    expect((await counter.attempt('a@example.com')).allowed).toBe(true);
  });

  it('gives back the attempt of a sign-in that succeeded', async () => {
    const counter = new FailedSignIns(null, { limit: 2, windowMs: 60_000, now: () => 0 });
    for (let i = 0; i < 5; i++) {
      const attempt = await counter.attempt('b@example.com');
      expect(attempt.allowed).toBe(true);
      if (attempt.allowed) await attempt.succeeded();
    }
  });
});

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}
