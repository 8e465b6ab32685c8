import type { Kysely, Selectable } from 'kysely';
import { type MediaType, type MetadataSourceName, type UnmatchedFile } from '@marquee/core';
import type { DB, LibraryFilesTable } from '../../db/schema.ts';

/** A subtitle file beside a video, as stored with it. */
export interface StoredSubtitle {
  /** Inside the library, with '/'. */
  path: string;
  language: string | null;
  forced: boolean;
  sdh: boolean;
  format: 'srt' | 'vtt' | 'ass' | 'sup' | 'vobsub' | 'other';
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
  /** Every episode of a file of several that are not one run (`02x03 - 02x04 - 02x15`); absent or null otherwise. */
  episodes?: number[] | null;
  /** A film's part (`cd2` is 2) and the version its name gives; absent or null for none. */
  part?: number | null;
  version?: string | null;
  nameId: number | null;
  source: MetadataSourceName | null;
  mediaId: number | null;
  match: LibraryFilesTable['match'];
  /** Null while unmatched. */
  shown: ShownTitle | null;
  subtitles: StoredSubtitle[];
  /** The NFO files that described it (library-nfo.ts `nfoSignature`), '' or absent for none. */
  nfo?: string;
}

/** A file's columns but what ffprobe read, which only the player's question needs (kilobytes a file). */
type FileColumns = Omit<Selectable<LibraryFilesTable>, 'media_info' | 'media_probed_at'>;
const FILE_COLUMNS = [
  'path',
  'size',
  'mtime_ms',
  'media_type',
  'title',
  'year',
  'season',
  'episode',
  'episode_end',
  'episodes',
  'part',
  'version',
  'name_id',
  'source',
  'media_id',
  'match',
  'shown_title',
  'shown_year',
  'poster_path',
  'backdrop_path',
  'subtitles',
  'nfo',
  'found_at',
] as const satisfies ReadonlyArray<keyof FileColumns>;

/** The stored list of a file's episodes that are not one run (',3,4,15,'), or null. */
export function episodeListOf(stored: string | null): number[] | null {
  if (stored === null) return null;
  const list = stored
    .split(',')
    .filter((part) => /^\d+$/.test(part))
    .map(Number);
  return list.length > 0 ? list : null;
}

function toRow(row: FileColumns): LibraryFileRow {
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
    episodes: episodeListOf(row.episodes),
    part: row.part,
    version: row.version,
    nameId: row.name_id,
    source: row.source,
    mediaId: row.media_id,
    match: row.match,
    shown:
      row.shown_title === null
        ? null
        : { title: row.shown_title, year: row.shown_year, poster_path: row.poster_path, backdrop_path: row.backdrop_path },
    subtitles: JSON.parse(row.subtitles) as StoredSubtitle[],
    nfo: row.nfo,
  };
}

export async function allLibraryFiles(db: Kysely<DB>): Promise<LibraryFileRow[]> {
  const rows = await db.selectFrom('library_files').select(FILE_COLUMNS).orderBy('path').execute();
  return rows.map(toRow);
}

/**
 * Rows a statement adds at most: 23 values each, well within SQLite's and PostgreSQL's limits on bound values.
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
    const values = chunk.map((file) => rowValues(file, foundAt));
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
          conflict.column('path').doUpdateSet((eb) => {
            const unchanged = eb.and([
              eb('library_files.size', '=', eb.ref('excluded.size')),
              eb('library_files.mtime_ms', '=', eb.ref('excluded.mtime_ms')),
            ]);
            return {
              size: eb.ref('excluded.size'),
              mtime_ms: eb.ref('excluded.mtime_ms'),
              media_type: eb.ref('excluded.media_type'),
              title: eb.ref('excluded.title'),
              year: eb.ref('excluded.year'),
              season: eb.ref('excluded.season'),
              episode: eb.ref('excluded.episode'),
              episode_end: eb.ref('excluded.episode_end'),
              episodes: eb.ref('excluded.episodes'),
              part: eb.ref('excluded.part'),
              version: eb.ref('excluded.version'),
              name_id: eb.ref('excluded.name_id'),
              source: eb.ref('excluded.source'),
              media_id: eb.ref('excluded.media_id'),
              match: eb.ref('excluded.match'),
              shown_title: eb.ref('excluded.shown_title'),
              shown_year: eb.ref('excluded.shown_year'),
              poster_path: eb.ref('excluded.poster_path'),
              backdrop_path: eb.ref('excluded.backdrop_path'),
              subtitles: eb.ref('excluded.subtitles'),
              nfo: eb.ref('excluded.nfo'),
              found_at: eb.ref('excluded.found_at'),
              // What ffprobe read stays with an unchanged file (a rematch, new subtitles); a changed one is read again.
              media_info: eb.case().when(unchanged).then(eb.ref('library_files.media_info')).else(null).end(),
              media_probed_at: eb.case().when(unchanged).then(eb.ref('library_files.media_probed_at')).else(null).end(),
            };
          }),
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

/** A file's library_files row, as saved. */
function rowValues(file: LibraryFileRow, foundAt: string) {
  return {
    path: file.path,
    size: file.size,
    mtime_ms: file.mtimeMs,
    media_type: file.mediaType,
    title: file.title,
    year: file.year,
    season: file.season,
    episode: file.episode,
    episode_end: file.episodeEnd,
    episodes: file.episodes?.length ? `,${file.episodes.join(',')},` : null,
    part: file.part ?? null,
    version: file.version ?? null,
    name_id: file.nameId,
    source: file.source,
    media_id: file.mediaId,
    match: file.match,
    shown_title: file.shown?.title ?? null,
    shown_year: file.shown?.year ?? null,
    poster_path: file.shown?.poster_path ?? null,
    backdrop_path: file.shown?.backdrop_path ?? null,
    subtitles: JSON.stringify(file.subtitles),
    nfo: file.nfo ?? '',
    found_at: foundAt,
  };
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
    .select(FILE_COLUMNS)
    .where('source', '=', source)
    .where('media_type', '=', ref.mediaType)
    .where('media_id', '=', ref.id);
  if (ref.mediaType === 'tv') {
    const { season, episode } = ref;
    query = query.where('season', '=', season).where((eb) =>
      eb.or([
        eb('episode', '=', episode),
        // A run holds every episode from its first to its last; a list (',3,4,15,') only those it names.
        eb.and([eb('episodes', 'is', null), eb('episode', '<=', episode), eb('episode_end', '>=', episode)]),
        eb('episodes', 'like', `%,${episode},%`),
      ]),
    );
  }
  const rows = await query.orderBy('path').execute();
  return rows.map(toRow);
}

/** The stored file at a path, if the scan found one there. */
export async function libraryFileAt(db: Kysely<DB>, path: string): Promise<LibraryFileRow | undefined> {
  const row = await db.selectFrom('library_files').select(FILE_COLUMNS).where('path', '=', path).executeTakeFirst();
  return row && toRow(row);
}

/** A subtitle file the scan found beside one of the library's videos, if the path is one: one row by its key. */
export async function librarySubtitleAt(
  db: Kysely<DB>,
  path: string,
): Promise<Pick<StoredSubtitle, 'path' | 'format'> | undefined> {
  return db.selectFrom('library_subtitles').select(['path', 'format']).where('path', '=', path).limit(1).executeTakeFirst();
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
