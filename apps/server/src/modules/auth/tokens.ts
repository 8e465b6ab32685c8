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
  // "<scheme> <token>[ ...]", read without splitting the header: it runs on every request.
  if (!authorization || authorization.indexOf(' ') !== SCHEME.length) return null;
  const scheme = authorization.slice(0, SCHEME.length);
  if (scheme !== 'Bearer' && scheme.toLowerCase() !== SCHEME) return null;
  const end = authorization.indexOf(' ', SCHEME.length + 1);
  const token = authorization.slice(SCHEME.length + 1, end === -1 ? undefined : end);
  return TOKEN_SHAPE.test(token) ? token : null;
}

const SCHEME = 'bearer';
