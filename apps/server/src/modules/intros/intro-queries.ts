import type { Kysely } from 'kysely';
import type { TimeRange } from '@marquee/core';
import type { DB } from '../../db/schema.ts';
import type { FileVersion } from '../library/index.ts';

/** A library episode as intro detection groups it, with whether its fingerprint is of this version of the file. */
export interface SeasonFile extends FileVersion {
  /** What its season is known by: the matched show's id, else the show's name as the file's name reads. */
  season: string;
  /** Its episode's number (the first, for a file of several); null for a daily show's, named by date. */
  episode: number | null;
  fingerprinted: boolean;
}

/** The library's episodes, by path, each with its season and whether it waits to be fingerprinted. */
export async function seasonFiles(db: Kysely<DB>): Promise<SeasonFile[]> {
  const rows = await db
    .selectFrom('library_files as f')
    .leftJoin('library_intros as i', 'i.path', 'f.path')
    .select(['f.path', 'f.size', 'f.mtime_ms', 'f.title', 'f.year', 'f.source', 'f.media_id', 'f.season', 'f.episode'])
    .select(['i.size as intro_size', 'i.mtime_ms as intro_mtime_ms'])
    .where('f.media_type', '=', 'tv')
    .where('f.season', 'is not', null)
    .orderBy('f.path')
    .execute();
  return rows.map((row) => {
    const show = row.media_id === null ? `name:${row.year ?? ''}:${row.title}` : `${row.source}:${row.media_id}`;
    const size = Number(row.size);
    const mtimeMs = Number(row.mtime_ms);
    return {
      path: row.path,
      size,
      mtimeMs,
      season: `${show}\n${row.season}`,
      episode: row.episode,
      fingerprinted: Number(row.intro_size) === size && Number(row.intro_mtime_ms) === mtimeMs,
    };
  });
}

/** Fingerprints kept for these files, by path: only those of the versions given ('' for audio not readable). */
export async function storedFingerprints(db: Kysely<DB>, files: readonly FileVersion[]): Promise<Map<string, string>> {
  if (files.length === 0) return new Map();
  const rows = await db
    .selectFrom('library_intros')
    .select(['path', 'size', 'mtime_ms', 'fingerprint'])
    .where(
      'path',
      'in',
      files.map((file) => file.path),
    )
    .execute();
  const versions = new Map(files.map((file) => [file.path, file]));
  const kept = new Map<string, string>();
  for (const row of rows) {
    const file = versions.get(row.path);
    if (file && file.size === Number(row.size) && file.mtimeMs === Number(row.mtime_ms)) kept.set(row.path, row.fingerprint);
  }
  return kept;
}

/** Keeps a file version's fingerprint with the intro its season's comparison gave it. */
export async function saveFingerprint(
  db: Kysely<DB>,
  file: FileVersion,
  fingerprint: string,
  intro: TimeRange | null,
  foundAt: string,
): Promise<void> {
  const row = {
    path: file.path,
    size: file.size,
    mtime_ms: file.mtimeMs,
    fingerprint,
    intro_start: intro?.start ?? null,
    intro_end: intro?.end ?? null,
    found_at: foundAt,
  };
  await db
    .insertInto('library_intros')
    .values(row)
    .onConflict((conflict) => conflict.column('path').doUpdateSet(row))
    .execute();
}

/** Keeps an episode's intro, if its row is still of this version of the file. */
export async function saveIntro(db: Kysely<DB>, file: FileVersion, intro: TimeRange | null): Promise<void> {
  await db
    .updateTable('library_intros')
    .set({ intro_start: intro?.start ?? null, intro_end: intro?.end ?? null })
    .where('path', '=', file.path)
    .where('size', '=', file.size)
    .where('mtime_ms', '=', file.mtimeMs)
    .execute();
}

/** Forgets the fingerprints of files no longer in the library. */
export async function removeGoneIntros(db: Kysely<DB>): Promise<void> {
  await db
    .deleteFrom('library_intros')
    .where(({ not, exists, selectFrom }) =>
      not(exists(selectFrom('library_files').select('path').whereRef('library_files.path', '=', 'library_intros.path'))),
    )
    .execute();
}

/** The intro of the library file at a path, if its season's audio gave this version of it one. */
export async function libraryIntro(db: Kysely<DB>, path: string): Promise<TimeRange | null> {
  const row = await db
    .selectFrom('library_intros as i')
    .innerJoin('library_files as f', (join) =>
      join.onRef('f.path', '=', 'i.path').onRef('f.size', '=', 'i.size').onRef('f.mtime_ms', '=', 'i.mtime_ms'),
    )
    .select(['i.intro_start', 'i.intro_end'])
    .where('i.path', '=', path)
    .executeTakeFirst();
  if (!row || row.intro_start === null || row.intro_end === null) return null;
  return { start: Number(row.intro_start), end: Number(row.intro_end) };
}
