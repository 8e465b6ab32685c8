import fs from 'node:fs';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { HttpError } from '../http/errors.ts';
import { isTimeout } from './upstream-fetch.ts';

/**
 * An upstream's images (TMDB's image CDN, the sports service's badges and posters), fetched once and
 * kept on disk under the cache folder, so repeat views cost the upstream nothing (image rate limits
 * are what users of comparable apps run into). The folder is bounded: past maxBytes the least
 * recently used files go first.
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
  contentType: string;
}

const CONTENT_TYPES: Readonly<Record<string, string>> = {
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.png': 'image/png',
  '.svg': 'image/svg+xml',
  '.webp': 'image/webp',
};

/** The largest image accepted from upstream; TMDB's originals stay well below it. */
const MAX_IMAGE_BYTES = 20 * 1024 * 1024;

function imageContentType(file: string): string | undefined {
  return CONTENT_TYPES[path.extname(file).toLowerCase()];
}

export function createImageDiskCache(options: ImageDiskCacheOptions) {
  const timeoutMs = options.timeoutMs ?? 10_000;
  /** Files on disk by relative path, in least-recently-used order (a Map keeps insertion order). */
  let index: Map<string, number> | undefined;
  let totalBytes = 0;
  const inFlight = new Map<string, Promise<Buffer>>();

  function loadIndex(): Map<string, number> {
    if (index) return index;
    index = new Map();
    const files = fs.existsSync(options.dir) ? fs.readdirSync(options.dir, { recursive: true, withFileTypes: true }) : [];
    const found = files
      .filter((entry) => entry.isFile() && !entry.name.endsWith('.part'))
      .map((entry) => {
        const full = path.join(entry.parentPath, entry.name);
        const stat = fs.statSync(full);
        return { rel: path.relative(options.dir, full), size: stat.size, mtime: stat.mtimeMs };
      })
      .sort((a, b) => a.mtime - b.mtime);
    for (const file of found) {
      index.set(file.rel, file.size);
      totalBytes += file.size;
    }
    return index;
  }

  function touch(rel: string, size: number) {
    const files = loadIndex();
    const previous = files.get(rel);
    if (previous !== undefined) totalBytes -= previous;
    files.delete(rel);
    files.set(rel, size);
    totalBytes += size;
  }

  function evict() {
    const files = loadIndex();
    for (const [rel, size] of files) {
      if (totalBytes <= options.maxBytes) break;
      files.delete(rel);
      totalBytes -= size;
      fs.rmSync(path.join(options.dir, rel), { force: true });
    }
  }

  async function download(folder: string, file: string): Promise<Buffer> {
    let res: Response;
    try {
      res = await fetch(`${options.imageBaseUrl}/${folder}/${file}`, { signal: AbortSignal.timeout(timeoutMs) });
    } catch (error) {
      const timedOut = isTimeout(error);
      options.logger.warn({ image: `${folder}/${file}` }, 'image fetch failed');
      throw new HttpError(timedOut ? 504 : 502, timedOut ? 'The image server did not answer in time' : 'Could not reach the image server');
    }
    if (res.status === 404) throw new HttpError(404, 'Image not found');
    if (!res.ok) {
      options.logger.warn({ image: `${folder}/${file}`, upstreamStatus: res.status }, 'image fetch failed');
      throw new HttpError(502, 'The image server failed to answer');
    }
    const body = Buffer.from(await res.arrayBuffer());
    if (body.length > MAX_IMAGE_BYTES) throw new HttpError(502, 'The image is too large');
    return body;
  }

  async function fetchAndStore(rel: string, folder: string, file: string): Promise<Buffer> {
    const body = await download(folder, file);
    const full = path.join(options.dir, rel);
    await fs.promises.mkdir(path.dirname(full), { recursive: true });
    // Written aside then renamed, so a reader never sees half a file.
    const part = `${full}.${process.pid}.part`;
    await fs.promises.writeFile(part, body);
    await fs.promises.rename(part, full);
    touch(rel, body.length);
    evict();
    return body;
  }

  return {
    /** `folder` and `file` must already be validated (e.g. a known TMDB size, a plain file name). */
    async get(folder: string, file: string): Promise<CachedImage> {
      const contentType = imageContentType(file);
      if (!contentType) throw new HttpError(404, 'Image not found');
      const rel = path.join(folder, file);
      const files = loadIndex();
      const knownSize = files.get(rel);
      if (knownSize !== undefined) {
        try {
          const body = await fs.promises.readFile(path.join(options.dir, rel));
          touch(rel, body.length);
          return { body, contentType };
        } catch {
          // Removed behind our back: fetch it again.
          files.delete(rel);
          totalBytes -= knownSize;
        }
      }
      let pending = inFlight.get(rel);
      if (!pending) {
        pending = fetchAndStore(rel, folder, file).finally(() => inFlight.delete(rel));
        inFlight.set(rel, pending);
      }
      return { body: await pending, contentType };
    },
  };
}

