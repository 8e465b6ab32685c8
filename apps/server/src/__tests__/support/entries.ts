import type { Db } from '../../db/connection.ts';
import { newHistoryRow } from '../../modules/history/index.ts';
import { newListRow, type ListName } from '../../modules/lists/index.ts';

/** Rows of one INSERT: under both databases' bound-parameter limits. */
const ROWS_PER_INSERT = 1_000;

/** The time of the nth seeded entry: a minute apart, from 2020 on, so the first is the oldest. */
export const seededTime = (n: number) => new Date(Date.UTC(2020, 0, 1) + n * 60_000).toISOString();

/**
 * Gives a profile `count` entries of its history or of one of its lists straight in the database, as many as the
 * caps hold, faster than that many requests would: films 1 to count, the first the oldest. Moves the profile's
 * ordering number past them, as the app's writes would have.
 */
export async function seedEntries(db: Db, profileId: string, where: ListName | 'history', count: number): Promise<void> {
  const { entry_seq: base } = await db.kysely
    .selectFrom('profiles')
    .select('entry_seq')
    .where('id', '=', profileId)
    .executeTakeFirstOrThrow();
  for (let start = 0; start < count; start += ROWS_PER_INSERT) {
    const ns = Array.from({ length: Math.min(ROWS_PER_INSERT, count - start) }, (_, i) => start + i);
    const body = (n: number) => ({ media_id: n + 1, media_type: 'movie' as const, title: `Seeded ${n + 1}` });
    if (where === 'history') {
      const rows = ns.map((n) => newHistoryRow(profileId, body(n), seededTime(n), base + n + 1, 'tmdb'));
      await db.kysely.insertInto('watch_history').values(rows).execute();
    } else {
      const rows = ns.map((n) => newListRow(profileId, where, body(n), seededTime(n), base + n + 1, 'tmdb'));
      await db.kysely.insertInto('list_entries').values(rows).execute();
    }
  }
  await db.kysely
    .updateTable('profiles')
    .set({ entry_seq: base + count })
    .where('id', '=', profileId)
    .execute();
}
