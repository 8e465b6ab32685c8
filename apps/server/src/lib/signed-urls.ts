import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Kysely } from 'kysely';
import { MEDIA_URL_LIFETIME_S } from '@marquee/core';
import type { DB } from '../db/schema.ts';

/**
 * Signed, expiring URLs for what a page's own elements fetch (an iframe, a <video>, a <track>), which cannot send
 * the bearer token: the routes that check a profile's limit issue them, and the routes that serve the media take
 * nothing else (docs/behaviour.md#ratings). A URL is valid for what it names (its `subject`, e.g. 'file:movie/550.mp4')
 * until its `exp`; `sig` is an HMAC-SHA256 of both under the server's key.
 */
export interface UrlSigner {
  /** BASE_PATH ('' at the site's root), which the URLs carrying these signatures start with (http/base-path.ts). */
  readonly basePath: string;
  /** The query (`exp=…&sig=…`) that makes a URL for `subject` valid for `lifetimeS` (MEDIA_URL_LIFETIME_S) from now. */
  query(subject: string, lifetimeS?: number): string;
  /** Whether `exp` and `sig` are the server's, for `subject`, and not yet past. */
  verify(subject: string, signed: { exp?: string | undefined; sig?: string | undefined }): boolean;
}

/** What a route answers (403) to a media URL without a valid signature. */
export const INVALID_MEDIA_URL = /*i18n*/ 'This link is not valid or has expired: open the title in the app again';

/** What a signed player page URL names: the page's path, as its route reads its parameters ('/embed/local/movie/550'). */
export const pageSubject = (pathname: string) => `page:${pathname}`;

const KEY_SETTING = 'url_signing_key';

/**
 * The server's signing key: made once, at the first start, and kept in the database (the settings table), so
 * every node of a cluster signs and checks with the same key. Never sent to a client.
 */
export async function loadSigningKey(db: Kysely<DB>): Promise<Buffer> {
  // Insert-if-absent, then read: nodes starting together agree on the first one written.
  await db
    .insertInto('settings')
    .values({ key: KEY_SETTING, value: randomBytes(32).toString('base64url') })
    .onConflict((oc) => oc.column('key').doNothing())
    .execute();
  const row = await db.selectFrom('settings').select('value').where('key', '=', KEY_SETTING).executeTakeFirstOrThrow();
  return Buffer.from(row.value, 'base64url');
}

export function createUrlSigner(key: Buffer, basePath = ''): UrlSigner {
  const mac = (subject: string, exp: string) => createHmac('sha256', key).update(`${subject}\n${exp}`).digest();
  return {
    basePath,
    query(subject, lifetimeS = MEDIA_URL_LIFETIME_S) {
      const exp = String(Math.floor(Date.now() / 1000) + lifetimeS);
      return `exp=${exp}&sig=${mac(subject, exp).toString('base64url')}`;
    },
    verify(subject, { exp, sig }) {
      if (exp === undefined || sig === undefined || !/^\d{1,12}$/.test(exp)) return false;
      if (Number(exp) * 1000 <= Date.now()) return false;
      const given = Buffer.from(sig, 'base64url');
      const expected = mac(subject, exp);
      return given.length === expected.length && timingSafeEqual(given, expected);
    },
  };
}
