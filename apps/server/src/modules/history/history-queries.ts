import { randomUUID } from 'node:crypto';
import type { Insertable, Kysely, Transaction } from 'kysely';
import type { CleanupResult, HistoryEntry, HistoryEntryBody, HistoryPage, HistoryQuery, MediaType } from '@marquee/core';
import type { Db } from '../../db/connection.ts';
import { preparedQuery } from '../../db/prepared-query.ts';
import type { DB, WatchHistoryTable } from '../../db/schema.ts';
import { takeEntrySeqs } from '../account/index.ts';

/**
 * A player reports progress for the same title again and again. A report for the same title and
 * episode as the user's latest entry of that title, written less than this long ago, updates that
 * entry and moves it to the top instead of adding a row.
 */
const SAME_VIEWING_WINDOW_MS = 6 * 60 * 60 * 1000;

const entryColumns = [
  'id',
  'media_id',
  'media_type',
  'title',
  'poster_path',
  'backdrop_path',
  'overview',
  'rating',
  'watch_position',
  'duration',
  'season',
  'episode',
  'created_at',
] as const;

/** A page of history in one order; the order is part of the SQL text, so each has its own query. */
const pageQuery = (direction: 'asc' | 'desc') =>
  preparedQuery((db, v: { userId: string; limit: number; offset: number }) =>
    db.kysely
      .selectFrom('watch_history')
      .select(entryColumns)
      .where('user_id', '=', v.userId)
      .orderBy('created_at', direction)
      .orderBy('seq', direction)
      .limit(v.limit)
      .offset(v.offset),
  );
const pageQueries = { newest: pageQuery('desc'), oldest: pageQuery('asc') };

/** A page of one title's history (index watch_history_title), in one order. */
const titlePageQuery = (direction: 'asc' | 'desc') =>
  preparedQuery((db, v: { userId: string; mediaId: number; mediaType: MediaType; limit: number; offset: number }) =>
    db.kysely
      .selectFrom('watch_history')
      .select(entryColumns)
      .where('user_id', '=', v.userId)
      .where('media_id', '=', v.mediaId)
      .where('media_type', '=', v.mediaType)
      .orderBy('created_at', direction)
      .orderBy('seq', direction)
      .limit(v.limit)
      .offset(v.offset),
  );
const titlePageQueries = { newest: titlePageQuery('desc'), oldest: titlePageQuery('asc') };

export async function historyPage(db: Db, userId: string, page: HistoryQuery): Promise<HistoryPage> {
  // One row more than asked tells whether there is a next page.
  const limit = page.limit + 1;
  const rows =
    page.media_id !== undefined && page.media_type !== undefined
      ? await titlePageQueries[page.order](db, { userId, mediaId: page.media_id, mediaType: page.media_type, limit, offset: page.offset })
      : await pageQueries[page.order](db, { userId, limit, offset: page.offset });
  return { items: rows.slice(0, page.limit), hasMore: rows.length > page.limit };
}

/** Every entry of the user, newest first (for the export). */
export async function allHistory(db: Kysely<DB>, userId: string): Promise<HistoryEntry[]> {
  return db
    .selectFrom('watch_history')
    .select(entryColumns)
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .orderBy('seq', 'desc')
    .execute();
}

/** Season and episode only mean something for TV; movie rows keep them null so duplicates group cleanly. */
export function episodeOf(body: Pick<HistoryEntryBody, 'media_type' | 'season' | 'episode'>) {
  return body.media_type === 'tv'
    ? { season: body.season ?? null, episode: body.episode ?? null }
    : { season: null, episode: null };
}

/** A new history row; `seq` comes from takeEntrySeqs. */
export function newHistoryRow(
  userId: string,
  body: HistoryEntryBody,
  createdAt: string,
  seq: number,
): Insertable<WatchHistoryTable> {
  return {
    id: randomUUID(),
    user_id: userId,
    media_id: body.media_id,
    media_type: body.media_type,
    title: body.title,
    poster_path: body.poster_path ?? null,
    backdrop_path: body.backdrop_path ?? null,
    overview: body.overview ?? null,
    rating: body.rating ?? null,
    watch_position: body.watch_position ?? 0,
    duration: body.duration ?? 0,
    ...episodeOf(body),
    created_at: createdAt,
    seq,
  };
}

async function latestOfTitle(trx: Transaction<DB>, userId: string, mediaId: number, mediaType: MediaType) {
  return trx
    .selectFrom('watch_history')
    .select(['id', 'season', 'episode', 'created_at'])
    .where('user_id', '=', userId)
    .where('media_id', '=', mediaId)
    .where('media_type', '=', mediaType)
    .orderBy('created_at', 'desc')
    .orderBy('seq', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/**
 * Records a viewing: updates the latest entry of the same title and episode when it is recent
 * (SAME_VIEWING_WINDOW_MS), else adds an entry. Either way the entry becomes the newest. Progress
 * fields left out of the body keep their saved values.
 */
export async function recordViewing(
  db: Kysely<DB>,
  userId: string,
  body: HistoryEntryBody,
): Promise<{ entry: HistoryEntry; created: boolean }> {
  const now = new Date();
  return db.transaction().execute(async (trx) => {
    const seq = await takeEntrySeqs(trx, userId, 1);
    const latest = await latestOfTitle(trx, userId, body.media_id, body.media_type);
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
      .values(newHistoryRow(userId, body, now.toISOString(), seq))
      .returning(entryColumns)
      .executeTakeFirstOrThrow();
    return { entry, created: true };
  });
}

/** Deletes the user's entries with these ids (all of them when ids is omitted). */
export async function deleteHistory(db: Kysely<DB>, userId: string, ids?: string[]): Promise<number> {
  let query = db.deleteFrom('watch_history').where('user_id', '=', userId);
  if (ids) query = query.where('id', 'in', ids);
  const result = await query.executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** Keeps the newest entry per title (and per season and episode for TV) and deletes the rest. */
export async function removeDuplicates(db: Kysely<DB>, userId: string): Promise<CleanupResult> {
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
      .where('user_id', '=', userId);
    const removed = await trx
      .deleteFrom('watch_history')
      .where('user_id', '=', userId)
      .where('id', 'in', trx.selectFrom(ranked.as('ranked')).select('ranked.id').where('ranked.recency', '>', 1))
      .executeTakeFirst();
    const { remaining } = await trx
      .selectFrom('watch_history')
      .select((eb) => eb.fn.countAll<number | string>().as('remaining'))
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow();
    // PostgreSQL returns count(*) as a bigint string.
    return { removedDuplicates: Number(removed.numDeletedRows), remainingItems: Number(remaining) };
  });
}
