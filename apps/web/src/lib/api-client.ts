import { appPath } from './base-path';
import { clearSession, getStoredToken } from './session';

/** Client of the server's own API under /api: JSON in and out, the bearer token, readable errors. */

/**
 * Where the API is: under the app's base path, read at each request because the server's rendering sets the
 * base after this module has loaded. Its in-process transport is given the same URLs: the server routes them as
 * it routes the browser's requests.
 */
const apiBase = () => appPath('/api');

type Transport = (url: string, init: RequestInit) => Promise<Response>;
let transport: Transport = (url, init) => fetch(url, init);

/** Where requests go instead of fetch(): the server rendering a screen answers them in-process (entry-server.tsx). */
export function setApiTransport(next: Transport): void {
  transport = next;
}

/** A failed request. Status 0: the server was not reached. */
export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    readonly status: number,
    message: string,
    /** The message is the server's own `{error}` text, fit to show to the user. */
    readonly fromServer = false,
  ) {
    super(message);
  }
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  body?: unknown;
  /** A file's raw bytes, sent as application/octet-stream instead of a JSON `body` (an upload the server reads as is). */
  rawBody?: Blob;
  signal?: AbortSignal;
  /** Lets the request finish while the page unloads (page views). */
  keepalive?: boolean;
  /**
   * Whether a 401/403 means "the session is gone" (docs/behaviour.md#staying-signed-in: clear it and go to /login).
   * Login and register answer 401 for wrong credentials, which is not that.
   */
  endsSessionOnAuthFailure?: boolean;
  /** Whether to send the bearer token (default true): a request whose answer is the same for every asker leaves it out. */
  withToken?: boolean;
  /**
   * The session to send instead of the stored one: a write that belongs to the profile that began it (a player's
   * last save of progress as the viewer switches profile). Its refusal never ends the session now stored.
   */
  token?: string;
}

type AuthFailureListener = () => void;
const authFailureListeners = new Set<AuthFailureListener>();

/** The auth layer subscribes here to forget the user and go to /login when the server refuses the session. */
export function onAuthFailure(listener: AuthFailureListener): () => void {
  authFailureListeners.add(listener);
  return () => authFailureListeners.delete(listener);
}

/** Calls /api{path}; resolves with the JSON reply (undefined for 204), rejects with an ApiError. */
export async function apiRequest<T = void>(path: string, options: RequestOptions = {}): Promise<T> {
  const { method = 'GET', body, rawBody, signal, keepalive, withToken = true } = options;
  const endsSessionOnAuthFailure = (options.endsSessionOnAuthFailure ?? true) && options.token === undefined;
  const headers: Record<string, string> = { accept: 'application/json' };
  if (rawBody !== undefined) headers['content-type'] = 'application/octet-stream';
  else if (body !== undefined) headers['content-type'] = 'application/json';
  const token = withToken ? (options.token ?? getStoredToken()) : null;
  if (token) headers.authorization = `Bearer ${token}`;

  let response: Response;
  try {
    response = await transport(`${apiBase()}${path}`, {
      method,
      headers,
      body: rawBody ?? (body === undefined ? undefined : JSON.stringify(body)),
      signal,
      keepalive,
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new ApiError(0, 'Could not reach the server. Check your connection and try again.');
  }

  if (!response.ok) {
    // Only a 401 ends the session. A 403 refuses this request alone (a wrong PIN or password, what a limited profile
    // may not see): a limited profile that could end its session by asking for something refused would leave its
    // limit (docs/behaviour.md#staying-signed-in).
    // A visitor's request had no session to end: a 401 refuses what it asked for (the library's films to a
    // visitor), nothing more.
    if (response.status === 401 && endsSessionOnAuthFailure && token) {
      clearSession();
      for (const listener of authFailureListeners) listener();
    }
    const reply: unknown = await response.json().catch(() => undefined);
    if (isErrorReply(reply)) throw new ApiError(response.status, reply.error, true);
    throw new ApiError(response.status, `Request failed with status ${response.status}`);
  }

  if (response.status === 204) return undefined as T;
  // Typed by the @marquee/core schemas the server answers with; the server checks what it passes on from elsewhere.
  return (await response.json().catch(() => undefined)) as T;
}

/**
 * Whether the server no longer accepts the request's session (401) rather than failing otherwise. A 403 refuses one
 * request, never the session: a wrong password must not sign a limited profile out.
 */
export function isAuthFailure(error: unknown): boolean {
  return error instanceof ApiError && error.status === 401;
}

/** The `{ "error": "..." }` body every failed /api call answers with (packages/core apiErrorSchema). */
function isErrorReply(value: unknown): value is { error: string } {
  return typeof value === 'object' && value !== null && typeof (value as { error?: unknown }).error === 'string';
}

/** The text to show for a failed request: the server's words when it sent some, else the screen's fallback. */
export function errorMessage(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.fromServer && error.message ? error.message : fallback;
}
