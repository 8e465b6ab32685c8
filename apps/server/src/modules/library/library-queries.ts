import type { Kysely } from 'kysely';
import type { LibraryEpisode, LibraryTitle, MediaType, MetadataSourceName, UnmatchedFile } from '@marquee/core';
import type { DB, LibraryFilesTable } from '../../db/schema.ts';

/** A subtitle file beside a video, as stored with it. */
export interface StoredSubtitle {
  /** Inside the library, with '/'. */
  path: string;
  language: string | null;
  forced: boolean;
  sdh: boolean;
  format: 'srt' | 'vtt' | 'other';
}

/** The matched title as the source gave it when matched: what the Library screen shows. */
export interface ShownTitle {
  title: string;
  year: number | null;
  poster_path: string | null;
  backdrop_path: string | null;
}

/** A library file as the rest of the server reads it. */
export interface LibraryFileRow {
  path: string;
  size: number;
  mtimeMs: number;
  mediaType: MediaType;
  title: string;
  year: number | null;
  season: number | null;
  episode: number | null;
  episodeEnd: number | null;
  nameId: number | null;
  source: MetadataSourceName | null;
  mediaId: number | null;
  match: LibraryFilesTable['match'];
  /** Null while unmatched. */
  shown: ShownTitle | null;
  subtitles: StoredSubtitle[];
}

function toRow(row: LibraryFilesTable): LibraryFileRow {
  return {
    path: row.path,
    size: Number(row.size),
    mtimeMs: Number(row.mtime_ms),
    mediaType: row.media_type,
    title: row.title,
    year: row.year,
    season: row.season,
    episode: row.episode,
    episodeEnd: row.episode_end,
    nameId: row.name_id,
    source: row.source,
    mediaId: row.media_id,
    match: row.match,
    shown:
      row.shown_title === null
        ? null
        : { title: row.shown_title, year: row.shown_year, poster_path: row.poster_path, backdrop_path: row.backdrop_path },
    subtitles: JSON.parse(row.subtitles) as StoredSubtitle[],
  };
}

export async function allLibraryFiles(db: Kysely<DB>): Promise<LibraryFileRow[]> {
  const rows = await db.selectFrom('library_files').selectAll().orderBy('path').execute();
  return rows.map(toRow);
}

/**
 * Rows a statement adds at most: 19 values each, well within SQLite's and PostgreSQL's limits on bound values.
 * Each statement is one commit, and on SQLite (synchronous=FULL) a commit waits for the disk: 10,000 files
 * saved one by one took half a minute, in statements of this size well under a second.
 */
const ROWS_PER_STATEMENT = 500;

/**
 * Adds or replaces files' rows, and their subtitles' (library_subtitles). A path named twice is saved once, as
 * its last row: PostgreSQL refuses a statement that would update one row twice. Each statement's rows are one
 * transaction, so a statement that fails leaves its files as they were.
 */
