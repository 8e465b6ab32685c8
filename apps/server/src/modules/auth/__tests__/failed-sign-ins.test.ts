import { randomUUID } from 'node:crypto';
import net from 'node:net';
import type { FastifyInstance } from 'fastify';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openRedis, type RedisConnection } from '../../../lib/redis-connection.ts';
import { FailedSignIns } from '../failed-sign-ins.ts';
import { describeEachDatabase } from '../../../__tests__/support/databases.ts';
import { buildTestApp, signUp } from '../../../__tests__/support/app.ts';

const LOCKED = 'Too many failed sign-ins for this account. Try again in 15 minutes.';

describeEachDatabase('failed sign-ins per account and address', (database) => {
  const apps: FastifyInstance[] = [];
  const node = async (env: Record<string, string> = {}) => {
    const app = await buildTestApp(database().db, env);
    apps.push(app);
    return app;
  };
  afterAll(async () => {
    for (const app of apps) await app.close();
  });

  let fresh = 0;
  /** An address nothing has come from yet. */
  const newAddress = () => `10.4.${fresh >> 8}.${fresh++ & 255}`;
  const login = (app: FastifyInstance, email: string, password: string, remoteAddress: string) =>
    app.inject({ method: 'POST', url: '/api/auth/login', remoteAddress, payload: { email, password } });
  const failTimes = async (app: FastifyInstance, email: string, times: number, address: string) => {
    const codes = [];
    for (let i = 0; i < times; i++) codes.push((await login(app, email, `wrong password ${i}`, address)).statusCode);
    return codes;
  };

  it("refuses an attacker's address after 10 failures, even with the right password, but lets the owner in", async () => {
    const app = await node();
    const user = await signUp(app);
    const attacker = newAddress();
    const firstFailure = Date.now();
    expect(await failTimes(app, user.email, 10, attacker)).toEqual(Array(10).fill(401));
    const locked = await login(app, user.email, user.password, attacker);
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toEqual({ error: LOCKED });
    // The 15 minutes count from the first failure: less the time the ten failures took.
    const spent = Math.ceil((Date.now() - firstFailure) / 1000);
    expect(Number(locked.headers['retry-after'])).toBeLessThanOrEqual(900);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThanOrEqual(900 - spent);
    // The email's case does not make it another account.
    expect((await login(app, user.email.toUpperCase(), user.password, attacker)).statusCode).toBe(429);
    // The owner, from an address of their own, signs in; and again, the refusals having counted nothing.
    const owner = newAddress();
    expect((await login(app, user.email, user.password, owner)).statusCode).toBe(200);
    expect(await failTimes(app, user.email, 1, owner)).toEqual([401]);
    expect((await login(app, user.email, user.password, owner)).statusCode).toBe(200);
    // Another account from the attacker's address is not touched.
    const other = await signUp(app);
    expect((await login(app, other.email, other.password, attacker)).statusCode).toBe(200);
  });

  it('counts the addresses of one IPv6 /64 as one address', async () => {
    const app = await node();
    const user = await signUp(app);
    for (let i = 1; i <= 10; i++)
      expect((await login(app, user.email, 'wrong password', `2001:db8:9:9::${i}`)).statusCode).toBe(401);
    expect((await login(app, user.email, user.password, '2001:db8:9:9:ffff::1')).statusCode).toBe(429);
    expect((await login(app, user.email, user.password, '2001:db8:9:a::1')).statusCode).toBe(200);
  });

  it('does not count a successful sign-in', async () => {
    const app = await node();
    const user = await signUp(app);
    const address = newAddress();
    expect(await failTimes(app, user.email, 9, address)).toEqual(Array(9).fill(401));
    expect((await login(app, user.email, user.password, address)).statusCode).toBe(200);
    expect(await failTimes(app, user.email, 1, address)).toEqual([401]);
    expect((await login(app, user.email, user.password, address)).statusCode).toBe(429);
  });

  it('counts an unknown email the same way, so the reply does not tell whether the account exists', async () => {
    const app = await node();
    const email = `nobody-${randomUUID()}@example.com`;
    const address = newAddress();
    expect(await failTimes(app, email, 10, address)).toEqual(Array(10).fill(401));
    const locked = await login(app, email, 'anything at all', address);
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toEqual({ error: LOCKED });
  });

  it('shares the counts between nodes through Redis', async () => {
    const url = `redis://127.0.0.1:6379/?keyPrefix=marquee-test-${randomUUID()}:`;
    const [a, b] = [await node({ REDIS_URL: url }), await node({ REDIS_URL: url })];
    while (!a.ctx.redis?.ready() || !b.ctx.redis?.ready()) await new Promise((resolve) => setTimeout(resolve, 20));
    const user = await signUp(a);
    const attacker = newAddress();
    expect(await failTimes(a, user.email, 5, attacker)).toEqual(Array(5).fill(401));
    expect(await failTimes(b, user.email, 5, attacker)).toEqual(Array(5).fill(401));
    expect((await login(a, user.email, user.password, attacker)).statusCode).toBe(429);
    expect((await login(b, user.email, user.password, attacker)).statusCode).toBe(429);
    expect((await login(b, user.email, user.password, newAddress())).statusCode).toBe(200);
  });

  it('counts in memory while Redis cannot be reached', async () => {
    const app = await node({ REDIS_URL: `redis://127.0.0.1:${await freePort()}` });
    const user = await signUp(app);
    const attacker = newAddress();
    expect(await failTimes(app, user.email, 10, attacker)).toEqual(Array(10).fill(401));
    expect((await login(app, user.email, user.password, attacker)).statusCode).toBe(429);
    expect((await login(app, user.email, user.password, newAddress())).statusCode).toBe(200);
  });
});

