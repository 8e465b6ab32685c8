import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Device } from '@marquee/core';
import { as, bearer, buildTestApp, signUp, signUpAdmin, type SignedUp } from '../../../__tests__/support/app.ts';
import { describeEachDatabase } from '../../../__tests__/support/databases.ts';

const FIREFOX_ON_WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:140.0) Gecko/20100101 Firefox/140.0';
const SAFARI_ON_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';

describeEachDatabase('devices', (database) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp(database().db);
  });
  afterAll(() => app.close());

  const signIn = async (user: SignedUp, userAgent: string) => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: user.email, password: user.password },
      headers: { 'user-agent': userAgent },
    });
    return { headers: bearer(res.json().token as string) };
  };
  const devices = async (who: { headers: { authorization: string } }) =>
    (await as(app, who, { method: 'GET', url: '/api/auth/devices' })).json<Device[]>();

  it('lists where the account is signed in, by browser and system, this device first', async () => {
    const user = await signUp(app, 'Dana');
    const laptop = await signIn(user, FIREFOX_ON_WINDOWS);
    await signIn(user, SAFARI_ON_IPHONE);
    const listed = await devices(laptop);
    expect(listed).toHaveLength(3);
    expect(listed[0]).toMatchObject({ browser: 'Firefox 140', system: 'Windows 10', profile: 'Dana', current: true });
    expect(listed).toContainEqual(expect.objectContaining({ browser: 'Safari 18', system: 'iOS 18', current: false }));
    // The sign-up's own request named no browser.
    expect(listed).toContainEqual(expect.objectContaining({ browser: null, system: null }));
    expect(listed.every((device) => /^[0-9a-f]{16}$/.test(device.id))).toBe(true);
  });

  it('signs one device out, and no one else’s', async () => {
    const user = await signUp(app);
    const laptop = await signIn(user, FIREFOX_ON_WINDOWS);
    const phone = await signIn(user, SAFARI_ON_IPHONE);
    const phoneId = (await devices(phone)).find((device) => device.current)!.id;
    const stranger = await signUp(app);
    expect((await as(app, stranger, { method: 'DELETE', url: `/api/auth/devices/${phoneId}` })).statusCode).toBe(404);
    expect((await as(app, laptop, { method: 'DELETE', url: `/api/auth/devices/${phoneId}` })).statusCode).toBe(204);
    expect((await as(app, phone, { method: 'GET', url: '/api/auth/me' })).statusCode).toBe(401);
    expect((await as(app, laptop, { method: 'GET', url: '/api/auth/me' })).statusCode).toBe(200);
    expect((await as(app, laptop, { method: 'DELETE', url: `/api/auth/devices/${phoneId.slice(0, 4)}` })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: '/api/auth/devices' })).statusCode).toBe(401);
  });
});

describeEachDatabase('password reset links', (database) => {
  let app: FastifyInstance;
  let admin: SignedUp;
  beforeAll(async () => {
    app = await buildTestApp(database().db);
    admin = await signUpAdmin(app);
  });
  afterAll(() => app.close());

  const linkFor = async (user: SignedUp) => {
    const res = await as(app, admin, { method: 'POST', url: `/api/admin/users/${user.user.uid}/reset-link` });
    expect(res.statusCode, res.body).toBe(201);
    const url = res.json<{ url: string }>().url;
    return new URL(url, 'http://server').searchParams.get('token')!;
  };
  const reset = (token: string, password = 'a new password') =>
    app.inject({ method: 'POST', url: '/api/auth/reset-password', payload: { token, password } });

  it('sets the password once, signs every device out and this one in', async () => {
    const user = await signUp(app);
    const token = await linkFor(user);
    expect((await app.inject({ method: 'GET', url: `/api/auth/reset-password/${token}` })).json()).toEqual({ email: user.email });
    const done = await reset(token);
    expect(done.statusCode).toBe(200);
    expect(done.json().user.email).toBe(user.email);
    expect((await as(app, user, { method: 'GET', url: '/api/auth/me' })).statusCode).toBe(401);
    const login = (password: string) =>
      app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: user.email, password } });
    expect((await login('a new password')).statusCode).toBe(200);
    expect((await login(user.password)).statusCode).toBe(401);

    const again = await reset(token, 'another password');
    expect([again.statusCode, again.json()]).toEqual([
      410,
      { error: 'This link has expired or has been used. Ask the server’s admin for a new one.' },
    ]);
  });

  it('expires after a day, is replaced by a newer link, and checks the new password', async () => {
    const user = await signUp(app);
    const old = await linkFor(user);
    const newer = await linkFor(user);
    expect((await reset(old)).statusCode).toBe(404);
    expect((await reset(newer, 'short')).statusCode).toBe(400);
    await database()
      .db.kysely.updateTable('password_resets')
      .set({ expires_at: new Date(Date.now() - 1).toISOString() })
      .execute();
    expect((await reset(newer)).statusCode).toBe(410);
    expect((await reset('x'.repeat(43))).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: '/api/auth/reset-password/nope' })).statusCode).toBe(404);
  });

  it('is made by admins only, for another account', async () => {
    const member = await signUp(app);
    const refused = await as(app, member, { method: 'POST', url: `/api/admin/users/${admin.user.uid}/reset-link` });
    expect(refused.statusCode).toBe(403);
    const own = await as(app, admin, { method: 'POST', url: `/api/admin/users/${admin.user.uid}/reset-link` });
    expect(own.statusCode).toBe(403);
  });
});
