import type { ImportFile } from '@marquee/core/imports';
import { IMPORT_SERVICE_NAMES, type SyncService } from '@marquee/core';
import { z } from 'zod';
import { HttpError } from '../../http/errors.ts';
import { fetchUpstreamText } from '../../lib/upstream-fetch.ts';

/**
 * What the sync needs of a service (docs/behaviour.md#syncing-with-trakt-and-simkl), spoken by trakt-client.ts and
 * simkl-client.ts: a device code sign-in, tokens, scrobbles, and the account's lists as the files its export holds,
 * so the imports' parsers read them.
 */
export interface SyncClient {
  service: SyncService;
  deviceCode(): Promise<DeviceCode>;
  /** One check of a sign-in under way. */
  checkDevice(code: { deviceCode: string; userCode: string }): Promise<DeviceCheck>;
  /** New tokens for a refresh token; null when the service no longer takes it. */
  refresh(refreshToken: string): Promise<Tokens | null>;
  /** Lets go of a token at the service; a failure leaves it to expire there. */
  revoke(token: string): Promise<void>;
  /** Tells the service of a viewing (`start` as it plays, `stop` once watched): false when the token is refused. */
  scrobble(action: 'start' | 'stop', body: object, token: string): Promise<boolean>;
  /** When anything last changed in the account (ISO time), to skip a scheduled pull with nothing new; null unknown. */
  lastActivity(token: string): Promise<string | null>;
  /** The account's history, watchlist and ratings as export files; null when the token is refused. */
  listFiles(token: string): Promise<ImportFile[] | null>;
}

export const deviceCodeSchema = z.object({
  device_code: z.string().min(1).max(200),
  user_code: z.string().min(1).max(40),
  verification_url: z.url({ protocol: /^https?$/ }).max(300),
  expires_in: z.number().int().positive().max(86_400),
  interval: z.number().int().positive().max(600),
});
export type DeviceCode = z.infer<typeof deviceCodeSchema>;

/** A connection's tokens: a service whose tokens do not expire has no refresh token and no end. */
export interface Tokens {
  accessToken: string;
  refreshToken: string | null;
  expiresAt: string | null;
}

/** How a device code's check ended: connected, still waiting for the viewer, or over (expired, or refused by them). */
export type DeviceCheck =
  { state: 'connected'; tokens: Tokens } | { state: 'waiting' } | { state: 'expired' } | { state: 'denied' };

/** Requests to a service wait this long at most. */
export const SYNC_TIMEOUT_MS = 15_000;

/** What the viewer is told of a service out of reach or answering what it should not. */
export const unreachable = (service: SyncService) =>
  new HttpError(502, /*i18n*/ '{service} could not be reached. Please try again later.', {
    service: IMPORT_SERVICE_NAMES[service],
  });

/** One request to a service: JSON out, the answer read up to `maxBytes`; whatever fails is the service unreachable. */
export async function callService(
  service: SyncService,
  url: string,
  options: { headers: Record<string, string>; body?: object; token?: string; maxBytes: number },
) {
  const headers: Record<string, string> = { 'content-type': 'application/json', ...options.headers };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  return fetchUpstreamText(url, {
    method: options.body ? 'POST' : 'GET',
    headers,
    body: options.body ? JSON.stringify(options.body) : undefined,
    redirect: 'error',
    timeoutMs: SYNC_TIMEOUT_MS,
    maxBytes: options.maxBytes,
    service: 'sync',
    // The viewer is told the same whatever went wrong; the path (never a token) is logged by the caller.
    fail: () => unreachable(service),
  });
}

/** An answer's JSON as `schema` has it; anything else is the service failing (502). */
export function parsedAnswer<S extends z.ZodType>(service: SyncService, schema: S, text: string): z.infer<S> {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw unreachable(service);
  }
  const result = schema.safeParse(json);
  if (!result.success) throw unreachable(service);
  return result.data;
}

const activitySchema = z.object({ all: z.iso.datetime({ offset: true }) });

/** When the account last changed, as both services answer it (`{ "all": time }`); null for anything else. */
export function lastChange(text: string): string | null {
  try {
    const answer = activitySchema.safeParse(JSON.parse(text));
    return answer.success ? new Date(answer.data.all).toISOString() : null;
  } catch {
    return null;
  }
}
