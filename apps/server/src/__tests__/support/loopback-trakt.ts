import { startLoopbackServer, type LoopbackRequest } from './loopback-server.ts';

/**
 * A server on the loopback address that speaks the part of Trakt's API v2 the sync uses: the device code sign-in
 * (waiting for `waitChecks` checks, then connected, or as `deviceOutcome` says), token refresh and revoke, the
 * account's lists (history paged by `pageSize`) and scrobbles. It records what it was asked.
 */
export interface LoopbackTrakt {
  url: string;
  requests: LoopbackRequest[];
  state: {
    waitChecks: number;
    deviceOutcome: 'connect' | 'expired' | 'denied';
    history: unknown[];
    watchlist: unknown[];
    ratingsMovies: unknown[];
    ratingsShows: unknown[];
    pageSize: number;
    down: boolean;
  };
  close(): Promise<void>;
}

export const TRAKT_TOKEN = 'loopback-access-token';

export async function startLoopbackTrakt(): Promise<LoopbackTrakt> {
  const state: LoopbackTrakt['state'] = {
    waitChecks: 1,
    deviceOutcome: 'connect',
    history: [],
    watchlist: [],
    ratingsMovies: [],
    ratingsShows: [],
    pageSize: 1000,
    down: false,
  };
  let checks = 0;
  const server = await startLoopbackServer('trakt-api-key', (request, url, send) => {
    if (state.down) return send(503, { error: 'down' });
    if (url.pathname === '/oauth/device/code') {
      checks = 0;
      return send(200, {
        device_code: 'device-1',
        user_code: 'ABCD1234',
        verification_url: 'https://trakt.tv/activate',
        expires_in: 600,
        interval: 1,
      });
    }
    if (url.pathname === '/oauth/device/token') {
      if (checks++ < state.waitChecks) return send(400);
      if (state.deviceOutcome === 'expired') return send(410);
      if (state.deviceOutcome === 'denied') return send(418);
      return send(200, {
        access_token: TRAKT_TOKEN,
        refresh_token: 'loopback-refresh',
        expires_in: 7_776_000,
        token_type: 'bearer',
      });
    }
    if (url.pathname === '/oauth/revoke') return send(200, {});
    if (url.pathname === '/oauth/token') {
      return send(200, { access_token: TRAKT_TOKEN, refresh_token: 'loopback-refresh-2', expires_in: 7_776_000 });
    }
    if (request.authorization !== `Bearer ${TRAKT_TOKEN}`) return send(401, { error: 'invalid token' });
    if (url.pathname.startsWith('/scrobble/')) return send(201, { action: url.pathname.slice(10) });
    const lists: Record<string, unknown[]> = {
      '/sync/history': state.history,
      '/sync/watchlist': state.watchlist,
      '/sync/ratings/movies': state.ratingsMovies,
      '/sync/ratings/shows': state.ratingsShows,
    };
    const list = lists[url.pathname];
    if (!list) return send(404, { error: 'not found' });
    const page = Number(url.searchParams.get('page') ?? 1);
    const pages = Math.max(1, Math.ceil(list.length / state.pageSize));
    send(200, list.slice((page - 1) * state.pageSize, page * state.pageSize), {
      'x-pagination-page': String(page),
      'x-pagination-page-count': String(pages),
    });
  });
  return { ...server, state };
}
