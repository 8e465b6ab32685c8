import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, bearer, buildTestApp, signUp, signUpAdmin, useTestApp, type SignedUp } from '../../../__tests__/support/app.ts';
import { describeEachDatabase } from '../../../__tests__/support/databases.ts';
import { SoftwareAuthenticator } from '../../../__tests__/support/software-authenticator.ts';

describeEachDatabase('passkeys', (database) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp(database().db);
  });
  afterAll(() => app.close());

  const USER_AGENT = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Safari/537.36';
  const registrationOptions = async (user: { headers: { authorization: string } }) => {
    const res = await as(app, user, { method: 'POST', url: '/api/auth/passkeys/options' });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ challenge: string; rp: { id: string; name: string }; user: { id: string } }>();
  };
  const addAnswer = (user: { headers: { authorization: string } }, response: unknown) =>
    app.inject({
      method: 'POST',
      url: '/api/auth/passkeys',
      headers: { ...user.headers, 'user-agent': USER_AGENT },
      payload: { response },
    });
  /** Adds a passkey to the account as the Security section does. */
  const addPasskey = async (user: SignedUp, authenticator = new SoftwareAuthenticator()) => {
    const added = await addAnswer(user, authenticator.register(await registrationOptions(user)));
    expect(added.statusCode, added.body).toBe(201);
    return authenticator;
  };
  const signInOptions = async () => {
    const res = await app.inject({ method: 'POST', url: '/api/auth/passkey-sign-in/options' });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ challenge: string; rpId: string; allowCredentials?: unknown[]; userVerification: string }>();
  };
  const signIn = (response: unknown) => app.inject({ method: 'POST', url: '/api/auth/passkey-sign-in', payload: { response } });

  it('adds a passkey, lists it, signs in with it without a password, and removes it', async () => {
    const user = await signUp(app, 'Sam');
    const options = await registrationOptions(user);
    expect(options.rp).toEqual({ name: 'Marquee', id: 'localhost' });
    expect(options).toMatchObject({ authenticatorSelection: { residentKey: 'required', userVerification: 'preferred' } });
    const authenticator = new SoftwareAuthenticator();
    const added = await addAnswer(user, authenticator.register(options));
    expect(added.statusCode, added.body).toBe(201);
    expect(added.json()).toEqual({
      id: authenticator.id,
      name: 'Chrome on Linux',
      createdAt: expect.any(String),
      lastUsedAt: null,
    });

    // The next options exclude it, so the browser does not add the same passkey twice.
    expect((await registrationOptions(user)) as unknown).toMatchObject({ excludeCredentials: [{ id: authenticator.id }] });

    const start = await signInOptions();
    expect(start).toMatchObject({ rpId: 'localhost', userVerification: 'preferred' });
    expect(start.allowCredentials ?? []).toEqual([]);
    const signedIn = await signIn(authenticator.signIn(start));
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    expect(signedIn.json()).toMatchObject({ token: expect.any(String), user: { email: user.email }, profile: { name: 'Sam' } });
    const me = await app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(signedIn.json().token as string) });
    expect(me.json()).toMatchObject({ email: user.email });

    const listed = await as(app, user, { method: 'GET', url: '/api/auth/passkeys' });
    expect(listed.json()).toEqual([
      { id: authenticator.id, name: 'Chrome on Linux', createdAt: expect.any(String), lastUsedAt: expect.any(String) },
    ]);
    const stored = await app.ctx.db.kysely.selectFrom('passkeys').select('counter').executeTakeFirstOrThrow();
    expect(Number(stored.counter)).toBe(0 + authenticator.counter);

    const removed = await as(app, user, { method: 'DELETE', url: `/api/auth/passkeys/${authenticator.id}` });
    expect(removed.statusCode).toBe(204);
    expect((await as(app, user, { method: 'GET', url: '/api/auth/passkeys' })).json()).toEqual([]);
    expect((await signIn(authenticator.signIn(await signInOptions()))).statusCode).toBe(401);
  });

  it('takes each challenge once, and only for what and whom it was given', async () => {
    const user = await signUp(app);
    const options = await registrationOptions(user);
    const authenticator = new SoftwareAuthenticator();
    const answer = authenticator.register(options);
    expect((await addAnswer(user, answer)).statusCode).toBe(201);
    const replayed = await addAnswer(user, new SoftwareAuthenticator().register(options));
    expect([replayed.statusCode, replayed.json().error]).toEqual([400, expect.stringMatching(/^The passkey was not added/)]);

    // Another account's challenge, and a sign-in's challenge, do not add a passkey.
    const other = await signUp(app);
    expect((await addAnswer(other, new SoftwareAuthenticator().register(await registrationOptions(user)))).statusCode).toBe(400);
    const signInChallenge = await signInOptions();
    const asRegistration = { challenge: signInChallenge.challenge, rp: { id: 'localhost' }, user: { id: 'x' } };
    expect((await addAnswer(user, new SoftwareAuthenticator().register(asRegistration))).statusCode).toBe(400);

    const start = await signInOptions();
    const assertion = authenticator.signIn(start);
    expect((await signIn(assertion)).statusCode).toBe(200);
    const replay = await signIn(assertion);
    expect([replay.statusCode, replay.json()]).toEqual([
      400,
      { error: 'The sign-in with a passkey has expired or was already used. Try again.' },
    ]);
  });

  it('refuses a challenge past its five minutes', async () => {
    const user = await signUp(app);
    const options = await registrationOptions(user);
    await app.ctx.db.kysely
      .updateTable('passkey_challenges')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('challenge', '=', options.challenge)
      .execute();
    expect((await addAnswer(user, new SoftwareAuthenticator().register(options))).statusCode).toBe(400);
  });

  it('refuses an answer made for another origin or site, of the wrong type, or not signed by the passkey', async () => {
    const user = await signUp(app);
    const authenticator = await addPasskey(user);
    const fromElsewhere = await addAnswer(
      user,
      new SoftwareAuthenticator().register(await registrationOptions(user), { origin: 'https://evil.example' }),
    );
    expect(fromElsewhere.statusCode).toBe(400);
    const otherSite = await registrationOptions(user);
    const wrongRp = await addAnswer(user, new SoftwareAuthenticator().register({ ...otherSite, rp: { id: 'evil.example' } }));
    expect(wrongRp.statusCode).toBe(400);
    const wrongType = await addAnswer(
      user,
      new SoftwareAuthenticator().register(await registrationOptions(user), { type: 'webauthn.get' }),
    );
    expect(wrongType.statusCode).toBe(400);

    expect((await signIn(authenticator.signIn(await signInOptions(), { origin: 'https://evil.example' }))).statusCode).toBe(401);
    const forged = authenticator.signIn(await signInOptions());
    forged.response.signature = new SoftwareAuthenticator().signIn(await signInOptions()).response.signature;
    expect((await signIn(forged)).statusCode).toBe(401);
    // A counter that goes backwards is a cloned authenticator's.
    expect((await signIn(authenticator.signIn(await signInOptions()))).statusCode).toBe(200);
    authenticator.counter -= 2;
    expect((await signIn(authenticator.signIn(await signInOptions()))).statusCode).toBe(401);
  });

  it('refuses to add a passkey already stored, on this account or another', async () => {
    const user = await signUp(app);
    const authenticator = await addPasskey(user);
    const again = await addAnswer(user, authenticator.register(await registrationOptions(user)));
    expect([again.statusCode, again.json()]).toEqual([409, { error: 'This passkey is already added' }]);
    const other = await signUp(app);
    expect((await addAnswer(other, authenticator.register(await registrationOptions(other)))).statusCode).toBe(409);
  });

  it("keeps an account's passkeys its own", async () => {
    const owner = await signUp(app);
    const other = await signUp(app);
    const authenticator = await addPasskey(owner);
    const removal = await as(app, other, { method: 'DELETE', url: `/api/auth/passkeys/${authenticator.id}` });
    expect([removal.statusCode, removal.json()]).toEqual([404, { error: 'No such passkey on this account' }]);
    expect((await as(app, other, { method: 'GET', url: '/api/auth/passkeys' })).json()).toEqual([]);
    expect((await as(app, owner, { method: 'DELETE', url: '/api/auth/passkeys/unknown' })).statusCode).toBe(404);
    // Another account's passkey answers for that account only: a user handle naming someone else is refused.
    const answer = authenticator.signIn(await signInOptions());
    answer.response.userHandle = Buffer.from(other.user.uid).toString('base64url');
    expect((await signIn(answer)).statusCode).toBe(401);
    const signedIn = await signIn(authenticator.signIn(await signInOptions()));
    expect(signedIn.json().user.email).toBe(owner.email);
  });

  it('answers an unknown passkey 401 and a turned-off account 403', async () => {
    const stranger = new SoftwareAuthenticator();
    stranger.register({ challenge: 'x', rp: { id: 'localhost' }, user: { id: 'x' } });
    const unknown = await signIn(stranger.signIn(await signInOptions()));
    expect([unknown.statusCode, unknown.json().error]).toEqual([401, expect.stringMatching(/not known on this server/)]);

    const admin = await signUpAdmin(app);
    const user = await signUp(app);
    const authenticator = await addPasskey(user);
    const off = await as(app, admin, { method: 'PATCH', url: `/api/admin/users/${user.user.uid}`, payload: { disabled: true } });
    expect(off.statusCode, off.body).toBe(204);
    const refused = await signIn(authenticator.signIn(await signInOptions()));
    expect([refused.statusCode, refused.json()]).toEqual([
      403,
      { error: "This account has been turned off by the server's admin" },
    ]);
    const methods = await as(app, admin, { method: 'GET', url: '/api/admin/users' });
    const listed = methods.json<{ email: string; signInMethods: string[] }[]>().find((row) => row.email === user.email);
    expect(listed?.signInMethods).toEqual(['password', 'passkey']);
  });

  it('answers bad bodies 400, a visitor 401 and a limited profile 403', async () => {
    const user = await signUp(app);
    for (const payload of [{}, { response: {} }, { response: 'x' }, { response: { id: 'a', rawId: 'a', type: 'public-key' } }]) {
      expect((await as(app, user, { method: 'POST', url: '/api/auth/passkeys', payload })).statusCode).toBe(400);
      expect((await app.inject({ method: 'POST', url: '/api/auth/passkey-sign-in', payload })).statusCode).toBe(400);
    }
    const garbled = new SoftwareAuthenticator().register(await registrationOptions(user));
    garbled.response.clientDataJSON = 'bm90IGpzb24';
    expect((await addAnswer(user, garbled)).statusCode).toBe(400);
    garbled.response.attestationObject = 'AAAA';
    expect(
      (
        await addAnswer(user, {
          ...garbled,
          response: {
            ...garbled.response,
            clientDataJSON: new SoftwareAuthenticator().register(await registrationOptions(user)).response.clientDataJSON,
          },
        })
      ).statusCode,
    ).toBe(400);

    expect((await app.inject({ method: 'GET', url: '/api/auth/passkeys' })).statusCode).toBe(401);
    expect((await app.inject({ method: 'POST', url: '/api/auth/passkeys/options' })).statusCode).toBe(401);
    const kid = await as(app, user, { method: 'POST', url: '/api/profiles', payload: { name: 'Kid', kids: true } });
    const switched = await as(app, user, { method: 'POST', url: `/api/profiles/${kid.json().id}/select`, payload: {} });
    const asKid = { headers: bearer(switched.json().token as string) };
    expect((await as(app, asKid, { method: 'POST', url: '/api/auth/passkeys/options' })).statusCode).toBe(403);
  });

  it('asks for the code of two-step sign-in only after a passkey that did not check who holds it', async () => {
    const user = await signUp(app);
    const authenticator = await addPasskey(user);
    await app.ctx.db.kysely
      .updateTable('users')
      .set({ totp_secret: 'JBSWY3DPEHPK3PXP' })
      .where('id', '=', user.user.uid)
      .execute();
    expect((await signIn(authenticator.signIn(await signInOptions()))).statusCode).toBe(200);
    const unverified = await signIn(authenticator.signIn(await signInOptions(), { userVerified: false }));
    expect([unverified.statusCode, unverified.json()]).toEqual([202, { twoStep: true, ticket: expect.any(String) }]);
  });
});

