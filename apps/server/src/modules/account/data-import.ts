import { setImmediate as nextTurn } from 'node:timers/promises';
import type { Kysely } from 'kysely';
import { HISTORY_MAX_ENTRIES, LIST_MAX_ENTRIES, type ImportBody, type ImportResult } from '@marquee/core';
import type { DB } from '../../db/schema.ts';
import { episodeOf, newHistoryRow, trimHistory } from '../history/index.ts';
import { bumpListsVersion, listFull, listRoom, newListRow, type ListName } from '../lists/index.ts';
import { labelUnsourced } from '../title-refs/index.ts';
import { savePreferences } from '../preferences/index.ts';
import { lockOwnerRow, takeEntrySeqs } from './entry-seq.ts';
import { batches } from './import-batches.ts';
import { checkMarksRoom, planRatings, writeHidden, writeMarks, writeRatings } from './title-state-import.ts';

type ListImport = ImportBody['watchlist'];
type HistoryImport = ImportBody['history'];
type HistoryKey = Pick<HistoryImport[number], 'media_id' | 'media_type' | 'created_at'> & {
  season?: number | null | undefined;
  episode?: number | null | undefined;
};

/**
 * Merges an export into the user's profile: list entries whose title is already in that list, and history entries
 * already present (same title, episode and time), are skipped, so importing the same file twice adds nothing.
 * Watched marks, hidden titles and ratings merge with the profile's (title-state-import.ts), each keeping the later
 * of the two. Preferences are taken from the file; a source key this server does not offer becomes "no preference".
 *
 * What it will write is worked out first, and an import that would take a list past LIST_MAX_ENTRIES, or the
 * ratings past RATINGS_MAX_ENTRIES, is refused (422) before anything is written. History keeps its newest
 * HISTORY_MAX_ENTRIES entries, older imported ones included: those are not written. The rows then go in batches of
 * IMPORT_ROWS_PER_TRANSACTION (import-batches.ts), each its own transaction that locks the profile's row first (the
 * order every list and history write takes its locks in), so an add running at the same time comes wholly before or
 * after a batch, and a list never passes its cap.
 */
export async function importUserData(
  db: Kysely<DB>,
  profileId: string,
  data: ImportBody,
  sourceKeys: ReadonlySet<string>,
): Promise<ImportResult['imported']> {
  const watchlist = await planList(db, profileId, 'watchlist', withSources(data.watchlist));
  const favourites = await planList(db, profileId, 'favourites', withSources(data.favourites));
  const history = await planHistory(db, profileId, withSources(data.history));
  const ratings = await planRatings(db, profileId, data.ratings);
  await checkMarksRoom(db, profileId, data.watched);
  if (data.preferences) {
    const { preferred_source } = data.preferences;
    const preferences = { ...data.preferences, preferred_source: sourceKeys.has(preferred_source) ? preferred_source : '' };
    await db.transaction().execute(async (trx) => {
      await lockOwnerRow(trx, profileId);
      await savePreferences(trx, profileId, preferences);
    });
  }
  return {
    watchlist: await writeList(db, profileId, 'watchlist', watchlist),
    favourites: await writeList(db, profileId, 'favourites', favourites),
    history: await writeHistory(db, profileId, history),
    watched: await writeMarks(db, profileId, data.watched),
    hidden: await writeHidden(db, profileId, data.hidden),
    ratings: await writeRatings(db, profileId, ratings),
  };
}

/** What one step of an import from another service writes (modules/title-imports). */
export type TitleStatePart = Pick<ImportBody, 'watchlist' | 'watched' | 'ratings'>;

/**
 * One step of an import from another service (docs/behaviour.md#importing-from-other-services): its watchlist titles,
 * watched marks and ratings, merged with the profile's as an export's are, so a second import adds nothing; refused
 * (422) as a whole when it would pass a cap. Returns what was added or brought up to date.
 */
export async function mergeTitleState(
  db: Kysely<DB>,
  profileId: string,
  part: TitleStatePart,
): Promise<{ watchlist: number; watched: number; ratings: number }> {
  const watchlist = await planList(db, profileId, 'watchlist', part.watchlist);
  const ratings = await planRatings(db, profileId, part.ratings);
  await checkMarksRoom(db, profileId, part.watched);
  return {
    watchlist: await writeList(db, profileId, 'watchlist', watchlist),
    watched: await writeMarks(db, profileId, part.watched),
    ratings: await writeRatings(db, profileId, ratings),
  };
}

/** The entries new to the list, oldest first; refuses (422) when they would take it past its cap. */
async function planList(db: Kysely<DB>, profileId: string, list: ListName, entries: ListImport): Promise<ListImport> {
  const existing = await db
    .selectFrom('list_entries')
    .select(['media_id', 'media_type'])
    .where('profile_id', '=', profileId)
    .where('list', '=', list)
    .execute();
  const fresh = newOnly(entries, existing, (e) => `${e.media_type}:${e.media_id}`);
  if (fresh.length > LIST_MAX_ENTRIES - existing.length) throw listFull(list);
  return oldestFirst(fresh, (e) => e.added_at);
}

