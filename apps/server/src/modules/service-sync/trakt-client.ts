import type { ImportFile } from '@marquee/core/imports';
import { z } from 'zod';
import type { AppConfig } from '../../config.ts';
import {
  callService,
  deviceCodeSchema,
  lastChange,
  parsedAnswer,
  unreachable,
  type DeviceCheck,
  type SyncClient,
  type Tokens,
} from './sync-client.ts';

/**
 * Trakt's API v2 as the sync uses it (docs/behaviour.md#syncing-with-trakt-and-simkl): the device code sign-in, the
 * tokens, scrobbles and the lists of a profile's history, watchlist and ratings. Its answers are checked before use,
 * and read only up to ANSWER_MAX_BYTES.
 */

/** The most one answer is read to: a history page of 1,000 entries is well under 1 MB. */
const ANSWER_MAX_BYTES = 8 * 1024 * 1024;
/** History pages read at most (1,000 entries each), as an export file holds at most that many entries. */
const HISTORY_PAGES_MAX = 200;

/** The lists a pull reads, each named as Trakt's export names its file, so the import's parsers read them alike. */
const LISTS = [
  ['/sync/history', 'watched-history.json'],
  ['/sync/watchlist', 'watchlist.json'],
  ['/sync/ratings/movies', 'ratings-movies.json'],
  ['/sync/ratings/shows', 'ratings-shows.json'],
] as const;

const tokensSchema = z.object({
  access_token: z.string().min(1).max(500),
  refresh_token: z.string().min(1).max(500),
  expires_in: z.number().int().positive(),
});

const tokensOf = (answer: z.infer<typeof tokensSchema>): Tokens => ({
  accessToken: answer.access_token,
  refreshToken: answer.refresh_token,
  expiresAt: new Date(Date.now() + answer.expires_in * 1000).toISOString(),
});

const parsed = <S extends z.ZodType>(schema: S, text: string): z.infer<S> => parsedAnswer('trakt', schema, text);

type Call = (
  path: string,
  options?: { body?: object; token?: string },
) => Promise<{ status: number; text: string; pages: number }>;

/** A list of the signed-in account's as JSON text of one array, every page of it; null when the token is refused. */
async function readList(call: Call, path: string, token: string): Promise<string | null> {
  const items: unknown[] = [];
  for (let page = 1, pages = 1; page <= pages && page <= HISTORY_PAGES_MAX; page++) {
    const answer = await call(`${path}?page=${page}&limit=1000`, { token });
    if (answer.status === 401) return null;
    if (answer.status !== 200) throw unreachable('trakt');
    items.push(...parsed(z.array(z.unknown()), answer.text));
    pages = answer.pages;
  }
  return JSON.stringify(items);
}

export function createTraktClient(config: NonNullable<AppConfig['trakt']>): SyncClient {
  const call: Call = async (path, options = {}) => {
    const answer = await callService('trakt', `${config.apiUrl}${path}`, {
      ...options,
      headers: { 'trakt-api-version': '2', 'trakt-api-key': config.clientId },
      maxBytes: ANSWER_MAX_BYTES,
    });
    const pages = Number(answer.headers.get('x-pagination-page-count') ?? 1);
    return { status: answer.status, text: answer.body, pages: Number.isInteger(pages) && pages > 0 ? pages : 1 };
  };

  const secrets = { client_id: config.clientId, client_secret: config.clientSecret };

  return {
    service: 'trakt',

    async deviceCode() {
      const answer = await call('/oauth/device/code', { body: { client_id: config.clientId } });
      if (answer.status !== 200) throw unreachable('trakt');
      return parsed(deviceCodeSchema, answer.text);
    },

    /** One check of a device code (Trakt: 400 while waiting, 410 expired, 418 refused, 404 and 409 no longer usable). */
    async checkDevice({ deviceCode }): Promise<DeviceCheck> {
      const answer = await call('/oauth/device/token', { body: { code: deviceCode, ...secrets } });
      if (answer.status === 200) return { state: 'connected', tokens: tokensOf(parsed(tokensSchema, answer.text)) };
      if (answer.status === 400 || answer.status === 429) return { state: 'waiting' };
      if (answer.status === 418) return { state: 'denied' };
      if ([404, 409, 410].includes(answer.status)) return { state: 'expired' };
      throw unreachable('trakt');
    },

    async refresh(refreshToken) {
      const answer = await call('/oauth/token', {
        body: { refresh_token: refreshToken, ...secrets, redirect_uri: 'urn:ietf:wg:oauth:2.0:oob', grant_type: 'refresh_token' },
      });
      if (answer.status === 401 || answer.status === 400) return null;
      if (answer.status !== 200) throw unreachable('trakt');
      return tokensOf(parsed(tokensSchema, answer.text));
    },

    async revoke(token) {
      await call('/oauth/revoke', { body: { token, ...secrets } }).catch(() => undefined);
    },

    async scrobble(action, body, token) {
      const answer = await call(`/scrobble/${action}`, { body, token });
      if (answer.status === 401) return false;
      // 409: Trakt has this viewing already (a stop sent again within its hour).
      if (answer.status !== 201 && answer.status !== 409) throw unreachable('trakt');
      return true;
    },

    async lastActivity(token) {
      const answer = await call('/sync/last_activities', { token });
      return answer.status === 200 ? lastChange(answer.text) : null;
    },

    async listFiles(token) {
      const files: ImportFile[] = [];
      for (const [path, name] of LISTS) {
        const text = await readList(call, path, token);
        if (text === null) return null;
        files.push({ name, text });
      }
      return files;
    },
  };
}