describe('passkeys with PASSWORD_SIGNIN=false', () => {
  // The provider is never reached here: only whether passkeys are refused is asked.
  const server = useTestApp({
    OIDC_ISSUER: 'https://auth.example.com',
    OIDC_CLIENT_ID: 'marquee',
    OIDC_CLIENT_SECRET: 'secret',
    PASSWORD_SIGNIN: 'false',
  });

  it('neither signs in nor adds one, as single sign-on is the only way in', async () => {
    const passkeysOff = { error: 'Passkeys are turned off on this server, as password sign-in is: use single sign-on' };
    const start = await server.app.inject({ method: 'POST', url: '/api/auth/passkey-sign-in/options' });
    expect([start.statusCode, start.json()]).toEqual([403, passkeysOff]);
    const answer = new SoftwareAuthenticator().signIn({ challenge: 'abc', rpId: 'localhost' });
    const signIn = await server.app.inject({ method: 'POST', url: '/api/auth/passkey-sign-in', payload: { response: answer } });
    expect([signIn.statusCode, signIn.json()]).toEqual([403, passkeysOff]);
  });
});

describe('passkeys behind PUBLIC_URL', () => {
  const server = useTestApp({ PUBLIC_URL: 'https://films.example.com' });

  it("bind passkeys to PUBLIC_URL's host, whatever Host the request named", async () => {
    const start = await server.app.inject({
      method: 'POST',
      url: '/api/auth/passkey-sign-in/options',
      headers: { host: 'attacker.example.net' },
    });
    expect(start.statusCode).toBe(200);
    expect(start.json<{ rpId: string }>().rpId).toBe('films.example.com');
  });
});
