import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdir, readFile, rename, stat, unlink, utimes } from 'node:fs/promises';
import path from 'node:path';
import { pruneCacheFolder } from './cache-folder.ts';
import { lowerPriority } from './media-probe.ts';
import { fileInput, SAFE_INPUT_OPTIONS, type MediaTools } from './media-tools.ts';
import type { TrackVersion } from './subtitle-extraction.ts';

/**
 * A font attached to a library file, for the renderer of its styled subtitles (docs/playback.md#subtitles): FFmpeg
 * writes the attachment out (safely, at a low priority, within a time limit), and it is cached in CACHE_DIR/fonts by
 * file version and attachment like the subtitles (subtitle-extraction.ts); the oldest go past FONT_CACHE_MAX files or
 * FONT_CACHE_MAX_BYTES. One font past FONT_MAX_BYTES (a whole CJK family is some tens of megabytes) is refused.
 */

export const FONT_CACHE_MAX = 500;
export const FONT_CACHE_MAX_BYTES = 512 * 1024 * 1024;
export const FONT_MAX_BYTES = 64 * 1024 * 1024;
const FONTS_AT_ONCE = 4;
const EXTRACTION_TIMEOUT_MS = 60_000;

export class FontExtractionError extends Error {}

export type ExtractedFont = { bytes: Buffer } | 'busy' | 'too large';

export interface FontExtractor {
  /** The attachment's bytes: from the cache, else written out now; a failure is a FontExtractionError. */
  extract(absolutePath: string, attachment: TrackVersion): Promise<ExtractedFont>;
}

export function createFontExtractor(tools: MediaTools, cacheDir: string): FontExtractor {
  const dir = path.join(cacheDir, 'fonts');
  const running = new Map<string, Promise<ExtractedFont>>();

  async function cached(file: string): Promise<Buffer | null> {
    try {
      const bytes = await readFile(file);
      const now = new Date();
      await utimes(file, now, now).catch(() => undefined);
      return bytes;
    } catch {
      return null;
    }
  }

  /** The oldest used go first, until both bounds hold. */
  const prune = () => pruneCacheFolder(dir, '.font', FONT_CACHE_MAX, FONT_CACHE_MAX_BYTES);

  async function run(absolutePath: string, index: number, file: string): Promise<ExtractedFont> {
    await mkdir(dir, { recursive: true });
    const partial = `${file}.${process.pid}.${Date.now()}.part`;
    try {
      await dumpAttachment(tools, absolutePath, index, partial);
      const stats = await stat(partial).catch(() => null);
      if (!stats || stats.size === 0) throw new FontExtractionError('This font could not be read');
      if (stats.size > FONT_MAX_BYTES) return 'too large';
      await rename(partial, file);
      await prune();
      return { bytes: await readFile(file) };
    } finally {
      await unlink(partial).catch(() => undefined);
    }
  }

  return {
    async extract(absolutePath, attachment) {
      const key = createHash('sha256')
        .update(`${attachment.path}\n${attachment.size}\n${attachment.mtimeMs}\n${attachment.index}`)
        .digest('hex');
      const file = path.join(dir, `${key}.font`);
      const known = await cached(file);
      if (known !== null) return { bytes: known };
      const inFlight = running.get(key);
      if (inFlight) return inFlight;
      if (running.size >= FONTS_AT_ONCE) return 'busy';
      const extraction = run(absolutePath, attachment.index, file).finally(() => running.delete(key));
      running.set(key, extraction);
      return extraction;
    },
  };
}

/**
 * FFmpeg's -dump_attachment into `target`. FFmpeg writes the attachment as it opens the file, then ends with an
 * error, as it is given nothing else to write: whether the file is there says whether it worked.
 */
function dumpAttachment(tools: MediaTools, absolutePath: string, index: number, target: string): Promise<void> {
  const args = [
    '-hide_banner',
    '-nostdin',
    '-v',
    'error',
    ...SAFE_INPUT_OPTIONS,
    `-dump_attachment:${index}`,
    target,
    '-i',
    fileInput(absolutePath),
  ];
  return new Promise((resolve, reject) => {
    const child = spawn(tools.ffmpeg, args, { stdio: ['ignore', 'ignore', 'pipe'] });
    if (child.pid !== undefined) lowerPriority(child.pid);
    let slow = false;
    const timer = setTimeout(() => {
      slow = true;
      child.kill('SIGKILL');
    }, EXTRACTION_TIMEOUT_MS);
    // Read and dropped: what FFmpeg says names the file's path.
    child.stderr.resume();
    child.on('error', (error) => {
      clearTimeout(timer);
      reject(new FontExtractionError(`FFmpeg could not be run: ${error.message}`));
    });
    child.on('close', () => {
      clearTimeout(timer);
      if (slow) return reject(new FontExtractionError('Reading this font took too long'));
      resolve();
    });
  });
}
