import type { Kysely } from 'kysely';
import type { DB } from './schema.ts';

/**
 * The server's own settings, kept in the `settings` table by key: what an admin chose (the site's name, who may sign
 * up, two-step for admins) and what the server made for itself once. A transaction may be passed for `db`.
 */

export async function readSetting(db: Kysely<DB>, key: string): Promise<string | undefined> {
  const row = await db.selectFrom('settings').select('value').where('key', '=', key).executeTakeFirst();
  return row?.value;
}

export async function writeSetting(db: Kysely<DB>, key: string, value: string): Promise<void> {
  await db
    .insertInto('settings')
    .values({ key, value })
    .onConflict((oc) => oc.column('key').doUpdateSet({ value }))
    .execute();
}
