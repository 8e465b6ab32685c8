import { randomBytes } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import type { ResetLink } from '@marquee/core';
import type { DB } from '../../db/schema.ts';
import { HttpError } from '../../http/errors.ts';
import { hashToken } from './tokens.ts';

/**
 * One-time links that set an account's password (docs/accounts.md#password-reset-links): made by an admin or mailed
 * for 'Forgot password?', valid 24 hours, used once. Only the code's hash is kept; a new link for the account replaces its unused ones.
 */

const LINK_LIFETIME_MS = 24 * 60 * 60 * 1000;
const CODE_SHAPE = /^[A-Za-z0-9_-]{43}$/;
export const RESET_SPENT = /*i18n*/ 'This link has expired or has been used. Ask the server’s admin for a new one.';
const RESET_UNKNOWN = /*i18n*/ 'This link is not valid. Check that it was copied whole.';

export async function createResetLink(db: Kysely<DB>, userId: string): Promise<ResetLink> {
  return db.transaction().execute((trx) => insertResetLink(trx, userId));
}

/**
 * A link for a mail, unless the account had one made since `since` (undefined then). The account's row is locked
 * first, so two requests at once, on any node, make one link between them.
 */
export async function createMailedResetLink(db: Kysely<DB>, userId: string, since: Date): Promise<ResetLink | undefined> {
  return db.transaction().execute(async (trx) => {
    await trx
      .updateTable('users')
      .set((eb) => ({ disabled: eb.ref('disabled') }))
      .where('id', '=', userId)
      .execute();
    const recent = await trx
      .selectFrom('password_resets')
      .select('user_id')
      .where('user_id', '=', userId)
      .where('created_at', '>', since.toISOString())
      .executeTakeFirst();
    return recent ? undefined : insertResetLink(trx, userId);
  });
}

async function insertResetLink(trx: Transaction<DB>, userId: string): Promise<ResetLink> {
  const code = randomBytes(32).toString('base64url');
  const now = new Date();
  const expiresAt = new Date(now.getTime() + LINK_LIFETIME_MS).toISOString();
  await trx.deleteFrom('password_resets').where('user_id', '=', userId).where('used_at', 'is', null).execute();
  await trx
    .insertInto('password_resets')
    .values({
      token_hash: hashToken(code),
      user_id: userId,
      created_at: now.toISOString(),
      expires_at: expiresAt,
      used_at: null,
    })
    .execute();
  return { url: `/reset-password?token=${code}`, expiresAt };
}

/** The account a live link is for, or the 404 or 410 a link that does not work gets. */
export async function checkResetLink(db: Kysely<DB>, code: string): Promise<{ userId: string; email: string }> {
  const row = CODE_SHAPE.test(code)
    ? await db
        .selectFrom('password_resets')
        .innerJoin('users', 'users.id', 'password_resets.user_id')
        .select(['password_resets.user_id', 'password_resets.expires_at', 'password_resets.used_at', 'users.email'])
        .where('password_resets.token_hash', '=', hashToken(code))
        .executeTakeFirst()
    : undefined;
  if (!row) throw new HttpError(404, RESET_UNKNOWN);
  if (row.used_at !== null || Date.parse(row.expires_at) <= Date.now()) throw new HttpError(410, RESET_SPENT);
  return { userId: row.user_id, email: row.email };
}

/**
 * Uses a link: sets the password and ends every sign-in of the account, in one transaction, so a link used twice at
 * once sets it once (the second finds it used).
 */
export async function useResetLink(db: Kysely<DB>, code: string, passwordHash: string): Promise<string> {
  return db.transaction().execute(async (trx) => {
    const { userId } = await checkResetLink(trx, code);
    const used = await trx
      .updateTable('password_resets')
      .set({ used_at: new Date().toISOString() })
      .where('token_hash', '=', hashToken(code))
      .where('used_at', 'is', null)
      .executeTakeFirst();
    if (used.numUpdatedRows === 0n) throw new HttpError(410, RESET_SPENT);
    await trx.updateTable('users').set({ password_hash: passwordHash }).where('id', '=', userId).execute();
    await trx.deleteFrom('tokens').where('user_id', '=', userId).execute();
    return userId;
  });
}
