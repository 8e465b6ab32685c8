import { randomUUID } from 'node:crypto';
import { sql, type Kysely, type Selectable } from 'kysely';
import {
  TITLE_IMPORT_UNMATCHED_LISTED,
  type ImportedEntry,
  type ImportService,
  type TitleImport,
  type UnmatchedTitle,
} from '@marquee/core';
import type { DB, TitleImportsTable } from '../../db/schema.ts';
import { lockOwnerRow } from '../account/index.ts';
import { HttpError } from '../../http/errors.ts';

/** The rows of title_imports: a profile's imports from other services, and their progress. */

type ImportRow = Selectable<TitleImportsTable>;

/** How long a node holds an import it works on without a word: past it, another node takes the import over. */
export const LEASE_MS = 2 * 60_000;
/** How many of a profile's imports GET /api/title-imports lists. */
const LISTED_IMPORTS = 10;

export const ALREADY_RUNNING = /*i18n*/ 'An import is already running for this profile';

const leaseFrom = (now: number) => new Date(now + LEASE_MS).toISOString();

export function importReply(row: Omit<ImportRow, 'entries'>): TitleImport {
  return {
    id: row.id,
    service: row.service,
    file_name: row.file_name,
    status: row.status,
    total: row.total,
    processed: row.processed,
    added: { watched: row.added_watched, watchlist: row.added_watchlist, ratings: row.added_ratings },
    unmatched: JSON.parse(row.unmatched) as UnmatchedTitle[],
    unmatched_count: row.unmatched_count,
    error: row.error,
    created_at: row.created_at,
    finished_at: row.finished_at,
  };
}

const shownColumns = [
  'id',
  'profile_id',
  'service',
  'file_name',
  'status',
  'total',
  'processed',
  'added_watched',
  'added_watchlist',
  'added_ratings',
  'unmatched',
  'unmatched_count',
  'error',
  'lease_until',
  'created_at',
  'finished_at',
] as const;

/**
 * Records a new import of the profile, held by this node (the lease returned); refused (409) while another of the profile's imports
 * runs. The profile's row is locked first, so two uploads at once cannot both start.
 */
export async function createImport(
  db: Kysely<DB>,
  profileId: string,
  file: { service: ImportService; name: string; total: number; entries: string },
): Promise<{ reply: TitleImport; lease: string }> {
  const now = Date.now();
  return db.transaction().execute(async (trx) => {
    await lockOwnerRow(trx, profileId);
    const running = await trx
      .selectFrom('title_imports')
      .select('id')
      .where('profile_id', '=', profileId)
      .where('status', '=', 'running')
      .executeTakeFirst();
    if (running) throw new HttpError(409, ALREADY_RUNNING);
    const row = {
      id: randomUUID(),
      profile_id: profileId,
      service: file.service,
      file_name: file.name,
      status: 'running' as const,
      entries: file.entries,
      total: file.total,
      lease_until: leaseFrom(now),
      created_at: new Date(now).toISOString(),
      finished_at: null,
      error: null,
    };
    await trx.insertInto('title_imports').values(row).execute();
    const { entries: _entries, ...shown } = row;
    const reply = importReply({
      ...shown,
      processed: 0,
      added_watched: 0,
      added_watchlist: 0,
      added_ratings: 0,
      unmatched: '[]',
      unmatched_count: 0,
    });
    return { reply, lease: row.lease_until };
  });
}

export async function profileImport(db: Kysely<DB>, profileId: string, id: string): Promise<TitleImport | null> {
  const row = await db
    .selectFrom('title_imports')
    .select(shownColumns)
    .where('id', '=', id)
    .where('profile_id', '=', profileId)
    .executeTakeFirst();
  return row ? importReply(row) : null;
}

export async function profileImports(db: Kysely<DB>, profileId: string): Promise<TitleImport[]> {
  const rows = await db
    .selectFrom('title_imports')
    .select(shownColumns)
    .where('profile_id', '=', profileId)
    .orderBy('created_at', 'desc')
    .orderBy('id')
    .limit(LISTED_IMPORTS)
    .execute();
  return rows.map(importReply);
}

