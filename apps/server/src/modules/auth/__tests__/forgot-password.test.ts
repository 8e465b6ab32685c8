import { PassThrough } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildApp } from '../../../app.ts';
import { loadConfig } from '../../../config.ts';
import { as, buildTestApp, signUp, signUpAdmin } from '../../../__tests__/support/app.ts';
import { describeEachDatabase } from '../../../__tests__/support/databases.ts';
import { MAIL_PASSWORD, resetTokenIn, startMailCatcher, type MailCatcher } from '../../../__tests__/support/mail-catcher.ts';
import { SET_UP_SERVER_ENV } from '../../../__tests__/support/server-env.ts';

const ON_ITS_WAY = { message: 'If an account uses this address, a link to choose a new password is on its way.' };

describeEachDatabase('forgot password by mail', (database) => {
  let catcher: MailCatcher;
  beforeAll(async () => {
    catcher = await startMailCatcher();
  });
  afterAll(() => catcher.close());

  /** An app that mails through `smtpUrl`, its log kept; closing it waits for the mails under way. */
  const serve = async (smtpUrl: string, env: Record<string, string> = {}) => {
    const logged = new PassThrough();
    let log = '';
    logged.on('data', (chunk: Buffer) => (log += chunk.toString('utf8')));
    const config = loadConfig({
      WEB_DIST: 'no-web-build',
      AUTH_RATE_LIMIT: '100000',
      SITE_NAME: 'Film Night',
      SMTP_URL: smtpUrl,
      MAIL_FROM: 'Film Night <no-reply@example.com>',
      PUBLIC_URL: 'https://films.example.com',
      LOG_LEVEL: 'warn',
      ...SET_UP_SERVER_ENV,
      ...env,
    });
    const app = await buildApp(config, { db: database().db, logStream: logged });
    return { app, log: () => log };
  };
  const forgot = (app: FastifyInstance, payload: object) =>
    // A forged Host: the link is made with PUBLIC_URL all the same.
    app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload, headers: { host: 'attacker.example.net' } });
  const signIn = (app: FastifyInstance, email: string, password: string) =>
    app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });

  it('mails the account a one-time link that sets its password', async () => {
    const { app } = await serve(catcher.url);
    try {
      expect((await app.inject({ method: 'GET', url: '/api/config' })).json().signIn.resetByEmail).toBe(true);
      const user = await signUp(app);
      const before = catcher.mails.length;
      const answer = await forgot(app, { email: ` ${user.email.toUpperCase()} ` });
      expect(answer.statusCode).toBe(202);
      expect(answer.json()).toEqual(ON_ITS_WAY);

      const mail = (await catcher.waitFor(before + 1))[before]!;
      expect(mail.to).toEqual([user.email]);
      expect(mail.text).toContain('From: Film Night <no-reply@example.com>');
      expect(mail.text).toContain('Subject: Choose a new password for Film Night');
      expect(mail.text).toContain('https://films.example.com/reset-password?token=');
      expect(mail.text).toMatch(/24 hours/);
      expect(mail.text).toMatch(/ignore this mail/);
      const token = resetTokenIn(mail);

      const reset = () =>
        app.inject({ method: 'POST', url: '/api/auth/reset-password', payload: { token, password: 'a brand new password' } });
      expect((await reset()).statusCode).toBe(200);
      expect((await signIn(app, user.email, user.password)).statusCode).toBe(401);
      expect((await signIn(app, user.email, 'a brand new password')).statusCode).toBe(200);
      expect((await reset()).statusCode).toBe(410);
    } finally {
      await app.close();
    }
  });

  it('answers every address alike and mails only a live account, once in two minutes', async () => {
    const { app } = await serve(catcher.url);
    const before = catcher.mails.length;
    const [admin, user, twice, off] = await Promise.all([signUpAdmin(app), signUp(app), signUp(app), signUp(app)]);
    try {
      const turnOff = await as(app, admin, {
        method: 'PATCH',
        url: `/api/admin/users/${off.user.uid}`,
        payload: { disabled: true },
      });
      expect(turnOff.statusCode).toBe(204);

      const first = await forgot(app, { email: user.email });
      await catcher.waitFor(before + 1);
      const others = [
        await forgot(app, { email: user.email }),
        await forgot(app, { email: 'nobody-here@example.com' }),
        await forgot(app, { email: off.email }),
      ];
      // Two at once make one link between them.
      const together = await Promise.all([forgot(app, { email: twice.email }), forgot(app, { email: twice.email })]);
      for (const answer of [first, ...others, ...together]) {
        expect(answer.statusCode).toBe(202);
        expect(answer.json()).toEqual(ON_ITS_WAY);
      }
    } finally {
      await app.close();
    }
    // Closing waited for every mail under way: one went to each live account.
    const sent = catcher.mails.slice(before).map((mail) => mail.to);
    expect(sent).toHaveLength(2);
    expect(sent).toContainEqual([user.email]);
    expect(sent).toContainEqual([twice.email]);
  });

  it('refuses a bad body, and is limited per address like sign-in', async () => {
    const { app } = await serve(catcher.url, { AUTH_RATE_LIMIT: '3' });
    try {
      expect((await forgot(app, {})).statusCode).toBe(400);
      const notAnAddress = await forgot(app, { email: 'not an address' });
      expect(notAnAddress.statusCode).toBe(400);
      expect(notAnAddress.json()).toEqual({ error: 'email: Please enter a valid email address' });
      expect((await forgot(app, { email: 'a@example.com', password: 'x' })).statusCode).toBe(400);
      expect((await forgot(app, { email: 'a@example.com' })).statusCode).toBe(429);
    } finally {
      await app.close();
    }
  });

  it('answers 404 on a server that sends no mail', async () => {
    const app = await buildTestApp(database().db);
    try {
      expect((await app.inject({ method: 'GET', url: '/api/config' })).json().signIn.resetByEmail).toBe(false);
      const answer = await forgot(app, { email: 'a@example.com' });
      expect(answer.statusCode).toBe(404);
      expect(answer.json()).toEqual({ error: 'This server does not send email: ask its admin for a reset link' });
    } finally {
      await app.close();
    }
  });

  it('still answers 202 when the mail server refuses or is down, and logs it without the password', async () => {
    const refusing = await startMailCatcher({ refuse: true });
    const down = await startMailCatcher();
    await down.close();
    try {
      for (const smtpUrl of [refusing.url, down.url]) {
        const { app, log } = await serve(smtpUrl);
        try {
          const user = await signUp(app);
          const answer = await forgot(app, { email: user.email });
          expect(answer.statusCode).toBe(202);
          expect(answer.json()).toEqual(ON_ITS_WAY);
        } finally {
          await app.close();
        }
        expect(log()).toContain('A password reset mail could not be sent');
        expect(log()).toContain('"level":40');
        expect(log()).not.toContain(MAIL_PASSWORD);
      }
      expect(refusing.mails).toHaveLength(0);
    } finally {
      await refusing.close();
    }
  });
});
