import { z } from './zod.ts';

/**
 * Single sign-on with OpenID Connect (docs/accounts.md#single-sign-on). The provider sends the browser back to the
 * server, which answers with the sign-in page: `/login?sso=done` to collect the sign-in (POST
 * /api/auth/oidc/finish), or `/login?sso_error=<code>`. Only a code travels in the address, never words: a link
 * made by someone else cannot put their text on the page.
 */

export const SSO_REFUSALS = {
  // The server answers a request with this one (marked for its catalogues); the app draws every refusal from its own.
  expired: /*i18n*/ 'That sign-in took too long or was started in another browser. Try again.',
  denied: 'The sign-in was cancelled at the provider.',
  provider: 'The sign-in provider could not be reached or refused the sign-in. Try again, or ask the server’s admin.',
  'no-email': 'The sign-in provider gave no email address, which an account here needs.',
  unverified:
    'An account here uses this email, but the sign-in provider has not verified it. Sign in with your password instead.',
  setup: 'This server is not set up yet: its owner sets it up first.',
  closed: 'Sign-up is closed on this server: only existing accounts can sign in.',
  invite: 'Sign-up on this server is by invitation only: open your invitation link to join.',
  invitation: 'The invitation link is not valid any more: ask for a new one.',
  disabled: 'This account has been turned off by the server’s admin.',
} as const;
export type SsoRefusal = keyof typeof SSO_REFUSALS;

export const isSsoRefusal = (code: string | null): code is SsoRefusal => code !== null && Object.hasOwn(SSO_REFUSALS, code);

/** GET /api/auth/oidc/start: an invitation code to use if the sign-in makes an account. */
export const ssoStartQuerySchema = z.strictObject({
  invitation: z.string().max(200).optional(),
});

/** GET /api/auth/oidc/callback: what the provider sends back (authorization response, RFC 6749 §4.1.2). */
export const ssoCallbackQuerySchema = z.object({
  code: z.string().max(4096).optional(),
  state: z.string().max(512).optional(),
  error: z.string().max(256).optional(),
});
