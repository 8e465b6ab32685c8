import { startLoopbackServer, type LoopbackRequest } from './loopback-server.ts';

/**
 * A server on the loopback address that speaks the part of Simkl's API the sync uses: the PIN sign-in (waiting for
 * `waitChecks` checks, then connected or expired), the account's last change and all its items (the shape of its
 * export; `items` null for an empty account) and scrobbles. It records what it was asked.
 */
export interface LoopbackSimkl {
  url: string;
  requests: LoopbackRequest[];
  state: {
    waitChecks: number;
    pinOutcome: 'connect' | 'expired';
    items: Record<string, unknown> | null;
    /** When the account last changed, as /sync/activities answers it. */
    lastChange: string;
    /** Tokens no longer taken: every signed-in request answers 401. */
    revoked: boolean;
    down: boolean;
  };
  close(): Promise<void>;
}

export const SIMKL_TOKEN = 'loopback-simkl-token';
export const SIMKL_USER_CODE = '9F3A2';

export async function startLoopbackSimkl(): Promise<LoopbackSimkl> {
  const state: LoopbackSimkl['state'] = {
    waitChecks: 1,
    pinOutcome: 'connect',
    items: null,
    lastChange: new Date().toISOString(),
    revoked: false,
    down: false,
  };
  let checks = 0;
  const server = await startLoopbackServer('simkl-api-key', (request, url, send) => {
    if (state.down) return send(503, { error: 'down' });
    if (url.pathname === '/oauth/pin') {
      checks = 0;
      return send(200, {
        result: 'OK',
        device_code: 'DEVICE_CODE',
        user_code: SIMKL_USER_CODE,
        verification_url: 'https://simkl.com/pin/',
        expires_in: 900,
        interval: 1,
      });
    }
    if (url.pathname === `/oauth/pin/${SIMKL_USER_CODE}`) {
      if (checks++ < state.waitChecks) return send(200, { result: 'KO', message: 'Authorization pending' });
      if (state.pinOutcome === 'expired') return send(200, { result: 'KO', message: 'Code expired' });
      return send(200, { result: 'OK', access_token: SIMKL_TOKEN });
    }
    if (state.revoked || request.authorization !== `Bearer ${SIMKL_TOKEN}`) return send(401, { error: 'user_token_failed' });
    if (url.pathname.startsWith('/scrobble/')) return send(201, { action: url.pathname.slice(10) });
    if (url.pathname === '/sync/activities') return send(200, { all: state.lastChange });
    if (url.pathname === '/sync/all-items/') return send(200, state.items);
    send(404, { error: 'not found' });
  });
  return { ...server, state };
}
