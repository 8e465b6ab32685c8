import { stat } from 'node:fs/promises';
import path from 'node:path';
import type { Kysely } from 'kysely';
import { isStyledSubtitleTrack, type MediaInfo } from '@marquee/core';
import type { DB } from '../../db/schema.ts';
import { saveMediaInfo, storedMediaInfo, type FileVersion, type StoredMediaInfo } from '../library/index.ts';
import { probeMediaFile, ProbeError } from './media-probe.ts';
import type { MediaTools } from './media-tools.ts';

/**
 * What a library file holds, for the player (docs/playback.md#probing): what ffprobe read of it, kept with the
 * file's row by the background reading (modules/library/media-prober.ts) while the file is unchanged; else read
 * now, and kept. The file route's checks (a served path, inside the library) come first, at the caller.
 */
export async function libraryMediaInfo(
  tools: MediaTools,
  mediaDir: string,
  relativePath: string,
  db: Kysely<DB>,
): Promise<MediaInfo | ProbeError> {
  const absolutePath = path.join(mediaDir, relativePath);
  let version: FileVersion;
  try {
    const stats = await stat(absolutePath);
    // A named pipe or a device put in the library's place would hold ffprobe until its time limit.
    if (!stats.isFile()) return new ProbeError('This file could not be read');
    // As the scan notes it (library-walk.ts): whole milliseconds.
    version = { path: relativePath, size: stats.size, mtimeMs: Math.trunc(stats.mtimeMs) };
  } catch {
    return new ProbeError('This file could not be read');
  }
  const stored = await storedMediaInfo(db, relativePath);
  if (stored?.info && stored.size === version.size && stored.mtimeMs === version.mtimeMs && !lacksFonts(stored.info)) {
    return fromStored(stored.info);
  }
  const info = await readOnce(tools, absolutePath, version);
  // Kept with the row if it is this version of the file (an id-named file the scan does not list has none).
  if (stored && !(info instanceof ProbeError && info.failure !== 'file')) {
    await saveMediaInfo(db, version, toStored(info), new Date().toISOString());
  }
  return info;
}

/**
 * A reading kept before attached fonts were read, of a file with styled subtitles: read again, as their renderer
 * needs the fonts.
 */
const lacksFonts = (info: StoredMediaInfo): boolean =>
  !('error' in info) && info.fonts === undefined && info.subtitles.some((track) => isStyledSubtitleTrack(track));

/** A reading as the library_files row keeps it. */
export const toStored = (info: MediaInfo | ProbeError): StoredMediaInfo =>
  info instanceof ProbeError ? { error: info.message } : info;

const fromStored = (info: StoredMediaInfo): MediaInfo | ProbeError => ('error' in info ? new ProbeError(info.error) : info);

/**
 * Readings by file version (path, size, time), the latest few cached: two questions about one file share one
 * ffprobe, and a file the scan does not list (id-named) is not read again for each. A reading that says nothing
 * of the file (ffprobe not run) is not cached.
 */
const READING_CACHE_MAX = 200;
const readings = new Map<string, Promise<MediaInfo | ProbeError>>();

function readOnce(tools: MediaTools, absolutePath: string, version: FileVersion): Promise<MediaInfo | ProbeError> {
  const key = `${version.size}:${version.mtimeMs}:${version.path}`;
  const known = readings.get(key);
  if (known) {
    // Most recently used last: the oldest goes first.
    readings.delete(key);
    readings.set(key, known);
    return known;
  }
  const reading = probeMediaFile(tools, absolutePath).catch((error: unknown) => {
    const failed = error instanceof ProbeError ? error : new ProbeError('This file could not be read');
    if (failed.failure !== 'file') readings.delete(key);
    return failed;
  });
  readings.set(key, reading);
  while (readings.size > READING_CACHE_MAX) readings.delete(readings.keys().next().value!);
  return reading;
}
