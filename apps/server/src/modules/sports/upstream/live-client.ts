import type { FastifyBaseLogger } from 'fastify';
import { HttpError } from '../../../http/errors.ts';

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

export function createLiveClient(options: LiveClientOptions): LiveClient {
  const timeoutMs = options.timeoutMs ?? 5_000;

  function failure(path: string, status: number, message: string, upstreamStatus?: number): HttpError {
    options.logger.warn({ sportsPath: path, upstreamStatus }, message);
    return new HttpError(status, message);
  }

  return {
    async get(path) {
      let res: Response;
      let body: string;
      try {
        res = await fetch(`${options.baseUrl}/api/${path}`, {
          headers: { accept: 'application/json' },
          signal: AbortSignal.timeout(timeoutMs),
        });
        body = await res.text();
      } catch (error) {
        if (error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError')) {
          throw failure(path, 504, 'The sports service did not answer in time');
        }
        throw failure(path, 502, 'Could not reach the sports service');
      }
      if (res.status === 404) throw new HttpError(404, 'Not found at the sports service');
      if (!res.ok) throw failure(path, 502, 'The sports service failed to answer', res.status);
      if (!isJson(body)) throw failure(path, 502, 'The sports service sent an unreadable answer', res.status);
      return body;
    },
  };
}

function isJson(text: string): boolean {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}
