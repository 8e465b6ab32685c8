import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import { DOWNLOAD_REPLY_MAX_BYTES, downloadReplySchema, type DownloadReply } from '@marquee/core';
import { HttpError } from '../../http/errors.ts';
import { fetchUpstreamText } from '../../lib/upstream-fetch.ts';

/** Long enough for a slow lookup, short enough that the dialog does not spin forever on a dead service. */
const UPSTREAM_TIMEOUT_MS = 8_000;

const { shape } = downloadReplySchema;

/**
 * The fields of the four reply shapes (docs/behaviour.md#downloads), as the API describes them. A field of the wrong
 * type is dropped rather than failing the whole reply, and whatever else the service sends is not passed on to the browser.
 */
const upstreamReplySchema = z.object({
  downloadLink: shape.downloadLink.catch(undefined),
  movieTitle: shape.movieTitle.catch(undefined),
  episodeTitle: shape.episodeTitle.catch(undefined),
  releaseYear: shape.releaseYear.catch(undefined),
  download_links: shape.download_links.catch(undefined),
  results: shape.results.catch(undefined),
});

/**
 * GET {DOWNLOAD_API_URL}{path}. A non-OK reply gives null (docs/behaviour.md#downloads), and so does anything else that keeps the
 * service from answering: unreachable, too slow, too long (read up to DOWNLOAD_REPLY_MAX_BYTES, never whole), not JSON, not an
 * object. Each failure is logged as a warning.
 */
export async function fetchUpstreamReply(baseUrl: string, path: string, log: FastifyBaseLogger): Promise<DownloadReply | null> {
  try {
    const answer = await fetchUpstreamText(`${baseUrl}${path}`, {
      headers: { accept: 'application/json' },
      timeoutMs: UPSTREAM_TIMEOUT_MS,
      maxBytes: DOWNLOAD_REPLY_MAX_BYTES,
      service: 'downloads',
      fail: (status, text, values) => {
        const error = new HttpError(status, text, values);
        log.warn({ path }, error.message);
        return error;
      },
    });
    if (!answer.ok) {
      log.warn({ path, status: answer.status }, 'download service answered not OK');
      return null;
    }
    const parsed = upstreamReplySchema.safeParse(parseJson(answer.body));
    if (!parsed.success) {
      log.warn({ path }, 'download service reply is not an object');
      return null;
    }
    return parsed.data;
  } catch (error) {
    // Already logged by `fail`: its error only says that there is no reply.
    if (error instanceof HttpError) return null;
    throw error;
  }
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
