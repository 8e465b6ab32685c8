import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { authResponseSchema, MAX_PROFILES, PASSWORD_HASHES_AT_ONCE, PASSWORD_HASHES_WAITING_MAX } from '@marquee/core';
import { HttpError } from '../../../http/errors.ts';
import { describeEachDatabase } from '../../../__tests__/support/databases.ts';
import { as, bearer, buildTestApp, type SignedUp } from '../../../__tests__/support/app.ts';
import { hashPassword } from '../passwords.ts';

/** Every argon2 call the server makes, through the module it makes them with. */
const argon2 = vi.hoisted(() => ({ calls: 0, running: 0, mostAtOnce: 0 }));
vi.mock('@node-rs/argon2', async (importOriginal) => {
  const real = await importOriginal<typeof import('@node-rs/argon2')>();
  const watched =
    <A extends unknown[], R>(work: (...args: A) => Promise<R>) =>
    async (...args: A): Promise<R> => {
      argon2.calls++;
      argon2.running++;
      argon2.mostAtOnce = Math.max(argon2.mostAtOnce, argon2.running);
      try {
        return await work(...args);
      } finally {
        argon2.running--;
      }
    };
  return { ...real, hash: watched(real.hash), verify: watched(real.verify) };
});

const LIMIT = 10;
const TOO_MANY = { error: 'Too many attempts. Please wait a minute and try again.' };

let addresses = 0;
/** An address nothing has come from yet. */
const newAddress = () => `10.8.${addresses >> 8}.${addresses++ & 255}`;

async function signUpFrom(app: FastifyInstance, remoteAddress = newAddress()): Promise<SignedUp> {
  const email = `user-${randomUUID()}@example.com`;
  const password = 'correct horse battery';
  const res = await app.inject({ method: 'POST', url: '/api/auth/register', remoteAddress, payload: { email, password } });
  expect(res.statusCode, res.body).toBe(201);
  const auth = authResponseSchema.parse(res.json());
  return { ...auth, email, password, headers: bearer(auth.token) };
}

const codesOf = (replies: { statusCode: number }[]) => replies.map((res) => res.statusCode).sort();
const count = (codes: number[], code: number) => codes.filter((c) => c === code).length;

