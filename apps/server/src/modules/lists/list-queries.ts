import { randomUUID } from 'node:crypto';
import type { Insertable, Kysely, Transaction } from 'kysely';
import {
  LIST_MAX_ENTRIES,
  TITLE_SNAPSHOT_FIELDS,
  titleSnapshot,
  type ListEntry,
  type ListEntryBody,
  type MediaType,
  type MetadataSourceName,
} from '@marquee/core';
import type { Db } from '../../db/connection.ts';
import { jsonArrayText, type JsonText } from '../../db/json-text.ts';
import type { DB, ListEntriesTable } from '../../db/schema.ts';
import { HttpError } from '../../http/errors.ts';
import { takeEntrySeqs } from '../account/index.ts';

export type ListName = ListEntriesTable['list'];

/** The columns of an entry, as the API shows it: every select of list entries takes these. */
const entryColumns = ['id', ...TITLE_SNAPSHOT_FIELDS, 'added_at'] as const;

/** A user's list, newest first. */
function listSelect(db: Kysely<DB>, profileId: string, list: ListName) {
  return db
    .selectFrom('list_entries')
    .select(entryColumns)
    .where('profile_id', '=', profileId)
    .where('list', '=', list)
    .orderBy('added_at', 'desc')
    .orderBy('seq', 'desc');
}

/** Where a page of the export stopped: its last entry's place in the order. */
export interface ListCursor {
  added_at: string;
  seq: number;
}

/**
 * Up to `limit` entries of a user's list, newest first, from after `after` (for the export, which reads a list a
 * page at a time). Each comes with its `seq`, the next page's cursor.
 */
export async function listEntriesAfter(
  db: Kysely<DB>,
  profileId: string,
  list: ListName,
  after: ListCursor | undefined,
  limit: number,
): Promise<(ListEntry & ListCursor)[]> {
  return listSelect(db, profileId, list)
    .$if(after !== undefined, (qb) =>
      qb.where((eb) => eb(eb.refTuple('added_at', 'seq'), '<', eb.tuple(after!.added_at, after!.seq))),
    )
    .select('seq')
    .limit(limit)
    .execute();
}

/** The refusal (422) of an add or an import that would take a list past LIST_MAX_ENTRIES titles. */
export function listFull(list: ListName): HttpError {
  const values = { max: LIST_MAX_ENTRIES };
  return list === 'watchlist'
    ? new HttpError(422, /*i18n*/ 'Your watchlist can hold at most {max, plural, one {# title} other {# titles}}', values)
    : new HttpError(422, /*i18n*/ 'Your favorites can hold at most {max, plural, one {# title} other {# titles}}', values);
}

/** How many more titles a user's list takes before it holds LIST_MAX_ENTRIES. */
export async function listRoom(db: Kysely<DB>, profileId: string, list: ListName): Promise<number> {
  const { count } = await db
    .selectFrom('list_entries')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where('profile_id', '=', profileId)
    .where('list', '=', list)
    .executeTakeFirstOrThrow();
  // PostgreSQL returns count(*) as a bigint string.
  return Math.max(0, LIST_MAX_ENTRIES - Number(count));
}

/**
 * The reply of GET /api/watchlist and /api/favourites: the list as JSON text, written by the
 * database (db/json-text.ts).
 */
export async function listJson(db: Db, profileId: string, list: ListName): Promise<JsonText<ListEntry[]>> {
  const { json } = await db.kysely
    .selectNoFrom(jsonArrayText(db.dialect, listSelect(db.kysely, profileId, list)).as('json'))
    .executeTakeFirstOrThrow();
  return json;
}

/**
 * Marks a change to the user's lists (list-reply-cache.ts). Call it in the transaction that makes
 * the change, so the change and the new version are seen together by every server process.
 */
export async function bumpListsVersion(trx: Transaction<DB>, profileId: string): Promise<void> {
  await trx
    .updateTable('profiles')
    .set((eb) => ({ lists_version: eb('lists_version', '+', 1) }))
    .where('id', '=', profileId)
    .execute();
}

async function findByTitle(trx: Transaction<DB>, profileId: string, list: ListName, mediaId: number, mediaType: MediaType) {
  return trx
    .selectFrom('list_entries')
    .select(entryColumns)
    .where('profile_id', '=', profileId)
    .where('list', '=', list)
    .where('media_id', '=', mediaId)
    .where('media_type', '=', mediaType)
    .executeTakeFirst();
}

/** A new row of a list; `seq` comes from takeEntrySeqs. */
export function newListRow(
  profileId: string,
  list: ListName,
  body: ListEntryBody,
  addedAt: string,
  seq: number,
  source: MetadataSourceName,
): Insertable<ListEntriesTable> {
  return {
    id: randomUUID(),
    profile_id: profileId,
    list,
    ...titleSnapshot(body, source),
    added_at: addedAt,
    seq,
  };
}

/**
 * Adds a title to a list unless it is there already (same media_id and media_type); `created` tells which. A full
 * list (LIST_MAX_ENTRIES) refuses a new title with 422.
 */
export async function addEntry(
  db: Kysely<DB>,
  profileId: string,
  list: ListName,
  body: ListEntryBody,
  source: MetadataSourceName,
): Promise<{ entry: ListEntry; created: boolean }> {
  return db.transaction().execute(async (trx) => {
    const seq = await takeEntrySeqs(trx, profileId, 1);
    const existing = await findByTitle(trx, profileId, list, body.media_id, body.media_type);
    if (existing) return { entry: existing, created: false };
    if ((await listRoom(trx, profileId, list)) === 0) throw listFull(list);
    const entry = await trx
      .insertInto('list_entries')
      .values(newListRow(profileId, list, body, new Date().toISOString(), seq, source))
      .returning(entryColumns)
      .executeTakeFirstOrThrow();
    await bumpListsVersion(trx, profileId);
    return { entry, created: true };
  });
}

/**
 * Deletes the user's entries with these ids; ids of other users or other lists match nothing.
 * The version is bumped first, even if nothing matches: on PostgreSQL that locks the user's row
 * before any list row, the order addEntry takes them in, so a delete and an add of the same title
 * at once wait for one another instead of deadlocking.
 */
export async function deleteEntries(db: Kysely<DB>, profileId: string, list: ListName, ids: string[]): Promise<number> {
  return db.transaction().execute(async (trx) => {
    await bumpListsVersion(trx, profileId);
    const result = await trx
      .deleteFrom('list_entries')
      .where('profile_id', '=', profileId)
      .where('list', '=', list)
      .where('id', 'in', ids)
      .executeTakeFirst();
    return Number(result.numDeletedRows);
  });
}
