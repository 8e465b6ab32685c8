import fs from 'node:fs/promises';
import path from 'node:path';
import type { Kysely } from 'kysely';
import { containsNul, type MetadataSourceName } from '@marquee/core';
import type { DB } from '../../db/schema.ts';
import { filesOfTitle, libraryFileAt, type StoredSubtitle } from '../library/index.ts';

/**
 * The operator's media library (MEDIA_DIR, docs/behaviour.md#playback-sources): video files named by media type and
 * id — `movie/550.mp4` for a film, `tv/1399/s01e01.mp4` for an episode (season and episode zero-padded to two
 * digits or not padded at all) — and the files the library's scan found by their real names and matched
 * (docs/behaviour.md#library). Only those are ever looked up or served.
 */

/** Video formats the library offers, in order of preference: the ones every browser plays come first. */
export const LIBRARY_EXTENSIONS = ['mp4', 'webm', 'm4v', 'mov', 'mkv'] as const;

/** One title of the library: a film, or an episode of a show. */
export type LibraryRef = { mediaType: 'movie'; id: number } | { mediaType: 'tv'; id: number; season: number; episode: number };

export interface LibraryFile {
  /** Path inside the library with forward slashes, e.g. `tv/1399/s01e01.mp4`; what the file route takes. */
  relativePath: string;
  /** Lower-case, without the dot. */
  extension: string;
  bytes: number;
  /** The subtitle files beside it that the scan found (none for a file it has not seen yet). */
  subtitles: StoredSubtitle[];
  /** A film's part (`cd2` is 2) and the version its name gives, as the scan read them; absent for none. */
  part?: number | null;
  version?: string | null;
}

const extensionPattern = LIBRARY_EXTENSIONS.join('|');

/** A library path the file route may serve: a film or an episode file named as above, nothing else. */
const LIBRARY_PATH = new RegExp(`^(?:movie/\\d+|tv/\\d+/s\\d+e\\d+)\\.(?:${extensionPattern})$`);

export function isLibraryPath(relativePath: string): boolean {
  return LIBRARY_PATH.test(relativePath);
}

type Candidate = Omit<LibraryFile, 'bytes' | 'subtitles'>;

/** The files a title may have, in order of preference. */
function candidates(ref: LibraryRef): Candidate[] {
  const pad = (n: number) => String(n).padStart(2, '0');
  const stems =
    ref.mediaType === 'movie'
      ? [`movie/${ref.id}`]
      : [...new Set([`tv/${ref.id}/s${pad(ref.season)}e${pad(ref.episode)}`, `tv/${ref.id}/s${ref.season}e${ref.episode}`])];
  return LIBRARY_EXTENSIONS.flatMap((extension) => stems.map((stem) => ({ relativePath: `${stem}.${extension}`, extension })));
}

async function fileSize(file: string): Promise<number | null> {
  try {
    const stat = await fs.stat(file);
    return stat.isFile() ? stat.size : null;
  } catch {
    return null; // absent (or unreadable): the library does not have it
  }
}

/** Where the library's files are and how they were found: the folder, and the scan's index in the database. */
export interface LibrarySearch {
  mediaDir: string;
  db: Kysely<DB>;
  source: MetadataSourceName;
}

/**
 * The library's files of one title: its id-named files (preferred format first), then the files the scan
 * matched to it by their names (in the order browsers play them best); empty when it has none.
 */
export async function findLibraryFiles(library: LibrarySearch, ref: LibraryRef): Promise<LibraryFile[]> {
  const [named, scanned] = await Promise.all([
    Promise.all(
      candidates(ref).map(async (candidate) => {
        const bytes = await fileSize(path.join(library.mediaDir, candidate.relativePath));
        return bytes === null ? null : { ...candidate, bytes, subtitles: [] };
      }),
    ),
    filesOfTitle(library.db, library.source, ref),
  ]);
  const found: LibraryFile[] = named.filter((file) => file !== null);
  const byPath = new Map(scanned.map((row) => [row.path, row]));
  // An id-named file the scan saw too brings its subtitles.
  for (const file of found) file.subtitles = byPath.get(file.relativePath)?.subtitles ?? [];
  const rank = (extension: string) => {
    const place = (LIBRARY_EXTENSIONS as readonly string[]).indexOf(extension);
    return place < 0 ? LIBRARY_EXTENSIONS.length : place;
  };
  const others = scanned
    .filter((row) => !found.some((file) => file.relativePath === row.path))
    .map((row) => ({
      relativePath: row.path,
      extension: extensionOf(row.path),
      bytes: row.size,
      subtitles: row.subtitles,
      part: row.part ?? null,
      version: row.version ?? null,
    }))
    .sort((a, b) => rank(a.extension) - rank(b.extension));
  return [...found, ...others];
}

const extensionOf = (file: string) => path.extname(file).slice(1).toLowerCase();

/** Whether the file route may serve a path: an id-named file, or one the scan found and kept, still inside the library. */
export async function isServedPath(library: LibrarySearch, relativePath: string): Promise<boolean> {
  if (!isPlausiblePath(relativePath)) return false;
  const known = isLibraryPath(relativePath) || (await libraryFileAt(library.db, relativePath)) !== undefined;
  return known && isInsideLibrary(library.mediaDir, relativePath);
}

/** Whether a file really is inside the library now: not missing, nor a link put there since to something outside it. */
export async function isInsideLibrary(mediaDir: string, relativePath: string): Promise<boolean> {
  try {
    const [root, file] = await Promise.all([fs.realpath(mediaDir), fs.realpath(path.join(mediaDir, relativePath))]);
    return file.startsWith(root + path.sep);
  } catch {
    return false; // not there
  }
}

/** A library path as it goes in a URL: each folder and file name encoded ('Fight Club (1999)/…'). */
export function encodePath(relativePath: string): string {
  return relativePath.split('/').map(encodeURIComponent).join('/');
}

/** A path a library file could have: not too long, and nothing a database refuses to compare (NUL). */
export function isPlausiblePath(relativePath: string): boolean {
  return relativePath.length > 0 && relativePath.length <= 2000 && !containsNul(relativePath);
}
