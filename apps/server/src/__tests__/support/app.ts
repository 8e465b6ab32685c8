import { randomUUID } from 'node:crypto';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { authResponseSchema, type AuthResponse } from '@marquee/core';
import { afterAll, beforeAll } from 'vitest';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import type { Db } from '../../db/connection.ts';
import { createTestDatabase } from './databases.ts';

/**
 * The real app on a test database. The environment starts from nothing (so the machine's own
 * variables cannot leak in); `env` adds to it. The login and gateway limits are lifted unless a test sets them.
 */
export function buildTestApp(db: Db, env: Record<string, string> = {}): Promise<FastifyInstance> {
  return buildApp(loadConfig({ AUTH_RATE_LIMIT: '100000', GATEWAY_RATE_LIMIT: '100000', WEB_DIST: 'no-web-build', ...env }), {
    db,
    logger: false,
  });
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

/** Registers a new account with a unique email through the API. */
export async function signUp(app: FastifyInstance, displayName?: string): Promise<SignedUp> {
  const email = `user-${randomUUID()}@example.com`;
  const password = 'correct horse battery';
  const res = await app.inject({
    method: 'POST',
    url: '/api/auth/register',
    payload: { email, password, ...(displayName === undefined ? {} : { displayName }) },
  });
  if (res.statusCode !== 201) throw new Error(`register failed: ${res.statusCode} ${res.body}`);
  const auth = authResponseSchema.parse(res.json());
  return { ...auth, email, password, headers: bearer(auth.token) };
}

/** inject() as a signed-in user. */
export function as(app: FastifyInstance, user: { headers: { authorization: string } }, options: InjectOptions) {
  return app.inject({ ...options, headers: { ...options.headers, ...user.headers } });
}
