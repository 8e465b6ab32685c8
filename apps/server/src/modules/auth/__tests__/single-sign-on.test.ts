import { randomUUID } from 'node:crypto';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminUser, AppConfigReply, SignedInReply, User } from '@marquee/core';
import { as, bearer, buildTestApp, signUp, signUpAdmin } from '../../../__tests__/support/app.ts';
import { describeEachDatabase } from '../../../__tests__/support/databases.ts';
import {
  signInAtProvider,
  startTestProvider,
  type ProviderPerson,
  type TestProvider,
} from '../../../__tests__/support/openid-provider.ts';
import { ConfigError, loadConfig } from '../../../config.ts';

/** Where the server, reached by inject(), tells the provider to send the browser back. */
const CALLBACK = 'http://localhost/api/auth/oidc/callback';
const ADMINS = 'marquee-admins';

/** A cookie the reply set, as the browser would send it back. */
function cookieOf(response: LightMyRequestResponse, name: string): string | undefined {
  const lines = response.headers['set-cookie'];
  for (const line of Array.isArray(lines) ? lines : lines ? [lines] : []) {
    const [pair] = line.split(';');
    if (pair?.startsWith(`${name}=`) && pair.length > name.length + 1) return pair;
  }
  return undefined;
}

const person = (overrides: Partial<ProviderPerson> = {}): ProviderPerson => ({
  sub: randomUUID(),
  email: `sso-${randomUUID()}@example.com`,
  email_verified: true,
  name: 'Sam Provider',
  ...overrides,
});

describe('sign-in configuration', () => {
  const oidc = { OIDC_ISSUER: 'https://auth.example.com/application/o/marquee/', OIDC_CLIENT_ID: 'id', OIDC_CLIENT_SECRET: 's' };
  it.each([
    ['nothing set: passwords only', {}, { password: true }],
    [
      'a provider, named',
      { ...oidc, OIDC_NAME: 'Authentik' },
      {
        password: true,
        oidc: {
          issuer: 'https://auth.example.com/application/o/marquee',
          clientId: 'id',
          clientSecret: 's',
          buttonText: 'Sign in with Authentik',
        },
      },
    ],
    ['a name that is already a sentence', { ...oidc, OIDC_NAME: 'Sign in with Google' }, 'Sign in with Google'],
    ['no name', oidc, 'Sign in with single sign-on'],
    ['plain HTTP on this machine', { ...oidc, OIDC_ISSUER: 'http://127.0.0.1:9000' }, 'Sign in with single sign-on'],
    ['passwords off with a provider', { ...oidc, PASSWORD_SIGNIN: 'false' }, 'Sign in with single sign-on'],
  ])('%s', (_label, env, expected) => {
    const signIn = loadConfig(env).signIn;
    if (typeof expected === 'string') expect(signIn.oidc?.buttonText).toBe(expected);
    else expect(signIn).toEqual(expected);
  });
  it.each([
    ['an issuer without its client', { OIDC_ISSUER: oidc.OIDC_ISSUER }, /must be set together/],
    ['a client secret alone', { OIDC_CLIENT_SECRET: 's' }, /must be set together/],
    ['plain HTTP elsewhere', { ...oidc, OIDC_ISSUER: 'http://auth.example.com' }, /must use https/],
    ['not a URL', { ...oidc, OIDC_ISSUER: 'auth' }, /not a valid URL/],
    ['passwords off without a provider', { PASSWORD_SIGNIN: 'false' }, /needs single sign-on/],
    ['PASSWORD_SIGNIN not a yes or no', { PASSWORD_SIGNIN: 'maybe' }, /must be true or false/],
  ])('refuses %s', (_label, env, message) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(message);
  });
});

