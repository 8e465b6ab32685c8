import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { AdminUser, Invitation } from '@marquee/core';
import { openDb } from '../../../db/connection.ts';
import { as, bearer, buildTestApp, signUp, signUpAdmin, type SignedUp } from '../../../__tests__/support/app.ts';
import { describeEachDatabase } from '../../../__tests__/support/databases.ts';

const password = 'correct horse battery';

describeEachDatabase('invitations', (database) => {
  let app: FastifyInstance;
  let admin: SignedUp;
  beforeAll(async () => {
    app = await buildTestApp(database().db, { REGISTRATION: 'invite' });
    admin = await signUpAdmin(app);
  });
  afterAll(() => app.close());

  const invite = async (payload: object) => {
    const res = await as(app, admin, { method: 'POST', url: '/api/admin/invitations', payload });
    expect(res.statusCode, res.body).toBe(201);
    return res.json<Invitation & { code: string }>();
  };
  const join = (email: string, invitation: string) =>
    app.inject({ method: 'POST', url: '/api/auth/register', payload: { email, password, invitation } });
  const check = (code: string) => app.inject({ method: 'GET', url: `/api/invitations/${code}` });

  it('lets as many accounts in as it has uses, each with the first profile it sets', async () => {
    const made = await invite({ days: 7, uses: 2, profile: { name: 'Little one', kids: true, maxRating: 'PG' } });
    expect(made).toMatchObject({
      maxUses: 2,
      uses: 0,
      state: 'valid',
      profile: { name: 'Little one', kids: true, maxRating: 'PG' },
    });
    expect((await check(made.code)).json()).toEqual({ valid: true, profile: made.profile });

    const first = await join('kid1@example.com', made.code);
    expect(first.statusCode).toBe(201);
    expect(first.json().user.role).toBe('member');
    expect(first.json().profile).toMatchObject({ name: 'Little one', kids: true, maxRating: 'PG' });
    expect((await join('kid2@example.com', made.code)).statusCode).toBe(201);
    const third = await join('kid3@example.com', made.code);
    expect([third.statusCode, third.json()]).toEqual([
      410,
      { error: 'This invitation has already been used. Ask for a new one.' },
    ]);
    const listed = (await as(app, admin, { method: 'GET', url: '/api/admin/invitations' })).json<Invitation[]>();
    expect(listed.find((entry) => entry.id === made.id)).toMatchObject({ uses: 2, state: 'used' });
    expect(listed.every((entry) => entry.code === undefined)).toBe(true);
  });

  it('says so for a link withdrawn, expired or unknown, and makes no account', async () => {
    const withdrawn = await invite({ days: 1, uses: 1 });
    expect((await as(app, admin, { method: 'DELETE', url: `/api/admin/invitations/${withdrawn.id}` })).statusCode).toBe(204);
    const refused = await join('late@example.com', withdrawn.code);
    expect([refused.statusCode, refused.json()]).toEqual([410, { error: 'This invitation was withdrawn. Ask for a new one.' }]);
    expect((await check(withdrawn.code)).statusCode).toBe(410);

    const expired = await invite({ days: 1, uses: 1 });
    await database()
      .db.kysely.updateTable('invitations')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('id', '=', expired.id)
      .execute();
    const late = await join('late@example.com', expired.code);
    expect([late.statusCode, late.json()]).toEqual([410, { error: 'This invitation has expired. Ask for a new one.' }]);

    // A closed server lets nobody in, not even with a link that still works.
    const valid = await invite({ days: 1, uses: 1 });
    await as(app, admin, { method: 'PATCH', url: '/api/admin/settings', payload: { registration: 'closed' } });
    const closed = await join('late@example.com', valid.code);
    expect([closed.statusCode, closed.json()]).toEqual([403, { error: 'Sign-up is closed on this server' }]);
    expect((await check(valid.code)).json()).toEqual({ error: 'Sign-up is closed on this server' });
    await as(app, admin, { method: 'PATCH', url: '/api/admin/settings', payload: { registration: 'invite' } });

    const unknown = await join('late@example.com', 'x'.repeat(32));
    expect(unknown.statusCode).toBe(404);
    expect((await check('not-a-code')).statusCode).toBe(404);
    const login = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: 'late@example.com', password } });
    expect(login.statusCode).toBe(401);
    expect((await as(app, admin, { method: 'DELETE', url: '/api/admin/invitations/nope' })).statusCode).toBe(404);
  });

  it('gives the last use to one of two sign-ups racing for it', async () => {
    const last = await invite({ days: 1, uses: 1 });
    const answers = await Promise.all([join('race1@example.com', last.code), join('race2@example.com', last.code)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 410]);
  });

  it('checks what an admin asks for, and refuses members and visitors', async () => {
    for (const payload of [{ days: 0, uses: 1 }, { days: 91, uses: 1 }, { days: 7, uses: 101 }, { days: 7 }]) {
      const res = await as(app, admin, { method: 'POST', url: '/api/admin/invitations', payload });
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toEqual(expect.any(String));
    }
    const kidless = { days: 7, uses: 1, profile: { name: '', kids: true } };
    expect((await as(app, admin, { method: 'POST', url: '/api/admin/invitations', payload: kidless })).statusCode).toBe(400);
    const member = await join('member@example.com', (await invite({ days: 1, uses: 1 })).code);
    const asMember = { headers: bearer(member.json().token) };
    expect((await as(app, asMember, { method: 'GET', url: '/api/admin/invitations' })).statusCode).toBe(403);
    expect((await app.inject({ method: 'POST', url: '/api/admin/invitations', payload: { days: 1, uses: 1 } })).statusCode).toBe(
      401,
    );
  });
});

