import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, buildTestApp, setupCodeOf, signUp, signUpAdmin } from '../../../__tests__/support/app.ts';
import { createTestDatabase, describeEachDatabase, testDialects } from '../../../__tests__/support/databases.ts';

const password = 'correct horse battery';
const register = (app: FastifyInstance, email: string, invitation?: string) =>
  app.inject({
    method: 'POST',
    url: '/api/auth/register',
    payload: { email, password, ...(invitation === undefined ? {} : { invitation }) },
  });

/** A new install: no ADMIN_EMAILS, REGISTRATION and LIBRARY_ACCESS as they come. */
for (const dialect of testDialects) {
  describe(`the setup of a new server [${dialect}]`, () => {
    let database: Awaited<ReturnType<typeof createTestDatabase>>;
    let app: FastifyInstance;
    beforeAll(async () => {
      database = await createTestDatabase(dialect);
      app = await buildTestApp(database.db, { ADMIN_EMAILS: '', REGISTRATION: '', LIBRARY_ACCESS: '' });
      await app.ready();
    });
    afterAll(async () => {
      await app.close();
      await database.destroy();
    });

    it('waits for its setup: pages lead to /setup, and nobody may sign up', async () => {
      const state = await app.inject({ method: 'GET', url: '/api/auth/registration' });
      expect(state.json()).toEqual({ setupNeeded: true, registration: 'invite' });
      const page = await app.inject({ method: 'GET', url: '/movie/550' });
      expect([page.statusCode, page.headers.location]).toEqual([302, '/setup']);
      const refused = await register(app, 'first@example.com');
      expect([refused.statusCode, refused.json()]).toEqual([
        403,
        { error: 'This server is not set up yet: its owner sets it up first' },
      ]);
    });

    it('refuses a wrong code, and a missing one with a clear message', async () => {
      const setup = { email: 'owner@example.com', password, registration: 'invite' };
      const wrong = await app.inject({ method: 'POST', url: '/api/setup', payload: { ...setup, code: 'AAAA-AAAA-AAAA' } });
      expect([wrong.statusCode, wrong.json()]).toEqual([
        403,
        { error: 'That is not the setup code: copy it from the server log' },
      ]);
      const missing = await app.inject({ method: 'POST', url: '/api/setup', payload: { ...setup, code: ' ' } });
      expect(missing.statusCode).toBe(400);
      expect(missing.json().error).toContain('Please enter the setup code from the server log');
      const badMode = await app.inject({
        method: 'POST',
        url: '/api/setup',
        payload: { ...setup, code: 'x', registration: 'all' },
      });
      expect(badMode.statusCode).toBe(400);
    });

    it('makes the owner an admin with the code as typed (any case, no dashes), once only', async () => {
      const code = await setupCodeOf(app);
      expect(code).toMatch(/^[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4}$/);
      const typed = code.replaceAll('-', '').toLowerCase();
      const payload = { code: typed, email: 'Owner@Example.com', password, displayName: 'Owner', registration: 'closed' };
      const done = await app.inject({ method: 'POST', url: '/api/setup', payload });
      expect(done.statusCode).toBe(201);
      expect(done.json().user).toMatchObject({ email: 'owner@example.com', role: 'admin', displayName: 'Owner' });

      const again = await app.inject({ method: 'POST', url: '/api/setup', payload: { ...payload, email: 'thief@example.com' } });
      expect([again.statusCode, again.json()]).toEqual([409, { error: 'This server is already set up' }]);
      await expect(setupCodeOf(app)).rejects.toThrow();
      const state = await app.inject({ method: 'GET', url: '/api/auth/registration' });
      expect(state.json()).toEqual({ setupNeeded: false, registration: 'closed' });
      expect((await app.inject({ method: 'GET', url: '/setup' })).statusCode).toBe(404);
      expect((await app.inject({ method: 'GET', url: '/movie/550' })).statusCode).toBe(404);
    });

    it('keeps the library for members: a visitor is refused the player and the files, an account is not', async () => {
      const local = (headers = {}) => app.inject({ method: 'GET', url: '/api/sources/local/movie/550', headers });
      const visitor = await local();
      expect([visitor.statusCode, visitor.json()]).toEqual([401, { error: "Sign in to watch from this server's library" }]);
      const files = await app.inject({ method: 'GET', url: '/api/download/movie/550' });
      expect(files.statusCode).toBe(401);
      expect((await app.inject({ method: 'GET', url: '/api/library' })).json()).toEqual({ titles: [], manage: false });
      // Trailers and other sources stay open to visitors.
      const owner = await app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: 'owner@example.com', password },
      });
      const signedIn = await local({ authorization: `Bearer ${owner.json().token}` });
      expect(signedIn.statusCode).toBe(200);
      expect(signedIn.json().url).toMatch(/^\/embed\/local\/movie\/550\?/);
    });
  });
}

describeEachDatabase('registration modes', (database) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp(database().db, { REGISTRATION: 'invite' });
    await app.ready();
  });
  afterAll(() => app.close());

  it('follows the mode the admin sets: invite and closed refuse with a clear 403, open lets anyone in as a member', async () => {
    const admin = await signUpAdmin(app);
    expect(admin.user.role).toBe('admin');
    const invite = await register(app, 'a@example.com');
    expect([invite.statusCode, invite.json()]).toEqual([403, { error: 'Sign-up on this server is by invitation only' }]);

    const setMode = (registration: string) =>
      as(app, admin, { method: 'PATCH', url: '/api/admin/settings', payload: { registration } });
    expect((await setMode('closed')).json()).toEqual({ registration: 'closed', twoStepForAdmins: false, siteName: 'Marquee' });
    const closed = await register(app, 'a@example.com');
    expect([closed.statusCode, closed.json()]).toEqual([403, { error: 'Sign-up is closed on this server' }]);
    expect((await setMode('open')).statusCode).toBe(200);
    const open = await register(app, 'a@example.com');
    expect([open.statusCode, open.json().user.role]).toEqual([201, 'member']);
    expect((await app.inject({ method: 'GET', url: '/api/auth/registration' })).json()).toEqual({
      setupNeeded: false,
      registration: 'open',
    });
    expect((await setMode('sometimes')).statusCode).toBe(400);
  });

  it('lets only admins read or change the settings', async () => {
    const member = await signUp(app);
    expect((await app.inject({ method: 'GET', url: '/api/admin/settings' })).statusCode).toBe(401);
    const refused = await as(app, member, { method: 'PATCH', url: '/api/admin/settings', payload: { registration: 'open' } });
    expect([refused.statusCode, refused.json()]).toEqual([403, { error: 'Only an admin of this server can do this' }]);
  });
});
