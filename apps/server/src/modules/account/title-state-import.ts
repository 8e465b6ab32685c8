import { setImmediate as nextTurn } from 'node:timers/promises';
import { sql, type Insertable, type Kysely } from 'kysely';
import { RATINGS_MAX_ENTRIES, WATCHED_MAX_MARKS, type ImportBody } from '@marquee/core';
import type { ContinueWatchingHiddenTable, DB, RatingsTable, WatchedMarksTable } from '../../db/schema.ts';
import { ratingsFull, ratingsRoom } from '../ratings/index.ts';
import { tooManyMarks } from '../watched/index.ts';
import { lockOwnerRow } from './entry-seq.ts';
import { batches } from './import-batches.ts';

/**
 * The import of a profile's watched marks, titles taken off Continue Watching and ratings
 * (docs/behaviour.md#your-data). Each merges with what the profile has, one row per key, keeping the later of the
 * two, so importing a file twice changes nothing the second time: a mark keeps the higher plays and the later time,
 * a hidden title the later time, a rating the one rated later. The counts returned are the rows added or changed.
 *
 * Rows go in batches, each its own transaction that locks the profile's row first (401 when the profile is gone
 * meanwhile); a file's repeats of one key are merged before, as one statement may not write a row twice.
 */

type MarkImport = ImportBody['watched'][number];
type HiddenImport = ImportBody['hidden'][number];
type RatingImport = ImportBody['ratings'][number];

/** A film's season and episode in the marks' key, which holds no NULL (migration 018). */
const FILM_PLACE = -1;

const TITLE_KEY = ['profile_id', 'media_type', 'media_id'] as const;
const MARK_KEY = [...TITLE_KEY, 'season', 'episode'] as const;

const later = (a: string, b: string) => (a > b ? a : b);

/** One entry per key, merged by `merge`, in the order of their first appearance. */
function mergedBy<E>(entries: E[], key: (entry: E) => string, merge: (kept: E, next: E) => E): E[] {
  const byKey = new Map<string, E>();
  for (const entry of entries) {
    const k = key(entry);
    const kept = byKey.get(k);
    byKey.set(k, kept === undefined ? entry : merge(kept, entry));
  }
  return [...byKey.values()];
}

/** Runs `write` on each batch of `rows` in its own transaction, after locking the profile; sums what it wrote. */
async function inBatches<R>(
  db: Kysely<DB>,
  profileId: string,
  rows: R[],
  write: (trx: Kysely<DB>, batch: R[]) => Promise<number>,
): Promise<number> {
  let written = 0;
  for (const batch of batches(rows)) {
    written += await db.transaction().execute(async (trx) => {
      await lockOwnerRow(trx, profileId);
      return write(trx, batch);
    });
    await nextTurn();
  }
  return written;
}

const changed = (result: { numInsertedOrUpdatedRows?: bigint } | undefined) => Number(result?.numInsertedOrUpdatedRows ?? 0);

const markKey = (row: { media_type: string; media_id: number; season?: number | null; episode?: number | null }) =>
  `${row.media_type}:${row.media_id}:${row.season ?? FILM_PLACE}:${row.episode ?? FILM_PLACE}`;

/**
 * Refuses (422) a file whose marks not on the profile yet would take it past WATCHED_MAX_MARKS, before anything of
 * the import is written (docs/behaviour.md#limits).
 */
export async function checkMarksRoom(db: Kysely<DB>, profileId: string, marks: MarkImport[]): Promise<void> {
  if (marks.length === 0) return;
  // Most imports are far from the cap: counting is enough to know (an import from another service checks each step).
  const count = await db
    .selectFrom('watched_marks')
    .select((eb) => eb.fn.countAll<string | number>().as('n'))
    .where('profile_id', '=', profileId)
    .executeTakeFirstOrThrow();
  if (Number(count.n) + marks.length <= WATCHED_MAX_MARKS) return;
  const existing = await db
    .selectFrom('watched_marks')
    .select(['media_type', 'media_id', 'season', 'episode'])
    .where('profile_id', '=', profileId)
    .execute();
  const marked = new Set(existing.map(markKey));
  const fresh = new Set(marks.map(markKey).filter((key) => !marked.has(key))).size;
  if (fresh > WATCHED_MAX_MARKS - existing.length) throw tooManyMarks();
}

