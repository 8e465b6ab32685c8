import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeEachDatabase } from '../../../__tests__/support/databases.ts';
import { as, bearer, buildTestApp, signUp, type SignedUp } from '../../../__tests__/support/app.ts';

describeEachDatabase('ending other sessions', (database) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp(database().db);
  });
  afterAll(() => app.close());

  const login = (email: string, password: string) =>
    app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });
  /** Another sign-in of the same user, e.g. on another device. */
  const signInAgain = async (user: SignedUp, password = user.password) => {
    const res = await login(user.email, password);
    expect(res.statusCode).toBe(200);
    return { headers: bearer(res.json().token as string) };
  };
  const me = (session: { headers: { authorization: string } }) => as(app, session, { method: 'GET', url: '/api/auth/me' });

  describe('POST /api/auth/logout-all', () => {
    it('revokes every token of the user, the caller’s included, and no one else’s', async () => {
      const user = await signUp(app);
      const phone = await signInAgain(user);
      const someoneElse = await signUp(app);
      // Each signed in once already, so a cached sign-in would be there to go stale.
      for (const session of [user, phone, someoneElse]) expect((await me(session)).statusCode).toBe(200);

      const res = await as(app, user, { method: 'POST', url: '/api/auth/logout-all' });
      expect(res.statusCode).toBe(204);
      expect((await me(user)).statusCode).toBe(401);
      expect((await me(phone)).statusCode).toBe(401);
      expect((await me(someoneElse)).statusCode).toBe(200);
      const left = await database()
        .db.kysely.selectFrom('tokens')
        .select('token_hash')
        .where('user_id', '=', user.user.uid)
        .execute();
      expect(left).toEqual([]);
      // Signing in again works as before.
      expect((await me(await signInAgain(user))).statusCode).toBe(200);
    });

    it('needs a signed-in user', async () => {
      const res = await app.inject({ method: 'POST', url: '/api/auth/logout-all' });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ error: 'Please sign in' });
    });
  });

  describe('POST /api/auth/password', () => {
    const change = (session: { headers: { authorization: string } }, payload: unknown) =>
      as(app, session, { method: 'POST', url: '/api/auth/password', payload: payload as object });

    it('sets the new password and revokes every other token, keeping the caller’s', async () => {
      const user = await signUp(app);
      const laptop = await signInAgain(user);
      const someoneElse = await signUp(app);
      for (const session of [user, laptop, someoneElse]) expect((await me(session)).statusCode).toBe(200);

      const res = await change(user, { currentPassword: user.password, newPassword: 'a brand new secret' });
      expect(res.statusCode).toBe(204);
      expect((await me(user)).statusCode).toBe(200);
      expect((await me(laptop)).statusCode).toBe(401);
      expect((await me(someoneElse)).statusCode).toBe(200);
      expect((await login(user.email, user.password)).statusCode).toBe(401);
      expect((await login(user.email, 'a brand new secret')).statusCode).toBe(200);
    });

    it('answers 403 to a wrong current password and changes nothing', async () => {
      const user = await signUp(app);
      const laptop = await signInAgain(user);
      const res = await change(user, { currentPassword: 'not my password', newPassword: 'a brand new secret' });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ error: 'Incorrect password' });
      expect((await me(laptop)).statusCode).toBe(200);
      expect((await login(user.email, user.password)).statusCode).toBe(200);
    });

    it.each([
      ['too short', 'short'],
      ['too long', 'y'.repeat(257)],
    ])('refuses a new password %s with sign-up’s message', async (_, newPassword) => {
      const user = await signUp(app);
      const signUpReply = await app.inject({
        method: 'POST',
        url: '/api/auth/register',
        payload: { email: 'new@example.com', password: newPassword },
      });
      expect(signUpReply.statusCode).toBe(400);
      const res = await change(user, { currentPassword: user.password, newPassword });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error: (signUpReply.json().error as string).replace(/^password: /, 'newPassword: ') });
      expect(res.json().error).toMatch(/^newPassword: \w/);
    });

    it.each([
      [{ currentPassword: '', newPassword: 'long enough' }, 'currentPassword: Current password is required'],
      [{ newPassword: 'long enough' }, 'currentPassword: Invalid input: expected string, received undefined'],
      [{ currentPassword: 'x', newPassword: 'long enough', admin: true }, 'Unrecognized key: "admin"'],
      [[], 'Invalid input: expected object, received array'],
    ])('answers %j with 400 and a readable message', async (payload, message) => {
      const user = await signUp(app);
      const res = await change(user, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error: message });
    });

    it('needs a signed-in user', async () => {
      const res = await app.inject({
        method: 'POST',
        url: '/api/auth/password',
        payload: { currentPassword: 'x', newPassword: 'long enough' },
      });
      expect(res.statusCode).toBe(401);
    });
  });
});

describeEachDatabase('password change rate limit', (database) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp(database().db, { AUTH_RATE_LIMIT: '3' });
  });
  afterAll(() => app.close());

  it('allows the configured number of attempts per address and minute, like sign-in', async () => {
    const user = await signUp(app);
    const attempt = () =>
      as(app, user, {
        method: 'POST',
        url: '/api/auth/password',
        remoteAddress: '10.6.0.1',
        payload: { currentPassword: 'a wrong guess', newPassword: 'a brand new secret' },
      });
    const codes = [];
    for (let i = 0; i < 4; i++) codes.push((await attempt()).statusCode);
    expect(codes).toEqual([403, 403, 403, 429]);
  });
});