describeEachDatabase('the admin’s accounts', (database) => {
  let app: FastifyInstance;
  let otherNode: FastifyInstance;
  let closeOtherDb: () => Promise<void>;
  let admin: SignedUp;
  beforeAll(async () => {
    app = await buildTestApp(database().db);
    // A second node on the same database, as a cluster runs them.
    const otherDb = openDb(database().url);
    closeOtherDb = () => otherDb.close();
    otherNode = await buildTestApp(otherDb);
    admin = await signUpAdmin(app);
  });
  afterAll(async () => {
    await otherNode.close();
    await closeOtherDb();
    await app.close();
  });

  const accounts = async () => (await as(app, admin, { method: 'GET', url: '/api/admin/users' })).json<AdminUser[]>();
  const change = (id: string, payload: object) => as(app, admin, { method: 'PATCH', url: `/api/admin/users/${id}`, payload });

  it('lists every account with its role, profiles and sign-in methods', async () => {
    const member = await signUp(app, 'Sam');
    const listed = await accounts();
    expect(listed.find((entry) => entry.id === admin.user.uid)).toMatchObject({ role: 'admin', configuredAdmin: true });
    expect(listed.find((entry) => entry.id === member.user.uid)).toMatchObject({
      email: member.email,
      displayName: 'Sam',
      role: 'member',
      configuredAdmin: false,
      disabled: false,
      profiles: ['Sam'],
      signInMethods: ['password'],
    });
    // Seen: its sign-up's requests came with its token (noted in the background, so waited for).
    await as(app, member, { method: 'GET', url: '/api/auth/me' });
    await expect.poll(async () => (await accounts()).find((entry) => entry.id === member.user.uid)?.lastSeenAt).not.toBeNull();
  });

  it('turns an account off on every node at once, and on again', async () => {
    const member = await signUp(app);
    expect((await as(otherNode, member, { method: 'GET', url: '/api/auth/me' })).statusCode).toBe(200);
    expect((await change(member.user.uid, { disabled: true })).statusCode).toBe(204);
    expect((await as(otherNode, member, { method: 'GET', url: '/api/auth/me' })).statusCode).toBe(401);
    expect((await as(app, member, { method: 'GET', url: '/api/auth/me' })).statusCode).toBe(401);
    const login = {
      method: 'POST' as const,
      url: '/api/auth/login',
      payload: { email: member.email, password: member.password },
    };
    const refused = await otherNode.inject(login);
    expect([refused.statusCode, refused.json()]).toEqual([
      403,
      { error: "This account has been turned off by the server's admin" },
    ]);
    // A wrong password is told only that, so the message reveals nothing to a guesser.
    expect((await otherNode.inject({ ...login, payload: { ...login.payload, password: 'wrong password' } })).statusCode).toBe(
      401,
    );
    expect((await change(member.user.uid, { disabled: false })).statusCode).toBe(204);
    expect((await otherNode.inject(login)).statusCode).toBe(200);
  });

  it('makes a member an admin and back, which the account sees at once', async () => {
    const member = await signUp(app);
    expect((await change(member.user.uid, { role: 'admin' })).statusCode).toBe(204);
    expect((await as(otherNode, member, { method: 'GET', url: '/api/auth/me' })).json().role).toBe('admin');
    expect((await as(otherNode, member, { method: 'GET', url: '/api/admin/users' })).statusCode).toBe(200);
    expect((await change(member.user.uid, { role: 'member' })).statusCode).toBe(204);
    expect((await as(otherNode, member, { method: 'GET', url: '/api/admin/users' })).statusCode).toBe(403);
  });

  it('refuses to act on the admin’s own account or an ADMIN_EMAILS one, and says what is wrong with a change', async () => {
    const self = await change(admin.user.uid, { disabled: true });
    expect([self.statusCode, self.json()]).toEqual([
      403,
      { error: 'You cannot turn off, demote or delete your own account here' },
    ]);
    const promoted = await signUp(app);
    await change(promoted.user.uid, { role: 'admin' });
    const onConfigured = await as(app, promoted, {
      method: 'PATCH',
      url: `/api/admin/users/${admin.user.uid}`,
      payload: { role: 'member' },
    });
    expect(onConfigured.statusCode).toBe(403);
    expect(onConfigured.json().error).toContain('ADMIN_EMAILS');
    expect((await change(promoted.user.uid, {})).statusCode).toBe(400);
    expect((await change(promoted.user.uid, { role: 'owner' })).statusCode).toBe(400);
    expect((await change('no-such-account', { role: 'member' })).statusCode).toBe(404);
  });

  it('deletes an account with all its data', async () => {
    const member = await signUp(app);
    await as(app, member, {
      method: 'POST',
      url: '/api/watchlist',
      payload: { media_id: 550, media_type: 'movie', title: 'Fight Club' },
    });
    expect((await as(app, admin, { method: 'DELETE', url: `/api/admin/users/${member.user.uid}` })).statusCode).toBe(204);
    expect((await accounts()).some((entry) => entry.id === member.user.uid)).toBe(false);
    const rows = await database().db.kysely.selectFrom('profiles').select('id').where('user_id', '=', member.user.uid).execute();
    expect(rows).toEqual([]);
    expect((await as(app, member, { method: 'GET', url: '/api/auth/me' })).statusCode).toBe(401);
    expect((await as(app, admin, { method: 'DELETE', url: `/api/admin/users/${member.user.uid}` })).statusCode).toBe(404);
  });
});
