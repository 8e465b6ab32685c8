import { randomInt, timingSafeEqual } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { HttpError } from '../../http/errors.ts';

/**
 * The one-time code that protects a new server's setup (docs/accounts.md#setup): made by the first node to start
 * and kept in the settings table, so every node prints and accepts the same one; deleted by the setup that uses it.
 */

const SETUP_CODE_SETTING = 'setup_code';
// Letters and digits that cannot be misread for one another (no I, L, O, U, 0 or 1).
const ALPHABET = 'ABCDEFGHJKMNPQRSTVWXYZ23456789';

export const WRONG_SETUP_CODE = /*i18n*/ 'That is not the setup code: copy it from the server log';
export const ALREADY_SET_UP = /*i18n*/ 'This server is already set up';

function newCode(): string {
  const letters = Array.from({ length: 12 }, () => ALPHABET[randomInt(ALPHABET.length)]);
  return [0, 4, 8].map((at) => letters.slice(at, at + 4).join('')).join('-');
}

/** What a person may type for the code: any case, with or without its dashes and spaces. */
const normalized = (code: string) => code.toUpperCase().replace(/[\s-]/g, '');

/** The server's setup code, made if it has none. */
export async function setupCode(db: Kysely<DB>): Promise<string> {
  await db
    .insertInto('settings')
    .values({ key: SETUP_CODE_SETTING, value: newCode() })
    .onConflict((oc) => oc.column('key').doNothing())
    .execute();
  const row = await db.selectFrom('settings').select('value').where('key', '=', SETUP_CODE_SETTING).executeTakeFirstOrThrow();
  return row.value;
}

/**
 * Uses the code, inside the transaction that makes the owner's account: a wrong one is refused, and of two setups
 * racing with the right one only the first deletes it; the other is told the server is set up.
 */
export async function useSetupCode(trx: Kysely<DB>, given: string): Promise<void> {
  const row = await trx.selectFrom('settings').select('value').where('key', '=', SETUP_CODE_SETTING).executeTakeFirst();
  if (!row) throw new HttpError(409, ALREADY_SET_UP);
  const expected = Buffer.from(normalized(row.value));
  const actual = Buffer.from(normalized(given));
  if (expected.length !== actual.length || !timingSafeEqual(expected, actual)) throw new HttpError(403, WRONG_SETUP_CODE);
  const deleted = await trx
    .deleteFrom('settings')
    .where('key', '=', SETUP_CODE_SETTING)
    .where('value', '=', row.value)
    .executeTakeFirst();
  if (deleted.numDeletedRows === 0n) throw new HttpError(409, ALREADY_SET_UP);
}
