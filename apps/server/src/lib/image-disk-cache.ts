import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { HttpError } from '../http/errors.ts';
import { BodyTooLarge, isTimeout, readCapped } from './upstream-fetch.ts';

/**
 * An upstream's images (TMDB's image CDN, the sports service's badges and posters), fetched once and
 * cached on disk under the cache folder, so repeat views cost the upstream nothing (image rate limits
 * are what users of comparable apps run into).
 *
 * Only images are accepted: the upstream's content type must be the image type the file name says
 * (a page or a script under an image name is refused), and it is kept in the file with the image, so
 * a cached image goes out exactly as it came.
 *
 * The folder is bounded as a whole, also when several server processes share it: each one re-reads
 * the folder's real content (sizes, and last use from the files' modification times, which every
 * process updates on use) after writing a slice of the bound, and whenever its own count says the
 * bound is reached, then removes the least recently used files. Between two reads the folder can
 * exceed the bound by at most one slice per process.
 *
 * The cache never fails a request: an image that cannot be cached (a read-only or full disk) is served
 * all the same, and the problem logged once.
 */
export interface ImageDiskCacheOptions {
  dir: string;
  imageBaseUrl: string;
  maxBytes: number;
  logger: FastifyBaseLogger;
  timeoutMs?: number;
}

export interface CachedImage {
  body: Buffer;
  /** As the upstream sent it, e.g. 'image/jpeg'. */
  contentType: string;
}

/** The media type each accepted file extension must come with. */
const EXTENSION_TYPES: Readonly<Record<string, readonly string[]>> = {
  '.jpg': ['image/jpeg', 'image/jpg'],
  '.jpeg': ['image/jpeg', 'image/jpg'],
  '.png': ['image/png'],
  '.svg': ['image/svg+xml'],
  '.webp': ['image/webp'],
};

/** The largest image accepted from upstream; TMDB's originals stay well below it. */
const MAX_IMAGE_BYTES = 20 * 1024 * 1024;

/** A cached file starts with this line and the content type's line, then the image. */
const MAGIC = Buffer.from('marquee-image 1\n');
const MAX_TYPE_LENGTH = 200;

/** A temporary file this old was left by a process that stopped while writing it. */
const STALE_TEMP_MS = 10 * 60_000;

/** Files stat'ed at once while reading the folder, so image reads keep a share of the thread pool. */
const STAT_BATCH = 64;

/** Whether an upstream's Content-Type is the image type `file`'s extension names. */
export function isImageTypeOf(file: string, contentType: string | null): contentType is string {
  const allowed = EXTENSION_TYPES[path.extname(file).toLowerCase()];
  if (!allowed || !contentType || contentType.length > MAX_TYPE_LENGTH) return false;
  const essence = contentType.split(';')[0]?.trim().toLowerCase() ?? '';
  return allowed.includes(essence);
}

function encode(image: CachedImage): Buffer {
  return Buffer.concat([MAGIC, Buffer.from(`${image.contentType}\n`, 'latin1'), image.body]);
}

/** The image in a cached file, or null for anything else (a file of another format, a folder). */
function decode(file: string, data: Buffer): CachedImage | null {
  if (!data.subarray(0, MAGIC.length).equals(MAGIC)) return null;
  const end = data.indexOf(0x0a, MAGIC.length);
  if (end < 0 || end - MAGIC.length > MAX_TYPE_LENGTH) return null;
  const contentType = data.toString('latin1', MAGIC.length, end);
  return isImageTypeOf(file, contentType) ? { contentType, body: data.subarray(end + 1) } : null;
}

interface FolderFile {
  full: string;
  size: number;
  usedAt: number;
}

/** The image from the image server, or the HttpError its failure answers with (logged as a warning). */
async function download(options: ImageDiskCacheOptions, folder: string, file: string): Promise<CachedImage> {
  const timeoutMs = options.timeoutMs ?? 10_000;
  const image = `${folder}/${file}`;
  const fail = (status: number, message: string, extra: Record<string, unknown> = {}) => {
    options.logger.warn({ image, ...extra }, `image fetch failed: ${message}`);
    return new HttpError(status, message);
  };
  try {
    const res = await fetch(`${options.imageBaseUrl}/${image}`, { signal: AbortSignal.timeout(timeoutMs) });
    if (res.status === 404 || !res.ok || !isImageTypeOf(file, res.headers.get('content-type'))) {
      await res.body?.cancel().catch(() => {});
      if (res.status === 404) throw new HttpError(404, /*i18n*/ 'Image not found');
      if (!res.ok) throw fail(502, /*i18n*/ 'The image server failed to answer', { upstreamStatus: res.status });
      throw fail(502, /*i18n*/ 'The image server sent something that is not the image asked for', {
        upstreamType: res.headers.get('content-type'),
      });
    }
    const contentType = res.headers.get('content-type') as string;
    return { contentType, body: await readCapped(res, MAX_IMAGE_BYTES) };
  } catch (error) {
    if (error instanceof HttpError) throw error;
    if (error instanceof BodyTooLarge) throw fail(502, /*i18n*/ 'The image is too large');
    if (isTimeout(error)) throw fail(504, /*i18n*/ 'The image server did not answer in time');
    throw fail(502, /*i18n*/ 'Could not reach the image server');
  }
}