describeEachDatabase('single sign-on with OpenID Connect', (database) => {
  let provider: TestProvider;
  let app: FastifyInstance;
  let plain: FastifyInstance;
  beforeAll(async () => {
    provider = await startTestProvider([CALLBACK]);
    const env = {
      OIDC_ISSUER: provider.issuer,
      OIDC_CLIENT_ID: provider.clientId,
      OIDC_CLIENT_SECRET: provider.clientSecret,
      OIDC_NAME: 'Authentik',
      OIDC_ADMIN_GROUP: ADMINS,
    };
    app = await buildTestApp(database().db, env);
    plain = await buildTestApp(database().db);
  });
  afterAll(async () => {
    await app.close();
    await plain.close();
    await provider.close();
  });

  /** The browser's trip: start, the provider, and back to the server's callback; the callback's reply. */
  async function trip(who: ProviderPerson, invitation?: string) {
    provider.person = who;
    const start = await app.inject({
      method: 'GET',
      url: `/api/auth/oidc/start${invitation ? `?invitation=${invitation}` : ''}`,
    });
    expect(start.statusCode, start.body).toBe(302);
    const flow = cookieOf(start, 'marquee_oidc');
    expect(flow).toBeDefined();
    const authorization = new URL(String(start.headers.location));
    expect(authorization.origin).toBe(provider.issuer);
    expect(authorization.searchParams.get('code_challenge_method')).toBe('S256');
    expect(authorization.searchParams.get('redirect_uri')).toBe(CALLBACK);
    const back = await signInAtProvider(authorization.href, CALLBACK);
    const callback = await app.inject({ method: 'GET', url: back.pathname + back.search, headers: { cookie: flow ?? '' } });
    expect(callback.statusCode, callback.body).toBe(303);
    return { callback, back, flow: flow ?? '' };
  }

  /** The sign-in page collecting the sign-in the callback made. */
  const finish = (callback: LightMyRequestResponse) =>
    app.inject({ method: 'POST', url: '/api/auth/oidc/finish', headers: { cookie: cookieOf(callback, 'marquee_sso') ?? '' } });

  async function signInBySso(who: ProviderPerson, invitation?: string): Promise<SignedInReply> {
    const { callback } = await trip(who, invitation);
    expect(callback.headers.location).toBe('/login?sso=done');
    const done = await finish(callback);
    expect(done.statusCode, done.body).toBe(200);
    return done.json<SignedInReply>();
  }

  const refusalOf = async (who: ProviderPerson, invitation?: string) =>
    new URL(String((await trip(who, invitation)).callback.headers.location), 'http://localhost').searchParams.get('sso_error');

  const accountOf = async (email: string): Promise<AdminUser | undefined> => {
    const admin = await signUpAdmin(app);
    const accounts = await as(app, admin, { method: 'GET', url: '/api/admin/users' });
    return accounts.json<AdminUser[]>().find((account) => account.email === email);
  };

  const setRegistration = async (registration: string) => {
    const admin = await signUpAdmin(app);
    const changed = await as(app, admin, { method: 'PATCH', url: '/api/admin/settings', payload: { registration } });
    expect(changed.statusCode, changed.body).toBe(200);
  };

  it("names the provider's button in the app's configuration; a server without one has none", async () => {
    const config = (await app.inject({ method: 'GET', url: '/api/config' })).json<AppConfigReply>();
    expect(config.signIn).toMatchObject({ password: true, sso: 'Sign in with Authentik' });
    const without = (await plain.inject({ method: 'GET', url: '/api/config' })).json<AppConfigReply>();
    expect(without.signIn).toMatchObject({ password: true, sso: null });
    for (const [method, url] of [
      ['GET', '/api/auth/oidc/start'],
      ['GET', '/api/auth/oidc/callback?code=x&state=y'],
      ['POST', '/api/auth/oidc/finish'],
    ] as const) {
      const res = await plain.inject({ method, url });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ error: 'Single sign-on is not set up on this server' });
    }
  });

  it('makes an account at the first sign-in, with no password, and signs the same person in to it again', async () => {
    const who = person();
    const first = await signInBySso(who);
    expect(first.user).toMatchObject({ email: who.email, displayName: 'Sam Provider' });
    const me = await app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(first.token) });
    expect(me.statusCode).toBe(200);
    expect(me.json<User>().email).toBe(who.email);
    // No password signs in to it, not even an empty one.
    for (const password of ['', 'correct horse battery']) {
      const login = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: who.email, password } });
      expect(login.statusCode).toBeGreaterThanOrEqual(400);
      expect(login.statusCode).toBeLessThan(500);
    }
    // The provider account is what ties it: a new email there still signs in here as the same account.
    const again = await signInBySso({ ...who, email: `changed-${randomUUID()}@example.com` });
    expect(again.user.uid).toBe(first.user.uid);
    expect((await accountOf(who.email ?? ''))?.signInMethods).toEqual(['sso']);
  });

  it('ties an existing account by its email only when the provider verified it', async () => {
    const existing = await signUp(app);
    expect(await refusalOf(person({ email: existing.email, email_verified: false }))).toBe('unverified');
    expect((await accountOf(existing.email))?.signInMethods).toEqual(['password']);
    const linked = await signInBySso(person({ email: existing.email.toUpperCase() }));
    expect(linked.user.uid).toBe(existing.user.uid);
    expect((await accountOf(existing.email))?.signInMethods).toEqual(['password', 'sso']);
    // Its password still signs in.
    const login = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: existing.email, password: existing.password },
    });
    expect(login.statusCode).toBe(200);
  });

  it('refuses a wrong state, an answer without its cookie, a replayed code and a sign-in cancelled at the provider', async () => {
    const who = person();
    provider.person = who;
    const start = await app.inject({ method: 'GET', url: '/api/auth/oidc/start' });
    const flow = cookieOf(start, 'marquee_oidc') ?? '';
    const back = await signInAtProvider(String(start.headers.location), CALLBACK);
    const wrongState = new URLSearchParams(back.search);
    wrongState.set('state', 'not-the-one-sent');
    const callback = (search: string, cookie: string) =>
      app.inject({ method: 'GET', url: `/api/auth/oidc/callback?${search}`, headers: { cookie } });
    const answers = [
      await callback(wrongState.toString(), flow),
      await callback(back.search.slice(1), ''),
      await callback(back.search.slice(1), `marquee_oidc=forged.${Math.floor(Date.now() / 1000) + 60}.c2ln`),
    ];
    for (const answer of answers) expect(answer.headers.location).toBe('/login?sso_error=expired');
    // The right answer signs in once; the same code again is refused by the provider.
    const first = await callback(back.search.slice(1), flow);
    expect(first.headers.location).toBe('/login?sso=done');
    const replayed = await callback(back.search.slice(1), flow);
    expect(replayed.headers.location).toBe('/login?sso_error=provider');
    const cancelled = await callback(`error=access_denied&state=${back.searchParams.get('state')}`, flow);
    expect(cancelled.headers.location).toBe('/login?sso_error=denied');
  });

  it('collects a sign-in once, and not without the cookie the callback set', async () => {
    const { callback } = await trip(person());
    const cookie = cookieOf(callback, 'marquee_sso') ?? '';
    expect(cookie).not.toBe('');
    for (const headers of [{}, { cookie: 'marquee_sso=forged.1.c2ln' }]) {
      const res = await app.inject({ method: 'POST', url: '/api/auth/oidc/finish', headers });
      expect(res.statusCode).toBe(401);
      expect(res.json<{ error: string }>().error).toMatch(/took too long/);
    }
    const done = await app.inject({ method: 'POST', url: '/api/auth/oidc/finish', headers: { cookie } });
    expect(done.statusCode).toBe(200);
    // The reply clears the cookie.
    expect(String(done.headers['set-cookie'])).toMatch(/^marquee_sso=; .*Max-Age=0/);
  });

  it('makes members of the admin group admins', async () => {
    const admin = await signInBySso(person({ groups: ['family', ADMINS] }));
    expect(admin.user.role).toBe('admin');
    const member = await signInBySso(person({ groups: ['family'] }));
    expect(member.user.role).toBe('member');
    const users = await app.inject({ method: 'GET', url: '/api/admin/users', headers: bearer(admin.token) });
    expect(users.statusCode).toBe(200);
  });

  it('follows the registration mode and invitations for new accounts, and refuses a turned-off account', async () => {
    const admin = await signUpAdmin(app);
    try {
      await setRegistration('invite');
      expect(await refusalOf(person())).toBe('invite');
      const made = await as(app, admin, {
        method: 'POST',
        url: '/api/admin/invitations',
        payload: { days: 1, uses: 1, profile: { name: 'Robin', kids: true } },
      });
      expect(made.statusCode, made.body).toBe(201);
      const { code } = made.json<{ code: string }>();
      const invited = await signInBySso(person(), code);
      expect(invited.profile).toMatchObject({ name: 'Robin', kids: true });
      // Its one use is taken.
      expect(await refusalOf(person(), code)).toBe('invitation');
      // An admin-group member is let in as ADMIN_EMAILS are.
      expect((await signInBySso(person({ groups: [ADMINS] }))).user.role).toBe('admin');
      await setRegistration('closed');
      expect(await refusalOf(person())).toBe('closed');
      // An existing account still signs in.
      const again = await signInBySso(person({ email: invited.user.email }));
      expect(again.user.uid).toBe(invited.user.uid);
      const off = await as(app, admin, {
        method: 'PATCH',
        url: `/api/admin/users/${invited.user.uid}`,
        payload: { disabled: true },
      });
      expect(off.statusCode, off.body).toBe(204);
      expect(await refusalOf(person({ email: invited.user.email }))).toBe('disabled');
    } finally {
      await setRegistration('open');
    }
  });

  it("sends the provider's answer to PUBLIC_URL, whatever Host the request named", async () => {
    const behindProxy = await buildTestApp(database().db, {
      OIDC_ISSUER: provider.issuer,
      OIDC_CLIENT_ID: provider.clientId,
      OIDC_CLIENT_SECRET: provider.clientSecret,
      PUBLIC_URL: 'https://films.example.com',
    });
    try {
      const start = await behindProxy.inject({
        method: 'GET',
        url: '/api/auth/oidc/start',
        headers: { host: 'attacker.example.net' },
      });
      expect(start.statusCode).toBe(302);
      expect(new URL(String(start.headers.location)).searchParams.get('redirect_uri')).toBe(
        'https://films.example.com/api/auth/oidc/callback',
      );
    } finally {
      await behindProxy.close();
    }
  });

  it('finishes on another node, which keeps nothing of the start but the cookie', async () => {
    const other = await buildTestApp(database().db, {
      OIDC_ISSUER: provider.issuer,
      OIDC_CLIENT_ID: provider.clientId,
      OIDC_CLIENT_SECRET: provider.clientSecret,
    });
    try {
      const who = person();
      provider.person = who;
      const start = await app.inject({ method: 'GET', url: '/api/auth/oidc/start' });
      const back = await signInAtProvider(String(start.headers.location), CALLBACK);
      const callback = await other.inject({
        method: 'GET',
        url: back.pathname + back.search,
        headers: { cookie: cookieOf(start, 'marquee_oidc') ?? '' },
      });
      expect(callback.headers.location).toBe('/login?sso=done');
      const done = await app.inject({
        method: 'POST',
        url: '/api/auth/oidc/finish',
        headers: { cookie: cookieOf(callback, 'marquee_sso') ?? '' },
      });
      expect(done.statusCode).toBe(200);
      expect(done.json<SignedInReply>().user.email).toBe(who.email);
    } finally {
      await other.close();
    }
  });

  it('keeps out what the provider says that no column holds, on both databases', async () => {
    const named = await signInBySso(person({ name: `Sam\u0000Provider` }));
    expect(named.user.displayName).toBeNull();
    const long = await signInBySso(person({ name: 'x'.repeat(300) }));
    expect(long.user.displayName).toBeNull();
    expect(await refusalOf(person({ email: `a\u0000b@example.com` }))).toBe('no-email');
    expect(await refusalOf(person({ sub: `s\u0000${randomUUID()}` }))).toBe('provider');
  });

  it('refuses a person the provider gives no email for', async () => {
    expect(await refusalOf(person({ email: undefined }))).toBe('no-email');
  });
});

describeEachDatabase('PASSWORD_SIGNIN=false', (database) => {
  let provider: TestProvider;
  let app: FastifyInstance;
  beforeAll(async () => {
    provider = await startTestProvider([CALLBACK]);
    app = await buildTestApp(database().db, {
      OIDC_ISSUER: provider.issuer,
      OIDC_CLIENT_ID: provider.clientId,
      OIDC_CLIENT_SECRET: provider.clientSecret,
      PASSWORD_SIGNIN: 'false',
    });
  });
  afterAll(async () => {
    await app.close();
    await provider.close();
  });

  it('refuses every password sign-in and sign-up, and says so in the configuration', async () => {
    const payload = { email: `x-${randomUUID()}@example.com`, password: 'correct horse battery' };
    for (const url of ['/api/auth/register', '/api/auth/login']) {
      const res = await app.inject({ method: 'POST', url, payload });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ error: 'Password sign-in is turned off on this server: use single sign-on' });
    }
    const config = (await app.inject({ method: 'GET', url: '/api/config' })).json<AppConfigReply>();
    expect(config.signIn).toMatchObject({ password: false, sso: 'Sign in with single sign-on' });
  });
});
