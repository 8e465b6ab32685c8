import type { FastifyBaseLogger } from 'fastify';
import { HttpError } from '../../../http/errors.ts';
import { fetchUpstreamText, isJson, type UpstreamText } from '../../../lib/upstream-fetch.ts';

/**
 * Client of TMDB v3 (or any server that speaks it). The credential goes as the `api_key` query
 * parameter or as a bearer token; neither ever appears in an error, a log line or a reply: failures
 * are logged with the path only, and callers get our own messages.
 */
export interface TmdbClientOptions {
  baseUrl: string;
  apiKey?: string;
  readToken?: string;
  logger: FastifyBaseLogger;
  /** Per attempt; past it the caller gets a 504. */
  timeoutMs?: number;
  /** Longest wait honoured from a 429's Retry-After before the single retry. */
  maxRetryWaitMs?: number;
}

export interface TmdbClient {
  /** The body of a successful answer (JSON text), or an HttpError to pass on. */
  get(path: string, params: URLSearchParams): Promise<string>;
}

/** The language of a request that names none (a rating, an outside id: answers without text to translate). */
const DEFAULT_LANGUAGE = 'en-US';

/** A details page with several appended parts (images, credits, videos) stays within a few megabytes. */
const MAX_ANSWER_BYTES = 8 * 1024 * 1024;

export function createTmdbClient(options: TmdbClientOptions): TmdbClient {
  const timeoutMs = options.timeoutMs ?? 5_000;
  const maxRetryWaitMs = options.maxRetryWaitMs ?? 3_000;
  const headers: Record<string, string> = { accept: 'application/json' };
  if (options.readToken) headers.authorization = `Bearer ${options.readToken}`;

  function urlFor(path: string, params: URLSearchParams): URL {
    const url = new URL(`${options.baseUrl}/${path}`);
    for (const [name, value] of params) url.searchParams.set(name, value);
    if (!url.searchParams.has('language')) url.searchParams.set('language', DEFAULT_LANGUAGE);
    if (options.apiKey && !options.readToken) url.searchParams.set('api_key', options.apiKey);
    return url;
  }

  function attempt(path: string, url: URL): Promise<UpstreamText> {
    return fetchUpstreamText(url, {
      headers,
      timeoutMs,
      maxBytes: MAX_ANSWER_BYTES,
      service: 'metadata',
      fail: (status, text, values) => failure(options.logger, path, status, new HttpError(status, text, values)),
    });
  }

  return {
    async get(path, params) {
      const url = urlFor(path, params);
      let answer = await attempt(path, url);
      if (answer.status === 429) {
        await sleep(retryWaitMs(answer.headers.get('retry-after'), maxRetryWaitMs));
        answer = await attempt(path, url);
      }
      if (answer.status !== 200) throw errorFor(options.logger, path, answer.status);
      if (!isJson(answer.body))
        throw failure(options.logger, path, 502, /*i18n*/ 'The metadata provider sent an unreadable answer', answer.status);
      return answer.body;
    },
  };
}

function errorFor(logger: FastifyBaseLogger, path: string, status: number): HttpError {
  if (status === 404) return new HttpError(404, /*i18n*/ 'Not found at the metadata provider');
  if (status === 429)
    return failure(logger, path, 503, /*i18n*/ 'The metadata provider is busy. Please try again in a moment.', status);
  // 401 means our credential is wrong: the browser must not read it as its own sign-in failing.
  if (status === 401 || status === 403)
    return failure(logger, path, 502, /*i18n*/ 'The metadata provider refused the server’s credentials', status);
  return failure(logger, path, 502, /*i18n*/ 'The metadata provider failed to answer', status);
}

/** Logs the failure (the path only) and returns its error: `text` a text of the catalogues, or the error made of one. */
function failure(
  logger: FastifyBaseLogger,
  path: string,
  status: number,
  text: string | HttpError,
  upstreamStatus?: number,
): HttpError {
  const error = typeof text === 'string' ? new HttpError(status, text) : text;
  logger.warn({ tmdbPath: path, upstreamStatus, status }, error.message);
  return error;
}

/** Retry-After in seconds or as an HTTP date; 1 s when absent; never more than the cap. */
export function retryWaitMs(header: string | null, capMs: number): number {
  if (header === null || header.trim() === '') return Math.min(1_000, capMs);
  const seconds = Number(header);
  const ms = Number.isFinite(seconds) ? seconds * 1_000 : Date.parse(header) - Date.now();
  return Math.min(Math.max(Number.isFinite(ms) ? ms : 1_000, 0), capMs);
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
