import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Profile } from '@marquee/core';
import { describeEachDatabase } from '../../../__tests__/support/databases.ts';
import { as, bearer, buildTestApp, signUp, type SignedUp } from '../../../__tests__/support/app.ts';
import { updateProfileRow } from '../profile-queries.ts';

type Caller = { headers: { authorization: string } };

const LEAVING_NEEDS_PASSWORD = { error: 'Enter the account password to leave this profile' };
const SIGN_OUT_NEEDS_PASSWORD = { error: 'Enter the account password to sign out of this profile' };
const CHANGE_NEEDS_PROOF = { error: "Enter this profile's PIN or the account password to unlock it" };
const INCORRECT_PASSWORD = { error: 'Incorrect password' };
const WRONG_PIN = { error: 'Wrong PIN' };

/**
 * A limited profile is a lock a child cannot open (docs/behaviour.md#profiles): leaving it for a profile that may see
 * more, signing out of it, and unlocking any profile (its PIN changed or removed, its limit lifted) need a PIN or the
 * account password, which the server checks.
 */
describeEachDatabase('profile locks', (database) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp(database().db);
  });
  afterAll(() => app.close());

  const call = (user: Caller, method: 'GET' | 'POST' | 'PATCH', url: string, payload?: Record<string, unknown>) =>
    as(app, user, { method, url, ...(payload === undefined ? {} : { payload }) });
  const create = async (user: Caller, body: Record<string, unknown>): Promise<Profile> => {
    const res = await call(user, 'POST', '/api/profiles', body);
    expect(res.statusCode, res.body).toBe(201);
    return res.json();
  };
  const select = async (user: Caller, id: string, body: Record<string, unknown> = {}) => {
    const res = await call(user, 'POST', `/api/profiles/${id}/select`, body);
    expect(res.statusCode, res.body).toBe(200);
    return { headers: bearer(res.json().token as string), profile: res.json().profile as Profile };
  };
  const profileOf = async (user: Caller, id: string): Promise<Profile | undefined> =>
    (await call(user, 'GET', '/api/profiles')).json<Profile[]>().find((profile) => profile.id === id);

  /** An account whose first profile (the parent's) has no PIN, and a device switched to a Kids profile. */
  async function family(parentPin?: string): Promise<{ account: SignedUp; kid: Profile; asKid: Caller; parentId: string }> {
    const account = await signUp(app, 'Parent');
    if (parentPin) {
      const locked = await call(account, 'PATCH', `/api/profiles/${account.user.uid}`, { pin: parentPin });
      expect(locked.statusCode, locked.body).toBe(200);
    }
    const kid = await create(account, { name: 'Kid', kids: true });
    // The Kids device signs in on its own, so the parent's token stays live.
    const login = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: account.email, password: account.password },
    });
    const asKid = await select({ headers: bearer(login.json().token as string) }, kid.id);
    return { account, kid, asKid, parentId: account.user.uid };
  }

  describe('leaving a limited profile', () => {
    it('for a profile without a PIN that may see more needs the account password', async () => {
      const { account, asKid, parentId } = await family();
      const bare = await call(asKid, 'POST', `/api/profiles/${parentId}/select`, {});
      expect(bare.statusCode).toBe(403);
      expect(bare.json()).toEqual(LEAVING_NEEDS_PASSWORD);
      const wrong = await call(asKid, 'POST', `/api/profiles/${parentId}/select`, { password: 'not the password' });
      expect(wrong.statusCode).toBe(403);
      expect(wrong.json()).toEqual(INCORRECT_PASSWORD);
      // A made-up PIN is no way round it.
      const pin = await call(asKid, 'POST', `/api/profiles/${parentId}/select`, { pin: '0000' });
      expect(pin.statusCode).toBe(403);
      expect(pin.json()).toEqual(LEAVING_NEEDS_PASSWORD);
      // The refusals left the Kids token as it was.
      expect((await call(asKid, 'GET', '/api/auth/me')).json().profile.kids).toBe(true);
      const parent = await select(asKid, parentId, { password: account.password });
      expect(parent.profile).toMatchObject({ id: parentId, kids: false });
      expect((await call(asKid, 'GET', '/api/auth/me')).statusCode).toBe(401);
    });

    it('for a profile with a PIN needs that PIN, as every switch to it does, not only the password', async () => {
      const { account, asKid, parentId } = await family('1357');
      const withPassword = await call(asKid, 'POST', `/api/profiles/${parentId}/select`, { password: account.password });
      expect(withPassword.statusCode).toBe(403);
      expect(withPassword.json()).toEqual(WRONG_PIN);
      expect((await select(asKid, parentId, { pin: '1357' })).profile.id).toBe(parentId);
    });

    it('for a maximum rating above the limit needs it too, and a stricter or equal limit needs nothing', async () => {
      const { account, asKid } = await family();
      const teen = await create(account, { name: 'Teen', maxRating: 'PG-13' });
      const sibling = await create(account, { name: 'Sibling', kids: true });
      const little = await create(account, { name: 'Little', maxRating: 'G' });
      const refused = await call(asKid, 'POST', `/api/profiles/${teen.id}/select`, {});
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual(LEAVING_NEEDS_PASSWORD);
      const asSibling = await select(asKid, sibling.id);
      const asLittle = await select(asSibling, little.id);
      // Back up from G to the Kids limit (PG) is a step up too.
      const upAgain = await call(asLittle, 'POST', `/api/profiles/${sibling.id}/select`, {});
      expect(upAgain.statusCode).toBe(403);
      expect(upAgain.json()).toEqual(LEAVING_NEEDS_PASSWORD);
      expect((await select(asLittle, little.id)).profile.id).toBe(little.id);
    });

    it('from a profile without limits needs nothing more than before', async () => {
      const { account } = await family();
      const other = await create(account, { name: 'Other' });
      expect((await select(account, other.id)).profile.id).toBe(other.id);
    });
  });

  describe('signing out', () => {
    it('of a limited profile needs the account password, and signing out everywhere too', async () => {
      const { account, asKid } = await family();
      for (const url of ['/api/auth/logout', '/api/auth/logout-all']) {
        const bare = await call(asKid, 'POST', url);
        expect(bare.statusCode, url).toBe(403);
        expect(bare.json()).toEqual(SIGN_OUT_NEEDS_PASSWORD);
        const wrong = await call(asKid, 'POST', url, { password: 'not the password' });
        expect(wrong.statusCode, url).toBe(403);
        expect(wrong.json()).toEqual(INCORRECT_PASSWORD);
      }
      expect((await call(asKid, 'GET', '/api/auth/me')).statusCode).toBe(200);
      const out = await call(asKid, 'POST', '/api/auth/logout', { password: account.password });
      expect(out.statusCode, out.body).toBe(204);
      expect((await call(asKid, 'GET', '/api/auth/me')).statusCode).toBe(401);
    });

    it('of a profile without limits needs no password, with or without a body', async () => {
      const first = await signUp(app);
      expect((await call(first, 'POST', '/api/auth/logout')).statusCode).toBe(204);
      const second = await signUp(app);
      expect((await call(second, 'POST', '/api/auth/logout', {})).statusCode).toBe(204);
      const third = await signUp(app);
      expect((await call(third, 'POST', '/api/auth/logout-all')).statusCode).toBe(204);
      expect((await call(third, 'GET', '/api/auth/me')).statusCode).toBe(401);
    });

    it('refuses a body of the wrong shape with 400', async () => {
      const { asKid } = await family();
      for (const payload of [{ password: 7 }, { password: '' }, { pin: '1234' }, { password: 'x'.repeat(257) }]) {
        const res = await call(asKid, 'POST', '/api/auth/logout', payload);
        expect(res.statusCode, JSON.stringify(payload)).toBe(400);
        expect(res.json().error).toEqual(expect.any(String));
      }
    });
  });

  describe('signing up or in over a limited profile', () => {
    const ON_A_LIMITED_PROFILE = { error: 'This device is on a limited profile: sign out of it first' };

    it("is refused for a new account or another account's sign-in, and allowed with this account's password", async () => {
      const { account, asKid } = await family();
      const stranger = await signUp(app);
      const fresh = { email: `kid-${Date.now()}@example.com`, password: 'a long enough password' };
      const signUpOver = await as(app, asKid, { method: 'POST', url: '/api/auth/register', payload: fresh });
      expect(signUpOver.statusCode).toBe(403);
      expect(signUpOver.json()).toEqual(ON_A_LIMITED_PROFILE);
      const login = (email: string, password: string) =>
        as(app, asKid, { method: 'POST', url: '/api/auth/login', payload: { email, password } });
      const other = await login(stranger.email, stranger.password);
      expect(other.statusCode).toBe(403);
      expect(other.json()).toEqual(ON_A_LIMITED_PROFILE);
      // A wrong password is no sign-in, whoever's email it is.
      expect((await login(stranger.email, 'not the password')).statusCode).toBe(401);
      expect((await call(asKid, 'GET', '/api/auth/me')).json().profile.kids).toBe(true);
      const same = await login(account.email, account.password);
      expect(same.statusCode, same.body).toBe(200);
      expect(same.json().user.uid).toBe(account.user.uid);
      // Without a token, as any visitor, both work as ever.
      expect((await app.inject({ method: 'POST', url: '/api/auth/register', payload: fresh })).statusCode).toBe(201);
    });
  });

  describe('unlocking a profile', () => {
    it("is the attack's last step closed: from a grown-up profile without a PIN, another's PIN stays without proof", async () => {
      const { account, kid, parentId } = await family('2468');
      // A grown-up profile without a PIN: reached with the password, or left open on the device.
      const open = await create(account, { name: 'Open' });
      const asOpen = await select(account, open.id);
      const removal = await call(asOpen, 'PATCH', `/api/profiles/${parentId}`, { pin: null });
      expect(removal.statusCode).toBe(403);
      expect(removal.json()).toEqual(CHANGE_NEEDS_PROOF);
      const change = await call(asOpen, 'PATCH', `/api/profiles/${parentId}`, { pin: '0000', currentPin: '1111' });
      expect(change.statusCode).toBe(403);
      expect(change.json()).toEqual(WRONG_PIN);
      const lift = await call(asOpen, 'PATCH', `/api/profiles/${kid.id}`, { kids: false });
      expect(lift.statusCode).toBe(403);
      expect(lift.json()).toEqual(CHANGE_NEEDS_PROOF);
      const wrongPassword = await call(asOpen, 'PATCH', `/api/profiles/${kid.id}`, { kids: false, password: 'guess' });
      expect(wrongPassword.statusCode).toBe(403);
      expect(wrongPassword.json()).toEqual(INCORRECT_PASSWORD);
      expect(await profileOf(asOpen, parentId)).toMatchObject({ hasPin: true });
      expect(await profileOf(asOpen, kid.id)).toMatchObject({ kids: true });
    });

    it("takes the profile's current PIN or the account password", async () => {
      const { account, kid, parentId } = await family('2468');
      const changed = await call(account, 'PATCH', `/api/profiles/${parentId}`, { pin: '1357', currentPin: '2468' });
      expect(changed.statusCode, changed.body).toBe(200);
      const removed = await call(account, 'PATCH', `/api/profiles/${parentId}`, { pin: null, password: account.password });
      expect(removed.json()).toMatchObject({ hasPin: false });
      const lifted = await call(account, 'PATCH', `/api/profiles/${kid.id}`, { kids: false, password: account.password });
      expect(lifted.statusCode, lifted.body).toBe(200);
      expect(lifted.json()).toMatchObject({ kids: false, maxRating: null });
      const teen = await create(account, { name: 'Teen', maxRating: 'PG-13', pin: '4321' });
      const raised = await call(account, 'PATCH', `/api/profiles/${teen.id}`, { maxRating: 'R', currentPin: '4321' });
      expect(raised.json()).toMatchObject({ maxRating: 'R', hasPin: true });
    });

    it('needs no proof to lock more or to change what locks nothing', async () => {
      const { account, kid, parentId } = await family('2468');
      const open = await create(account, { name: 'Open' });
      const changes: Array<[string, Record<string, unknown>]> = [
        [open.id, { pin: '1111' }],
        [open.id, { kids: true }],
        [open.id, { maxRating: 'G' }],
        [kid.id, { maxRating: 'TV-Y', name: 'Little one' }],
        // The editor sends every field; limits sent as they are loosen nothing.
        [kid.id, { name: 'Kid', avatar: 'cat', accent_color: '#10B981', kids: true, maxRating: 'TV-Y' }],
        [parentId, { name: 'Parent', avatar: 'moon' }],
      ];
      for (const [id, body] of changes) {
        const res = await call(account, 'PATCH', `/api/profiles/${id}`, body);
        expect(res.statusCode, `${JSON.stringify(body)}: ${res.body}`).toBe(200);
      }
      expect(await profileOf(account, open.id)).toMatchObject({ hasPin: true, kids: true, maxRating: 'G' });
    });

    it('counts a wrong current PIN as a wrong PIN for the profile', async () => {
      const { account, parentId } = await family('2468');
      for (let n = 0; n < 5; n++) {
        const res = await call(account, 'PATCH', `/api/profiles/${parentId}`, { pin: null, currentPin: '0000' });
        expect(res.statusCode).toBe(403);
      }
      const blocked = await call(account, 'PATCH', `/api/profiles/${parentId}`, { pin: null, currentPin: '2468' });
      expect(blocked.statusCode).toBe(429);
      expect(blocked.headers['retry-after']).toBeTruthy();
      expect(await profileOf(account, parentId)).toMatchObject({ hasPin: true });
    });
  });

  it('changes a profile only while its locks are as the change found them, so two changes cannot add up to a lift', async () => {
    const { account, kid } = await family();
    const { kysely } = database().db;
    // Each of {maxRating: 'R'} and {kids: false} keeps a PG profile at PG; one after the other they would lift it.
    const stale = { kids: false, maxRating: null, pinHash: null };
    expect(await updateProfileRow(kysely, account.user.uid, kid.id, { maxRating: 'R' }, stale)).toBe(false);
    expect(await profileOf(account, kid.id)).toMatchObject({ kids: true, maxRating: null });
    const found = { kids: true, maxRating: null, pinHash: null };
    expect(await updateProfileRow(kysely, account.user.uid, kid.id, { maxRating: 'R' }, found)).toBe(true);
    expect(await updateProfileRow(kysely, account.user.uid, kid.id, { kids: false }, found)).toBe(false);
    expect(await profileOf(account, kid.id)).toMatchObject({ kids: true, maxRating: 'R' });
  });

  describe('the attack end to end', () => {
    it('leaves a Kids device on its Kids profile, whatever order it tries things in', async () => {
      const { account, kid, asKid, parentId } = await family('2468');
      const open = await create(account, { name: 'Guest' });
      // Every way out is closed without the password or a PIN.
      for (const [url, body] of [
        [`/api/profiles/${open.id}/select`, {}],
        [`/api/profiles/${parentId}/select`, {}],
        ['/api/auth/logout', {}],
        ['/api/auth/logout-all', {}],
      ] as const) {
        expect((await call(asKid, 'POST', url, body)).statusCode, url).toBe(403);
      }
      for (const body of [{ pin: null }, { kids: false }]) {
        expect((await call(asKid, 'PATCH', `/api/profiles/${kid.id}`, body)).statusCode).toBe(403);
        expect((await call(asKid, 'PATCH', `/api/profiles/${parentId}`, body)).statusCode).toBe(403);
      }
      expect((await call(asKid, 'GET', '/api/auth/me')).json().profile).toMatchObject({ id: kid.id, kids: true });
      expect(await profileOf(account, parentId)).toMatchObject({ hasPin: true });
    });
  });
});

describeEachDatabase('profile locks, rate-limited', (database) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp(database().db, { AUTH_RATE_LIMIT: '3' });
  });
  afterAll(() => app.close());

  it('counts every password checked to leave a limited profile or sign out of it, and answers 429 past the limit', async () => {
    const account = await signUp(app);
    const kid = (
      await as(app, account, { method: 'POST', url: '/api/profiles', payload: { name: 'Kid', kids: true } })
    ).json<Profile>();
    const selected = await as(app, account, { method: 'POST', url: `/api/profiles/${kid.id}/select`, payload: {} });
    const asKid = { headers: bearer(selected.json().token as string) };
    for (const url of [`/api/profiles/${account.user.uid}/select`, '/api/auth/logout']) {
      const statuses: number[] = [];
      for (let n = 0; n < 4; n++) {
        const res = await as(app, asKid, { method: 'POST', url, payload: { password: 'a wrong guess' } });
        statuses.push(res.statusCode);
      }
      // The route's per-address limit may count the switch to the Kids profile too: a guess or two is all it takes.
      expect(statuses[0], url).toBe(403);
      expect(statuses.at(-1), url).toBe(429);
      expect(statuses.filter((status) => status === 403).length, url).toBeLessThanOrEqual(3);
    }
  });
});
