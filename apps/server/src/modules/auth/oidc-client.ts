import * as client from 'openid-client';
import type { FastifyBaseLogger } from 'fastify';
import { isLoopbackUrl, type OidcConfig } from '../../sign-in-config.ts';

/**
 * The server as an OpenID Connect client (docs/accounts.md#single-sign-on), with openid-client: the provider's
 * discovery document, the authorization request (code flow with PKCE S256, state and nonce), and the code's
 * exchange, whose ID token openid-client checks (signature, issuer, audience, expiry, nonce).
 */

/** What the server keeps between sending the browser to the provider and its return: in a signed cookie. */
export interface OidcFlow {
  state: string;
  nonce: string;
  verifier: string;
  /** An invitation code, used if this sign-in makes an account. */
  invitation?: string;
}

/** The person as the provider describes them. */
export interface OidcPerson {
  issuer: string;
  subject: string;
  /** Lower-cased; undefined when the provider gave none. */
  email?: string;
  emailVerified: boolean;
  name?: string;
  groups: string[];
}

export interface OidcClient {
  /** Where to send the browser, and the flow to keep until it returns. */
  start(redirectUri: string, invitation?: string): Promise<{ url: string; flow: OidcFlow }>;
  /** The person the provider signed in, from its answer at `callbackUrl`; throws when anything fails a check. */
  finish(callbackUrl: URL, flow: OidcFlow): Promise<OidcPerson>;
}

const SCOPES = 'openid email profile';

export function createOidcClient(config: OidcConfig, log: FastifyBaseLogger): OidcClient {
  let discovered: Promise<client.Configuration> | null = null;
  const configuration = () => {
    discovered ??= client
      .discovery(new URL(config.issuer), config.clientId, undefined, client.ClientSecretBasic(config.clientSecret), {
        // Plain HTTP only reaches a provider on this machine (sign-in-config.ts refuses it elsewhere).
        execute: isLoopbackUrl(new URL(config.issuer)) ? [client.allowInsecureRequests] : [],
      })
      .catch((error: unknown) => {
        // Asked again next time: the provider may just have been down.
        discovered = null;
        log.warn({ issuer: config.issuer, error: errorText(error) }, 'the OpenID provider could not be discovered');
        throw error;
      });
    return discovered;
  };

  return {
    async start(redirectUri, invitation) {
      const provider = await configuration();
      const flow: OidcFlow = {
        state: client.randomState(),
        nonce: client.randomNonce(),
        verifier: client.randomPKCECodeVerifier(),
        ...(invitation ? { invitation } : {}),
      };
      const url = client.buildAuthorizationUrl(provider, {
        redirect_uri: redirectUri,
        // The groups scope only when admins are named by a group: some providers refuse scopes they don't know.
        scope: config.adminGroup ? `${SCOPES} groups` : SCOPES,
        code_challenge: await client.calculatePKCECodeChallenge(flow.verifier),
        code_challenge_method: 'S256',
        state: flow.state,
        nonce: flow.nonce,
      });
      return { url: url.href, flow };
    },

    async finish(callbackUrl, flow) {
      const provider = await configuration();
      const tokens = await client.authorizationCodeGrant(provider, callbackUrl, {
        pkceCodeVerifier: flow.verifier,
        expectedState: flow.state,
        expectedNonce: flow.nonce,
        idTokenExpected: true,
      });
      const claims = tokens.claims();
      if (!claims) throw new Error('the provider sent no ID token');
      let extra: Record<string, unknown> = {};
      // Many providers put the email and groups only in the userinfo answer, not in the ID token.
      if (claims.email === undefined || (config.adminGroup && claims.groups === undefined)) {
        extra = { ...(await client.fetchUserInfo(provider, tokens.access_token, claims.sub)) };
      }
      const all: Record<string, unknown> = { ...extra, ...claims };
      // The provider's words are input like any other: a subject no column holds fails the sign-in, and an email or
      // name that could not be stored as given is left out.
      if (!storable(claims.sub, 255)) throw new Error('the provider gave a subject that cannot be kept');
      const email = storable(all.email, 254) && all.email.includes('@') ? all.email.trim().toLowerCase() : undefined;
      const name = storable(all.name, 100) && all.name.trim() ? all.name.trim() : undefined;
      return {
        issuer: claims.iss,
        subject: claims.sub,
        ...(email ? { email } : {}),
        // Some providers (Amazon Cognito) send it as a string.
        emailVerified: all.email_verified === true || all.email_verified === 'true',
        ...(name ? { name } : {}),
        groups: Array.isArray(all.groups) ? all.groups.filter((group): group is string => typeof group === 'string') : [],
      };
    },
  };
}

/** Text a database column keeps as it is: no NUL or other control character, and not too long. */
// eslint-disable-next-line no-control-regex -- control characters are what it looks for
const CONTROL = /[\u0000-\u001f\u007f]/;
const storable = (value: unknown, max: number): value is string =>
  typeof value === 'string' && value.length > 0 && value.length <= max && !CONTROL.test(value);

/** An error's words for the log (never a token: openid-client's messages name checks, not values). */
export function errorText(error: unknown): string {
  if (error instanceof Error) {
    const code = 'code' in error && typeof error.code === 'string' ? `${error.code}: ` : '';
    // The provider's own words (an OAuth error body), or the check that failed.
    const said = 'error' in error && typeof error.error === 'string' ? error.error : null;
    const described =
      'error_description' in error && typeof error.error_description === 'string' ? `: ${error.error_description}` : '';
    const cause = said ? ` (${said}${described})` : error.cause instanceof Error ? ` (${error.cause.message})` : '';
    return `${code}${error.message}${cause}`;
  }
  return String(error);
}
