import { HttpError } from '../http/errors.ts';

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
  /** Named in the messages: 'the sports service' → 'Could not reach the sports service'. */
  service: string;
  /** Logs the failure as the caller wants (path only, never a credential) and returns the error to throw. */
  fail(status: number, message: string): HttpError;
}

/**
 * Every upstream client's first step: the request within a time limit, and a readable 504 or 502
 * (through `fail`) when the service runs out of time or cannot be reached. What a status means is
 * left to the caller.
 */
export async function fetchUpstreamText(url: string | URL, { timeoutMs, service, fail, ...init }: UpstreamFetchOptions): Promise<UpstreamText> {
  try {
    const res = await fetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
    const body = await res.text();
    return { status: res.status, ok: res.ok, headers: res.headers, body };
  } catch (error) {
    if (isTimeout(error)) throw fail(504, `${capitalised(service)} did not answer in time`);
    throw fail(502, `Could not reach ${service}`);
  }
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

function capitalised(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
