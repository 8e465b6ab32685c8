import { z } from 'zod';
import type { AppConfig } from '../../config.ts';
import { callService, deviceCodeSchema, lastChange, parsedAnswer, unreachable, type SyncClient } from './sync-client.ts';

/**
 * Simkl's API as the sync uses it (docs/behaviour.md#syncing-with-trakt-and-simkl): its PIN sign-in (a device code
 * checked by the code the viewer enters), scrobbles, and the account's items in one answer, the shape its export
 * has. Its tokens do not expire and it has no way to revoke one. Answers are checked before use, and read only up to
 * ANSWER_MAX_BYTES.
 */

/** All of a large account's items (tens of thousands of episodes) in one answer. */
const ANSWER_MAX_BYTES = 64 * 1024 * 1024;
/** Simkl asks each app to name itself on every request. */
const APP = 'app-name=marquee&app-version=1';
/** What a check answers while the viewer has not entered the code yet, or asks too often. */
const WAITING = /pending|slow down/i;

/** Simkl's PIN answer: some answers leave out the device code, which the user code then stands for. */
const pinSchema = deviceCodeSchema.extend({ device_code: deviceCodeSchema.shape.device_code.optional() });
const checkSchema = z.object({
  result: z.string(),
  message: z.string().optional(),
  access_token: z.string().min(1).max(500).optional(),
});
/** The items' answer: `null` for an account with nothing in it, else the export's object. */
const itemsSchema = z.record(z.string(), z.unknown()).nullable();

const parsed = <S extends z.ZodType>(schema: S, text: string): z.infer<S> => parsedAnswer('simkl', schema, text);

export function createSimklClient(config: NonNullable<AppConfig['simkl']>): SyncClient {
  async function call(path: string, options: { body?: object; token?: string } = {}) {
    const answer = await callService('simkl', `${config.apiUrl}${path}${path.includes('?') ? '&' : '?'}${APP}`, {
      ...options,
      headers: { 'simkl-api-key': config.clientId },
      maxBytes: ANSWER_MAX_BYTES,
    });
    return { status: answer.status, text: answer.body };
  }
  const client = `client_id=${encodeURIComponent(config.clientId)}`;

  return {
    service: 'simkl',

    async deviceCode() {
      const answer = await call(`/oauth/pin?${client}`);
      if (answer.status !== 200) throw unreachable('simkl');
      const pin = parsed(pinSchema, answer.text);
      return { ...pin, device_code: pin.device_code ?? pin.user_code };
    },

    /** Simkl is asked by the code the viewer enters: OK with the token, or KO while waiting; a code gone is 404. */
    async checkDevice({ userCode }) {
      const answer = await call(`/oauth/pin/${encodeURIComponent(userCode)}?${client}`);
      if (answer.status === 404 || answer.status === 410) return { state: 'expired' };
      if (answer.status === 429) return { state: 'waiting' };
      if (answer.status !== 200) throw unreachable('simkl');
      const check = parsed(checkSchema, answer.text);
      if (check.result === 'OK' && check.access_token) {
        return { state: 'connected', tokens: { accessToken: check.access_token, refreshToken: null, expiresAt: null } };
      }
      return WAITING.test(check.message ?? 'pending') ? { state: 'waiting' } : { state: 'expired' };
    },

    // Simkl's tokens do not expire: a refused one is a connection to make again.
    async refresh() {
      return null;
    },

    async revoke() {},

    async scrobble(action, body, token) {
      const answer = await call(`/scrobble/${action}`, { body, token });
      if (answer.status === 401) return false;
      // 409: Simkl has this viewing already.
      if (answer.status !== 201 && answer.status !== 200 && answer.status !== 409) throw unreachable('simkl');
      return true;
    },

    async lastActivity(token) {
      const answer = await call('/sync/activities', { token });
      return answer.status === 200 ? lastChange(answer.text) : null;
    },

    async listFiles(token) {
      const answer = await call('/sync/all-items/?extended=full&episode_watched_at=yes', { token });
      if (answer.status === 401) return null;
      if (answer.status !== 200) throw unreachable('simkl');
      const items = answer.text.trim() === '' ? null : parsed(itemsSchema, answer.text);
      return items === null ? [] : [{ name: 'simkl-all-items.json', text: answer.text }];
    },
  };
}