const historyKey = (e: HistoryKey) => {
  const { season, episode } = episodeOf({ media_type: e.media_type, season: e.season, episode: e.episode });
  return `${e.media_type}:${e.media_id}:${season}:${episode}:${e.created_at}`;
};

/** The entries new to the history that are among its newest HISTORY_MAX_ENTRIES once added, oldest first. */
async function planHistory(db: Kysely<DB>, profileId: string, entries: HistoryImport): Promise<HistoryImport> {
  const existing = await db
    .selectFrom('watch_history')
    .select(['media_id', 'media_type', 'season', 'episode', 'created_at'])
    .where('profile_id', '=', profileId)
    .orderBy('created_at', 'desc')
    .orderBy('seq', 'desc')
    .execute();
  const fresh = oldestFirst(newOnly(entries, existing, historyKey), (e) => e.created_at);
  // The newest HISTORY_MAX_ENTRIES of both, newest first. A new entry comes after an existing one of the same time,
  // as its ordering number is higher.
  let kept = 0;
  for (let f = fresh.length - 1, e = 0; kept + e < HISTORY_MAX_ENTRIES && f >= 0;) {
    if (e < existing.length && existing[e]!.created_at > fresh[f]!.created_at) e++;
    else {
      kept++;
      f--;
    }
  }
  return fresh.slice(fresh.length - kept);
}

async function writeList(db: Kysely<DB>, profileId: string, list: ListName, entries: ListImport): Promise<number> {
  let inserted = 0;
  for (const batch of batches(entries)) {
    inserted += await db.transaction().execute(async (trx) => {
      const firstSeq = await takeEntrySeqs(trx, profileId, batch.length);
      // Adds since the plan may have filled the list: it never passes its cap, whatever ran alongside.
      const room = await listRoom(trx, profileId, list);
      const rows = batch.slice(0, room).map((e, i) => newListRow(profileId, list, e, e.added_at, firstSeq + i, e.source!));
      if (rows.length === 0) return 0;
      // The unique constraint has the last word on duplicates, whatever was read before.
      const result = await trx
        .insertInto('list_entries')
        .values(rows)
        .onConflict((oc) => oc.columns(['profile_id', 'list', 'media_id', 'media_type']).doNothing())
        .executeTakeFirst();
      const count = Number(result.numInsertedOrUpdatedRows ?? 0);
      if (count > 0) await bumpListsVersion(trx, profileId);
      return count;
    });
    await nextTurn();
  }
  return inserted;
}

async function writeHistory(db: Kysely<DB>, profileId: string, entries: HistoryImport): Promise<number> {
  let inserted = 0;
  for (const batch of batches(entries)) {
    inserted += await db.transaction().execute(async (trx) => {
      const firstSeq = await takeEntrySeqs(trx, profileId, batch.length);
      // Another import of the same file, running alongside, may have written some of them since the plan.
      const present = await trx
        .selectFrom('watch_history')
        .select(['media_id', 'media_type', 'season', 'episode', 'created_at'])
        .where('profile_id', '=', profileId)
        .where('created_at', 'in', [...new Set(batch.map((e) => e.created_at))])
        .execute();
      const rows = newOnly(batch, present, historyKey).map((e, i) =>
        newHistoryRow(profileId, e, e.created_at, firstSeq + i, e.source!),
      );
      if (rows.length > 0) await trx.insertInto('watch_history').values(rows).execute();
      return rows.length;
    });
    await nextTurn();
  }
  // Recordings since the plan count too: the history keeps its cap whatever ran alongside.
  while ((await trimHistory(db, profileId)) > 0) await nextTurn();
  return inserted;
}

/**
 * Every entry with the metadata source of its id: as the file says, or, from a file of before sources were
 * recorded, as title-refs labels it. Entries of another source than the server's are matched again after
 * the import (title-refs' rematch).
 */
function withSources<E extends ListImport[number] | HistoryImport[number]>(entries: E[]): E[] {
  return entries.map((entry) => (entry.source ? entry : { ...entry, ...labelUnsourced(entry) }));
}

/** The entries whose key is neither among the existing rows nor repeated earlier in the file. */
function newOnly<E, R>(entries: E[], existing: R[], key: (item: E | R) => string): E[] {
  const seen = new Set(existing.map(key));
  return entries.filter((entry) => {
    const k = key(entry);
    if (seen.has(k)) return false;
    seen.add(k);
    return true;
  });
}

/**
 * Sorted by time, oldest first, so the ordering numbers grow with time. Exports list newest first,
 * so reversing before the (stable) sort keeps entries of the same instant in their original order.
 */
function oldestFirst<E>(entries: E[], time: (entry: E) => string): E[] {
  return [...entries].reverse().sort((a, b) => (time(a) < time(b) ? -1 : time(a) > time(b) ? 1 : 0));
}
