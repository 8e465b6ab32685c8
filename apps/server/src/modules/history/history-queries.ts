import { randomUUID } from 'node:crypto';
import type { Insertable, Kysely, Transaction } from 'kysely';
import {
  HISTORY_MAX_ENTRIES,
  TITLE_SNAPSHOT_FIELDS,
  titleSnapshot,
  type CleanupResult,
  type HistoryEntry,
  type HistoryEntryBody,
  type HistoryPage,
  type HistoryQuery,
  type MediaType,
  type MetadataSourceName,
} from '@marquee/core';
import type { DB, WatchHistoryTable } from '../../db/schema.ts';
import { takeEntrySeqs } from '../account/index.ts';

/**
 * A player reports progress for the same title again and again. A report for the same title and
 * episode as the user's latest entry of that title, written less than this long ago, updates that
 * entry and moves it to the top instead of adding a row.
 */
const SAME_VIEWING_WINDOW_MS = 6 * 60 * 60 * 1000;

/** The columns of an entry, as the API shows it: every select of history entries takes these. */
const entryColumns = ['id', ...TITLE_SNAPSHOT_FIELDS, 'watch_position', 'duration', 'season', 'episode', 'created_at'] as const;

/** Which of a user's history entries, in which order. */
interface HistorySelection {
  order: HistoryQuery['order'];
  /** One title's entries only. */
  title?: { media_id: number; media_type: MediaType } | undefined;
}

/**
 * A user's history entries, newest or oldest first, of one title or of all: the rows of a history page,
 * of the export and of a title's latest viewing, each selecting the columns it needs. The order is the
 * indexes' (db/migrations: watch_history_newest is user_id, created_at, seq; watch_history_title is
 * user_id, media_id, media_type, created_at, seq), so the rows are read in index order and the read
 * stops at its limit, with no sort (__tests__/history-page-query.test.ts checks the plans).
 */
function historyOf(db: Kysely<DB>, profileId: string, { order, title }: HistorySelection) {
  const direction = order === 'newest' ? 'desc' : 'asc';
  return (
    db
      .selectFrom('watch_history')
      .where('profile_id', '=', profileId)
      // The callback runs only when there is a title (the condition's narrowing does not reach it).
      .$if(title !== undefined, (qb) => qb.where('media_id', '=', title!.media_id).where('media_type', '=', title!.media_type))
      .orderBy('created_at', direction)
      .orderBy('seq', direction)
  );
}

/**
 * The select of one page of the user's history (GET /api/watch-history), of one title when the query
 * names one. It asks for one row more than the page: that row tells whether there is a next page.
 */
export function historyPageQuery(db: Kysely<DB>, profileId: string, page: HistoryQuery) {
  const { media_id, media_type } = page;
  const title = media_id !== undefined && media_type !== undefined ? { media_id, media_type } : undefined;
  return historyOf(db, profileId, { order: page.order, title })
    .select(entryColumns)
    .limit(page.limit + 1)
    .offset(page.offset);
}

export async function historyPage(db: Kysely<DB>, profileId: string, page: HistoryQuery): Promise<HistoryPage> {
  const rows = await historyPageQuery(db, profileId, page).execute();
  return { items: rows.slice(0, page.limit), hasMore: rows.length > page.limit };
}

/** Where a page of the export stopped: its last entry's place in the order. */
export interface HistoryCursor {
  created_at: string;
  seq: number;
}

/**
 * Up to `limit` entries of the user, newest first, from after `after` (for the export, which reads the history a
 * page at a time). Each comes with its `seq`, the next page's cursor.
 */
export async function historyAfter(
  db: Kysely<DB>,
  profileId: string,
  after: HistoryCursor | undefined,
  limit: number,
): Promise<(HistoryEntry & HistoryCursor)[]> {
  return historyOf(db, profileId, { order: 'newest' })
    .$if(after !== undefined, (qb) =>
      qb.where((eb) => eb(eb.refTuple('created_at', 'seq'), '<', eb.tuple(after!.created_at, after!.seq))),
    )
    .select([...entryColumns, 'seq'])
    .limit(limit)
    .execute();
}

/** The most entries one trimHistory deletes: a history far over the cap shrinks in steps instead of one long delete. */
const TRIM_AT_ONCE = 1_000;

/**
 * Drops the user's entries past their newest HISTORY_MAX_ENTRIES (docs/behaviour.md#recording), the oldest first,
 * at most TRIM_AT_ONCE of them; returns how many it dropped.
 */
