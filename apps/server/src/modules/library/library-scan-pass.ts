import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import {
  isNotATitle,
  LIBRARY_SKIPPED_SHOWN,
  parseMediaPath,
  parseVideoSubtitle,
  type NfoFacts,
  type ParsedMediaFile,
  type SeasonFields,
  type SkippedFile,
  withNfoFacts,
} from '@marquee/core';
import type { DB } from '../../db/schema.ts';
import { type MetadataSource } from '../metadata/index.ts';
import { type FoundTitle } from '../title-refs/index.ts';
import {
  allLibraryFiles,
  removeLibraryFiles,
  saveLibraryFiles,
  type LibraryFileRow,
  type StoredSubtitle,
} from './library-queries.ts';
import { nfoPathsByLowerCase, nfosOfVideo, readNfo } from './library-nfo.ts';
import type { createTitleMatcher } from './library-match.ts';
import { walkLibrary, type FoundFile } from './library-walk.ts';

/** What one scan works with. */
export interface ScanContext extends ReturnType<typeof createTitleMatcher> {
  db: Kysely<DB>;
  mediaDir: string;
  metadata: MetadataSource;
  log: FastifyBaseLogger;
  /** Whether the library is closing: the scan then saves what it has and stops. */
  closing(): boolean;
}

/** What a whole scan found, for the owner's screen. */
export interface ScanCounts {
  files: number;
  unmatched: number;
  skipped: SkippedFile[];
}

/** A file's row as its name reads (a film, or an episode of a show), not matched yet. */
function rowOf(file: FoundFile, parsed: ParsedMediaFile, subtitles: StoredSubtitle[]): LibraryFileRow {
  const episode = parsed.kind === 'episode';
  return {
    path: file.path,
    size: file.size,
    mtimeMs: file.mtimeMs,
    mediaType: episode ? 'tv' : 'movie',
    title: episode ? parsed.show : parsed.title,
    year: parsed.year,
    season: episode ? parsed.season : null,
    // A daily show's episode named by its air date has no number: it is found as its show, not as an episode.
    episode: episode ? (parsed.episodes[0] ?? null) : null,
    episodeEnd: episode && parsed.episodes.length > 1 ? parsed.episodes.at(-1)! : null,
    // Stored only when they are not one run: a run is its first and last.
    episodes: episode && !isRun(parsed.episodes) ? parsed.episodes : null,
    part: episode ? null : (parsed.part ?? null),
    version: episode ? null : (parsed.version ?? null),
    nameId: parsed.tmdbId,
    source: null,
    mediaId: null,
    match: 'unmatched',
    shown: null,
    subtitles,
  };
}

/** Whether episodes follow one another with none missing (`1, 2, 3`), as one or a range does. */
const isRun = (episodes: readonly number[]) => episodes.every((episode, i) => i === 0 || episode === episodes[i - 1]! + 1);

function subtitlesOf(file: FoundFile): StoredSubtitle[] {
  const folder = path.posix.dirname(file.path);
  const name = path.posix.basename(file.path);
  return file.folderSubtitles.flatMap((subtitle) => {
    const parsed = parseVideoSubtitle(name, subtitle, file.folderVideos === 1);
    return parsed ? [{ path: folder === '.' ? subtitle : `${folder}/${subtitle}`, ...parsed }] : [];
  });
}

const sameSubtitles = (a: StoredSubtitle[], b: StoredSubtitle[]) => JSON.stringify(a) === JSON.stringify(b);

/** Rows kept before they are written: a crash loses at most these, which the next scan matches again. */
const SAVE_BATCH = 500;

const NOT_SAVED = 'It could not be saved';

/**
 * Saves rows, and when the database refuses a batch, its halves, down to the one row at fault: that file is
 * skipped (and looked at again by the next scan), the others are kept. Answers the files not saved.
 */
async function save(db: Kysely<DB>, log: FastifyBaseLogger, rows: LibraryFileRow[], foundAt: string): Promise<SkippedFile[]> {
  if (rows.length === 0) return [];
  try {
    await saveLibraryFiles(db, rows, foundAt);
    return [];
  } catch (error) {
    if (rows.length === 1) {
      log.warn({ err: error, path: rows[0]!.path }, 'a library file could not be saved');
      return [{ path: rows[0]!.path, reason: NOT_SAVED }];
    }
    const half = Math.ceil(rows.length / 2);
    return [...(await save(db, log, rows.slice(0, half), foundAt)), ...(await save(db, log, rows.slice(half), foundAt))];
  }
}

