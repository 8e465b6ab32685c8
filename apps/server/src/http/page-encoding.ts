import zlib from 'node:zlib';
import { LRUCache } from 'lru-cache';

/**
 * The app's page, compressed for browsers that accept it. Pages are answered from the not-found handler,
 * which @fastify/compress's hooks do not reach, and a page carrying a rendered screen and its data
 * (http/first-screen.ts) is tens of kilobytes before compression. Most replies are the same few texts
 * (a rendering serves a minute), so encodings are kept by text.
 */
const encoded = new LRUCache<string, Buffer>({ max: 64 });

export type PageEncoding = 'br' | 'gzip';

/** The encoding to use for this Accept-Encoding header, if any (brotli preferred). */
export function pageEncoding(acceptEncoding: string | undefined): PageEncoding | null {
  const accepted = (acceptEncoding ?? '').toLowerCase();
  if (/\bbr\b/.test(accepted)) return 'br';
  if (/\bgzip\b/.test(accepted)) return 'gzip';
  return null;
}

export function encodePage(html: string, encoding: PageEncoding): Buffer {
  const key = `${encoding}:${html}`;
  let body = encoded.get(key);
  if (!body) {
    // Brotli at quality 5: close to its best ratio on HTML at a small fraction of the default's (11) time.
    body =
      encoding === 'br'
        ? zlib.brotliCompressSync(html, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } })
        : zlib.gzipSync(html);
    encoded.set(key, body);
  }
  return body;
}
