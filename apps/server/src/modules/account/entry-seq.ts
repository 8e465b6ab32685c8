import type { Transaction } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { unauthorized } from '../../http/errors.ts';

/**
 * Takes `count` consecutive ordering numbers of the user for list or history rows and returns the
 * first. Lists and history sort by time, then by this number, so two writes in the same
 * millisecond still come out in the order they happened. A per-user counter (instead of an
 * auto-increment column) keeps one migration for both databases; on PostgreSQL the update also
 * locks the user's row until the transaction ends, which makes one user's concurrent writes
 * (check, then insert or update) run one after the other.
 */
export async function takeEntrySeqs(trx: Transaction<DB>, profileId: string, count: number): Promise<number> {
  const row = await trx
    .updateTable('profiles')
    .set((eb) => ({ entry_seq: eb('entry_seq', '+', count) }))
    .where('id', '=', profileId)
    .returning('entry_seq')
    .executeTakeFirst();
  // The account was deleted while this request was running.
  if (!row) throw unauthorized(/*i18n*/ 'Please sign in');
  return row.entry_seq - count + 1;
}

/**
 * Locks the user's row until the transaction ends, as takeEntrySeqs does, without taking a number:
 * for a transaction that must read the user's rows before it knows how many it will write (an
 * import). On PostgreSQL a concurrent add then waits for it instead of inserting a title between
 * its read and its insert; SQLite runs one write transaction at a time anyway.
 */
export async function lockOwnerRow(trx: Transaction<DB>, profileId: string): Promise<void> {
  const row = await trx
    .updateTable('profiles')
    .set((eb) => ({ entry_seq: eb.ref('entry_seq') }))
    .where('id', '=', profileId)
    .returning('id')
    .executeTakeFirst();
  if (!row) throw unauthorized(/*i18n*/ 'Please sign in');
}