/** Every file of the folder with its size and last use; files gone meanwhile are left out, stale temporary files removed. */
async function readFolder(dir: string): Promise<FolderFile[]> {
  let entries: fs.Dirent[];
  try {
    entries = await fs.promises.readdir(dir, { recursive: true, withFileTypes: true });
  } catch {
    return [];
  }
  const files = entries.filter((entry) => entry.isFile()).map((entry) => path.join(entry.parentPath, entry.name));
  const found: FolderFile[] = [];
  const now = Date.now();
  for (let i = 0; i < files.length; i += STAT_BATCH) {
    await Promise.all(
      files.slice(i, i + STAT_BATCH).map(async (full) => {
        const stat = await fs.promises.stat(full).catch(() => null);
        if (!stat) return;
        if (full.endsWith('.part')) {
          if (now - stat.mtimeMs > STALE_TEMP_MS) await fs.promises.rm(full, { force: true }).catch(() => {});
          return;
        }
        found.push({ full, size: stat.size, usedAt: stat.mtimeMs });
      }),
    );
  }
  return found;
}

const CANNOT_WRITE = 'image cache cannot write to its folder; serving images without caching them until it can';

/**
 * Writes the file aside under a name of its own, then renames it into place, so no reader sees half a file; its
 * time is its first use. Null when written, or why it failed.
 */
async function writeWhole(full: string, data: Buffer, stamp: () => number): Promise<string | null> {
  const temp = `${full}.${randomUUID()}.part`;
  try {
    await fs.promises.mkdir(path.dirname(full), { recursive: true });
    await fs.promises.writeFile(temp, data, { flag: 'wx' });
    const now = stamp();
    await fs.promises.utimes(temp, now, now);
    await fs.promises.rename(temp, full);
    return null;
  } catch (error) {
    await fs.promises.rm(temp, { force: true }).catch(() => {});
    return error instanceof Error ? error.message : String(error);
  }
}

/** Reads the folder and, past `maxBytes`, removes the least recently used files down to `slice` below it; its size after. */
async function trimFolder(dir: string, maxBytes: number, slice: number): Promise<number> {
  const files = await readFolder(dir);
  let total = files.reduce((sum, file) => sum + file.size, 0);
  if (total > maxBytes) {
    const target = maxBytes - slice;
    for (const file of files.sort((a, b) => a.usedAt - b.usedAt)) {
      if (total <= target) break;
      // Another process may have removed it already: gone is gone either way.
      await fs.promises.rm(file.full, { force: true }).catch(() => {});
      total -= file.size;
    }
  }
  return total;
}

export function createImageDiskCache(options: ImageDiskCacheOptions) {
  const slice = Math.max(1, Math.floor(options.maxBytes / 16));
  const inFlight = new Map<string, Promise<CachedImage>>();
  /** The folder's size at the last read (after eviction); unknown until the first. */
  let folderBytes: number | undefined;
  /** What this process wrote since that read. */
  let writtenSinceRead = 0;
  let checking: Promise<void> | null = null;
  let checkAgain = false;
  let storeFailing = false;
  let lastStamp = 0;

  /** Now in seconds, strictly increasing within the process, so uses in one millisecond keep their order. */
  function stamp(): number {
    lastStamp = Math.max(Date.now(), lastStamp + 1);
    return lastStamp / 1000;
  }

  /** Writes the file; a failure is logged once until a write succeeds again. */
  async function store(full: string, data: Buffer): Promise<boolean> {
    const error = await writeWhole(full, data, stamp);
    if (error === null) {
      storeFailing = false;
      return true;
    }
    if (!storeFailing) {
      storeFailing = true;
      options.logger.warn({ dir: options.dir, err: error }, CANNOT_WRITE);
    }
    return false;
  }

  async function fetchAndStore(rel: string, folder: string, file: string): Promise<CachedImage> {
    const image = await download(options, folder, file);
    const data = encode(image);
    if (await store(path.join(options.dir, rel), data)) {
      writtenSinceRead += data.length;
      if (folderBytes === undefined || writtenSinceRead >= slice || folderBytes + writtenSinceRead > options.maxBytes)
        startCheck();
    }
    return image;
  }

  /** Reads the folder and trims it past the bound. */
  async function checkFolder(): Promise<void> {
    const counted = writtenSinceRead;
    folderBytes = await trimFolder(options.dir, options.maxBytes, slice);
    writtenSinceRead -= counted;
  }

  function startCheck(): void {
    if (checking) {
      checkAgain = true;
      return;
    }
    checking = (async () => {
      do {
        checkAgain = false;
        await checkFolder().catch((error: unknown) =>
          options.logger.warn({ err: String(error) }, 'image cache could not check its folder'),
        );
      } while (checkAgain);
      checking = null;
    })();
  }

  return {
    /** `folder` and `file` must already be validated (e.g. a known TMDB size, a plain file name). */
    async get(folder: string, file: string): Promise<CachedImage> {
      if (!EXTENSION_TYPES[path.extname(file).toLowerCase()]) throw new HttpError(404, /*i18n*/ 'Image not found');
      const rel = path.join(folder, file);
      const full = path.join(options.dir, rel);
      const data = await fs.promises.readFile(full).catch(() => null);
      const cached = data && decode(file, data);
      if (cached) {
        // Its last use, for whichever process evicts next.
        const now = stamp();
        await fs.promises.utimes(full, now, now).catch(() => {});
        return cached;
      }
      let pending = inFlight.get(rel);
      if (!pending) {
        pending = fetchAndStore(rel, folder, file).finally(() => inFlight.delete(rel));
        inFlight.set(rel, pending);
      }
      return pending;
    },
    /** Resolves once the folder check under way, if any, is done (for tests, and before closing). */
    async idle(): Promise<void> {
      while (checking) await checking;
    },
  };
}
