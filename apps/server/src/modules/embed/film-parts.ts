import type { Kysely } from 'kysely';
import { filmVersions, partStarts } from '@marquee/core';
import type { DB } from '../../db/schema.ts';
import { LIBRARY_EXTENSIONS, type LibraryFile } from '../downloads/index.ts';
import { storedMediaInfos, type StoredMediaInfo } from '../library/index.ts';
import { libraryMediaInfo, ProbeError, type MediaTools } from '../playback/index.ts';

/**
 * Which of a film's files the local player plays (docs/behaviour.md#library-file-names): its versions, the one the
 * page asks for (`?version=`, the first by default) and, of a version in parts, the part (`?part=`, from 1), with
 * where each part starts in the whole film, so that the player reports and takes the film's time.
 */

/** What the player is told of the film's versions and parts. */
export interface FilmChoice {
  file: LibraryFile;
  /** The versions' labels and which is played; null for a film of one version. */
  versions: { labels: string[]; current: number } | null;
  /** The part played of a film in parts (`index` from 0), with each part's start and the film's length when known. */
  parts: { index: number; count: number; starts: number[] | null; total: number | null } | null;
}

/** The formats browsers play first, first (downloads/media-library.ts); any other after them. */
function containerRank(extension: string): number {
  const at = (LIBRARY_EXTENSIONS as readonly string[]).indexOf(extension);
  return at < 0 ? LIBRARY_EXTENSIONS.length : at;
}

export async function chooseFilmFile(
  files: readonly LibraryFile[],
  asked: { version?: number; part?: number },
  context: { db: Kysely<DB>; mediaDir: string; tools: MediaTools },
): Promise<FilmChoice | null> {
  if (files.length === 0) return null;
  // What ffprobe read, as stored, ranks the versions without reading any file now; one file has nothing to rank.
  const stored =
    files.length > 1
      ? await storedMediaInfos(
          context.db,
          files.map((file) => file.relativePath),
        )
      : new Map<string, StoredMediaInfo | null>();
  const pictures = files.map((file) => {
    const info = stored.get(file.relativePath);
    return info && !('error' in info) ? info.video : null;
  });
  const versions = filmVersions(
    files.map((file, i) => ({
      file,
      path: file.relativePath,
      part: file.part ?? null,
      version: file.version ?? null,
      height: pictures[i]?.height ?? null,
      videoCodec: pictures[i]?.codec ?? null,
      containerRank: containerRank(file.extension),
    })),
  );
  const current = Math.min(asked.version ?? 0, versions.length - 1);
  const { parts } = versions[current]!;
  const index = Math.min((asked.part ?? 1) - 1, parts.length - 1);
  let timing: { starts: number[]; total: number } | null = null;
  if (parts.length > 1 && context.tools.available) {
    // Each part's length, read now where the background reading has not yet.
    const durations = await Promise.all(
      parts.map(async (part) => {
        const info = await libraryMediaInfo(context.tools, context.mediaDir, part.path, context.db);
        return info instanceof ProbeError ? null : info.duration;
      }),
    );
    timing = partStarts(durations);
  }
  return {
    file: parts[index]!.file,
    versions: versions.length > 1 ? { labels: versions.map((version) => version.label), current } : null,
    parts: parts.length > 1 ? { index, count: parts.length, starts: timing?.starts ?? null, total: timing?.total ?? null } : null,
  };
}
