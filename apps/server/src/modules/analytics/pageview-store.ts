import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';

export async function storePageview(
  db: Kysely<DB>,
  view: { path: string; referrer?: string; notFound?: boolean; userId: string | null },
): Promise<void> {
  await db
    .insertInto('pageviews')
    .values({
      id: randomUUID(),
      path: view.path,
      referrer: view.referrer || null,
      not_found: view.notFound ? 1 : 0,
      user_id: view.userId,
      created_at: new Date().toISOString(),
    })
    .execute();
}
