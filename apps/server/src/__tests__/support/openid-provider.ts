import { generateKeyPairSync } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider from 'oidc-provider';

/**
 * A real OpenID provider for the tests (oidc-provider, certified by the OpenID Foundation), on loopback: the
 * server's single sign-on talks to it as to Authentik or Keycloak. Its sign-in screen is replaced by a hook that
 * signs in whoever `person` says, and its consent is given at once, so a test drives the whole flow over HTTP.
 */

export interface ProviderPerson {
  sub: string;
  email?: string;
  email_verified?: boolean;
  name?: string;
  groups?: string[];
}

export interface TestProvider {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** Who the next sign-in at the provider is. */
  person: ProviderPerson;
  close(): Promise<void>;
}

/** The provider on `port` (any free one by default: a server to start first can be told a port chosen before). */
export async function startTestProvider(redirectUris: string[], port = 0): Promise<TestProvider> {
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const people = new Map<string, ProviderPerson>();
  const state: TestProvider = {
    issuer,
    clientId: 'marquee',
    clientSecret: 'a-secret-only-the-server-knows',
    person: { sub: 'nobody' },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: state.clientId,
        client_secret: state.clientSecret,
        redirect_uris: redirectUris,
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_basic',
      },
    ],
    jwks: { keys: [{ ...privateKey.export({ format: 'jwk' }), kid: 'test', alg: 'RS256', use: 'sig' }] },
    cookies: { keys: ['test cookie key'] },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'], groups: ['groups'] },
    scopes: ['openid', 'email', 'profile', 'groups'],
    features: { devInteractions: { enabled: false } },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    pkce: { required: () => true },
    ttl: { Interaction: 600, Session: 3600, Grant: 3600, AccessToken: 600, IdToken: 600, AuthorizationCode: 60 },
    findAccount: (_ctx, id) => {
      const person = people.get(id);
      return person ? { accountId: id, claims: () => ({ ...person }) } : undefined;
    },
  });
  const handle = provider.callback();
  server.on('request', (req: http.IncomingMessage, res: http.ServerResponse) => {
    if (!req.url?.startsWith('/interaction/')) return void handle(req, res);
    void (async () => {
      const details = await provider.interactionDetails(req, res);
      if (details.prompt.name === 'login') {
        people.set(state.person.sub, state.person);
        await provider.interactionFinished(
          req,
          res,
          { login: { accountId: state.person.sub } },
          { mergeWithLastSubmission: false },
        );
        return;
      }
      // Consent: everything the client asked for.
      const grant = new provider.Grant({ accountId: details.session?.accountId, clientId: String(details.params.client_id) });
      grant.addOIDCScope(String(details.params.scope));
      const missing = details.prompt.details.missingOIDCClaims;
      if (Array.isArray(missing)) grant.addOIDCClaims(missing as string[]);
      const grantId = await grant.save();
      await provider.interactionFinished(req, res, { consent: { grantId } }, { mergeWithLastSubmission: true });
    })().catch((error: unknown) => {
      res.statusCode = 500;
      res.end(String(error));
    });
  });
  return state;
}

/**
 * Follows the provider's redirects, with its cookies, from the authorization request until it sends the browser
 * back to the server: the address it sends it to.
 */
export async function signInAtProvider(authorizationUrl: string, until: string): Promise<URL> {
  const cookies = new Map<string, string>();
  // As URL writes it (http://localhost:80 is http://localhost).
  const back = new URL(until).href;
  let url = authorizationUrl;
  for (let hop = 0; hop < 10; hop++) {
    if (url.startsWith(back)) return new URL(url);
    const response = await fetch(url, {
      redirect: 'manual',
      headers: { cookie: [...cookies].map(([name, value]) => `${name}=${value}`).join('; ') },
    });
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const at = pair?.indexOf('=') ?? -1;
      if (pair && at > 0) cookies.set(pair.slice(0, at), pair.slice(at + 1));
    }
    const location = response.headers.get('location');
    if (!location) throw new Error(`the provider answered ${response.status} at ${url}: ${await response.text()}`);
    url = new URL(location, url).href;
  }
  throw new Error('the provider redirected too many times');
}
