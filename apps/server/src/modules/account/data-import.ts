import type { Insertable, Transaction } from 'kysely';
import type { ImportBody, ImportResult } from '@marquee/core';
import type { DB } from '../../db/schema.ts';
import { episodeOf, newHistoryRow } from '../history/history-queries.ts';
import { bumpListsVersion, newListRow, type ListName } from '../lists/list-queries.ts';
import { savePreferences } from '../preferences/preference-queries.ts';
import { takeEntrySeqs } from './entry-seq.ts';

/** Rows per INSERT: well under SQLite's 32766 and PostgreSQL's 65535 bound parameters. */
const ROWS_PER_INSERT = 500;

/**
 * Merges an export into the user's account in one transaction: list entries whose title is already
 * in that list, and history entries already present (same title, episode and time), are skipped,
 * so importing the same file twice adds nothing. Preferences are taken from the file; a source key
 * this server does not offer becomes "no preference".
 */
export async function importUserData(
  trx: Transaction<DB>,
  userId: string,
  data: ImportBody,
  sourceKeys: ReadonlySet<string>,
): Promise<ImportResult['imported']> {
  if (data.preferences) {
    const { preferred_source } = data.preferences;
    await savePreferences(trx, userId, {
      ...data.preferences,
      preferred_source: sourceKeys.has(preferred_source) ? preferred_source : '',
    });
  }
  return {
    watchlist: await importList(trx, userId, 'watchlist', data.watchlist),
    favourites: await importList(trx, userId, 'favourites', data.favourites),
    history: await importHistory(trx, userId, data.history),
  };
}

async function importList(
  trx: Transaction<DB>,
  userId: string,
  list: ListName,
  entries: ImportBody['watchlist'],
): Promise<number> {
  const existing = await trx
    .selectFrom('list_entries')
    .select(['media_id', 'media_type'])
    .where('user_id', '=', userId)
    .where('list', '=', list)
    .execute();
  const fresh = newOnly(entries, existing, (e) => `${e.media_type}:${e.media_id}`);
  const ordered = oldestFirst(fresh, (e) => e.added_at);
  const firstSeq = await takeEntrySeqs(trx, userId, ordered.length);
  await insertInChunks(trx, 'list_entries', ordered.map((e, i) => newListRow(userId, list, e, e.added_at, firstSeq + i)));
  if (ordered.length > 0) await bumpListsVersion(trx, userId);
  return ordered.length;
}

async function importHistory(trx: Transaction<DB>, userId: string, entries: ImportBody['history']): Promise<number> {
  const existing = await trx
    .selectFrom('watch_history')
    .select(['media_id', 'media_type', 'season', 'episode', 'created_at'])
    .where('user_id', '=', userId)
    .execute();
  const key = (e: (typeof existing)[number]) =>
    `${e.media_type}:${e.media_id}:${e.season}:${e.episode}:${e.created_at}`;
  const fresh = newOnly(entries, existing, (e) => key({ ...e, ...episodeOf(e) }));
  const ordered = oldestFirst(fresh, (e) => e.created_at);
  const firstSeq = await takeEntrySeqs(trx, userId, ordered.length);
  await insertInChunks(trx, 'watch_history', ordered.map((e, i) => newHistoryRow(userId, e, e.created_at, firstSeq + i)));
  return ordered.length;
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

async function insertInChunks<T extends 'list_entries' | 'watch_history'>(
  trx: Transaction<DB>,
  table: T,
  rows: Insertable<DB[T]>[],
): Promise<void> {
  for (let i = 0; i < rows.length; i += ROWS_PER_INSERT) {
    await trx.insertInto(table).values(rows.slice(i, i + ROWS_PER_INSERT)).execute();
  }
}
