import { isIP } from 'node:net';

/**
 * How accounts sign in (docs/accounts.md#single-sign-on): OIDC_ISSUER, OIDC_CLIENT_ID, OIDC_CLIENT_SECRET,
 * OIDC_NAME, OIDC_ADMIN_GROUP and PASSWORD_SIGNIN. Read by loadConfig (config.ts), whose ConfigError it throws.
 */

export interface OidcConfig {
  /** The provider's issuer URL, without a trailing slash: its discovery document is read from it. */
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** What the button says: 'Sign in with Authentik'. */
  buttonText: string;
  /** Members of this group (the `groups` claim) are admins; undefined for none. */
  adminGroup?: string;
}

export interface SignInConfig {
  oidc?: OidcConfig;
  /** Whether email and password sign in (PASSWORD_SIGNIN, true unless 'false'). */
  password: boolean;
}

type Env = Record<string, string | undefined>;
type ConfigErrorClass = new (message: string) => Error;

const LOOPBACK_NAMES = new Set(['localhost', '127.0.0.1', '[::1]']);

/** Plain HTTP only to a provider on this machine (a test or a provider beside the server); anywhere else, HTTPS. */
export function isLoopbackUrl(url: URL): boolean {
  return LOOPBACK_NAMES.has(url.hostname) || (isIP(url.hostname) === 4 && url.hostname.startsWith('127.'));
}

function issuerUrl(raw: string, ConfigError: ConfigErrorClass): string {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new ConfigError(`OIDC_ISSUER is not a valid URL: "${raw}"`);
  }
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && isLoopbackUrl(url))) {
    throw new ConfigError(`OIDC_ISSUER must use https: (http: only on this machine), got "${raw}"`);
  }
  if (url.search || url.hash) throw new ConfigError(`OIDC_ISSUER must have no query or fragment, got "${raw}"`);
  return raw.replace(/\/+$/, '');
}

/** 'Authentik' becomes 'Sign in with Authentik'; a name that already says 'Sign in…' is kept as written. */
const buttonText = (name: string) => (/^sign in\b/i.test(name) ? name : `Sign in with ${name}`);

export function signInConfig(env: Env, ConfigError: ConfigErrorClass): SignInConfig {
  const issuer = env.OIDC_ISSUER?.trim();
  const clientId = env.OIDC_CLIENT_ID?.trim();
  const clientSecret = env.OIDC_CLIENT_SECRET?.trim();
  let oidc: OidcConfig | undefined;
  if (issuer || clientId || clientSecret) {
    if (!issuer || !clientId || !clientSecret) {
      throw new ConfigError('OIDC_ISSUER, OIDC_CLIENT_ID and OIDC_CLIENT_SECRET must be set together');
    }
    const adminGroup = env.OIDC_ADMIN_GROUP?.trim();
    oidc = {
      issuer: issuerUrl(issuer, ConfigError),
      clientId,
      clientSecret,
      buttonText: buttonText(env.OIDC_NAME?.trim() || 'single sign-on'),
      ...(adminGroup ? { adminGroup } : {}),
    };
  }
  const rawPassword = env.PASSWORD_SIGNIN?.trim().toLowerCase() || 'true';
  if (rawPassword !== 'true' && rawPassword !== 'false') {
    throw new ConfigError(`PASSWORD_SIGNIN must be true or false, got "${env.PASSWORD_SIGNIN}"`);
  }
  const password = rawPassword === 'true';
  // Without another way in, no one could sign in at all.
  if (!password && !oidc) throw new ConfigError('PASSWORD_SIGNIN=false needs single sign-on: set OIDC_ISSUER too');
  return { ...(oidc ? { oidc } : {}), password };
}