export async function trimHistory(db: Kysely<DB>, profileId: string): Promise<number> {
  // The newest entry past the cap: it and everything older go.
  const boundary = await historyOf(db, profileId, { order: 'newest' })
    .select(['created_at', 'seq'])
    .limit(1)
    .offset(HISTORY_MAX_ENTRIES)
    .executeTakeFirst();
  if (!boundary) return 0;
  const oldest = historyOf(db, profileId, { order: 'oldest' })
    .where((eb) => eb(eb.refTuple('created_at', 'seq'), '<=', eb.tuple(boundary.created_at, boundary.seq)))
    .select('id')
    .limit(TRIM_AT_ONCE);
  const result = await db
    .deleteFrom('watch_history')
    .where('profile_id', '=', profileId)
    .where('id', 'in', oldest)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** Season and episode only mean something for TV; movie rows keep them null so duplicates group cleanly. */
export function episodeOf(body: Pick<HistoryEntryBody, 'media_type' | 'season' | 'episode'>) {
  return body.media_type === 'tv'
    ? { season: body.season ?? null, episode: body.episode ?? null }
    : { season: null, episode: null };
}

/** A new history row; `seq` comes from takeEntrySeqs. */
export function newHistoryRow(
  profileId: string,
  body: HistoryEntryBody,
  createdAt: string,
  seq: number,
  source: MetadataSourceName,
): Insertable<WatchHistoryTable> {
  return {
    id: randomUUID(),
    profile_id: profileId,
    ...titleSnapshot(body, source),
    watch_position: body.watch_position ?? 0,
    duration: body.duration ?? 0,
    ...episodeOf(body),
    created_at: createdAt,
    seq,
  };
}

async function latestOfTitle(trx: Transaction<DB>, profileId: string, mediaId: number, mediaType: MediaType) {
  return historyOf(trx, profileId, { order: 'newest', title: { media_id: mediaId, media_type: mediaType } })
    .select(['id', 'season', 'episode', 'created_at'])
    .limit(1)
    .executeTakeFirst();
}

/**
 * Records a viewing: updates the latest entry of the same title and episode when it is recent
 * (SAME_VIEWING_WINDOW_MS), else adds an entry, dropping the oldest past HISTORY_MAX_ENTRIES. Either way the
 * entry becomes the newest. Progress fields left out of the body keep their saved values.
 */
export async function recordViewing(
  db: Kysely<DB>,
  profileId: string,
  body: HistoryEntryBody,
  source: MetadataSourceName,
): Promise<{ entry: HistoryEntry; created: boolean }> {
  const now = new Date();
  return db.transaction().execute(async (trx) => {
    const seq = await takeEntrySeqs(trx, profileId, 1);
    const latest = await latestOfTitle(trx, profileId, body.media_id, body.media_type);
    const { season, episode } = episodeOf(body);
    const sameViewing =
      latest !== undefined &&
      latest.season === season &&
      latest.episode === episode &&
      now.getTime() - Date.parse(latest.created_at) < SAME_VIEWING_WINDOW_MS;
    if (sameViewing) {
      const entry = await trx
        .updateTable('watch_history')
        .set({ watch_position: body.watch_position, duration: body.duration, created_at: now.toISOString(), seq })
        .where('id', '=', latest.id)
        .returning(entryColumns)
        .executeTakeFirstOrThrow();
      return { entry, created: false };
    }
    const entry = await trx
      .insertInto('watch_history')
      .values(newHistoryRow(profileId, body, now.toISOString(), seq, source))
      .returning(entryColumns)
      .executeTakeFirstOrThrow();
    await trimHistory(trx, profileId);
    return { entry, created: true };
  });
}

/** Deletes the user's entries with these ids (all of them when ids is omitted). */
export async function deleteHistory(db: Kysely<DB>, profileId: string, ids?: string[]): Promise<number> {
  let query = db.deleteFrom('watch_history').where('profile_id', '=', profileId);
  if (ids) query = query.where('id', 'in', ids);
  const result = await query.executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** Keeps the newest entry per title (and per season and episode for TV) and deletes the rest. */
export async function removeDuplicates(db: Kysely<DB>, profileId: string): Promise<CleanupResult> {
  return db.transaction().execute(async (trx) => {
    const ranked = trx
      .selectFrom('watch_history')
      .select((eb) => [
        'id',
        eb.fn
          .agg<number>('row_number')
          .over((over) =>
            over
              .partitionBy(['media_id', 'media_type', 'season', 'episode'])
              .orderBy('created_at', 'desc')
              .orderBy('seq', 'desc'),
          )
          .as('recency'),
      ])
      .where('profile_id', '=', profileId);
    const removed = await trx
      .deleteFrom('watch_history')
      .where('profile_id', '=', profileId)
      .where('id', 'in', trx.selectFrom(ranked.as('ranked')).select('ranked.id').where('ranked.recency', '>', 1))
      .executeTakeFirst();
    const { remaining } = await trx
      .selectFrom('watch_history')
      .select((eb) => eb.fn.countAll<number | string>().as('remaining'))
      .where('profile_id', '=', profileId)
      .executeTakeFirstOrThrow();
    // PostgreSQL returns count(*) as a bigint string.
    return { removedDuplicates: Number(removed.numDeletedRows), remainingItems: Number(remaining) };
  });
}
