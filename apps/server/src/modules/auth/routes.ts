import type { FastifyPluginAsync } from 'fastify';
import {
  changePasswordBodySchema,
  deleteAccountBodySchema,
  loginBodySchema,
  registerBodySchema,
  updateProfileBodySchema,
  type AuthResponse,
  type User,
} from '@marquee/core';
import { HttpError, parse } from '../../http/errors.ts';
import { registerRateLimit } from '../../http/rate-limits.ts';
import { requireUser, toUserJson } from './current-user.ts';
import { FailedSignIns } from './failed-sign-ins.ts';
import { hashPassword, verifyPassword } from './passwords.ts';
import { bearerToken } from './tokens.ts';
import {
  changePassword,
  deleteUser,
  findPasswordHash,
  findUserByEmail,
  insertUser,
  issueToken,
  revokeAllTokens,
  revokeToken,
  updateProfile,
} from './user-queries.ts';

const EMAIL_TAKEN = 'An account with this email already exists';
// One text for an unknown email and a wrong password, so the reply does not reveal who has an account.
const BAD_CREDENTIALS = 'Invalid email or password';
const TOO_MANY_ATTEMPTS = 'Too many attempts. Please wait a minute and try again.';
const INCORRECT_PASSWORD = 'Incorrect password';

/** /api/auth/...: register, login, me, update-profile, logout, logout-all, password, and deleting the account. */
export const authRoutes: FastifyPluginAsync = async (app) => {
  const db = app.ctx.db.kysely;

  // Only the routes that guess passwords or create accounts are limited, per client address.
  await registerRateLimit(app, TOO_MANY_ATTEMPTS);
  const perAddressLimit = { rateLimit: { max: app.ctx.config.authRateLimit, timeWindow: 60_000 } };
  const failedSignIns = new FailedSignIns(app.ctx.redis);

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

  app.post('/auth/login', { config: perAddressLimit }, async (request, reply): Promise<AuthResponse> => {
    const body = parse(loginBodySchema, request.body);
    const email = body.email.toLowerCase();
    const attempt = await failedSignIns.attempt(email);
    if (!attempt.allowed) {
      const minutes = Math.max(1, Math.ceil(attempt.retryAfterMs / 60_000));
      reply.header('retry-after', Math.ceil(attempt.retryAfterMs / 1000));
      throw new HttpError(429, `Too many failed sign-ins for this account. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`);
    }
    const found = await findUserByEmail(db, email);
    const passwordMatches = await verifyPassword(found?.password_hash, body.password);
    if (!found || !passwordMatches) throw new HttpError(401, BAD_CREDENTIALS);
    await attempt.succeeded();
    return { token: await issueToken(db, found.id), user: toUserJson(found) };
  });

  app.get('/auth/me', async (request): Promise<User> => toUserJson(requireUser(request)));

  app.patch('/auth/update-profile', async (request): Promise<User> => {
    const user = requireUser(request);
    const body = parse(updateProfileBodySchema, request.body);
    const updated = await updateProfile(db, user.id, {
      display_name: body.displayName,
      // An empty photo URL clears the photo (docs/behaviour.md#profile-fields allows it).
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

  // Signs out every device, this one too (a lost phone, a shared computer).
  app.post('/auth/logout-all', async (request, reply) => {
    const user = requireUser(request);
    await revokeAllTokens(db, user.id);
    return reply.status(204).send();
  });

  // Guesses the current password like a sign-in, so it is limited like one.
  app.post('/auth/password', { config: perAddressLimit }, async (request, reply) => {
    const user = requireUser(request);
    const body = parse(changePasswordBodySchema, request.body);
    if (!(await verifyPassword(await findPasswordHash(db, user.id), body.currentPassword))) {
      throw new HttpError(403, INCORRECT_PASSWORD);
    }
    // requireUser passed, so the request carries a live token: the one that stays signed in.
    const token = bearerToken(request.headers.authorization) as string;
    await changePassword(db, user.id, await hashPassword(body.newPassword), token);
    return reply.status(204).send();
  });

  app.delete('/auth/account', { config: perAddressLimit }, async (request, reply) => {
    const user = requireUser(request);
    const body = parse(deleteAccountBodySchema, request.body);
    if (!(await verifyPassword(await findPasswordHash(db, user.id), body.password))) {
      throw new HttpError(403, INCORRECT_PASSWORD);
    }
    await deleteUser(db, user.id);
    return reply.status(204).send();
  });
};
