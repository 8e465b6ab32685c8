import type { FastifyInstance } from 'fastify';
import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, bearer, buildTestApp, signUp, signUpAdmin, type SignedUp } from '../../../__tests__/support/app.ts';
import { describeEachDatabase } from '../../../__tests__/support/databases.ts';
import { codeStep } from '../two-step.ts';

/** The code an authenticator app shows for `secret` at `at` (milliseconds). */
const ON_A_LIMITED_PROFILE = 'This device is on a limited profile: sign out of it first';
const appCode = (secret: string, at = Date.now()) =>
  new TOTP({ secret: Secret.fromBase32(secret), period: 30, digits: 6, algorithm: 'SHA1' }).generate({ timestamp: at });

describe('codeStep', () => {
  const secret = new Secret({ size: 20 }).base32;
  const now = 1_800_000_000_000;
  const step = Math.floor(now / 30_000);
  it.each([
    ['the current code', appCode(secret, now), null, step],
    ['with a space in it', `${appCode(secret, now).slice(0, 3)} ${appCode(secret, now).slice(3)}`, null, step],
    ['the code of the step before (a slow clock)', appCode(secret, now - 30_000), null, step - 1],
    ['the code of the step after (a fast clock)', appCode(secret, now + 30_000), null, step + 1],
    ['a code two steps old', appCode(secret, now - 60_000), null, null],
    ['a code already used', appCode(secret, now), step, null],
    ['a code older than the last used', appCode(secret, now - 30_000), step, null],
    ['five digits', '12345', null, null],
    ['letters', 'abcdef', null, null],
  ])('%s', (_label, code, lastStep, expected) => {
    expect(codeStep(secret, code, lastStep, now)).toBe(expected);
  });
});