const silent = pino({ level: 'silent' });

describe.each([
  ['in memory', () => null],
  ['in Redis', () => openRedis(`redis://127.0.0.1:6379/?keyPrefix=marquee-test-${randomUUID()}:`, silent)],
])('FailedSignIns %s', (_where, connect) => {
  let redis: RedisConnection | null = null;
  beforeAll(async () => {
    redis = connect();
    while (redis && !redis.ready()) await new Promise((resolve) => setTimeout(resolve, 20));
  });
  afterAll(async () => {
    await redis?.close();
  });
  const allowed = async (counter: FailedSignIns, account: string, address: string) =>
    (await counter.attempt(account, address)).allowed;

  it("past the account's count, refuses every address that has failed for it, never one that has not", async () => {
    const counter = new FailedSignIns(redis, { perAddress: 3, perAccount: 6, windowMs: 60_000 });
    const account = `${randomUUID()}@example.com`;
    for (const address of ['a', 'b']) for (let i = 0; i < 3; i++) expect(await allowed(counter, account, address)).toBe(true);
    // Six failures: one more from a new address is let in, and that address has failed now.
    expect(await allowed(counter, account, 'c')).toBe(true);
    expect(await allowed(counter, account, 'c')).toBe(false);
    expect(await allowed(counter, account, 'a')).toBe(false);
    // An address that never failed for the account gets its try, and keeps it while it succeeds.
    for (let i = 0; i < 3; i++) {
      const attempt = await counter.attempt(account, 'owner');
      expect(attempt.allowed).toBe(true);
      if (attempt.allowed) await attempt.succeeded();
    }
    // Another account is not touched.
    expect(await allowed(counter, `${randomUUID()}@example.com`, 'a')).toBe(true);
  });

  it("does not count a refused attempt, so one address hammering cannot pass the account's count", async () => {
    const counter = new FailedSignIns(redis, { perAddress: 2, perAccount: 4, windowMs: 60_000 });
    const account = `${randomUUID()}@example.com`;
    for (let i = 0; i < 2; i++) expect(await allowed(counter, account, 'a')).toBe(true);
    for (let i = 0; i < 20; i++) expect(await allowed(counter, account, 'a')).toBe(false);
    // Two failures counted: another address has both its tries.
    expect(await allowed(counter, account, 'b')).toBe(true);
    expect(await allowed(counter, account, 'b')).toBe(true);
    expect(await allowed(counter, account, 'b')).toBe(false);
  });

  it('counts attempts sent all at once before any is checked', async () => {
    const counter = new FailedSignIns(redis, { perAddress: 3, perAccount: 100, windowMs: 60_000 });
    const account = `${randomUUID()}@example.com`;
    const outcomes = await Promise.all(Array.from({ length: 10 }, () => allowed(counter, account, 'a')));
    expect(outcomes.filter(Boolean)).toHaveLength(3);
  });
});

describe('FailedSignIns windows', () => {
  it('allows the address again once the window has passed, and says how long is left', async () => {
    let now = 1_000_000;
    const counter = new FailedSignIns(null, { perAddress: 3, windowMs: 15 * 60_000, now: () => now });
    for (let i = 0; i < 3; i++) expect((await counter.attempt('a@example.com', 'x')).allowed).toBe(true);
    now += 60_000;
    expect(await counter.attempt('a@example.com', 'x')).toEqual({ allowed: false, retryAfterMs: 14 * 60_000 });
    now += 14 * 60_000 - 1;
    expect((await counter.attempt('a@example.com', 'x')).allowed).toBe(false);
    now += 1;
    expect((await counter.attempt('a@example.com', 'x')).allowed).toBe(true);
  });

  it('gives back the attempt of a sign-in that succeeded', async () => {
    const counter = new FailedSignIns(null, { perAddress: 2, perAccount: 2, windowMs: 60_000, now: () => 0 });
    for (let i = 0; i < 5; i++) {
      const attempt = await counter.attempt('b@example.com', 'x');
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
