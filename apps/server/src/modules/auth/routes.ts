import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  changePasswordBodySchema,
  deleteAccountBodySchema,
  isLimitedProfile,
  loginBodySchema,
  meReplySchema,
  registerBodySchema,
  signedInReplySchema,
  signOutBodySchema,
  updateProfileBodySchema,
  userSchema,
  type MeReply,
  type SignedInReply,
  type SignOutBody,
} from '@marquee/core';
import { errorReplies, NO_CONTENT, SIGNED_IN, type ApiTag } from '../../http/api-description.ts';
import { HttpError } from '../../http/errors.ts';
import { addressKey } from '../../http/client-address.ts';
import { registerRateLimit } from '../../http/rate-limits.ts';
import { checkAccountPassword, INCORRECT_PASSWORD } from './account-password.ts';
import { requireFullProfile, requireUser, signInFirst, toUserJson } from './current-user.ts';
import { findProfile, firstProfileId } from './profile-queries.ts';
import { FailedSignIns } from './failed-sign-ins.ts';
import { passwordWork } from './password-work.ts';
import { hashPassword, verifyPassword } from './passwords.ts';
import { bearerToken } from './tokens.ts';
import {
  changePassword,
  deleteUser,
  findUserByEmail,
  insertUser,
  issueToken,
  revokeAllTokens,
  revokeToken,
  updateProfile,
  type UserRecord,
} from './user-queries.ts';

const EMAIL_TAKEN = 'An account with this email already exists';
// One text for an unknown email and a wrong password, so the reply does not reveal who has an account.
const BAD_CREDENTIALS = 'Invalid email or password';
const TOO_MANY_ATTEMPTS = 'Too many attempts. Please wait a minute and try again.';
const SIGN_OUT_NEEDS_PASSWORD = 'Enter the account password to sign out of this profile';
// Signing up, or in to another account, would leave a limited profile as signing out does, without its password.
const ON_A_LIMITED_PROFILE = 'This device is on a limited profile: sign out of it first';

/** Whether the request comes with a limited profile's token (a device that must not leave it unasked). */
const fromLimitedProfile = (request: FastifyRequest): boolean =>
  request.user !== null && request.user !== undefined && isLimitedProfile(request.user.profile);

