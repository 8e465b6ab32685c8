import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { MediaInfo } from '@marquee/core';
import type { DB } from '../../db/schema.ts';
import { filesToProbe, saveMediaInfo, type FileVersion } from '../library/index.ts';
import { toStored } from './media-info.ts';
import { probeMediaFile, ProbeError, PROBE_TIMEOUT_MS } from './media-probe.ts';
import type { MediaTools } from './media-tools.ts';

/**
 * Reads the library's files with ffprobe in the background (docs/playback.md#probing), so the player's question
 * is answered from the database: after each scan and at start, the files not read yet, the newest first, a few
 * at once, each kept as it comes. The library lists its files without waiting for any of this.
 */
export interface MediaProber {
  /** Reads the files waiting; called while reading, it makes one more round after. */
  wake(): void;
  /** Ends the ffprobe running and waits for it; nothing is read after. */
  close(): Promise<void>;
}

/** Files read at once: ffprobe is light, but the cores are for the conversions people watch. */
export const PROBES_AT_ONCE = 1;
/** Files taken from the database at a time. */
const BATCH = 50;

export function createMediaProber(db: Kysely<DB>, mediaDir: string, tools: MediaTools, log: FastifyBaseLogger): MediaProber {
  const stop = new AbortController();
  let running: Promise<void> | null = null;
  let again = false;

  /**
   * Reads one file and keeps the reading; false when nothing more can be read now (no ffprobe, or closing). A file
   * past the time limit is left waiting, and passed over for the rest of the round.
   */
  async function read(file: FileVersion, passed: Set<string>): Promise<boolean> {
    let info: MediaInfo | ProbeError;
    try {
      info = await probeMediaFile(tools, path.join(mediaDir, file.path), PROBE_TIMEOUT_MS, stop.signal);
    } catch (error) {
      info = error instanceof ProbeError ? error : new ProbeError('This file could not be read');
    }
    if (info instanceof ProbeError && info.failure === 'slow') {
      passed.add(file.path);
      return true;
    }
    if (info instanceof ProbeError && info.failure !== 'file') {
      if (info.failure === 'tool') log.warn({ err: info }, 'the library files cannot be read now');
      return false;
    }
    // Kept only if the row is still this version of the file: a changed one waits to be read again.
    // A request that needed the file meanwhile read it too: its reading, perhaps newer, stands.
    await saveMediaInfo(db, file, toStored(info), new Date().toISOString(), { unreadOnly: true });
    return true;
  }

  /** Reads until no file waits. */
  async function round(): Promise<void> {
    let going = true;
    const passed = new Set<string>();
    while (going && !stop.signal.aborted) {
      const files = (await filesToProbe(db, BATCH + passed.size)).filter((file) => !passed.has(file.path));
      if (files.length === 0) return;
      const queue = [...files];
      const worker = async () => {
        for (let file = queue.shift(); file && going && !stop.signal.aborted; file = queue.shift()) {
          if (!(await read(file, passed))) going = false;
        }
      };
      await Promise.all(Array.from({ length: PROBES_AT_ONCE }, worker));
    }
  }

  async function run(): Promise<void> {
    try {
      do {
        again = false;
        try {
          await round();
        } catch (error) {
          // The database refused (it is down, or closing): the next scan tries again.
          if (!stop.signal.aborted) log.warn({ err: error }, 'reading the library files stopped');
        }
      } while (again && !stop.signal.aborted);
    } finally {
      running = null;
    }
  }

  return {
    wake() {
      // Without the tools nothing can be read: the library plays its files as they are (docs/playback.md).
      if (!tools.available || stop.signal.aborted) return;
      if (running) again = true;
      else running = run();
    },
    async close() {
      stop.abort();
      await running;
    },
  };
}
