import fs from 'node:fs/promises';
import path from 'node:path';

/**
 * The operator's media library (MEDIA_DIR, docs/behaviour.md#playback-sources): video files named by media type and
 * TMDB id — `movie/550.mp4` for a film, `tv/1399/s01e01.mp4` for an episode (season and episode zero-padded to two
 * digits or not padded at all). Only such names are ever looked up or served.
 */

/** Video formats the library offers, in order of preference: the ones every browser plays come first. */
export const LIBRARY_EXTENSIONS = ['mp4', 'webm', 'm4v', 'mov', 'mkv'] as const;

/** One title of the library: a film, or an episode of a show. */
export type LibraryRef = { mediaType: 'movie'; id: number } | { mediaType: 'tv'; id: number; season: number; episode: number };

export interface LibraryFile {
  /** Path inside the library with forward slashes, e.g. `tv/1399/s01e01.mp4`; what the file route takes. */
  relativePath: string;
  extension: (typeof LIBRARY_EXTENSIONS)[number];
  bytes: number;
}

const extensionPattern = LIBRARY_EXTENSIONS.join('|');

/** A library path the file route may serve: a film or an episode file named as above, nothing else. */
const LIBRARY_PATH = new RegExp(`^(?:movie/\\d+|tv/\\d+/s\\d+e\\d+)\\.(?:${extensionPattern})$`);

export function isLibraryPath(relativePath: string): boolean {
  return LIBRARY_PATH.test(relativePath);
}

type Candidate = Omit<LibraryFile, 'bytes'>;

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

/** The library's files of one title, preferred format first; empty when it has none (or MEDIA_DIR does not exist). */
export async function findLibraryFiles(mediaDir: string, ref: LibraryRef): Promise<LibraryFile[]> {
  const found = await Promise.all(
    candidates(ref).map(async (candidate) => {
      const bytes = await fileSize(path.join(mediaDir, candidate.relativePath));
      return bytes === null ? null : { ...candidate, bytes };
    }),
  );
  return found.filter((file) => file !== null);
}
