import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Profile } from '@marquee/core';
import { describeEachDatabase } from '../../../__tests__/support/databases.ts';
import { as, bearer, buildTestApp, signUp, type SignedUp } from '../../../__tests__/support/app.ts';
import { isForeignKeyViolation } from '../../../db/connection.ts';
import { issueToken } from '../user-queries.ts';

/**
 * A request that writes a row pointing at a profile or an account while another request deletes it: the
 * write's foreign key finds nothing, which answers 404 (it is gone), never 500.
 */
describeEachDatabase('writes racing a deletion', (database) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp(database().db);
  });
  afterAll(() => app.close());

  const ROUNDS = 30;

  const addProfile = async (user: SignedUp, name: string): Promise<Profile> => {
    const res = await as(app, user, { method: 'POST', url: '/api/profiles', payload: { name } });
    expect(res.statusCode, res.body).toBe(201);
    return res.json();
  };

  it("knows this database's error for a reference to a row that is gone", async () => {
    const user = await signUp(app);
    const failure = await issueToken(database().db.kysely, user.user.uid, randomUUID(), undefined).catch(
      (error: unknown) => error,
    );
    expect(isForeignKeyViolation(failure)).toBe(true);
    expect(isForeignKeyViolation(new Error('anything else'))).toBe(false);
  });

  it('selecting a profile while it is deleted answers 200 or 404, never 500', async () => {
    const user = await signUp(app);
    for (let round = 0; round < ROUNDS; round++) {
      const doomed = await addProfile(user, `Doomed ${round}`);
      // A token of the first profile for the select, which revokes the token it is asked with.
      const selector = { headers: bearer(await issueToken(database().db.kysely, user.user.uid, user.user.uid, undefined)) };
      const [selected, deleted] = await Promise.all([
        as(app, selector, { method: 'POST', url: `/api/profiles/${doomed.id}/select`, payload: {} }),
        as(app, user, { method: 'DELETE', url: `/api/profiles/${doomed.id}` }),
      ]);
      expect(deleted.statusCode, deleted.body).toBe(204);
      expect([200, 404], selected.body).toContain(selected.statusCode);
      if (selected.statusCode === 404) expect(selected.json()).toEqual({ error: expect.any(String) });
    }
  });

  it("adding to a profile's lists and history while it is deleted answers 2xx or 404, never 500", async () => {
    const user = await signUp(app);
    const title = { media_id: 603, media_type: 'movie', title: 'The Matrix', poster_path: null, backdrop_path: null };
    for (let round = 0; round < ROUNDS; round++) {
      const doomed = await addProfile(user, `Doomed ${round}`);
      const asDoomed = { headers: bearer(await issueToken(database().db.kysely, user.user.uid, doomed.id, undefined)) };
      const [listed, watched, deleted] = await Promise.all([
        as(app, asDoomed, { method: 'POST', url: '/api/watchlist', payload: title }),
        as(app, asDoomed, { method: 'POST', url: '/api/watch-history', payload: { ...title, progress: 10, duration: 100 } }),
        as(app, user, { method: 'DELETE', url: `/api/profiles/${doomed.id}` }),
      ]);
      expect(deleted.statusCode, deleted.body).toBe(204);
      // 401: the deletion took the token before the request was signed in.
      for (const res of [listed, watched]) expect([200, 201, 401, 404], res.body).toContain(res.statusCode);
    }
  });

  it('signing in while the account is deleted answers 200, 401 or 404, never 500', async () => {
    for (let round = 0; round < ROUNDS / 3; round++) {
      const user = await signUp(app);
      const [signedIn, deleted] = await Promise.all([
        app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: user.email, password: user.password } }),
        as(app, user, { method: 'DELETE', url: '/api/auth/account', payload: { password: user.password } }),
      ]);
      expect(deleted.statusCode, deleted.body).toBe(204);
      expect([200, 401, 404], signedIn.body).toContain(signedIn.statusCode);
    }
  });
});
