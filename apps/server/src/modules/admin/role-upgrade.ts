import type { Kysely } from 'kysely';
import type { AppConfig } from '../../config.ts';
import type { DB } from '../../db/schema.ts';

/**
 * Gives the server its admins as it starts (docs/accounts.md#roles):
 *
 * - ADMIN_EMAILS accounts are admins, every start (the list may have grown since the last).
 * - A server that had accounts before roles existed (the migration left the 'roles_upgrade' setting) keeps its
 *   owner: the ADMIN_EMAILS accounts when it names some, else its first account, as before. Done once, by the one
 *   node whose delete of the setting counts.
 */
export async function assignAdmins(db: Kysely<DB>, config: AppConfig): Promise<void> {
  if (config.adminEmails.length > 0) {
    await db
      .updateTable('users')
      .set({ role: 'admin' })
      .where('email', 'in', config.adminEmails)
      .where('role', '!=', 'admin')
      .execute();
  }
  const pending = await db.deleteFrom('settings').where('key', '=', 'roles_upgrade').executeTakeFirst();
  if (pending.numDeletedRows === 0n || config.adminEmails.length > 0) return;
  const first = await db.selectFrom('users').select('id').orderBy('created_at').orderBy('id').limit(1).executeTakeFirst();
  if (first) await db.updateTable('users').set({ role: 'admin' }).where('id', '=', first.id).execute();
}
