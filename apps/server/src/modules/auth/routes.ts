import rateLimit from '@fastify/rate-limit';
import type { FastifyPluginAsync } from 'fastify';
import {
  deleteAccountBodySchema,
  loginBodySchema,
  registerBodySchema,
  updateProfileBodySchema,
  type AuthResponse,
  type User,
} from '@marquee/core';
import { HttpError, parse } from '../../http/errors.ts';
import { requireUser, toUserJson } from './current-user.ts';
import { hashPassword, verifyPassword } from './passwords.ts';
import { bearerToken } from './tokens.ts';
import {
  deleteUser,
  findPasswordHash,
  findUserByEmail,
  insertUser,
  issueToken,
  revokeToken,
  updateProfile,
} from './user-queries.ts';

const EMAIL_TAKEN = 'An account with this email already exists';
// One text for an unknown email and a wrong password, so the reply does not reveal who has an account.
const BAD_CREDENTIALS = 'Invalid email or password';
const TOO_MANY_ATTEMPTS = 'Too many attempts. Please wait a minute and try again.';

/** /api/auth/...: register, login, me, update-profile, logout, and deleting the account (issue 7). */
export const authRoutes: FastifyPluginAsync = async (app) => {
  const db = app.ctx.db.kysely;

  // Only the routes that guess passwords or create accounts are limited, per client address.
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: () => new HttpError(429, TOO_MANY_ATTEMPTS),
  });
  const perAddressLimit = { rateLimit: { max: app.ctx.config.authRateLimit, timeWindow: 60_000 } };

  app.post('/auth/register', { config: perAddressLimit }, async (request, reply) => {
    const body = parse(registerBodySchema, request.body);
    const email = body.email.toLowerCase();
    if (await findUserByEmail(db, email)) throw new HttpError(409, EMAIL_TAKEN);
    const user = await insertUser(db, {
      email,
      passwordHash: await hashPassword(body.password),
      displayName: body.displayName ?? null,
    });
    // A parallel registration may have taken the email between the check and the insert.
    if (!user) throw new HttpError(409, EMAIL_TAKEN);
    const created: AuthResponse = { token: await issueToken(db, user.id), user: toUserJson(user) };
    return reply.status(201).send(created);
  });

  app.post('/auth/login', { config: perAddressLimit }, async (request): Promise<AuthResponse> => {
    const body = parse(loginBodySchema, request.body);
    const found = await findUserByEmail(db, body.email.toLowerCase());
    const passwordMatches = await verifyPassword(found?.password_hash, body.password);
    if (!found || !passwordMatches) throw new HttpError(401, BAD_CREDENTIALS);
    return { token: await issueToken(db, found.id), user: toUserJson(found) };
  });

  app.get('/auth/me', async (request): Promise<User> => toUserJson(requireUser(request)));

  app.patch('/auth/update-profile', async (request): Promise<User> => {
    const user = requireUser(request);
    const body = parse(updateProfileBodySchema, request.body);
    const updated = await updateProfile(db, user.id, {
      display_name: body.displayName,
      // An empty photo URL clears the photo (SPEC.md §5 allows it).
      photo_url: body.photoURL === undefined ? undefined : body.photoURL || null,
    });
    return toUserJson(updated);
  });

  app.post('/auth/logout', async (request, reply) => {
    requireUser(request);
    const token = bearerToken(request.headers.authorization);
    if (token) await revokeToken(db, token);
    return reply.status(204).send();
  });

  app.delete('/auth/account', { config: perAddressLimit }, async (request, reply) => {
    const user = requireUser(request);
    const body = parse(deleteAccountBodySchema, request.body);
    if (!(await verifyPassword(await findPasswordHash(db, user.id), body.password))) {
      throw new HttpError(403, 'Incorrect password');
    }
    await deleteUser(db, user.id);
    return reply.status(204).send();
  });
};