describeEachDatabase('password and PIN hashing on demand', (database) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp(database().db, { AUTH_RATE_LIMIT: String(LIMIT) });
  });
  afterAll(() => app.close());
  beforeEach(() => {
    argon2.calls = 0;
    argon2.mostAtOnce = 0;
  });

  it('refuses a burst of PIN changes from one token past the limit, while another user still signs in', async () => {
    const user = await signUpFrom(app);
    const other = await signUpFrom(app);
    // Changing a PIN takes the account password (docs/behaviour.md#profiles); adding the profile counts apart.
    const locked = await as(app, user, { method: 'POST', url: '/api/profiles', payload: { name: 'Locked', pin: '0000' } });
    argon2.calls = 0;
    const address = newAddress();
    const change = { pin: '1234', password: user.password };
    const burst = Array.from({ length: 40 }, () =>
      as(app, user, { method: 'PATCH', url: `/api/profiles/${locked.json().id}`, remoteAddress: address, payload: change }),
    );
    const signIn = app.inject({
      method: 'POST',
      url: '/api/auth/login',
      remoteAddress: newAddress(),
      payload: { email: other.email, password: other.password },
    });
    const replies = await Promise.all(burst);
    const codes = codesOf(replies);
    // Let through: saved, or 409 where another change of the burst changed the PIN first.
    expect(count(codes, 200) + count(codes, 409)).toBe(LIMIT);
    expect(count(codes, 200)).toBeGreaterThan(0);
    expect(count(codes, 429)).toBe(40 - LIMIT);
    for (const res of replies) if (res.statusCode === 429) expect(res.json()).toEqual(TOO_MANY);
    expect((await signIn).statusCode).toBe(200);
    // The password and the new PIN of each change let through, and the other user's sign-in: nothing else was hashed.
    expect(argon2.calls).toBe(2 * LIMIT + 1);
  });

  it('counts per account, whatever addresses its requests come from', async () => {
    const user = await signUpFrom(app);
    const replies = await Promise.all(
      Array.from({ length: 15 }, () =>
        as(app, user, {
          method: 'POST',
          url: '/api/auth/password',
          remoteAddress: newAddress(),
          payload: { currentPassword: 'not the password', newPassword: 'another password' },
        }),
      ),
    );
    const codes = codesOf(replies);
    expect(count(codes, 403)).toBe(LIMIT);
    expect(count(codes, 429)).toBe(15 - LIMIT);
    const deletions = codesOf(
      await Promise.all(
        Array.from({ length: 3 }, () =>
          as(app, user, {
            method: 'DELETE',
            url: '/api/auth/account',
            remoteAddress: newAddress(),
            payload: { password: 'wrong' },
          }),
        ),
      ),
    );
    // Each route counts apart: deleting the account has its own minute.
    expect(deletions).toEqual([403, 403, 403]);
  });

  it('counts per address, whatever accounts its requests act for', async () => {
    const [first, second] = [await signUpFrom(app), await signUpFrom(app)];
    const address = newAddress();
    const patch = (user: SignedUp) =>
      as(app, user, { method: 'POST', url: '/api/profiles', remoteAddress: address, payload: { name: 'Kid', pin: '4321' } });
    const codes = codesOf(await Promise.all([...Array(4)].flatMap(() => [patch(first), patch(second)])));
    // Each account may have 4 more profiles; the address allows 10 hashes in all, so all 8 pass.
    expect(count(codes, 201)).toBe(8);
    const third = await signUpFrom(app);
    const more = codesOf(await Promise.all([...Array(4)].map(() => patch(third))));
    expect(count(more, 201)).toBe(LIMIT - 8);
    expect(count(more, 429)).toBe(4 - (LIMIT - 8));
  });

  it(`answers the ${MAX_PROFILES}-profile refusal before hashing a new profile's PIN`, async () => {
    const user = await signUpFrom(app);
    for (let n = 2; n <= MAX_PROFILES; n++) {
      const res = await as(app, user, {
        method: 'POST',
        url: '/api/profiles',
        remoteAddress: newAddress(),
        payload: { name: `P${n}` },
      });
      expect(res.statusCode, res.body).toBe(201);
    }
    argon2.calls = 0;
    for (let i = 0; i < 3; i++) {
      const refused = await as(app, user, {
        method: 'POST',
        url: '/api/profiles',
        remoteAddress: newAddress(),
        payload: { name: 'One too many', pin: '1234' },
      });
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toEqual({ error: `An account has at most ${MAX_PROFILES} profiles` });
    }
    expect(argon2.calls).toBe(0);
  });

  it("answers a PIN change for a profile that is not the account's 404 before hashing", async () => {
    const [user, stranger] = [await signUpFrom(app), await signUpFrom(app)];
    argon2.calls = 0;
    const res = await as(app, user, {
      method: 'PATCH',
      url: `/api/profiles/${stranger.user.uid}`,
      remoteAddress: newAddress(),
      payload: { pin: '1234' },
    });
    expect(res.statusCode).toBe(404);
    expect(argon2.calls).toBe(0);
  });

  it(`hashes at most ${PASSWORD_HASHES_AT_ONCE} at once, server-wide, however many sign-ins arrive together`, async () => {
    const users = [await signUpFrom(app), await signUpFrom(app), await signUpFrom(app)];
    argon2.mostAtOnce = 0;
    const replies = await Promise.all(
      Array.from({ length: 12 }, (_, i) => {
        const user = users[i % users.length] as SignedUp;
        return app.inject({
          method: 'POST',
          url: '/api/auth/login',
          remoteAddress: newAddress(),
          payload: { email: user.email, password: user.password },
        });
      }),
    );
    expect(codesOf(replies)).toEqual(Array(12).fill(200));
    expect(argon2.mostAtOnce).toBe(PASSWORD_HASHES_AT_ONCE);
  });
});

describe('hashPassword', () => {
  it(`answers 503 at once past ${PASSWORD_HASHES_WAITING_MAX} waiting, rather than queueing without end`, async () => {
    const total = PASSWORD_HASHES_AT_ONCE + PASSWORD_HASHES_WAITING_MAX + 6;
    const outcomes = await Promise.allSettled(Array.from({ length: total }, (_, i) => hashPassword(`password ${i}`)));
    const refused = outcomes.flatMap((outcome) => (outcome.status === 'rejected' ? [outcome.reason as unknown] : []));
    expect(refused).toHaveLength(6);
    for (const reason of refused)
      expect(reason).toEqual(new HttpError(503, 'The service is busy right now. Please try again in a moment.'));
    // The queue drained: the next one is hashed.
    await expect(hashPassword('after the burst')).resolves.toMatch(/^\$argon2id\$/);
  });
});