describeEachDatabase('two-step sign-in', (database) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp(database().db);
  });
  afterAll(() => app.close());

  const login = (user: SignedUp) =>
    app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: user.email, password: user.password } });
  const secondStep = (ticket: string, code: string) =>
    app.inject({ method: 'POST', url: '/api/auth/login/two-step', payload: { ticket, code } });
  /** Turns two-step sign-in on, as the Security section does; gives the secret and the recovery codes. */
  const turnOn = async (user: SignedUp) => {
    const setup = await as(app, user, { method: 'POST', url: '/api/auth/two-step/setup' });
    expect(setup.statusCode).toBe(200);
    const { secret, uri, qrSvg } = setup.json<{ secret: string; uri: string; qrSvg: string }>();
    expect(uri).toMatch(/^otpauth:\/\/totp\/.+secret=/);
    expect(qrSvg).toMatch(/^<svg/);
    const wrong = await as(app, user, { method: 'POST', url: '/api/auth/two-step/enable', payload: { code: '000000' } });
    expect(wrong.statusCode).toBe(403);
    // The step before: the code the app showed a moment ago, so the sign-in's code below is a later one.
    const on = await as(app, user, {
      method: 'POST',
      url: '/api/auth/two-step/enable',
      payload: { code: appCode(secret, Date.now() - 30_000) },
    });
    expect(on.statusCode, on.body).toBe(200);
    return { secret, recoveryCodes: on.json<{ recoveryCodes: string[] }>().recoveryCodes };
  };

  it('asks for the code after the password, and signs in with the app’s code once', async () => {
    const user = await signUp(app);
    const { secret, recoveryCodes } = await turnOn(user);
    expect(recoveryCodes).toHaveLength(10);
    expect((await as(app, user, { method: 'GET', url: '/api/auth/two-step' })).json()).toEqual({
      enabled: true,
      recoveryCodesLeft: 10,
    });

    const first = await login(user);
    expect(first.statusCode).toBe(202);
    const { ticket } = first.json<{ twoStep: true; ticket: string }>();
    expect(first.json().token).toBeUndefined();
    const wrong = await secondStep(ticket, '000000');
    expect(wrong.statusCode).toBe(401);
    // Noted for the admins' Activity.
    expect((await app.ctx.signInFailures.recent())[0]).toMatchObject({ email: user.email, known: true, reason: 'wrong_code' });
    const code = appCode(secret);
    const signedIn = await secondStep(ticket, code);
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    expect(signedIn.json().user.email).toBe(user.email);
    // The same code again, even with a new ticket, is refused: a code signs in once.
    const replay = await secondStep((await login(user)).json().ticket, code);
    expect(replay.statusCode).toBe(401);
    expect((await secondStep('someone.123.abc', code)).statusCode).toBe(401);
  });

  it('takes each recovery code once, in any case and with or without its dashes', async () => {
    const user = await signUp(app);
    const { recoveryCodes } = await turnOn(user);
    const recovery = recoveryCodes[0]!;
    const ticket = () => login(user).then((res) => res.json<{ ticket: string }>().ticket);
    expect((await secondStep(await ticket(), recovery.replaceAll('-', '').toLowerCase())).statusCode).toBe(200);
    expect((await secondStep(await ticket(), recovery)).statusCode).toBe(401);
    expect((await as(app, user, { method: 'GET', url: '/api/auth/two-step' })).json().recoveryCodesLeft).toBe(9);
  });

  it('is turned off only with the password, and then the password alone signs in', async () => {
    const user = await signUp(app);
    await turnOn(user);
    const again = await as(app, user, { method: 'POST', url: '/api/auth/two-step/setup' });
    expect(again.statusCode).toBe(409);
    const wrong = await as(app, user, { method: 'DELETE', url: '/api/auth/two-step', payload: { password: 'not it at all' } });
    expect(wrong.statusCode).toBe(403);
    const off = await as(app, user, { method: 'DELETE', url: '/api/auth/two-step', payload: { password: user.password } });
    expect(off.statusCode).toBe(204);
    expect((await login(user)).statusCode).toBe(200);
  });

  it('may be asked of every admin, by an admin who signs in with it', async () => {
    const admin = await signUpAdmin(app);
    const other = await signUp(app);
    const setting = (who: SignedUp, on: boolean) =>
      as(app, who, { method: 'PATCH', url: '/api/admin/settings', payload: { twoStepForAdmins: on } });
    const early = await setting(admin, true);
    expect([early.statusCode, early.json()]).toEqual([409, { error: 'Turn on two-step sign-in for your own account first' }]);
    await turnOn(admin);
    expect((await setting(admin, true)).json()).toMatchObject({ twoStepForAdmins: true });
    await as(app, admin, { method: 'PATCH', url: `/api/admin/users/${other.user.uid}`, payload: { role: 'admin' } });
    for (const url of ['/api/admin/users', '/api/library/status']) {
      const refused = await as(app, other, { method: 'GET', url });
      expect([refused.statusCode, refused.json()]).toEqual([
        403,
        { error: "Turn on two-step sign-in in your profile's Security section to manage this server" },
      ]);
    }
    await turnOn(other);
    expect((await as(app, other, { method: 'GET', url: '/api/admin/users' })).statusCode).toBe(200);
    expect((await setting(admin, false)).json()).toMatchObject({ twoStepForAdmins: false });
  });

  it("does not take a limited profile's device to another account, before or after the code", async () => {
    const other = await signUp(app);
    const { secret } = await turnOn(other);
    const { ticket } = (await login(other)).json<{ ticket: string }>();
    const parent = await signUp(app);
    const kid = await as(app, parent, { method: 'POST', url: '/api/profiles', payload: { name: 'Kid', kids: true } });
    const selected = await as(app, parent, { method: 'POST', url: `/api/profiles/${kid.json().id}/select`, payload: {} });
    const asKid = { headers: bearer(selected.json().token as string) };
    const payload = { email: other.email, password: other.password };
    const first = await as(app, asKid, { method: 'POST', url: '/api/auth/login', payload });
    expect([first.statusCode, first.json()]).toEqual([403, { error: ON_A_LIMITED_PROFILE }]);
    // A ticket got elsewhere does not finish there either.
    const code = appCode(secret);
    const second = await as(app, asKid, { method: 'POST', url: '/api/auth/login/two-step', payload: { ticket, code } });
    expect([second.statusCode, second.json()]).toEqual([403, { error: ON_A_LIMITED_PROFILE }]);
    expect((await as(app, asKid, { method: 'GET', url: '/api/auth/me' })).json().profile.kids).toBe(true);
  });

  it('asks for a setup first, and refuses a visitor', async () => {
    const user = await signUp(app);
    const early = await as(app, user, { method: 'POST', url: '/api/auth/two-step/enable', payload: { code: '123456' } });
    expect(early.statusCode).toBe(409);
    expect((await app.inject({ method: 'POST', url: '/api/auth/two-step/setup' })).statusCode).toBe(401);
    expect((await as(app, user, { method: 'POST', url: '/api/auth/two-step/enable', payload: { code: '' } })).statusCode).toBe(
      400,
    );
  });
});