export async function saveLibraryFiles(db: Kysely<DB>, files: readonly LibraryFileRow[], foundAt: string): Promise<void> {
  const unique = [...new Map(files.map((file) => [file.path, file])).values()];
  for (let i = 0; i < unique.length; i += ROWS_PER_STATEMENT) {
    const chunk = unique.slice(i, i + ROWS_PER_STATEMENT);
    const values = chunk.map((file) => ({
      path: file.path,
      size: file.size,
      mtime_ms: file.mtimeMs,
      media_type: file.mediaType,
      title: file.title,
      year: file.year,
      season: file.season,
      episode: file.episode,
      episode_end: file.episodeEnd,
      name_id: file.nameId,
      source: file.source,
      media_id: file.mediaId,
      match: file.match,
      shown_title: file.shown?.title ?? null,
      shown_year: file.shown?.year ?? null,
      poster_path: file.shown?.poster_path ?? null,
      backdrop_path: file.shown?.backdrop_path ?? null,
      subtitles: JSON.stringify(file.subtitles),
      found_at: foundAt,
    }));
    const subtitles = chunk.flatMap((file) =>
      uniqueSubtitles(file.subtitles).map((subtitle) => ({
        path: subtitle.path,
        video_path: file.path,
        format: subtitle.format,
      })),
    );
    await db.transaction().execute(async (trx) => {
      await trx
        .insertInto('library_files')
        .values(values)
        .onConflict((conflict) =>
          conflict.column('path').doUpdateSet((eb) => ({
            size: eb.ref('excluded.size'),
            mtime_ms: eb.ref('excluded.mtime_ms'),
            media_type: eb.ref('excluded.media_type'),
            title: eb.ref('excluded.title'),
            year: eb.ref('excluded.year'),
            season: eb.ref('excluded.season'),
            episode: eb.ref('excluded.episode'),
            episode_end: eb.ref('excluded.episode_end'),
            name_id: eb.ref('excluded.name_id'),
            source: eb.ref('excluded.source'),
            media_id: eb.ref('excluded.media_id'),
            match: eb.ref('excluded.match'),
            shown_title: eb.ref('excluded.shown_title'),
            shown_year: eb.ref('excluded.shown_year'),
            poster_path: eb.ref('excluded.poster_path'),
            backdrop_path: eb.ref('excluded.backdrop_path'),
            subtitles: eb.ref('excluded.subtitles'),
            found_at: eb.ref('excluded.found_at'),
          })),
        )
        .execute();
      await trx
        .deleteFrom('library_subtitles')
        .where(
          'video_path',
          'in',
          chunk.map((file) => file.path),
        )
        .execute();
      // A statement's bound values stay within both databases' limits: 3 a subtitle.
      for (let at = 0; at < subtitles.length; at += SUBTITLES_PER_STATEMENT) {
        await trx
          .insertInto('library_subtitles')
          .values(subtitles.slice(at, at + SUBTITLES_PER_STATEMENT))
          .execute();
      }
    });
  }
}

const SUBTITLES_PER_STATEMENT = 2000;

const uniqueSubtitles = (subtitles: readonly StoredSubtitle[]) => [...new Map(subtitles.map((s) => [s.path, s])).values()];

/** Forgets the files no longer on disk. */
export async function removeLibraryFiles(db: Kysely<DB>, paths: string[]): Promise<void> {
  for (let i = 0; i < paths.length; i += 500) {
    await db
      .deleteFrom('library_files')
      .where('path', 'in', paths.slice(i, i + 500))
      .execute();
  }
}

/** What a title's files are looked up by: a film, or an episode of a show. */
export type TitleRef = { mediaType: 'movie'; id: number } | { mediaType: 'tv'; id: number; season: number; episode: number };

/** The library's files matched to a title of the source (for an episode, the files that hold it), by path. */
export async function filesOfTitle(db: Kysely<DB>, source: MetadataSourceName, ref: TitleRef): Promise<LibraryFileRow[]> {
  let query = db
    .selectFrom('library_files')
    .selectAll()
    .where('source', '=', source)
    .where('media_type', '=', ref.mediaType)
    .where('media_id', '=', ref.id);
  if (ref.mediaType === 'tv') {
    const { season, episode } = ref;
    query = query
      .where('season', '=', season)
      .where((eb) =>
        eb.or([eb('episode', '=', episode), eb.and([eb('episode', '<=', episode), eb('episode_end', '>=', episode)])]),
      );
  }
  const rows = await query.orderBy('path').execute();
  return rows.map(toRow);
}

/** The stored file at a path, if the scan found one there. */
export async function libraryFileAt(db: Kysely<DB>, path: string): Promise<LibraryFileRow | undefined> {
  const row = await db.selectFrom('library_files').selectAll().where('path', '=', path).executeTakeFirst();
  return row && toRow(row);
}

