import type { Kysely } from 'kysely';
import type { Passkey } from '@marquee/core';
import type { DB } from '../../db/schema.ts';

/** The passkeys table (docs/accounts.md#passkeys): an account's WebAuthn credentials. */

export interface StoredPasskey {
  id: string;
  userId: string;
  publicKey: string;
  counter: number;
  transports: string[];
}

const transportsOf = (json: string): string[] => {
  const parsed: unknown = JSON.parse(json);
  return Array.isArray(parsed) ? parsed.filter((item): item is string => typeof item === 'string') : [];
};

/** The account's passkeys as its Security section lists them, the newest first. */
export async function listPasskeys(db: Kysely<DB>, userId: string): Promise<Passkey[]> {
  const rows = await db
    .selectFrom('passkeys')
    .select(['id', 'name', 'created_at', 'last_used_at'])
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .orderBy('id')
    .execute();
  return rows.map((row) => ({ id: row.id, name: row.name, createdAt: row.created_at, lastUsedAt: row.last_used_at }));
}

/** The ids and transports of the account's passkeys: what a browser is told not to add again. */
export async function passkeyDescriptors(db: Kysely<DB>, userId: string): Promise<{ id: string; transports: string[] }[]> {
  const rows = await db.selectFrom('passkeys').select(['id', 'transports']).where('user_id', '=', userId).execute();
  return rows.map((row) => ({ id: row.id, transports: transportsOf(row.transports) }));
}

export async function findPasskey(db: Kysely<DB>, id: string): Promise<StoredPasskey | undefined> {
  const row = await db
    .selectFrom('passkeys')
    .select(['id', 'user_id', 'public_key', 'counter', 'transports'])
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row) return undefined;
  return {
    id: row.id,
    userId: row.user_id,
    publicKey: row.public_key,
    counter: Number(row.counter),
    transports: transportsOf(row.transports),
  };
}

/** Stores a new passkey; undefined when one with its id is already stored (on this account or another). */
export async function insertPasskey(
  db: Kysely<DB>,
  passkey: Omit<StoredPasskey, 'counter'> & { counter: number; name: string },
): Promise<Passkey | undefined> {
  const createdAt = new Date().toISOString();
  const inserted = await db
    .insertInto('passkeys')
    .values({
      id: passkey.id,
      user_id: passkey.userId,
      public_key: passkey.publicKey,
      counter: passkey.counter,
      transports: JSON.stringify(passkey.transports),
      name: passkey.name,
      created_at: createdAt,
      last_used_at: null,
    })
    .onConflict((oc) => oc.column('id').doNothing())
    .executeTakeFirst();
  if ((inserted.numInsertedOrUpdatedRows ?? 0n) === 0n) return undefined;
  return { id: passkey.id, name: passkey.name, createdAt, lastUsedAt: null };
}

/** Notes a sign-in with the passkey: the counter its authenticator reported, and when. */
export async function notePasskeyUsed(db: Kysely<DB>, id: string, counter: number): Promise<void> {
  await db.updateTable('passkeys').set({ counter, last_used_at: new Date().toISOString() }).where('id', '=', id).execute();
}

/** Removes one of the account's passkeys; false when the account has none with that id. */
export async function deletePasskey(db: Kysely<DB>, userId: string, id: string): Promise<boolean> {
  const deleted = await db.deleteFrom('passkeys').where('user_id', '=', userId).where('id', '=', id).executeTakeFirst();
  return deleted.numDeletedRows > 0n;
}

/** The accounts with at least one passkey, for the admin's list of sign-in methods. */
export async function passkeyUserIds(db: Kysely<DB>): Promise<Set<string>> {
  const rows = await db.selectFrom('passkeys').select('user_id').distinct().execute();
  return new Set(rows.map((row) => row.user_id));
}
