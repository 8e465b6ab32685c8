import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import {
  isLimitedProfile,
  loginBodySchema,
  registerBodySchema,
  signedInReplySchema,
  twoStepChallengeSchema,
  type SignedInReply,
  type TwoStepChallenge,
} from '@marquee/core';
import { errorReplies, type ApiApp, type ApiTag } from '../../http/api-description.ts';
import type { DB } from '../../db/schema.ts';
import { HttpError } from '../../http/errors.ts';
import { addressKey } from '../../http/client-address.ts';
import { toUserJson } from './current-user.ts';
import { findProfile, firstProfileId } from './profile-queries.ts';
import type { AuthRouteNeeds } from './routes.ts';
import { hashPassword, verifyPassword } from './passwords.ts';
import { admitSignUp } from './registration-policy.ts';
import { issueTicket } from './two-step.ts';
import { findUserByEmail, insertUser, issueToken, type UserRecord } from './user-queries.ts';

const EMAIL_TAKEN = /*i18n*/ 'An account with this email already exists';
// One text for an unknown email and a wrong password, so the reply does not reveal who has an account.
const BAD_CREDENTIALS = /*i18n*/ 'Invalid email or password';
// Signing up, or in to another account, would leave a limited profile as signing out does, without its password.
export const ON_A_LIMITED_PROFILE = /*i18n*/ 'This device is on a limited profile: sign out of it first';
// Said only to whoever gave the right password, so it reveals nothing to a guesser.
export const ACCOUNT_DISABLED = /*i18n*/ "This account has been turned off by the server's admin";
const PASSWORDS_OFF = /*i18n*/ 'Password sign-in is turned off on this server: use single sign-on';

/** PASSWORD_SIGNIN=false: no password signs in or makes an account (the provider is the only way in). */
function passwordsAllowed(app: ApiApp): void {
  if (!app.ctx.config.signIn.password) throw new HttpError(403, PASSWORDS_OFF);
}

/** Whether the request comes with a limited profile's token (a device that must not leave it unasked). */
export const fromLimitedProfile = (request: FastifyRequest): boolean =>
  request.user !== null && request.user !== undefined && isLimitedProfile(request.user.profile);

/** The account's own token after sign-up or sign-in, acting for one of its profiles. */
export async function signedIn(
  db: Kysely<DB>,
  request: FastifyRequest,
  user: UserRecord,
  profileId: string,
): Promise<SignedInReply> {
  const token = await issueToken(db, user.id, profileId, request.headers['user-agent']);
  const found = await findProfile(db, user.id, profileId);
  // The account or profile went while signing in (deleted by another request).
  if (!found) throw new HttpError(401, BAD_CREDENTIALS);
  return { token, user: toUserJson(user), profile: found.profile };
}

/** Refuses signing in to another account on a limited profile's device; its own account may sign in again. */
export function refuseOnLimitedDevice(request: FastifyRequest, userId: string): void {
  if (fromLimitedProfile(request) && request.user?.id !== userId) throw new HttpError(403, ON_A_LIMITED_PROFILE);
}

/**
 * The end of every way of signing in (password, passkey, two-step code, single sign-on, reset link): refused for an
 * account an admin turned off, and on a limited profile's device for another account; else a token for the
 * account's first profile, the app then offering the others. `gone` is thrown when the account has no profile left
 * (deleted meanwhile).
 */
export async function finishSignIn(
  db: Kysely<DB>,
  request: FastifyRequest,
  user: UserRecord & { disabled: number },
  gone: HttpError,
): Promise<SignedInReply> {
  if (user.disabled === 1) throw new HttpError(403, ACCOUNT_DISABLED);
  refuseOnLimitedDevice(request, user.id);
  const profileId = await firstProfileId(db, user.id);
  if (profileId === undefined) throw gone;
  return signedIn(db, request, user, profileId);
}

