import type { Transaction } from 'kysely';
import type { ImportBody, ImportResult } from '@marquee/core';
import type { DB } from '../../db/schema.ts';
import { episodeOf, newHistoryRow } from '../history/index.ts';
import { bumpListsVersion, newListRow, type ListName } from '../lists/index.ts';
import { labelUnsourced } from '../title-refs/index.ts';
import { savePreferences } from '../preferences/index.ts';
import { lockOwnerRow, takeEntrySeqs } from './entry-seq.ts';

/**
 * Bound parameters per INSERT: under SQLite's 32766 and PostgreSQL's 65535. A 100,000-entry list
 * goes in about 40 statements.
 */
const PARAMETERS_PER_INSERT = 32_000;

/**
 * Merges an export into the user's account in one transaction: list entries whose title is already
 * in that list, and history entries already present (same title, episode and time), are skipped,
 * so importing the same file twice adds nothing. Preferences are taken from the file; a source key
 * this server does not offer becomes "no preference".
 *
 * The user's row is locked before anything is read, the order every list and history write takes
 * its locks in, so an add running at the same time comes wholly before or after the import.
 */
export async function importUserData(
  trx: Transaction<DB>,
  profileId: string,
  data: ImportBody,
  sourceKeys: ReadonlySet<string>,
): Promise<ImportResult['imported']> {
  await lockOwnerRow(trx, profileId);
  data = withSources(data);
  if (data.preferences) {
    const { preferred_source } = data.preferences;
    await savePreferences(trx, profileId, {
      ...data.preferences,
      preferred_source: sourceKeys.has(preferred_source) ? preferred_source : '',
    });
  }
  return {
    watchlist: await importList(trx, profileId, 'watchlist', data.watchlist),
    favourites: await importList(trx, profileId, 'favourites', data.favourites),
    history: await importHistory(trx, profileId, data.history),
  };
}

async function importList(
  trx: Transaction<DB>,
  profileId: string,
  list: ListName,
  entries: ImportBody['watchlist'],
): Promise<number> {
  const existing = await trx
    .selectFrom('list_entries')
    .select(['media_id', 'media_type'])
    .where('profile_id', '=', profileId)
    .where('list', '=', list)
    .execute();
  const fresh = newOnly(entries, existing, (e) => `${e.media_type}:${e.media_id}`);
  const ordered = oldestFirst(fresh, (e) => e.added_at);
  const firstSeq = await takeEntrySeqs(trx, profileId, ordered.length);
  const rows = ordered.map((e, i) => newListRow(profileId, list, e, e.added_at, firstSeq + i, e.source!));
  let inserted = 0;
  for (const chunk of chunks(rows)) {
    // The unique constraint has the last word on duplicates, whatever was read above.
    const result = await trx
      .insertInto('list_entries')
      .values(chunk)
      .onConflict((oc) => oc.columns(['profile_id', 'list', 'media_id', 'media_type']).doNothing())
      .executeTakeFirst();
    inserted += Number(result.numInsertedOrUpdatedRows ?? 0);
  }
  if (inserted > 0) await bumpListsVersion(trx, profileId);
  return inserted;
}

async function importHistory(trx: Transaction<DB>, profileId: string, entries: ImportBody['history']): Promise<number> {
  const existing = await trx
    .selectFrom('watch_history')
    .select(['media_id', 'media_type', 'season', 'episode', 'created_at'])
    .where('profile_id', '=', profileId)
    .execute();
  const key = (e: (typeof existing)[number]) => `${e.media_type}:${e.media_id}:${e.season}:${e.episode}:${e.created_at}`;
  const fresh = newOnly(entries, existing, (e) => key({ ...e, ...episodeOf(e) }));
  const ordered = oldestFirst(fresh, (e) => e.created_at);
  const firstSeq = await takeEntrySeqs(trx, profileId, ordered.length);
  const rows = ordered.map((e, i) => newHistoryRow(profileId, e, e.created_at, firstSeq + i, e.source!));
  for (const chunk of chunks(rows)) await trx.insertInto('watch_history').values(chunk).execute();
  return ordered.length;
}

/**
 * Every entry with the metadata source of its id: as the file says, or, from a file of before sources were
 * recorded, as title-refs labels it. Entries of another source than the server's are matched again after
 * the import (title-refs' rematch).
 */
function withSources(data: ImportBody): ImportBody {
  const labelled = <E extends ImportBody['watchlist'][number] | ImportBody['history'][number]>(entry: E): E =>
    entry.source ? entry : { ...entry, ...labelUnsourced(entry) };
  return {
    ...data,
    watchlist: data.watchlist.map(labelled),
    favourites: data.favourites.map(labelled),
    history: data.history.map(labelled),
  };
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

/** Rows in slices of as many as one INSERT can bind. */
function* chunks<Row extends object>(rows: Row[]): Generator<Row[]> {
  if (rows.length === 0) return;
  const perInsert = Math.floor(PARAMETERS_PER_INSERT / Object.keys(rows[0]!).length);
  for (let i = 0; i < rows.length; i += perInsert) yield rows.slice(i, i + perInsert);
}