/** /api/auth/...: register, login, me, update-profile, logout, logout-all, password, and deleting the account. */
export const authRoutes: FastifyPluginAsync = async (instance) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const db = app.ctx.db.kysely;
  const tags: ApiTag[] = ['auth'];

  // Only the routes that guess passwords or create accounts are limited, per client address.
  await registerRateLimit(app, TOO_MANY_ATTEMPTS);
  const perAddressLimit = { rateLimit: { max: app.ctx.config.authRateLimit, timeWindow: 60_000 } };
  const failedSignIns = new FailedSignIns(app.ctx.redis);
  const hashing = passwordWork(app);

  /** A new token for the account acting for one of its profiles, with both. */
  async function signedIn(user: UserRecord, profileId: string): Promise<SignedInReply> {
    const token = await issueToken(db, user.id, profileId);
    const found = await findProfile(db, user.id, profileId);
    // The account or profile went while signing in (deleted by another request).
    if (!found) throw new HttpError(401, BAD_CREDENTIALS);
    return { token, user: toUserJson(user), profile: found.profile };
  }

  const register = {
    summary: 'Creates an account and signs it in',
    tags,
    body: registerBodySchema,
    response: {
      201: signedInReplySchema.describe('The account, signed in, and its first profile'),
      ...errorReplies(400, 403, 409, 413, 415, 429, 503),
    },
  };
  app.post('/auth/register', { schema: register, config: perAddressLimit }, async (request, reply) => {
    const { body } = request;
    if (fromLimitedProfile(request)) throw new HttpError(403, ON_A_LIMITED_PROFILE);
    const email = body.email.toLowerCase();
    if (await findUserByEmail(db, email)) throw new HttpError(409, EMAIL_TAKEN);
    await hashing.admit(request, reply);
    const user = await insertUser(db, {
      email,
      passwordHash: await hashPassword(body.password),
      displayName: body.displayName ?? null,
    });
    // A parallel registration may have taken the email between the check and the insert.
    if (!user) throw new HttpError(409, EMAIL_TAKEN);
    const created: SignedInReply = await signedIn(user, user.id);
    return reply.status(201).send(created);
  });

  const login = {
    summary: 'Signs in: a new bearer token for the account',
    tags,
    body: loginBodySchema,
    response: { 200: signedInReplySchema, ...errorReplies(400, 401, 403, 413, 415, 429, 503) },
  };
  app.post('/auth/login', { schema: login, config: perAddressLimit }, async (request, reply): Promise<SignedInReply> => {
    const { body } = request;
    const email = body.email.toLowerCase();
    // Before the attempt is counted: a request refused here checks no password, so it is no failure.
    await hashing.admit(request, reply);
    const attempt = await failedSignIns.attempt(email, addressKey(request.ip));
    if (!attempt.allowed) {
      const minutes = Math.max(1, Math.ceil(attempt.retryAfterMs / 60_000));
      reply.header('retry-after', Math.ceil(attempt.retryAfterMs / 1000));
      throw new HttpError(
        429,
        `Too many failed sign-ins for this account. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
      );
    }
    const found = await findUserByEmail(db, email);
    const passwordMatches = await verifyPassword(found?.password_hash, body.password);
    if (!found || !passwordMatches) throw new HttpError(401, BAD_CREDENTIALS);
    await attempt.succeeded();
    // This account's password may sign a limited profile's device in again; another account's may not.
    if (fromLimitedProfile(request) && request.user?.id !== found.id) throw new HttpError(403, ON_A_LIMITED_PROFILE);
    // A token from sign-in acts for the account's first profile; the app then offers the others.
    const profileId = await firstProfileId(db, found.id);
    if (profileId === undefined) throw new HttpError(401, BAD_CREDENTIALS);
    return signedIn(found, profileId);
  });

  const me = {
    summary: 'The signed-in user',
    tags,
    security: SIGNED_IN,
    response: { 200: meReplySchema, ...errorReplies(401, 503) },
  };
  app.get('/auth/me', { schema: me }, async (request): Promise<MeReply> => {
    const user = requireUser(request);
    return { ...toUserJson(user), profile: user.profile };
  });

  const profile = {
    summary: "Changes the account's display name or photo (not from a limited profile)",
    tags,
    security: SIGNED_IN,
    body: updateProfileBodySchema,
    response: { 200: userSchema, ...errorReplies(400, 401, 403, 413, 415, 503) },
  };
  app.patch('/auth/update-profile', { schema: profile, preValidation: signInFirst }, async (request) => {
    // The name and photo are the account's, shown on every profile: a Kids profile does not rename the account.
    const user = requireFullProfile(request);
    const { body } = request;
    const updated = await updateProfile(db, user.id, {
      display_name: body.displayName,
      // An empty photo URL clears the photo (docs/behaviour.md#profile-fields allows it).
      photo_url: body.photoURL === undefined ? undefined : body.photoURL || null,
    });
    return toUserJson(updated);
  });

  /**
   * Signing out of a limited profile lifts its limit (a visitor has none), so its token needs the account password
   * to do it (docs/behaviour.md#profiles); any other token signs out as it is.
   */
  async function mayLeave(request: FastifyRequest, reply: FastifyReply, body: SignOutBody | null | undefined) {
    const user = requireUser(request);
    if (isLimitedProfile(user.profile)) {
      await checkAccountPassword(db, hashing, request, reply, user.id, body?.password, SIGN_OUT_NEEDS_PASSWORD);
    }
    return user;
  }

  const signOut = {
    tags,
    security: SIGNED_IN,
    body: signOutBodySchema.nullish(),
    response: { 204: NO_CONTENT, ...errorReplies(400, 401, 403, 413, 415, 429, 503) },
  };
  app.post(
    '/auth/logout',
    {
      schema: { summary: "Signs out: revokes this request's token (a limited profile's with the account password)", ...signOut },
      preValidation: signInFirst,
    },
    async (request, reply) => {
      await mayLeave(request, reply, request.body);
      const token = bearerToken(request.headers.authorization);
      if (token) await revokeToken(db, token);
      return reply.status(204).send();
    },
  );

  // Signs out every device, this one too (a lost phone, a shared computer).
  app.post(
    '/auth/logout-all',
    {
      schema: {
        summary:
          "Signs out everywhere: revokes every one of the user's tokens (from a limited profile, with the account password)",
        ...signOut,
      },
      preValidation: signInFirst,
    },
    async (request, reply) => {
      const user = await mayLeave(request, reply, request.body);
      await revokeAllTokens(db, user.id);
      return reply.status(204).send();
    },
  );

  // Guesses the current password like a sign-in, so it is limited like one.
  const password = {
    summary: 'Changes the password; signs out every other device',
    tags,
    security: SIGNED_IN,
    body: changePasswordBodySchema,
    response: { 204: NO_CONTENT, ...errorReplies(400, 401, 403, 413, 415, 429, 503) },
  };
  app.post(
    '/auth/password',
    { schema: password, preValidation: signInFirst, config: perAddressLimit },
    async (request, reply) => {
      const user = requireFullProfile(request);
      const { body } = request;
      await checkAccountPassword(db, hashing, request, reply, user.id, body.currentPassword, INCORRECT_PASSWORD);
      // requireUser passed, so the request carries a live token: the one that stays signed in.
      const token = bearerToken(request.headers.authorization) as string;
      await changePassword(db, user.id, await hashPassword(body.newPassword), token);
      return reply.status(204).send();
    },
  );

  const account = {
    summary: 'Deletes the account and everything it owns',
    tags,
    security: SIGNED_IN,
    body: deleteAccountBodySchema,
    response: { 204: NO_CONTENT, ...errorReplies(400, 401, 403, 413, 415, 429, 503) },
  };
  app.delete(
    '/auth/account',
    { schema: account, preValidation: signInFirst, config: perAddressLimit },
    async (request, reply) => {
      const user = requireFullProfile(request);
      const { body } = request;
      await checkAccountPassword(db, hashing, request, reply, user.id, body.password, INCORRECT_PASSWORD);
      await deleteUser(db, user.id);
      return reply.status(204).send();
    },
  );
};
