import { hash, randomBytes } from 'node:crypto';

/** Bearer tokens: 32 random bytes, base64url. Only their sha256 is stored, so a leaked table grants nothing. */
export const TOKEN_LIFETIME_MS = 30 * 24 * 60 * 60 * 1000;

/** Exactly what newToken produces; anything else is rejected without a database lookup. */
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashToken(token: string): string {
  return hash('sha256', token, 'hex');
}

/** The token of an `Authorization: Bearer <token>` header, or null when there is none or it is malformed. */
export function bearerToken(authorization: string | undefined): string | null {
  if (!authorization) return null;
  const [scheme, token] = authorization.split(' ');
  if (scheme?.toLowerCase() !== 'bearer' || !token || !TOKEN_SHAPE.test(token)) return null;
  return token;
}
