import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdir, readFile, rename, utimes, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { SUBTITLE_MAX_BYTES } from '@marquee/core';
import { pruneCacheFolder } from './cache-folder.ts';
import { lowerPriority } from './media-probe.ts';
import { fileInput, SAFE_INPUT_OPTIONS, type MediaTools } from './media-tools.ts';

/**
 * A library file's own text subtitle track as WebVTT, or a styled one (ASS/SSA) as the ASS it is, for the renderer
 * that draws it (docs/playback.md#subtitles): FFmpeg reads the file (safely, at a low priority, within a time limit)
 * and writes the track alone. What it wrote is cached in CACHE_DIR/subtitles by file
 * version (path, size, time) and track, so a changed file is read again; the oldest go once more than
 * SUBTITLE_CACHE_MAX files or SUBTITLE_CACHE_MAX_BYTES are cached.
 *
 * Reading a track is reading the whole file from the disk, but little work for the processor: it does not count
 * against MAX_TRANSCODES (a viewer's conversion never waits for subtitles, nor subtitles for it), and has a limit
 * of its own, EXTRACTIONS_AT_ONCE, past which the route answers 503 busy.
 */

export const SUBTITLE_CACHE_MAX = 1000;
export const SUBTITLE_CACHE_MAX_BYTES = 64 * 1024 * 1024;
export const EXTRACTIONS_AT_ONCE = 4;
const EXTRACTION_TIMEOUT_MS = 120_000;

export class SubtitleExtractionError extends Error {}

/** The file's version as the scan notes it, and the track. */
export interface TrackVersion {
  path: string;
  size: number;
  mtimeMs: number;
  index: number;
}

/** What the track is written as: WebVTT (any text track), or ASS copied as it is (an ASS/SSA track). */
export type TrackFormat = 'vtt' | 'ass';

export type ExtractedTrack = { text: string } | 'busy' | 'too large';

export interface SubtitleExtractor {
  /** The track in `format`: from the cache, else read now; a failure is a SubtitleExtractionError. */
  extract(absolutePath: string, track: TrackVersion, format?: TrackFormat): Promise<ExtractedTrack>;
}

export function createSubtitleExtractor(tools: MediaTools, cacheDir: string): SubtitleExtractor {
  const dir = path.join(cacheDir, 'subtitles');
  // One FFmpeg per track at once: the player's and a second viewer's request share it.
  const running = new Map<string, Promise<ExtractedTrack>>();

  async function cached(file: string): Promise<string | null> {
    try {
      const text = await readFile(file, 'utf8');
      // Used now: the last to go.
      const now = new Date();
      await utimes(file, now, now).catch(() => undefined);
      return text;
    } catch {
      return null;
    }
  }

  async function cache(file: string, text: string): Promise<void> {
    await mkdir(dir, { recursive: true });
    const partial = `${file}.${process.pid}.part`;
    await writeFile(partial, text);
    await rename(partial, file);
    await prune();
  }

  /** The oldest used go first, until both bounds hold. */
  const prune = () => pruneCacheFolder(dir, '.vtt', SUBTITLE_CACHE_MAX, SUBTITLE_CACHE_MAX_BYTES);

  return {
    async extract(absolutePath, track, format = 'vtt') {
      const key = createHash('sha256')
        .update(`${track.path}\n${track.size}\n${track.mtimeMs}\n${track.index}\n${format}`)
        .digest('hex');
      const file = path.join(dir, `${key}.${format}`);
      const known = await cached(file);
      if (known !== null) return { text: known };
      const inFlight = running.get(key);
      if (inFlight) return inFlight;
      if (running.size >= EXTRACTIONS_AT_ONCE) return 'busy';
      const extraction = runFfmpeg(tools, absolutePath, track.index, format)
        .then(async (result) => {
          if (result !== 'too large') await cache(file, result.text);
          return result;
        })
        .finally(() => running.delete(key));
      running.set(key, extraction);
      return extraction;
    },
  };
}

/** FFmpeg's WebVTT or ASS of the track, or 'too large' past SUBTITLE_MAX_BYTES. */
function runFfmpeg(
  tools: MediaTools,
  absolutePath: string,
  index: number,
  format: TrackFormat,
): Promise<{ text: string } | 'too large'> {
  const args = [
    '-hide_banner',
    '-nostdin',
    '-v',
    'error',
    ...SAFE_INPUT_OPTIONS,
    '-i',
    fileInput(absolutePath),
    // The cues' times as the file has them: not moved by a start time other than 0 (AAC's priming in Matroska).
    '-copyts',
    '-map',
    `0:${index}`,
    // ASS as the file holds it, styles and all: the renderer reads it as its author wrote it.
    ...(format === 'ass' ? ['-c:s', 'copy', '-f', 'ass'] : ['-c:s', 'webvtt', '-f', 'webvtt']),
    'pipe:1',
  ];
  return new Promise((resolve, reject) => {
    const child = spawn(tools.ffmpeg, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    if (child.pid !== undefined) lowerPriority(child.pid);
    const out: Buffer[] = [];
    let size = 0;
    let tooLarge = false;
    let slow = false;
    const timer = setTimeout(() => {
      slow = true;
      child.kill('SIGKILL');
    }, EXTRACTION_TIMEOUT_MS);
    child.stdout.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > SUBTITLE_MAX_BYTES) {
        tooLarge = true;
        child.kill('SIGKILL');
      } else out.push(chunk);
    });
    // Read and dropped: what FFmpeg says names the file's path.
    child.stderr.resume();
    child.on('error', (error) => {
      clearTimeout(timer);
      reject(new SubtitleExtractionError(`FFmpeg could not be run: ${error.message}`));
    });
    child.on('close', (code) => {
      clearTimeout(timer);
      if (tooLarge) return resolve('too large');
      if (slow) return reject(new SubtitleExtractionError('Reading this subtitle track took too long'));
      if (code !== 0) return reject(new SubtitleExtractionError('This subtitle track could not be read'));
      resolve({ text: Buffer.concat(out).toString('utf8') });
    });
  });
}
