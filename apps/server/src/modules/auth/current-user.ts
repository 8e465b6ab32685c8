import type { FastifyRequest } from 'fastify';
import type { User } from '@marquee/core';
import { unauthorized } from '../../http/errors.ts';
import { bearerToken } from './tokens.ts';
import { findUserByToken, type UserRecord } from './user-queries.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user, set by resolveUser from a live bearer token; null for visitors. */
    user: UserRecord | null;
  }
}

/**
 * onRequest hook (registered for the whole app): turns `Authorization: Bearer <token>` into
 * request.user. A missing, malformed, expired or revoked token leaves a visitor; routes that need
 * an account call requireUser, which answers 401.
 */
export async function resolveUser(request: FastifyRequest): Promise<void> {
  const token = bearerToken(request.headers.authorization);
  if (token) request.user = (await findUserByToken(request.server.ctx.db, token)) ?? null;
}

export function requireUser(request: FastifyRequest): UserRecord {
  if (!request.user) throw unauthorized('Please sign in');
  return request.user;
}

/** The user as the API shows it (SPEC.md §3). */
export function toUserJson(user: UserRecord): User {
  return { uid: user.id, email: user.email, displayName: user.display_name, photoURL: user.photo_url };
}
