import { randomUUID } from 'node:crypto';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { authResponseSchema, type AuthResponse } from '@marquee/core';
import { afterAll, beforeAll } from 'vitest';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import type { Db } from '../../db/connection.ts';
import { createTestDatabase } from './databases.ts';
import { SET_UP_SERVER_ENV, TEST_ADMIN_EMAIL } from './server-env.ts';

/**
 * The real app on a test database. The environment starts from nothing (so the machine's own
 * variables cannot leak in); `env` adds to it. The login and gateway limits are lifted, and the server runs as
 * SET_UP_SERVER_ENV says, unless a test sets otherwise.
 */
export function buildTestApp(db: Db, env: Record<string, string> = {}): Promise<FastifyInstance> {
  const testEnv = {
    AUTH_RATE_LIMIT: '100000',
    GATEWAY_RATE_LIMIT: '100000',
    WEB_DIST: 'no-web-build',
    ...SET_UP_SERVER_ENV,
  };
  return buildApp(loadConfig({ ...testEnv, ...env }), { db, logger: false });
}

/**
 * The app on a fresh SQLite database for the tests of one file: built before them, closed with its
 * database after. Call it at the top of the file; read `app` and `db` inside the tests.
 */
export function useTestApp(env: Record<string, string> = {}): { readonly app: FastifyInstance; readonly db: Db } {
  let database: Awaited<ReturnType<typeof createTestDatabase>> | undefined;
  let app: FastifyInstance | undefined;
  beforeAll(async () => {
    database = await createTestDatabase('sqlite');
    app = await buildTestApp(database.db, env);
  });
  afterAll(async () => {
    await app?.close();
    await database?.destroy();
  });
  return {
    get app() {
      if (!app) throw new Error('useTestApp: the app is built in beforeAll, read it inside a test');
      return app;
    },
    get db() {
      if (!database) throw new Error('useTestApp: the database is made in beforeAll, read it inside a test');
      return database.db;
    },
  };
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

export interface SignedUp extends AuthResponse {
  email: string;
  password: string;
  headers: { authorization: string };
}

/** The setup code a new server printed in its log, as its owner would copy it (kept in the settings table). */
export async function setupCodeOf(app: FastifyInstance): Promise<string> {
  const row = await app.ctx.db.kysely.selectFrom('settings').select('value').where('key', '=', 'setup_code').executeTakeFirst();
  if (!row) throw new Error('this server has no setup code: it is set up');
  return row.value;
}

/** Registers a new account (a member) with a unique email through the API. */
export async function signUp(app: FastifyInstance, displayName?: string): Promise<SignedUp> {
  const email = `user-${randomUUID()}@example.com`;
  const password = 'correct horse battery';
  const payload = { email, password, ...(displayName === undefined ? {} : { displayName }) };
  const res = await app.inject({ method: 'POST', url: '/api/auth/register', payload });
  if (res.statusCode !== 201) throw new Error(`register failed: ${res.statusCode} ${res.body}`);
  const auth = authResponseSchema.parse(res.json());
  return { ...auth, email, password, headers: bearer(auth.token) };
}

/** inject() as a signed-in user. */
export function as(app: FastifyInstance, user: { headers: { authorization: string } }, options: InjectOptions) {
  return app.inject({ ...options, headers: { ...options.headers, ...user.headers } });
}

/** The test server's admin (TEST_ADMIN_EMAIL), signed in: made by the first call, signed in again by the next. */
export async function signUpAdmin(app: FastifyInstance): Promise<SignedUp> {
  const email = TEST_ADMIN_EMAIL;
  const password = 'correct horse battery';
  let res = await app.inject({ method: 'POST', url: '/api/auth/register', payload: { email, password } });
  if (res.statusCode === 409) res = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });
  if (res.statusCode !== 201 && res.statusCode !== 200) throw new Error(`admin sign-in failed: ${res.statusCode} ${res.body}`);
  const auth = authResponseSchema.parse(res.json());
  return { ...auth, email, password, headers: bearer(auth.token) };
}
