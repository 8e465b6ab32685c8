import path from 'node:path';
import type { Kysely } from 'kysely';
import { mediaQualityLabel, type LibraryDownload } from '@marquee/core';
import type { DB } from '../../db/schema.ts';
import { storedMediaInfo } from '../library/index.ts';
import type { LibraryFile } from './media-library.ts';

/**
 * The media library's downloads of a title (docs/behaviour.md#downloads): one entry per file it holds, named as the
 * file is on disk, with its size and, once ffprobe has read it, its quality. The library has no versions: a
 * download service's v1, v3, v4 and v5 are its own, and each would list the same files again.
 */

const units = ['B', 'KB', 'MB', 'GB', 'TB'] as const;

/** A byte count as people read it: '734 KB', '1.4 GB' (one decimal under 10 of a unit, none above). */
export function formatBytes(bytes: number): string {
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  const digits = unit > 0 && value < 10 ? 1 : 0;
  return `${value.toFixed(digits)} ${units[unit]}`;
}

/**
 * What ffprobe read of a file (in the background, modules/playback/media-prober.ts, kept with the file's row), as a quality; null
 * while it waits to be read, when it could not be read, and when the row is of another size than the file now.
 */
async function qualityOf(db: Kysely<DB>, file: LibraryFile): Promise<string | null> {
  const stored = await storedMediaInfo(db, file.relativePath);
  if (!stored?.info || 'error' in stored.info || stored.size !== file.bytes) return null;
  return mediaQualityLabel(stored.info);
}

/**
 * The entries of a title's files, in the library's order (the local player's first). `linkOf` turns a file into
 * the URL that downloads it.
 */
export async function libraryDownloads(
  db: Kysely<DB>,
  files: readonly LibraryFile[],
  linkOf: (file: LibraryFile) => string,
): Promise<LibraryDownload[]> {
  return Promise.all(
    files.map(async (file) => ({
      name: path.posix.basename(file.relativePath),
      size: formatBytes(file.bytes),
      bytes: file.bytes,
      quality: await qualityOf(db, file),
      url: linkOf(file),
    })),
  );
}
