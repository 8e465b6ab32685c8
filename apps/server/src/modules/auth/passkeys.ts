import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { decodeClientDataJSON } from '@simplewebauthn/server/helpers';
import type { DB, PasskeyChallengesTable } from '../../db/schema.ts';
import { HttpError } from '../../http/errors.ts';
import { deviceName } from './device-name.ts';

/**
 * What passkeys (docs/accounts.md#passkeys) share: the relying party a request speaks for, and the challenges.
 *
 * Challenges are kept in the database rather than signed into a ticket: a signed ticket would work on every node
 * too, but using one up would still need a record of the used ones. A row does both: any node finds it, a restart
 * keeps it, and taking it is one DELETE, so of two answers to one challenge only the first gets it.
 */

export const CHALLENGE_LIFETIME_MS = 5 * 60_000;

type Purpose = PasskeyChallengesTable['purpose'];

/**
 * The relying party: its host name (the rpID, which a passkey is bound to) and its origin. PUBLIC_URL's when set;
 * else as the browser reached the server (behind a trusted proxy, TRUST_PROXY, as the proxy says).
 */
export function relyingParty(request: FastifyRequest, publicUrl: string | undefined): { id: string; origin: string } {
  if (publicUrl !== undefined) return { id: new URL(publicUrl).hostname, origin: publicUrl };
  return { id: request.hostname, origin: `${request.protocol}://${request.host}` };
}

/** Keeps a new challenge for five minutes, and clears the expired ones, so abandoned attempts do not pile up. */
export async function keepChallenge(db: Kysely<DB>, challenge: string, purpose: Purpose, userId: string | null) {
  const now = Date.now();
  await db.deleteFrom('passkey_challenges').where('expires_at', '<=', new Date(now).toISOString()).execute();
  await db
    .insertInto('passkey_challenges')
    .values({ challenge, purpose, user_id: userId, expires_at: new Date(now + CHALLENGE_LIFETIME_MS).toISOString() })
    .execute();
}

/** Uses a challenge up: true only for the first taker of a live challenge handed out for this purpose and account. */
export async function takeChallenge(db: Kysely<DB>, challenge: string, purpose: Purpose, userId: string | null) {
  const taken = await db
    .deleteFrom('passkey_challenges')
    .where('challenge', '=', challenge)
    .where('purpose', '=', purpose)
    .where('expires_at', '>', new Date().toISOString())
    .where((eb) => (userId === null ? eb('user_id', 'is', null) : eb('user_id', '=', userId)))
    .executeTakeFirst();
  return taken.numDeletedRows > 0n;
}

/** The challenge a browser's answer says it signed, or null when its client data cannot be read. */
export function answeredChallenge(clientDataJSON: string): string | null {
  try {
    const { challenge } = decodeClientDataJSON(clientDataJSON) as { challenge?: unknown };
    return typeof challenge === 'string' && challenge.length > 0 ? challenge : null;
  } catch {
    return null;
  }
}

/**
 * 'Chrome on Linux': the browser and system a passkey was added with. The browser's version is left out, as the
 * passkey outlives it.
 */
export function passkeyName(userAgent: string | undefined): string {
  const { browser, system } = deviceName(userAgent ?? null);
  const browserName = browser?.replace(/\s+[\d.]+$/, '');
  if (browserName && system) return `${browserName} on ${system}`;
  return browserName ?? system ?? 'Passkey';
}

const PASSKEYS_OFF = /*i18n*/ 'Passkeys are turned off on this server, as password sign-in is: use single sign-on';

/**
 * PASSWORD_SIGNIN=false makes the provider the only way in (docs/accounts.md#single-sign-on); a passkey would be
 * another, so it neither signs in nor is added then.
 */
export function passkeysAllowed(app: { ctx: { config: { signIn: { password: boolean } } } }): void {
  if (!app.ctx.config.signIn.password) throw new HttpError(403, PASSKEYS_OFF);
}