export async function writeMarks(db: Kysely<DB>, profileId: string, marks: MarkImport[]): Promise<number> {
  const rows: Insertable<WatchedMarksTable>[] = marks.map((mark) => ({
    profile_id: profileId,
    media_type: mark.media_type,
    media_id: mark.media_id,
    season: mark.season ?? FILM_PLACE,
    episode: mark.episode ?? FILM_PLACE,
    source: mark.source,
    plays: mark.plays,
    last_watched_at: mark.last_watched_at,
    viewing_id: null,
  }));
  const merged = mergedBy(
    rows,
    (row) => `${row.media_type}:${row.media_id}:${row.season}:${row.episode}`,
    (kept, next) => ({
      ...kept,
      plays: Math.max(kept.plays ?? 1, next.plays ?? 1),
      last_watched_at: later(kept.last_watched_at, next.last_watched_at),
    }),
  );
  return inBatches(db, profileId, merged, async (trx, batch) =>
    changed(
      await trx
        .insertInto('watched_marks')
        .values(batch)
        .onConflict((oc) =>
          oc
            .columns(MARK_KEY)
            .doUpdateSet({
              plays: sql<number>`case when excluded.plays > watched_marks.plays then excluded.plays else watched_marks.plays end`,
              last_watched_at: sql<string>`case when excluded.last_watched_at > watched_marks.last_watched_at
                then excluded.last_watched_at else watched_marks.last_watched_at end`,
            })
            .where(
              sql<boolean>`excluded.plays > watched_marks.plays or excluded.last_watched_at > watched_marks.last_watched_at`,
            ),
        )
        .executeTakeFirst(),
    ),
  );
}

export async function writeHidden(db: Kysely<DB>, profileId: string, hidden: HiddenImport[]): Promise<number> {
  const rows: Insertable<ContinueWatchingHiddenTable>[] = hidden.map((entry) => ({ profile_id: profileId, ...entry }));
  const merged = mergedBy(
    rows,
    (row) => `${row.media_type}:${row.media_id}`,
    (kept, next) => (next.hidden_at > kept.hidden_at ? next : kept),
  );
  return inBatches(db, profileId, merged, async (trx, batch) =>
    changed(
      await trx
        .insertInto('continue_watching_hidden')
        .values(batch)
        .onConflict((oc) =>
          oc
            .columns(TITLE_KEY)
            .doUpdateSet((eb) => ({ hidden_at: eb.ref('excluded.hidden_at'), source: eb.ref('excluded.source') }))
            .where(sql<boolean>`excluded.hidden_at > continue_watching_hidden.hidden_at`),
        )
        .executeTakeFirst(),
    ),
  );
}

const titleKey = (row: { media_type: string; media_id: number }) => `${row.media_type}:${row.media_id}`;

/**
 * The file's ratings, one per title (the one rated last); refuses (422) when its titles not rated yet would take the
 * profile past RATINGS_MAX_ENTRIES, before anything of the import is written.
 */
export async function planRatings(db: Kysely<DB>, profileId: string, ratings: RatingImport[]): Promise<RatingImport[]> {
  const merged = mergedBy(ratings, titleKey, (kept, next) => (next.rated_at > kept.rated_at ? next : kept));
  if (merged.length === 0) return merged;
  const existing = await db
    .selectFrom('ratings')
    .select(['media_type', 'media_id'])
    .where('profile_id', '=', profileId)
    .execute();
  const rated = new Set(existing.map(titleKey));
  const fresh = merged.filter((rating) => !rated.has(titleKey(rating))).length;
  if (fresh > RATINGS_MAX_ENTRIES - existing.length) throw ratingsFull();
  return merged;
}

export async function writeRatings(db: Kysely<DB>, profileId: string, ratings: RatingImport[]): Promise<number> {
  return inBatches(db, profileId, ratings, async (trx, batch) => {
    // Ratings since the plan may have filled the profile: titles not rated yet go in only while there is room.
    const present = await trx
      .selectFrom('ratings')
      .select(['media_type', 'media_id'])
      .where('profile_id', '=', profileId)
      .where(
        'media_id',
        'in',
        batch.map((rating) => rating.media_id),
      )
      .execute();
    const rated = new Set(present.map(titleKey));
    let room = await ratingsRoom(trx, profileId);
    const rows: Insertable<RatingsTable>[] = [];
    for (const rating of batch) {
      if (!rated.has(titleKey(rating))) {
        if (room === 0) continue;
        room--;
      }
      rows.push({ profile_id: profileId, ...rating, poster_path: rating.poster_path ?? null });
    }
    if (rows.length === 0) return 0;
    return changed(
      await trx
        .insertInto('ratings')
        .values(rows)
        .onConflict((oc) =>
          oc
            .columns(TITLE_KEY)
            .doUpdateSet((eb) => ({
              source: eb.ref('excluded.source'),
              rating: eb.ref('excluded.rating'),
              title: eb.ref('excluded.title'),
              poster_path: eb.ref('excluded.poster_path'),
              rated_at: eb.ref('excluded.rated_at'),
            }))
            .where(sql<boolean>`excluded.rated_at > ratings.rated_at`),
        )
        .executeTakeFirst(),
    );
  });
}
