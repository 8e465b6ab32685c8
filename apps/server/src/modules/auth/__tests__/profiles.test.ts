import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_PROFILES, type Profile } from '@marquee/core';
import { describeEachDatabase } from '../../../__tests__/support/databases.ts';
import { as, bearer, buildTestApp, signUp, type SignedUp } from '../../../__tests__/support/app.ts';

const entry = (mediaId: number) => ({
  media_id: mediaId,
  media_type: 'movie',
  title: `Film ${mediaId}`,
  poster_path: null,
  backdrop_path: null,
  overview: null,
  rating: null,
});

describeEachDatabase('profiles', (database) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp(database().db);
  });
  afterAll(() => app.close());

  const call = (
    user: { headers: { authorization: string } },
    method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
    url: string,
    payload?: unknown,
  ) => as(app, user, { method, url, ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }) });
  const create = async (user: SignedUp, body: Record<string, unknown>): Promise<Profile> => {
    const res = await call(user, 'POST', '/api/profiles', body);
    expect(res.statusCode, res.body).toBe(201);
    return res.json();
  };
  /** Switches `user` to a profile and returns the headers of the new token. */
  const select = async (user: { headers: { authorization: string } }, id: string, pin?: string, password?: string) => {
    const res = await call(user, 'POST', `/api/profiles/${id}/select`, { pin, password });
    expect(res.statusCode, res.body).toBe(200);
    return { headers: bearer(res.json().token as string), profile: res.json().profile as Profile };
  };

  describe('an account', () => {
    it('starts with one profile, which sign-up and sign-in act for', async () => {
      const user = await signUp(app, 'Sam');
      const listed = await call(user, 'GET', '/api/profiles');
      expect(listed.statusCode).toBe(200);
      expect(listed.json()).toEqual([
        { id: user.user.uid, name: 'Sam', avatar: 'smile', accent_color: '#E63462', kids: false, maxRating: null, hasPin: false },
      ]);
      const login = await app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: user.email, password: user.password },
      });
      expect(login.json().profile).toEqual(listed.json()[0]);
    });

    it(`adds profiles up to ${MAX_PROFILES}, then answers 409`, async () => {
      const user = await signUp(app);
      for (let n = 2; n <= MAX_PROFILES; n++) await create(user, { name: `Profile ${n}` });
      const refused = await call(user, 'POST', '/api/profiles', { name: 'One too many' });
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toEqual({ error: `An account has at most ${MAX_PROFILES} profiles` });
      expect((await call(user, 'GET', '/api/profiles')).json()).toHaveLength(MAX_PROFILES);
    });

    it('adds one with every field, and shows whether it has a PIN, never the PIN', async () => {
      const user = await signUp(app);
      const kid = await create(user, {
        name: 'Robin',
        avatar: 'rocket',
        accent_color: '#10B981',
        kids: true,
        maxRating: 'G',
        pin: '1234',
      });
      expect(kid).toEqual({
        id: expect.any(String),
        name: 'Robin',
        avatar: 'rocket',
        accent_color: '#10B981',
        kids: true,
        maxRating: 'G',
        hasPin: true,
      });
      expect(JSON.stringify((await call(user, 'GET', '/api/profiles')).json())).not.toContain('1234');
    });

    it.each([
      ['an empty name', { name: '  ' }, 'Please enter a name'],
      ['a long name', { name: 'x'.repeat(31) }, 'A profile name is at most 30 characters'],
      ['a PIN of letters', { name: 'A', pin: '12a4' }, 'A PIN is 4 digits'],
      ['a PIN of five digits', { name: 'A', pin: '12345' }, 'A PIN is 4 digits'],
      ['an unknown rating', { name: 'A', maxRating: '15' }, 'maxRating must be one of'],
      ['an unknown avatar', { name: 'A', avatar: 'dragon' }, 'avatar must be one of'],
      ['kids that is not a boolean', { name: 'A', kids: 'yes' }, 'kids'],
      ['an unknown field', { name: 'A', admin: true }, 'admin'],
    ])('refuses %s with 400', async (_case, body, message) => {
      const user = await signUp(app);
      const res = await call(user, 'POST', '/api/profiles', body);
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toContain(message);
    });

    it('changes a profile: name, avatar, accent, limits and PIN, and removes them with null', async () => {
      const user = await signUp(app);
      const other = await create(user, { name: 'Alex' });
      const changed = await call(user, 'PATCH', `/api/profiles/${other.id}`, {
        name: 'Alexis',
        avatar: 'moon',
        accent_color: '#0EA5E9',
        maxRating: 'PG-13',
        pin: '4321',
      });
      expect(changed.statusCode, changed.body).toBe(200);
      expect(changed.json()).toEqual({
        id: other.id,
        name: 'Alexis',
        avatar: 'moon',
        accent_color: '#0EA5E9',
        kids: false,
        maxRating: 'PG-13',
        hasPin: true,
      });
      // Unlocking takes the PIN or the account password (profile-locks.test.ts).
      const cleared = await call(user, 'PATCH', `/api/profiles/${other.id}`, {
        maxRating: null,
        pin: null,
        password: user.password,
      });
      expect(cleared.json()).toMatchObject({ name: 'Alexis', maxRating: null, hasPin: false });
    });

    it("answers 404 for another account's profile, in every route", async () => {
      const owner = await signUp(app);
      const stranger = await signUp(app);
      const theirs = await create(owner, { name: 'Private' });
      expect((await call(stranger, 'PATCH', `/api/profiles/${theirs.id}`, { name: 'Mine now' })).statusCode).toBe(404);
      expect((await call(stranger, 'DELETE', `/api/profiles/${theirs.id}`)).statusCode).toBe(404);
      expect((await call(stranger, 'POST', `/api/profiles/${theirs.id}/select`, {})).statusCode).toBe(404);
      expect((await call(owner, 'GET', '/api/profiles')).json().map((p: Profile) => p.name)).toContain('Private');
    });

    it('deletes a profile with everything it owns, but never the last one or the one in use', async () => {
      const user = await signUp(app);
      const other = await create(user, { name: 'Leaving' });
      const asOther = await select(user, other.id);
      expect((await call(asOther, 'POST', '/api/watchlist', entry(7))).statusCode).toBe(201);
      const first = await select(asOther, user.user.uid);
      const current = await call(first, 'DELETE', `/api/profiles/${user.user.uid}`);
      expect(current.statusCode).toBe(409);
      expect((await call(first, 'DELETE', `/api/profiles/${other.id}`)).statusCode).toBe(204);
      const left = await database()
        .db.kysely.selectFrom('list_entries')
        .select('id')
        .where('profile_id', '=', other.id)
        .execute();
      expect(left).toEqual([]);
      const lone = await signUp(app);
      const last = await call(lone, 'DELETE', `/api/profiles/${lone.user.uid}`);
      expect(last.statusCode).toBe(409);
      expect(last.json().error).toBeTruthy();
    });
  });

  describe('switching profile', () => {
    it('issues a token acting for the chosen profile and revokes the one it was asked with', async () => {
      const user = await signUp(app);
      const other = await create(user, { name: 'Second' });
      const switched = await select(user, other.id);
      expect(switched.profile).toEqual(other);
      expect((await call(user, 'GET', '/api/profiles')).statusCode).toBe(401);
      expect((await call(switched, 'GET', '/api/auth/me')).json().profile.id).toBe(other.id);
    });

    it("asks a profile's PIN, refuses a wrong or missing one with 403, and stops guesses with 429", async () => {
      const user = await signUp(app);
      const kid = await create(user, { name: 'Kid', kids: true, pin: '2468' });
      const guarded = await create(user, { name: 'Guarded', pin: '1357' });
      for (const body of [{}, { pin: '0000' }, { pin: 'abcd' }]) {
        const res = await call(user, 'POST', `/api/profiles/${kid.id}/select`, body);
        expect(res.statusCode).toBe(403);
        expect(res.json()).toEqual({ error: 'Wrong PIN' });
      }
      const asKid = await select(user, kid.id, '2468');
      // Back to the first profile, which has no PIN; and the guarded one's PIN holds from a Kids profile too.
      for (let n = 0; n < 5; n++) await call(asKid, 'POST', `/api/profiles/${guarded.id}/select`, { pin: '9999' });
      const blocked = await call(asKid, 'POST', `/api/profiles/${guarded.id}/select`, { pin: '1357' });
      expect(blocked.statusCode).toBe(429);
      expect(blocked.headers['retry-after']).toBeTruthy();
      // Leaving the Kids profile for one without a PIN takes the account password.
      const first = await select(asKid, user.user.uid, undefined, user.password);
      expect(first.profile.id).toBe(user.user.uid);
    });

    it('needs no PIN for the profile the token already acts for', async () => {
      const user = await signUp(app);
      await call(user, 'PATCH', `/api/profiles/${user.user.uid}`, { pin: '1111' });
      const again = await select(user, user.user.uid);
      expect(again.profile.hasPin).toBe(true);
    });
  });

  describe("each profile's own data", () => {
    it('keeps lists, history and preferences apart: a profile never sees a sibling’s', async () => {
      const user = await signUp(app);
      const sibling = await create(user, { name: 'Sibling' });
      expect((await call(user, 'POST', '/api/watchlist', entry(11))).statusCode).toBe(201);
      expect((await call(user, 'POST', '/api/favourites', entry(12))).statusCode).toBe(201);
      const viewing = { ...entry(13), watch_position: 60, duration: 600 };
      expect((await call(user, 'POST', '/api/watch-history', viewing)).statusCode).toBe(201);
      expect((await call(user, 'PATCH', '/api/preferences', { accent_color: '#F97316' })).statusCode).toBe(200);

      const asSibling = await select(user, sibling.id);
      for (const url of ['/api/watchlist', '/api/favourites']) expect((await call(asSibling, 'GET', url)).json()).toEqual([]);
      expect((await call(asSibling, 'GET', '/api/watch-history')).json()).toMatchObject({ items: [] });
      expect((await call(asSibling, 'GET', '/api/preferences')).json().accent_color).toBe('#E63462');
      // The same title in the sibling's list is its own entry.
      expect((await call(asSibling, 'POST', '/api/watchlist', entry(11))).statusCode).toBe(201);
      const removed = await call(asSibling, 'DELETE', '/api/watch-history');
      expect(removed.statusCode).toBe(204);

      const back = await select(asSibling, user.user.uid);
      expect((await call(back, 'GET', '/api/watchlist')).json().map((e: { media_id: number }) => e.media_id)).toEqual([11]);
      expect((await call(back, 'GET', '/api/watch-history')).json().items).toHaveLength(1);
      expect((await call(back, 'GET', '/api/preferences')).json().accent_color).toBe('#F97316');
      const profiles: Profile[] = (await call(back, 'GET', '/api/profiles')).json();
      expect(profiles.find((p) => p.id === user.user.uid)?.accent_color).toBe('#F97316');
    });
  });

  describe('a limited profile', () => {
    it.each([
      ['Kids', { kids: true }],
      ['a maximum rating', { maxRating: 'PG-13' }],
    ])('(%s) gets 403 on managing profiles and the account, and may still switch', async (_case, limit) => {
      const user = await signUp(app);
      const limited = await create(user, { name: 'Limited', ...limit });
      const asLimited = await select(user, limited.id);
      const refused = [
        await call(asLimited, 'POST', '/api/profiles', { name: 'Sneaky' }),
        await call(asLimited, 'PATCH', `/api/profiles/${limited.id}`, { maxRating: null, kids: false }),
        await call(asLimited, 'DELETE', `/api/profiles/${user.user.uid}`),
        await as(app, asLimited, { method: 'DELETE', url: '/api/auth/account', payload: { password: user.password } }),
        await as(app, asLimited, {
          method: 'POST',
          url: '/api/auth/password',
          payload: { currentPassword: user.password, newPassword: 'another long password' },
        }),
        await call(asLimited, 'PATCH', '/api/auth/update-profile', { displayName: 'Renamed' }),
        await call(asLimited, 'GET', '/api/export'),
        await as(app, asLimited, { method: 'POST', url: '/api/import', payload: { version: 1 } }),
      ];
      for (const res of refused) {
        expect(res.statusCode, res.body).toBe(403);
        expect(res.json()).toEqual({ error: "This profile can't manage the account" });
      }
      expect((await call(asLimited, 'GET', '/api/profiles')).json()).toHaveLength(2);
      expect((await call(asLimited, 'GET', '/api/watchlist')).statusCode).toBe(200);
      const back = await select(asLimited, user.user.uid, undefined, user.password);
      expect((await call(back, 'GET', '/api/export')).statusCode).toBe(200);
      // The account kept its name, and its own profile may still change it.
      expect((await call(back, 'GET', '/api/auth/me')).json().displayName).toBe(user.user.displayName);
      expect((await call(back, 'PATCH', '/api/auth/update-profile', { displayName: 'Renamed' })).statusCode).toBe(200);
    });
  });
});
