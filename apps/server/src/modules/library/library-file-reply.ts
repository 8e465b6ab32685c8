import { Readable } from 'node:stream';
import send from '@fastify/send';
import { create as contentDisposition } from 'content-disposition';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { notFound } from '../../http/errors.ts';
import type { OpenLibraryFile } from './library-file.ts';

/**
 * Sends a library file already opened (library-file.ts) as @fastify/static would send its path: the same
 * headers (type, length, ETag, Last-Modified, Accept-Ranges), conditional requests, one byte range (206), 416 with
 * the file's size in its Content-Range, and `Content-Disposition: attachment` to download. @fastify/send works all of
 * that out; it is asked as for a HEAD request, the one kind it answers without opening the file, and the bytes
 * come from the handle opened and checked before, never from the path again.
 */
export async function sendLibraryFile(
  request: FastifyRequest,
  reply: FastifyReply,
  file: OpenLibraryFile,
  downloadAs?: string,
): Promise<FastifyReply> {
  let streaming = false;
  try {
    const asked = { method: 'HEAD', headers: request.headers } as unknown as Readable;
    // send decodes its path as a URL's.
    const result = await send(asked, encodeURI(file.realPath), {
      dotfiles: 'allow',
      onFile: (_path, stat) => {
        // What send measured must be the file opened: anything else there now is not served.
        if (stat.ino !== file.stat.ino || stat.dev !== file.stat.dev) throw SWAPPED;
      },
    });
    if (result.type === 'error') {
      if (result.statusCode === 404) throw notFound(/*i18n*/ 'No such file in the media library');
      throw result.metadata.error; // 416 and 412 with their headers (the route's error handler keeps them)
    }
    if (result.type !== 'file') throw notFound(/*i18n*/ 'No such file in the media library');
    reply.status(result.statusCode).headers(result.headers);
    if (downloadAs !== undefined) reply.header('content-disposition', contentDisposition(downloadAs));
    // An empty stream, not '': Fastify would write a body's own length over the file's.
    if (request.method === 'HEAD' || result.statusCode === 304) return reply.send(Readable.from([]));
    const length = Number(result.headers['Content-Length'] ?? 0);
    if (length === 0) return reply.send('');
    const start = firstByte(result.headers['Content-Range']);
    streaming = true;
    // The stream closes the handle when it ends, fails or is dropped by a client that went away.
    return reply.send(file.handle.createReadStream({ start, end: start + length - 1 }));
  } catch (error) {
    if (error === SWAPPED) throw notFound(/*i18n*/ 'No such file in the media library');
    throw error;
  } finally {
    if (!streaming) await file.handle.close().catch(() => undefined);
  }
}

const SWAPPED = new Error('the file changed while it was opened');

/** Where a `Content-Range: bytes {first}-{last}/{size}` starts; the whole file has none. */
function firstByte(contentRange: string | undefined): number {
  const match = contentRange && /^bytes (\d+)-\d+\/\d+$/.exec(contentRange);
  return match ? Number(match[1]) : 0;
}