/** The 429 of an account with too many failed sign-ins from this address, with when to try again. */
export function tooManyFailures(reply: FastifyReply, retryAfterMs: number): HttpError {
  const minutes = Math.max(1, Math.ceil(retryAfterMs / 60_000));
  reply.header('retry-after', Math.ceil(retryAfterMs / 1000));
  return new HttpError(
    429,
    /*i18n*/ 'Too many failed sign-ins for this account. Try again in {minutes, plural, one {# minute} other {# minutes}}.',
    { minutes },
  );
}

/** POST /auth/register and /auth/login. */
export function signInRoutes(app: ApiApp, { perAddressLimit, hashing, failedSignIns }: AuthRouteNeeds): void {
  const db = app.ctx.db.kysely;
  const tags: ApiTag[] = ['auth'];
  const register = {
    summary: 'Creates an account and signs it in',
    tags,
    body: registerBodySchema,
    response: {
      201: signedInReplySchema.describe('The account, signed in, and its first profile'),
      ...errorReplies(400, 403, 404, 409, 410, 413, 415, 429, 503),
    },
  };
  app.post('/auth/register', { schema: register, config: perAddressLimit }, async (request, reply) => {
    const { body } = request;
    passwordsAllowed(app);
    if (fromLimitedProfile(request)) throw new HttpError(403, ON_A_LIMITED_PROFILE);
    const email = body.email.toLowerCase();
    const admission = await admitSignUp(db, app.ctx.config, app.ctx.setupNeeded, email, body.invitation);
    if (await findUserByEmail(db, email)) throw new HttpError(409, EMAIL_TAKEN);
    await hashing.admit(request, reply);
    const user = await insertUser(
      db,
      { email, passwordHash: await hashPassword(body.password), displayName: body.displayName ?? null, role: admission.role },
      admission.claim,
    );
    // A parallel registration may have taken the email between the check and the insert.
    if (!user) throw new HttpError(409, EMAIL_TAKEN);
    const created: SignedInReply = await signedIn(db, request, user, user.id);
    return reply.status(201).send(created);
  });

  const login = {
    summary: 'Signs in: a new bearer token for the account',
    tags,
    body: loginBodySchema,
    response: {
      200: signedInReplySchema,
      202: twoStepChallengeSchema.describe('The password was right: the sign-in ends with a code of the authenticator app'),
      ...errorReplies(400, 401, 403, 413, 415, 429, 503),
    },
  };
  app.post('/auth/login', { schema: login, config: perAddressLimit }, async (request, reply) => {
    const { body } = request;
    passwordsAllowed(app);
    const email = body.email.toLowerCase();
    // Before the attempt is counted: a request refused here checks no password, so it is no failure.
    await hashing.admit(request, reply);
    const attempt = await failedSignIns.attempt(email, addressKey(request.ip));
    const found = await findUserByEmail(db, email);
    if (!attempt.allowed) {
      app.metrics.signInFailed('too_many_failures');
      await app.ctx.signInFailures.note(request, { email, known: found !== undefined, reason: 'too_many_failures' });
      throw tooManyFailures(reply, attempt.retryAfterMs);
    }
    const passwordMatches = await verifyPassword(found?.password_hash, body.password);
    if (!found || !passwordMatches) {
      app.metrics.signInFailed('bad_credentials');
      await app.ctx.signInFailures.note(request, { email, known: found !== undefined, reason: 'wrong_password' });
      throw new HttpError(401, BAD_CREDENTIALS);
    }
    await attempt.succeeded();
    if (found.disabled === 1) throw new HttpError(403, ACCOUNT_DISABLED);
    // Before the second step too: a code must not take a limited profile's device to another account.
    refuseOnLimitedDevice(request, found.id);
    // The password was right; an account with two-step sign-in ends it with a code (two-step-routes.ts).
    if (found.totp_secret !== null) {
      const challenge: TwoStepChallenge = { twoStep: true, ticket: issueTicket(app.ctx.urls, found.id, found.password_hash) };
      return reply.status(202).send(challenge);
    }
    return finishSignIn(db, request, found, new HttpError(401, BAD_CREDENTIALS));
  });
}