/** A running import as its worker reads it, with the lease it holds. */
export interface HeldImport {
  id: string;
  profileId: string;
  entries: ImportedEntry[];
  processed: number;
  listed: UnmatchedTitle[];
  createdAt: string;
  lease: string;
}

/**
 * Takes a running import whose lease `lease` is (the one this node gave it, or one past that another node let
 * lapse): null when it has ended or another node took it first.
 */
export async function holdImport(db: Kysely<DB>, id: string, lease: string): Promise<HeldImport | null> {
  const next = leaseFrom(Date.now());
  const taken = await db
    .updateTable('title_imports')
    .set({ lease_until: next })
    .where('id', '=', id)
    .where('status', '=', 'running')
    .where('lease_until', '=', lease)
    .executeTakeFirst();
  if (Number(taken.numUpdatedRows) === 0) return null;
  const row = await db
    .selectFrom('title_imports')
    .select(['id', 'profile_id', 'entries', 'processed', 'unmatched', 'created_at'])
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row?.entries) return null;
  return {
    id,
    profileId: row.profile_id,
    entries: JSON.parse(row.entries) as ImportedEntry[],
    processed: row.processed,
    listed: JSON.parse(row.unmatched) as UnmatchedTitle[],
    createdAt: row.created_at,
    lease: next,
  };
}

/** Running imports whose node has let their lease lapse, with that lease, for another node to take over. */
export async function lapsedImports(db: Kysely<DB>): Promise<Array<{ id: string; lease: string }>> {
  const rows = await db
    .selectFrom('title_imports')
    .select(['id', 'lease_until'])
    .where('status', '=', 'running')
    .where('lease_until', '<', new Date().toISOString())
    .limit(10)
    .execute();
  return rows.map((row) => ({ id: row.id, lease: row.lease_until }));
}

/**
 * Records a step done: the entries processed so far, what it added and the titles it could not find (listed up to
 * TITLE_IMPORT_UNMATCHED_LISTED, all counted), with the lease renewed. False when the lease is no longer this
 * node's (another node took the import over), and the worker stops.
 */
export async function recordStep(
  db: Kysely<DB>,
  held: HeldImport,
  step: { processed: number; added: { watched: number; watchlist: number; ratings: number }; unmatched: UnmatchedTitle[] },
): Promise<boolean> {
  const room = TITLE_IMPORT_UNMATCHED_LISTED - held.listed.length;
  const listed = room > 0 ? [...held.listed, ...step.unmatched.slice(0, room)] : held.listed;
  const next = leaseFrom(Date.now());
  const result = await db
    .updateTable('title_imports')
    .set({
      processed: step.processed,
      added_watched: sql<number>`added_watched + ${step.added.watched}`,
      added_watchlist: sql<number>`added_watchlist + ${step.added.watchlist}`,
      added_ratings: sql<number>`added_ratings + ${step.added.ratings}`,
      unmatched: JSON.stringify(listed),
      unmatched_count: sql<number>`unmatched_count + ${step.unmatched.length}`,
      lease_until: next,
    })
    .where('id', '=', held.id)
    .where('status', '=', 'running')
    .where('lease_until', '=', held.lease)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) === 0) return false;
  held.processed = step.processed;
  held.listed = listed;
  held.lease = next;
  return true;
}

/** Ends an import, done or failed with the viewer's reason; its entries are let go. */
export async function finishImport(db: Kysely<DB>, held: HeldImport, error: string | null): Promise<void> {
  await db
    .updateTable('title_imports')
    .set({ status: error === null ? 'done' : 'failed', error, entries: null, finished_at: new Date().toISOString() })
    .where('id', '=', held.id)
    .where('status', '=', 'running')
    .where('lease_until', '=', held.lease)
    .execute();
}

/** Lets go of an import this node stops working on as it closes: the next node to look takes it over at once. */
export async function releaseImport(db: Kysely<DB>, held: HeldImport): Promise<void> {
  await db
    .updateTable('title_imports')
    .set({ lease_until: new Date(0).toISOString() })
    .where('id', '=', held.id)
    .where('status', '=', 'running')
    .where('lease_until', '=', held.lease)
    .execute();
}
