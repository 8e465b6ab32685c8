import { createHash, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { Secret, TOTP } from 'otpauth';
import QRCode from 'qrcode';
import type { TwoStepSetup } from '@marquee/core';
import type { DB } from '../../db/schema.ts';
import type { UrlSigner } from '../../lib/signed-urls.ts';
import { hashToken } from './tokens.ts';

/**
 * Two-step sign-in with an authenticator app (docs/accounts.md#two-step-sign-in): time-based one-time codes of
 * RFC 6238 (6 digits, 30 seconds, SHA-1, as every authenticator app reads them), made and checked with otpauth.
 */

const PERIOD_S = 30;
const RECOVERY_CODES = 10;
/** How long the password's half of a sign-in waits for its code. */
const TICKET_LIFETIME_S = 5 * 60;

const totpOf = (secret: string, label: string, issuer: string) =>
  new TOTP({ issuer, label, secret: Secret.fromBase32(secret), period: PERIOD_S, digits: 6, algorithm: 'SHA1' });

/** A new secret for the account, kept as pending until its first code turns it on. */
export async function startTwoStep(db: Kysely<DB>, user: { id: string; email: string }, siteName: string): Promise<TwoStepSetup> {
  const secret = new Secret({ size: 20 }).base32;
  await db.updateTable('users').set({ totp_pending: secret }).where('id', '=', user.id).execute();
  const uri = totpOf(secret, user.email, siteName).toString();
  const qrSvg = await QRCode.toString(uri, { type: 'svg', margin: 2, errorCorrectionLevel: 'M' });
  return { secret, uri, qrSvg };
}

/**
 * The 30-second step a code is valid for, or null: the current step or one either side, for clocks that differ a
 * little, and only past `lastStep`, so a code seen once (over a shoulder, in a log) cannot sign in again.
 */
export function codeStep(secret: string, code: string, lastStep: number | null, now = Date.now()): number | null {
  const digits = code.replace(/\s/g, '');
  if (!/^\d{6}$/.test(digits)) return null;
  const delta = totpOf(secret, '', '').validate({ token: digits, timestamp: now, window: 1 });
  if (delta === null) return null;
  const step = Math.floor(now / 1000 / PERIOD_S) + delta;
  return lastStep !== null && step <= lastStep ? null : step;
}

/** Turns two-step sign-in on with the pending secret, and gives the recovery codes, which are kept only as hashes. */
export async function enableTwoStep(db: Kysely<DB>, userId: string, secret: string, step: number): Promise<string[]> {
  const codes = Array.from({ length: RECOVERY_CODES }, recoveryCode);
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('users')
      .set({ totp_secret: secret, totp_pending: null, totp_last_step: step })
      .where('id', '=', userId)
      .execute();
    await trx.deleteFrom('recovery_codes').where('user_id', '=', userId).execute();
    await trx
      .insertInto('recovery_codes')
      .values(codes.map((code) => ({ code_hash: hashRecoveryCode(code), user_id: userId, used_at: null })))
      .execute();
  });
  return codes;
}

export async function disableTwoStep(db: Kysely<DB>, userId: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('users')
      .set({ totp_secret: null, totp_pending: null, totp_last_step: null })
      .where('id', '=', userId)
      .execute();
    await trx.deleteFrom('recovery_codes').where('user_id', '=', userId).execute();
  });
}

/** 'K7QX-2MPD-9RTA': 60 random bits, in letters and digits that are not misread. */
function recoveryCode(): string {
  const alphabet = 'ABCDEFGHJKMNPQRSTVWXYZ23456789';
  const bytes = randomBytes(12);
  const letters = Array.from(bytes, (byte) => alphabet[byte % alphabet.length]).join('');
  return [0, 4, 8].map((at) => letters.slice(at, at + 4)).join('-');
}

const hashRecoveryCode = (code: string) => hashToken(code.toUpperCase().replace(/[\s-]/g, ''));

/** Uses a recovery code once; false when it is not one of the account's unused codes. */
export async function useRecoveryCode(db: Kysely<DB>, userId: string, code: string): Promise<boolean> {
  const used = await db
    .updateTable('recovery_codes')
    .set({ used_at: new Date().toISOString() })
    .where('user_id', '=', userId)
    .where('code_hash', '=', hashRecoveryCode(code))
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return used.numUpdatedRows > 0n;
}

/** Marks a code's step used: of two sign-ins racing with one code, only the first gets past the update. */
export async function takeStep(db: Kysely<DB>, userId: string, step: number): Promise<boolean> {
  const taken = await db
    .updateTable('users')
    .set({ totp_last_step: step })
    .where('id', '=', userId)
    .where((eb) => eb.or([eb('totp_last_step', 'is', null), eb('totp_last_step', '<', step)]))
    .executeTakeFirst();
  return taken.numUpdatedRows > 0n;
}

export async function recoveryCodesLeft(db: Kysely<DB>, userId: string): Promise<number> {
  const row = await db
    .selectFrom('recovery_codes')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('user_id', '=', userId)
    .where('used_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/**
 * The ticket that carries a sign-in from its password to its code: signed by the server for the account and its
 * current password (a changed password ends the tickets made with the old one), valid five minutes, on every node.
 */
const ticketSubject = (userId: string, passwordHash: string) =>
  `two-step:${userId}:${createHash('sha256').update(passwordHash).digest('base64url')}`;

export function issueTicket(urls: UrlSigner, userId: string, passwordHash: string): string {
  const query = new URLSearchParams(urls.query(ticketSubject(userId, passwordHash), TICKET_LIFETIME_S));
  return `${userId}.${query.get('exp')}.${query.get('sig')}`;
}

/** The account a ticket was issued for, if it is the server's and still valid for that account's password. */
export function ticketUser(ticket: string): { userId: string; exp: string; sig: string } | null {
  const [userId, exp, sig, ...rest] = ticket.split('.');
  if (!userId || !exp || !sig || rest.length > 0) return null;
  return { userId, exp, sig };
}

export function ticketValid(
  urls: UrlSigner,
  ticket: { userId: string; exp: string; sig: string },
  passwordHash: string,
): boolean {
  return urls.verify(ticketSubject(ticket.userId, passwordHash), ticket);
}
