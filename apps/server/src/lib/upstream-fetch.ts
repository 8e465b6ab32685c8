import type { HttpError } from '../http/errors.ts';
import type { TextValues } from '../http/texts.ts';

/** An upstream's answer with its body read as text, whatever its status. */
export interface UpstreamText {
  status: number;
  ok: boolean;
  headers: Headers;
  body: string;
}

export interface UpstreamFetchOptions extends Omit<RequestInit, 'signal'> {
  /** Past it the request is given up and the caller gets a 504. */
  timeoutMs: number;
  /** The largest body read; a longer one is abandoned and the caller gets a 502. */
  maxBytes?: number;
  /** Named in the messages: 'sports' → 'Could not reach the sports service'. */
  service: UpstreamService;
  /**
   * Logs the failure as the caller wants (path only, never a credential) and returns the error to throw: `text` is
   * a text of the catalogues, its placeholders filled from `values`.
   */
  fail(status: number, text: string, values?: TextValues): HttpError;
}

/** The upstreams, each named in whole sentences of its own (a select), as their names decline in some languages. */
export type UpstreamService = 'metadata' | 'downloads' | 'assistant' | 'sports' | 'sync';

/** A JSON answer of a few megabytes is already far beyond any list or details page. */
export const DEFAULT_MAX_TEXT_BYTES = 4 * 1024 * 1024;

/**
 * Every upstream client's first step: the request within a time limit and a size limit, and a
 * readable 504 or 502 (through `fail`) when the service runs out of time, cannot be reached or sends
 * too much. What a status means is left to the caller.
 */
export async function fetchUpstreamText(
  url: string | URL,
  { timeoutMs, maxBytes = DEFAULT_MAX_TEXT_BYTES, service, fail, ...init }: UpstreamFetchOptions,
): Promise<UpstreamText> {
  try {
    const res = await fetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
    const body = new TextDecoder().decode(await readCapped(res, maxBytes));
    return { status: res.status, ok: res.ok, headers: res.headers, body };
  } catch (error) {
    const values = { service };
    if (error instanceof BodyTooLarge) {
      throw fail(
        502,
        /*i18n*/ '{service, select, metadata {The metadata provider} downloads {The download service} assistant {The assistant service} sports {The sports service} other {The service}} sent too long an answer',
        values,
      );
    }
    if (isTimeout(error)) {
      throw fail(
        504,
        /*i18n*/ '{service, select, metadata {The metadata provider} downloads {The download service} assistant {The assistant service} sports {The sports service} other {The service}} did not answer in time',
        values,
      );
    }
    throw fail(
      502,
      /*i18n*/ 'Could not reach {service, select, metadata {the metadata provider} downloads {the download service} assistant {the assistant service} sports {the sports service} other {the service}}',
      values,
    );
  }
}

export class BodyTooLarge extends Error {
  constructor(readonly maxBytes: number) {
    super(`The answer is longer than ${maxBytes} bytes`);
    this.name = 'BodyTooLarge';
  }
}

/**
 * A response's body, read as a stream up to `maxBytes`: past it (or when Content-Length already says
 * so) the rest is cancelled, which closes the connection, and BodyTooLarge is thrown, so an endless or
 * huge answer never sits whole in memory.
 */
export async function readCapped(res: Response, maxBytes: number): Promise<Buffer> {
  const declared = Number(res.headers.get('content-length') ?? Number.NaN);
  if (declared > maxBytes) {
    await res.body?.cancel().catch(() => {});
    throw new BodyTooLarge(maxBytes);
  }
  if (!res.body) return Buffer.alloc(0);
  const reader: ReadableStreamDefaultReader<Uint8Array> = res.body.getReader();
  const chunks: Uint8Array[] = [];
  let length = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    length += value.byteLength;
    if (length > maxBytes) {
      await reader.cancel().catch(() => {});
      throw new BodyTooLarge(maxBytes);
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks, length);
}

/** Whether a fetch failed on its AbortSignal.timeout (or an abort), rather than on the network. */
export function isTimeout(error: unknown): boolean {
  return error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
}

export function isJson(text: string): boolean {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}
