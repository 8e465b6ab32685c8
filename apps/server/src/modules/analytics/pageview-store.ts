import { randomUUID } from 'node:crypto';
import { setImmediate as nextTurn } from 'node:timers/promises';
import type { Kysely } from 'kysely';
import { PAGEVIEW_RETENTION_DAYS, PAGEVIEWS_MAX_ROWS } from '@marquee/core';
import type { DB } from '../../db/schema.ts';

/** Rows one delete of the pruning takes: a short statement, with a turn for other requests between two. */
const PRUNE_AT_ONCE = 1_000;
const DAY_MS = 24 * 60 * 60_000;

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

/**
 * Deletes the page views older than PAGEVIEW_RETENTION_DAYS, then the oldest past `maxRows` (docs/behaviour.md#limits),
 * PRUNE_AT_ONCE at a time; returns how many it deleted.
 */
export async function prunePageviews(
  db: Kysely<DB>,
  { now = new Date(), maxRows = PAGEVIEWS_MAX_ROWS }: { now?: Date; maxRows?: number } = {},
): Promise<number> {
  const cutoff = new Date(now.getTime() - PAGEVIEW_RETENTION_DAYS * DAY_MS).toISOString();
  let deleted = 0;
  for (;;) {
    const removed = await deleteOldest(db, PRUNE_AT_ONCE, cutoff);
    deleted += removed;
    if (removed < PRUNE_AT_ONCE) break;
    await nextTurn();
  }
  const { count } = await db
    .selectFrom('pageviews')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .executeTakeFirstOrThrow();
  // PostgreSQL returns count(*) as a bigint string.
  for (let over = Number(count) - maxRows; over > 0;) {
    const removed = await deleteOldest(db, Math.min(over, PRUNE_AT_ONCE));
    if (removed === 0) break;
    deleted += removed;
    over -= removed;
    await nextTurn();
  }
  return deleted;
}

/** Deletes up to `limit` of the oldest page views (of those before `before`, if given). */
async function deleteOldest(db: Kysely<DB>, limit: number, before?: string): Promise<number> {
  const oldest = db
    .selectFrom('pageviews')
    .select('id')
    .$if(before !== undefined, (qb) => qb.where('created_at', '<', before!))
    .orderBy('created_at')
    .limit(limit);
  const result = await db.deleteFrom('pageviews').where('id', 'in', oldest).executeTakeFirst();
  return Number(result.numDeletedRows);
}
