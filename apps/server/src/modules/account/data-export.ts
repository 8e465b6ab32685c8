import { setImmediate as nextTurn } from 'node:timers/promises';
import type { Kysely } from 'kysely';
import {
  EXPORT_VERSION,
  IMPORT_MAX_HIDDEN,
  IMPORT_MAX_MARKS,
  RATINGS_MAX_ENTRIES,
  importHiddenSchema,
  importHistoryEntrySchema,
  importListEntrySchema,
  importRatingSchema,
  importWatchedMarkSchema,
  withoutNul,
  type ExportDocument,
  type ImportPart,
} from '@marquee/core';
import type { DB } from '../../db/schema.ts';
import { toUserJson, type SignedInUser } from '../auth/index.ts';
import { historyAfter, type HistoryCursor } from '../history/index.ts';
import { listEntriesAfter, type ListCursor } from '../lists/index.ts';
import { readPreferences } from '../preferences/index.ts';
import { hiddenAfter, marksAfter, ratingsAfter, type MarkCursor, type TitleCursor } from './profile-rows.ts';

/**
 * Entries read, checked and written in one step of the export: a few milliseconds, after which other requests have
 * their turn. A whole history at once held the event loop for seconds.
 */
export const EXPORT_ROWS_PER_STEP = 500;

interface Schema {
  safeParse(value: unknown): { success: boolean };
}

/**
 * Everything the user's profile owns (the one their token acts for), in the shape POST /api/import reads back, as
 * JSON text written in steps of EXPORT_ROWS_PER_STEP entries. Only what the import takes is written: rows a SQLite
 * file can hold but the API refuses (a NUL in a title, an id past an integer column, both of which PostgreSQL
 * refuses too) lose their NUL characters, or are left out when still refused, so an export always imports, on
 * either database. For the same reason it holds no more watched marks and hidden titles than an import takes
 * (IMPORT_MAX_MARKS, IMPORT_MAX_HIDDEN, far past what a profile gathers): the first in the order of their titles' ids.
 */
export async function exportUserData(db: Kysely<DB>, user: SignedInUser): Promise<{ exportedAt: string; text: string }> {
  const profileId = user.profile.id;
  const preferences = await readPreferences(db, profileId);
  const head: Omit<ExportDocument, ImportPart> = {
    version: EXPORT_VERSION,
    exportedAt: new Date().toISOString(),
    user: toUserJson(user),
    preferences: { ...preferences, preferred_source: withoutNul(preferences.preferred_source) },
  };
  const parts = [JSON.stringify(head).slice(0, -1)];
  for (const list of ['watchlist', 'favourites'] as const) {
    await writeEntries(parts, list, importListEntrySchema, (after?: ListCursor) =>
      listEntriesAfter(db, profileId, list, after, EXPORT_ROWS_PER_STEP),
    );
  }
  await writeEntries(parts, 'history', importHistoryEntrySchema, (after?: HistoryCursor) =>
    historyAfter(db, profileId, after, EXPORT_ROWS_PER_STEP),
  );
  await writeEntries(
    parts,
    'watched',
    importWatchedMarkSchema,
    (after?: MarkCursor) => marksAfter(db, profileId, after, EXPORT_ROWS_PER_STEP),
    // A film's mark has season and episode -1 in its table (migration 018); the file says it has none.
    (mark) => (mark.media_type === 'movie' ? { ...mark, season: null, episode: null } : mark),
    IMPORT_MAX_MARKS,
  );
  await writeEntries(
    parts,
    'hidden',
    importHiddenSchema,
    (after?: TitleCursor) => hiddenAfter(db, profileId, after, EXPORT_ROWS_PER_STEP),
    (row) => row,
    IMPORT_MAX_HIDDEN,
  );
  await writeEntries(
    parts,
    'ratings',
    importRatingSchema,
    (after?: TitleCursor) => ratingsAfter(db, profileId, after, EXPORT_ROWS_PER_STEP),
    (row) => row,
    RATINGS_MAX_ENTRIES,
  );
  parts.push('}');
  return { exportedAt: head.exportedAt, text: parts.join('') };
}

/**
 * Adds `,"name":[...]` to `parts`, reading a page of EXPORT_ROWS_PER_STEP rows at a time, each from after the last
 * row of the one before (a cursor, not an offset: every page costs the same), with a turn between pages. Each row
 * goes out as `entryOf` makes it (a list or history entry without its `seq`), at most `max` of them.
 */
async function writeEntries<R extends object>(
  parts: string[],
  name: ImportPart,
  schema: Schema,
  read: (after: R | undefined) => Promise<R[]>,
  entryOf: (row: R) => object = ({ seq: _seq, ...entry }: R & { seq?: number }) => entry,
  max = Infinity,
): Promise<void> {
  parts.push(`,${JSON.stringify(name)}:[`);
  let written = 0;
  for (let page = await read(undefined); page.length > 0 && written < max; page = await read(page.at(-1))) {
    const entries = importable(page.map(entryOf), schema).slice(0, max - written);
    if (entries.length > 0) parts.push(`${written > 0 ? ',' : ''}${JSON.stringify(entries).slice(1, -1)}`);
    written += entries.length;
    if (page.length < EXPORT_ROWS_PER_STEP) break;
    await nextTurn();
  }
  parts.push(']');
}

/** The entries, without NUL in their text, that the import's own schema accepts. */
function importable(entries: object[], schema: Schema): object[] {
  const kept: object[] = [];
  for (const entry of entries) {
    const clean = Object.fromEntries(
      Object.entries(entry).map(([key, value]) => [key, typeof value === 'string' ? withoutNul(value) : value]),
    );
    if (schema.safeParse(clean).success) kept.push(clean);
  }
  return kept;
}
