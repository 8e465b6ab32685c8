import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { SkippedFile } from '@marquee/core';
import type { DB } from '../../db/schema.ts';
import { type MetadataSource } from '../metadata/index.ts';
import { createTitleMatcher } from './library-match.ts';
import { scanLibraryOnce } from './library-scan-pass.ts';
import { watchMediaFolder } from './media-folder-watch.ts';

/** What the owner's screen shows of the library's scan. */
export interface LibraryStatus {
  scanning: boolean;
  /** When the last scan ended (ISO time), null before the first. */
  scannedAt: string | null;
  files: number;
  unmatched: number;
  /** Why the last scan stopped short, if it did. */
  error: string | null;
  /** What the last scan passed over (names that are not UTF-8, files the database refused), by path. */
  skipped: SkippedFile[];
  /** How long the last scan took, in seconds (metrics); null before the first. */
  scanSeconds: number | null;
}

/**
 * The library (docs/behaviour.md#library): MEDIA_DIR scanned at start, again on every change a file watcher
 * reports and on demand, each video file matched to a title and kept in library_files. Only changed files are
 * looked at again; one scan runs at a time, and a change during a scan brings one more after it.
 */
export interface Library {
  start(): void;
  /** Scans now (after the scan under way, if any); resolves when the library is up to date. */
  rescan(): Promise<void>;
  status(): LibraryStatus;
  /** Calls `listener` after each scan (the media prober reads the files it found); answers how to stop. */
  onScanned(listener: () => void): () => void;
  close(): Promise<void>;
}

export interface LibraryOptions {
  /** Follow changes on disk (off in tests that scan by hand). */
  watch?: boolean;
  /** How long changes settle before a scan: a copy in progress reports many. */
  settleMs?: number;
  /**
   * Scan this often too, in seconds (LIBRARY_POLL_SECONDS; 0 or absent: never): a network mount (NFS, SMB) tells
   * the watcher nothing of what another machine changes on it.
   */
  pollSeconds?: number;
}

const notScanned = (): LibraryStatus => ({
  scanning: false,
  scannedAt: null,
  files: 0,
  unmatched: 0,
  error: null,
  skipped: [],
  scanSeconds: null,
});

/** Marks a scan under way; answers when it began. */
function beginScan(state: LibraryStatus): number {
  state.scanning = true;
  return performance.now();
}

function endScan(state: LibraryStatus, began: number): void {
  state.scanning = false;
  state.scannedAt = new Date().toISOString();
  state.scanSeconds = (performance.now() - began) / 1000;
}

export function createLibrary(
  db: Kysely<DB>,
  mediaDir: string,
  metadata: MetadataSource,
  log: FastifyBaseLogger,
  options: LibraryOptions = {},
): Library {
  const { watch: follow = true, settleMs = 1000, pollSeconds = 0 } = options;
  const state = notScanned();
  let running: Promise<void> | null = null;
  let again = false;
  let closing = false;
  let stopWatching: (() => void) | null = null;
  let settle: NodeJS.Timeout | null = null;
  let poll: NodeJS.Timeout | null = null;
  const listeners = new Set<() => void>();
  const matcher = createTitleMatcher(metadata, log);

  async function scanOnce(): Promise<void> {
    const counts = await scanLibraryOnce({ db, mediaDir, metadata, log, ...matcher, closing: () => closing });
    if (counts) Object.assign(state, counts);
  }

  async function run(): Promise<void> {
    const started = beginScan(state);
    try {
      do {
        again = false;
        try {
          await scanOnce();
          state.error = null;
        } catch (error) {
          state.error = error instanceof Error ? error.message : String(error);
          log.error({ err: error }, 'the library scan failed');
        }
      } while (again && !closing);
    } finally {
      endScan(state, started);
      running = null;
      for (const listener of listeners) listener();
    }
  }

  function rescan(): Promise<void> {
    if (closing) return Promise.resolve();
    if (running) {
      again = true;
      return running;
    }
    running = run();
    return running;
  }

  function changed(): void {
    if (settle) clearTimeout(settle);
    settle = setTimeout(() => void rescan(), settleMs);
  }

  return {
    start() {
      void rescan();
      if (follow) stopWatching = watchMediaFolder(mediaDir, log, { changed, appeared: () => void rescan() });
      if (pollSeconds > 0) {
        // A scan looks again only at what changed, and one runs at a time: a poll during one adds at most one more.
        poll = setInterval(() => void rescan(), pollSeconds * 1000);
        poll.unref();
      }
    },
    rescan,
    status: () => ({ ...state }),
    onScanned(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async close() {
      closing = true;
      stopWatching?.();
      if (settle) clearTimeout(settle);
      if (poll) clearInterval(poll);
      await running;
    },
  };
}
