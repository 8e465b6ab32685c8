import type { FastifyBaseLogger } from 'fastify';
import { HttpError } from '../../../http/errors.ts';
import type { TextValues } from '../../../http/texts.ts';
import { fetchUpstreamText, isJson } from '../../../lib/upstream-fetch.ts';

/**
 * Client of a streamed-style sports service: GET `{baseUrl}/api/{path}`, JSON back. Failures become
 * our own readable HttpErrors (502, or 504 past the time limit) and a log line with the path only.
 */
export interface LiveClientOptions {
  baseUrl: string;
  logger: FastifyBaseLogger;
  timeoutMs?: number;
}

export interface LiveClient {
  /** The body of a successful answer (JSON text), or an HttpError to pass on. */
  get(path: string): Promise<string>;
}

/** The longest list (every match of every sport) is well under a megabyte. */
const MAX_ANSWER_BYTES = 4 * 1024 * 1024;

export function createLiveClient(options: LiveClientOptions): LiveClient {
  const timeoutMs = options.timeoutMs ?? 5_000;

  function failure(path: string, status: number, text: string, values?: TextValues, upstreamStatus?: number): HttpError {
    const error = new HttpError(status, text, values);
    options.logger.warn({ sportsPath: path, upstreamStatus }, error.message);
    return error;
  }

  return {
    async get(path) {
      const answer = await fetchUpstreamText(`${options.baseUrl}/api/${path}`, {
        headers: { accept: 'application/json' },
        timeoutMs,
        maxBytes: MAX_ANSWER_BYTES,
        service: 'sports',
        fail: (status, text, values) => failure(path, status, text, values),
      });
      if (answer.status === 404) throw new HttpError(404, /*i18n*/ 'Not found at the sports service');
      if (!answer.ok) throw failure(path, 502, /*i18n*/ 'The sports service failed to answer', undefined, answer.status);
      if (!isJson(answer.body))
        throw failure(path, 502, /*i18n*/ 'The sports service sent an unreadable answer', undefined, answer.status);
      return answer.body;
    },
  };
}