/** Reads an NFO's facts, each NFO once a scan: a show's describes all its episodes. */
function nfoReader(mediaDir: string): (nfo: string | null) => Promise<NfoFacts | null> {
  const nfoReads = new Map<string, Promise<NfoFacts | null>>();
  return (nfo) => {
    if (nfo === null) return Promise.resolve(null);
    let read = nfoReads.get(nfo);
    if (!read) {
      read = readNfo(path.join(mediaDir, nfo));
      nfoReads.set(nfo, read);
    }
    return read;
  };
}

/**
 * One scan of MEDIA_DIR: every video file walked, the changed ones read (name, NFO, subtitles) and matched, their
 * rows saved in batches, the rows of files gone removed. Null when the library closed before it ended.
 */
export async function scanLibraryOnce(scan: ScanContext): Promise<ScanCounts | null> {
  const { db, mediaDir, metadata, log, match, withAbsoluteMapped } = scan;
  const { files: found, skipped, nfos } = await walkLibrary(mediaDir);
  const nfoPaths = nfoPathsByLowerCase(nfos);
  const nfoFactsAt = nfoReader(mediaDir);
  let notSaved = 0;
  const stored = new Map((await allLibraryFiles(db)).map((row) => [row.path, row]));
  const gone = new Set(stored.keys());
  const searches = new Map<string, Promise<FoundTitle | null>>();
  const seasons = new Map<number, Promise<SeasonFields[]>>();
  let unmatched = 0;
  // Rows are written in batches, each one commit, rather than one commit a file.
  const pending: LibraryFileRow[] = [];
  const flush = async () => {
    const refused = await save(db, log, pending.splice(0), new Date().toISOString());
    notSaved += refused.length;
    skipped.push(...refused);
  };
  for (const file of found) {
    if (scan.closing()) {
      await flush();
      return null;
    }
    gone.delete(file.path);
    const before = stored.get(file.path);
    const subtitles = subtitlesOf(file);
    const described = nfosOfVideo(file.path, nfos, nfoPaths);
    const unchanged =
      before && before.size === file.size && before.mtimeMs === file.mtimeMs && (before.nfo ?? '') === described.signature;
    const stillMatched = before && (before.match === 'manual' || before.source === metadata.source);
    if (unchanged && stillMatched && sameSubtitles(before.subtitles, subtitles)) {
      if (before.match === 'unmatched') unmatched++;
      continue;
    }
    // What an NFO says wins over the name: the owner, or their tools, wrote it for this file.
    const parsed = withNfoFacts(parseMediaPath(file.path), await nfoFactsAt(described.own), await nfoFactsAt(described.show));
    // A video whose name reads as nothing is kept all the same, unmatched and with no title to look for: the owner
    // sees it and matches it by hand. Samples, bonus material and system files are no titles.
    const reading: ParsedMediaFile | null =
      parsed ?? (isNotATitle(file.path) ? null : { kind: 'movie', title: '', year: null, tmdbId: null });
    if (!reading) continue;
    let row: LibraryFileRow = { ...rowOf(file, reading, subtitles), nfo: described.signature };
    if (before?.match === 'manual' && unchanged) {
      row = { ...row, source: before.source, mediaId: before.mediaId, match: 'manual', shown: before.shown };
    } else {
      try {
        row = await withAbsoluteMapped(await match(row, reading, searches), reading, seasons);
      } catch (error) {
        // No answer from the source is not 'not found': the file is looked at again by the next scan.
        log.warn({ err: error, path: file.path }, 'a library file could not be matched now');
        continue;
      }
    }
    if (row.match === 'unmatched') unmatched++;
    pending.push(row);
    if (pending.length >= SAVE_BATCH) await flush();
  }
  await flush();
  await removeLibraryFiles(db, [...gone]);
  return {
    files: found.length - notSaved,
    unmatched,
    skipped: skipped.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0)).slice(0, LIBRARY_SKIPPED_SHOWN),
  };
}