/** A subtitle file the scan found beside one of the library's videos, if the path is one: one row by its key. */
export async function librarySubtitleAt(
  db: Kysely<DB>,
  path: string,
): Promise<Pick<StoredSubtitle, 'path' | 'format'> | undefined> {
  return db.selectFrom('library_subtitles').select(['path', 'format']).where('path', '=', path).limit(1).executeTakeFirst();
}

/** The titles of the source the library holds, newest file first, each with a show's episodes in order. */
export async function libraryTitles(db: Kysely<DB>, source: MetadataSourceName): Promise<LibraryTitle[]> {
  const rows = await db
    .selectFrom('library_files')
    .select(['media_type', 'media_id', 'shown_title', 'shown_year', 'poster_path', 'backdrop_path', 'season', 'episode'])
    .select(['episode_end', 'found_at'])
    .where('source', '=', source)
    .where('match', '!=', 'unmatched')
    .where('media_id', 'is not', null)
    .execute();
  const titles = new Map<string, LibraryTitle>();
  for (const row of rows) {
    if (row.media_id === null) continue;
    const key = `${row.media_type}:${row.media_id}`;
    let title = titles.get(key);
    if (!title) {
      title = {
        media_type: row.media_type,
        id: row.media_id,
        title: row.shown_title ?? '',
        year: row.shown_year,
        poster_path: row.poster_path,
        backdrop_path: row.backdrop_path,
        added_at: row.found_at,
        files: 0,
        episodes: [],
      };
      titles.set(key, title);
    }
    title.files++;
    if (row.found_at > title.added_at) title.added_at = row.found_at;
    if (row.media_type === 'tv' && row.season !== null && row.episode !== null) {
      title.episodes.push({ season: row.season, episode: row.episode, episode_end: row.episode_end });
    }
  }
  const byEpisode = (a: LibraryEpisode, b: LibraryEpisode) => a.season - b.season || a.episode - b.episode;
  return [...titles.values()]
    .map((title) => ({ ...title, episodes: dedupeEpisodes(title.episodes.sort(byEpisode)) }))
    .sort((a, b) => (a.added_at < b.added_at ? 1 : a.added_at > b.added_at ? -1 : a.title.localeCompare(b.title)));
}

/** One entry per episode span: two copies of an episode (two qualities) are one episode on the screen. */
function dedupeEpisodes(episodes: LibraryEpisode[]): LibraryEpisode[] {
  return episodes.filter((e, i) => i === 0 || e.season !== episodes[i - 1]!.season || e.episode !== episodes[i - 1]!.episode);
}

/** How many unmatched files the owner's screen lists at most; the count says how many there are. */
export const UNMATCHED_SHOWN = 500;

/** The files no title was found for, by path. */
export async function unmatchedFiles(db: Kysely<DB>): Promise<UnmatchedFile[]> {
  return db
    .selectFrom('library_files')
    .select(['path', 'media_type', 'title', 'year', 'season', 'episode'])
    .where('match', '=', 'unmatched')
    .orderBy('path')
    .limit(UNMATCHED_SHOWN)
    .execute();
}

/** 'Match…': the file is this title from now on, whatever its name says. Answers whether the file was there. */
export async function matchFileByHand(
  db: Kysely<DB>,
  path: string,
  source: MetadataSourceName,
  mediaId: number,
  shown: ShownTitle,
): Promise<boolean> {
  const result = await db
    .updateTable('library_files')
    .set({
      source,
      media_id: mediaId,
      match: 'manual',
      shown_title: shown.title,
      shown_year: shown.year,
      poster_path: shown.poster_path,
      backdrop_path: shown.backdrop_path,
    })
    .where('path', '=', path)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** How many video files the library holds. */
export async function libraryFileCount(db: Kysely<DB>): Promise<number> {
  const row = await db
    .selectFrom('library_files')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .executeTakeFirst();
  return Number(row?.count ?? 0);
}
