import type { Kysely } from 'kysely';
import { mediaInfoSchema, type MediaInfo } from '@marquee/core';
import type { DB } from '../../db/schema.ts';

/** What ffprobe read of each library file, stored with its row for the players and the status. */

/** What ffprobe read of a file, as kept with it: what it holds, or why it could not be read. */
export type StoredMediaInfo = MediaInfo | { error: string };

/** A file as the scan last saw it: what tells whether a reading of it is still true. */
export interface FileVersion {
  path: string;
  size: number;
  mtimeMs: number;
}

/** The files ffprobe has not read yet, the newest found first. */
export async function filesToProbe(db: Kysely<DB>, limit: number): Promise<FileVersion[]> {
  const rows = await db
    .selectFrom('library_files')
    .select(['path', 'size', 'mtime_ms'])
    .where('media_probed_at', 'is', null)
    .orderBy('found_at', 'desc')
    .orderBy('path')
    .limit(limit)
    .execute();
  return rows.map((row) => ({ path: row.path, size: Number(row.size), mtimeMs: Number(row.mtime_ms) }));
}

/**
 * Keeps what ffprobe read with the file, if the file's row is still the version that was read (a scan may have
 * found it changed meanwhile: then it waits to be read again). `unreadOnly`: only if nothing read it meanwhile (the
 * background reader, whose reading of a file a request may have overtaken). Answers whether it was kept.
 */
export async function saveMediaInfo(
  db: Kysely<DB>,
  file: FileVersion,
  info: StoredMediaInfo,
  probedAt: string,
  { unreadOnly = false }: { unreadOnly?: boolean } = {},
): Promise<boolean> {
  let update = db
    .updateTable('library_files')
    .set({ media_info: JSON.stringify(info), media_probed_at: probedAt })
    .where('path', '=', file.path)
    .where('size', '=', file.size)
    .where('mtime_ms', '=', file.mtimeMs);
  if (unreadOnly) update = update.where('media_probed_at', 'is', null);
  const result = await update.executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** A file's row as the scan saw it, with what ffprobe read of it (null while not read). */
export async function storedMediaInfo(
  db: Kysely<DB>,
  path: string,
): Promise<(FileVersion & { info: StoredMediaInfo | null }) | undefined> {
  const row = await db
    .selectFrom('library_files')
    .select(['path', 'size', 'mtime_ms', 'media_info'])
    .where('path', '=', path)
    .executeTakeFirst();
  if (!row) return undefined;
  return { path: row.path, size: Number(row.size), mtimeMs: Number(row.mtime_ms), info: parseStoredMediaInfo(row.media_info) };
}

/** What ffprobe read of each of these files, by path, in one query (a file not in the table is left out). */
export async function storedMediaInfos(db: Kysely<DB>, paths: readonly string[]): Promise<Map<string, StoredMediaInfo | null>> {
  if (paths.length === 0) return new Map();
  const rows = await db.selectFrom('library_files').select(['path', 'media_info']).where('path', 'in', paths).execute();
  return new Map(rows.map((row) => [row.path, parseStoredMediaInfo(row.media_info)]));
}

/** The stored JSON as what it says; a value that does not read as either (an older shape) is as not read. */
function parseStoredMediaInfo(text: string | null): StoredMediaInfo | null {
  if (text === null) return null;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  if (typeof value === 'object' && value !== null && 'error' in value && typeof value.error === 'string') {
    return { error: value.error };
  }
  const info = mediaInfoSchema.safeParse(value);
  return info.success ? info.data : null;
}

/** How many of the library's files ffprobe has read, and how many wait. */
export async function probeCounts(db: Kysely<DB>): Promise<{ done: number; waiting: number }> {
  const row = await db
    .selectFrom('library_files')
    .select((eb) => [eb.fn.countAll<number | string>().as('files'), eb.fn.count<number | string>('media_probed_at').as('done')])
    .executeTakeFirst();
  const files = Number(row?.files ?? 0);
  const done = Number(row?.done ?? 0);
  return { done, waiting: files - done };
}
