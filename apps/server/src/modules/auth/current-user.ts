import type { FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import { isLimitedProfile, LIMIT_HINT_COOKIE, profileMaxRank, type Role, type User } from '@marquee/core';
import { cookieValue } from '../../http/cookie-value.ts';
import { HttpError, unauthorized } from '../../http/errors.ts';
import { bearerToken } from './tokens.ts';
import { findUserByToken, noteSeen, type SignedInUser, type UserRecord } from './user-queries.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user, set by resolveUser from a live bearer token; null for visitors. */
    user: SignedInUser | null;
  }
  interface FastifyContextConfig {
    /** The route's bearer token is its own, not an account's (GET /metrics): resolveUser does not look it up. */
    ownBearerToken?: boolean;
  }
}

/**
 * onRequest hook (registered for the whole app): turns `Authorization: Bearer <token>` into
 * request.user. A missing, malformed, expired or revoked token leaves a visitor; routes that need
 * an account call requireUser, which answers 401.
 */
export async function resolveUser(request: FastifyRequest): Promise<void> {
  const token = bearerToken(request.headers.authorization);
  if (!token || request.routeOptions.config.ownBearerToken) return;
  const user = (await findUserByToken(request.server.ctx.db, token)) ?? null;
  request.user = user;
  if (user) noteSeen(request.server.ctx.db.kysely, user, token);
}

export function requireUser(request: FastifyRequest): SignedInUser {
  if (!request.user) throw unauthorized(/*i18n*/ 'Please sign in');
  return request.user;
}

/**
 * preValidation hook of the routes that need an account: a visitor gets the 401 before the request's
 * input is checked, as the route schema's validation runs between this hook and the handler.
 */
export function signInFirst(request: FastifyRequest, _reply: FastifyReply, done: HookHandlerDoneFunction): void {
  if (!request.user) return done(unauthorized(/*i18n*/ 'Please sign in'));
  done();
}

/** The user as the API shows it (docs/behaviour.md#own-api). */
export function toUserJson(user: UserRecord): User {
  return {
    uid: user.id,
    email: user.email,
    displayName: user.display_name,
    photoURL: user.photo_url,
    role: user.role === 'admin' ? 'admin' : ('member' satisfies Role),
  };
}

export const LIBRARY_FOR_MEMBERS = /*i18n*/ "Sign in to watch from this server's library";

/**
 * Throws the 401 a visitor gets for the library's films, where only accounts may play them (LIBRARY_ACCESS=members,
 * the default; docs/accounts.md#library-access). Every route that hands out the library's media checks this: the
 * signed URLs of streams, subtitles and files are only issued past it.
 */
export function requireLibraryAccess(request: FastifyRequest): void {
  if (!request.user && request.server.ctx.config.libraryAccess === 'members') throw unauthorized(LIBRARY_FOR_MEMBERS);
}

/** What a Kids or otherwise limited profile is told when it asks for what only a full profile may do. */
export const LIMITED_PROFILE = /*i18n*/ "This profile can't manage the account";

/**
 * The signed-in user, when their token acts for a profile without limits: profile management, the password,
 * account deletion, export and import answer a limited profile's token 403 (docs/behaviour.md#profiles).
 */
export function requireFullProfile(request: FastifyRequest): SignedInUser {
  const user = requireUser(request);
  if (isLimitedProfile(user.profile)) throw new HttpError(403, LIMITED_PROFILE);
  return user;
}

/**
 * onRequest hook of the routes a limited profile may not use and that take a large body: the 403 comes before the
 * body is read and before the request counts against the account's limit.
 */
export function fullProfileFirst(request: FastifyRequest, _reply: FastifyReply, done: HookHandlerDoneFunction): void {
  try {
    requireFullProfile(request);
    done();
  } catch (error) {
    done(error as Error);
  }
}

/**
 * The limit a request is held to (docs/behaviour.md#ratings), as profileMaxRank gives it: with a token, its profile's;
 * without one, the hint a limited profile's device sends as a cookie with the requests that cannot carry the token
 * (pages, images). A hint can only narrow what is served, so it is taken as it comes, and one that cannot be read
 * holds the request to the strictest limit; a request with neither is a visitor's, unlimited.
 */
export function requestLimit(request: FastifyRequest): number | null {
  if (request.user) return profileMaxRank(request.user.profile);
  const hint = cookieValue(request.headers.cookie, LIMIT_HINT_COOKIE);
  if (hint === undefined) return null;
  return /^\d{1,2}$/.test(hint) ? Number(hint) : -1;
}
