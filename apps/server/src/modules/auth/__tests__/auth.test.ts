import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG, userSchema } from '@marquee/core';
import { describeEachDatabase } from '../../../__tests__/support/databases.ts';
import { as, bearer, buildTestApp, signUp } from '../../../__tests__/support/app.ts';

describeEachDatabase('auth API', (database) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp(database().db);
  });
  afterAll(() => app.close());

  const register = (payload: unknown) => app.inject({ method: 'POST', url: '/api/auth/register', payload: payload as object });
  const login = (payload: unknown) => app.inject({ method: 'POST', url: '/api/auth/login', payload: payload as object });

  describe('register', () => {
    it('creates the account, answers 201 with a token and the user, and stores an argon2id hash', async () => {
      const res = await register({ email: '  New.Person@Example.COM ', password: 'longenough', displayName: 'New Person' });
      expect(res.statusCode).toBe(201);
      const body = res.json();
      expect(body.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(userSchema.strict().parse(body.user)).toEqual({
        uid: expect.any(String),
        email: 'new.person@example.com',
        displayName: 'New Person',
        photoURL: null,
        role: 'member',
      });
      const row = await database()
        .db.kysely.selectFrom('users')
        .select(['password_hash'])
        .where('id', '=', body.user.uid)
        .executeTakeFirstOrThrow();
      expect(row.password_hash).toMatch(/^\$argon2id\$/);
      expect(row.password_hash).not.toContain('longenough');
    });

    it('stores only the sha256 of the token', async () => {
      const user = await signUp(app);
      const rows = await database().db.kysely.selectFrom('tokens').selectAll().where('user_id', '=', user.user.uid).execute();
      expect(rows).toHaveLength(1);
      expect(rows[0]?.token_hash).toMatch(/^[0-9a-f]{64}$/);
      expect(rows[0]?.token_hash).not.toBe(user.token);
    });

    it('refuses an email that already has an account, whatever its case', async () => {
      const user = await signUp(app);
      const res = await register({ email: user.email.toUpperCase(), password: 'another-password' });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ error: 'An account with this email already exists' });
    });

    it.each([
      [{ email: 'not-an-email', password: 'longenough' }, 'email: Please enter a valid email address'],
      [{ email: 'a@example.com', password: 'short' }, 'password: Password must be at least 8 characters'],
      [{ email: 'a@example.com' }, 'password: Invalid input: expected string, received undefined'],
      [{ email: 'a@example.com', password: 'longenough', displayName: '   ' }, MSG.displayNameEmpty],
      [{ email: 'a@example.com', password: 'longenough', displayName: 'x'.repeat(31) }, MSG.displayNameTooLong],
      [{ email: 'a@example.com', password: 'longenough', displayName: 'Bad!Name' }, MSG.displayNameChars],
      [{ email: 'a@example.com', password: 'longenough', admin: true }, 'Unrecognized key: "admin"'],
    ])('rejects %j with 400 and a readable message', async (payload, message) => {
      const res = await register(payload);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error: message });
    });
  });

  describe('login', () => {
    it('signs in with the right password, whatever the email case, and issues a new token', async () => {
      const user = await signUp(app);
      const res = await login({ email: user.email.toUpperCase(), password: user.password });
      expect(res.statusCode).toBe(200);
      expect(res.json().user).toEqual(user.user);
      expect(res.json().token).not.toBe(user.token);
    });

    it('answers the same 401 for a wrong password and for an unknown email', async () => {
      const user = await signUp(app);
      const wrongPassword = await login({ email: user.email, password: 'not the password' });
      const unknownEmail = await login({ email: 'nobody@example.com', password: user.password });
      expect(wrongPassword.statusCode).toBe(401);
      expect(unknownEmail.statusCode).toBe(401);
      expect(wrongPassword.json()).toEqual({ error: 'Invalid email or password' });
      expect(unknownEmail.json()).toEqual(wrongPassword.json());
    });

    it('requires both fields', async () => {
      const res = await login({ email: 'a@example.com', password: '' });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error: 'password: Password is required' });
    });
  });

  describe('me and tokens', () => {
    it('returns the signed-in user', async () => {
      const user = await signUp(app, 'Me Myself');
      const res = await as(app, user, { method: 'GET', url: '/api/auth/me' });
      expect(res.statusCode).toBe(200);
      // With the profile the token acts for: a new account's first, named after its display name.
      expect(res.json()).toEqual({
        ...user.user,
        profile: {
          id: user.user.uid,
          name: 'Me Myself',
          avatar: 'smile',
          accent_color: '#E63462',
          kids: false,
          maxRating: null,
          hasPin: false,
        },
      });
    });

    it.each([
      ['no header', {}],
      ['an unknown token', bearer('A'.repeat(43))],
      ['a malformed token', bearer('not a token')],
      ['another scheme', { authorization: 'Basic dXNlcjpwYXNz' }],
    ])('answers 401 with %s', async (_, headers) => {
      const res = await app.inject({ method: 'GET', url: '/api/auth/me', headers });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ error: 'Please sign in' });
    });

    it('refuses an expired token', async () => {
      const user = await signUp(app);
      await database()
        .db.kysely.updateTable('tokens')
        .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
        .where('user_id', '=', user.user.uid)
        .execute();
      expect((await as(app, user, { method: 'GET', url: '/api/auth/me' })).statusCode).toBe(401);
    });

    it('gives tokens 30 days', async () => {
      const user = await signUp(app);
      const row = await database()
        .db.kysely.selectFrom('tokens')
        .select(['created_at', 'expires_at'])
        .where('user_id', '=', user.user.uid)
        .executeTakeFirstOrThrow();
      expect(Date.parse(row.expires_at) - Date.parse(row.created_at)).toBe(30 * 24 * 60 * 60 * 1000);
    });
  });

  describe('logout', () => {
    it('revokes the presented token and only that one', async () => {
      const user = await signUp(app);
      const second = await login({ email: user.email, password: user.password });
      const res = await as(app, user, { method: 'POST', url: '/api/auth/logout' });
      expect(res.statusCode).toBe(204);
      expect((await as(app, user, { method: 'GET', url: '/api/auth/me' })).statusCode).toBe(401);
      const other = await app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(second.json().token) });
      expect(other.statusCode).toBe(200);
    });

    it('answers 401 without a token', async () => {
      expect((await app.inject({ method: 'POST', url: '/api/auth/logout' })).statusCode).toBe(401);
    });
  });

  describe('update-profile', () => {
    const update = (user: { headers: { authorization: string } }, payload: object) =>
      as(app, user, { method: 'PATCH', url: '/api/auth/update-profile', payload });

    it('changes the display name and the photo, and an empty photo URL clears it', async () => {
      const user = await signUp(app);
      const named = await update(user, { displayName: 'Film_Fan-2' });
      expect(named.statusCode).toBe(200);
      expect(named.json()).toEqual({ ...user.user, displayName: 'Film_Fan-2' });

      const photo = 'https://images.example.com/me.JPEG';
      expect((await update(user, { photoURL: photo })).json().photoURL).toBe(photo);
      expect((await as(app, user, { method: 'GET', url: '/api/auth/me' })).json()).toMatchObject({
        ...user.user,
        displayName: 'Film_Fan-2',
        photoURL: photo,
      });
      expect((await update(user, { photoURL: '' })).json().photoURL).toBeNull();
    });

    it.each([
      [{ displayName: '' }, MSG.displayNameEmpty],
      [{ displayName: 'a'.repeat(31) }, MSG.displayNameTooLong],
      [{ displayName: 'semi;colon' }, MSG.displayNameChars],
      [{ photoURL: 'https://example.com/me.webp' }, MSG.photoUrlInvalid],
      [{ photoURL: 'javascript:alert(1)//.png' }, MSG.photoUrlInvalid],
      [{}, 'Nothing to update: send displayName or photoURL'],
      [{ email: 'new@example.com' }, 'Unrecognized key: "email"'],
    ])('rejects %j with the documented message', async (payload, message) => {
      const user = await signUp(app);
      const res = await update(user, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error: message });
    });

    it('needs a signed-in user', async () => {
      const res = await app.inject({ method: 'PATCH', url: '/api/auth/update-profile', payload: { displayName: 'X' } });
      expect(res.statusCode).toBe(401);
    });
  });
});

describeEachDatabase('auth rate limit', (database) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp(database().db, { AUTH_RATE_LIMIT: '3' });
  });
  afterAll(() => app.close());

  it('allows the configured number of login attempts per address and minute, then answers 429', async () => {
    const attempt = (remoteAddress: string) =>
      app.inject({
        method: 'POST',
        url: '/api/auth/login',
        remoteAddress,
        payload: { email: 'x@example.com', password: 'wrong-password' },
      });
    for (let i = 0; i < 3; i++) expect((await attempt('10.0.0.1')).statusCode).toBe(401);
    const limited = await attempt('10.0.0.1');
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ error: 'Too many attempts. Please wait a minute and try again.' });
    // Another address is counted on its own.
    expect((await attempt('10.0.0.2')).statusCode).toBe(401);
  });

  it('limits registration the same way', async () => {
    const attempt = () =>
      app.inject({ method: 'POST', url: '/api/auth/register', remoteAddress: '10.0.0.3', payload: { email: 'bad' } });
    for (let i = 0; i < 3; i++) expect((await attempt()).statusCode).toBe(400);
    expect((await attempt()).statusCode).toBe(429);
  });
});
