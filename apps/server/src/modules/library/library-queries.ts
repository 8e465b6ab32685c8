import type { Kysely, Selectable } from 'kysely';
import {
  mediaInfoSchema,
  type LibraryEpisode,
  type LibraryTitle,
  type MediaInfo,
  type MediaType,
  type MetadataSourceName,
  type UnmatchedFile,
} from '@marquee/core';
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

/** The titles of the source the library holds, newest file first, each with a show's episodes in order. */
export async function libraryTitles(db: Kysely<DB>, source: MetadataSourceName): Promise<LibraryTitle[]> {
  const rows = await db
    .selectFrom('library_files')
    .select(['media_type', 'media_id', 'shown_title', 'shown_year', 'poster_path', 'backdrop_path', 'season', 'episode'])
    .select(['episode_end', 'episodes', 'found_at'])
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
      const list = episodeListOf(row.episodes);
      if (list) for (const episode of list) title.episodes.push({ season: row.season, episode, episode_end: null });
      else title.episodes.push({ season: row.season, episode: row.episode, episode_end: row.episode_end });
    }
  }
  const byEpisode = (a: LibraryEpisode, b: LibraryEpisode) => a.season - b.season || a.episode - b.episode;
  return [...titles.values()]
    .map((title) => ({ ...title, episodes: dedupeEpisodes(title.episodes.sort(byEpisode)) }))
    .sort((a, b) => (a.added_at < b.added_at ? 1 : a.added_at > b.added_at ? -1 : a.title.localeCompare(b.title)));
}

/** The stored list of a file's episodes that are not one run (',3,4,15,'), or null. */
function episodeListOf(stored: string | null): number[] | null {
  if (stored === null) return null;
  const list = stored
    .split(',')
    .filter((part) => /^\d+$/.test(part))
    .map(Number);
  return list.length > 0 ? list : null;
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
