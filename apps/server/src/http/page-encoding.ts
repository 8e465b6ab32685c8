import zlib from 'node:zlib';
import { LRUCache } from 'lru-cache';
import type { ReplyEncoding } from './accept-encoding.ts';

/**
 * The app's page, compressed for browsers that accept it. Pages are answered from the not-found handler,
 * which @fastify/compress's hooks do not reach, and a page carrying a rendered screen and its data
 * (http/ssr/) is tens of kilobytes before compression. Most replies are the same few texts
 * (a rendering serves a minute), so encodings are cached by text.
 */
const encoded = new LRUCache<string, Buffer>({ max: 64 });

/** The page in this encoding (chosen by http/accept-encoding.ts). */
export function encodePage(html: string, encoding: ReplyEncoding): Buffer {
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
