import { registrationStateSchema, setupBodySchema, signedInReplySchema, type RegistrationState } from '@marquee/core';
import { errorReplies, type ApiApp, type ApiTag } from '../../http/api-description.ts';
import type { RouteRateLimit } from '../../http/rate-limits.ts';
import { HttpError } from '../../http/errors.ts';
import { hashPassword, insertUser, registrationState, setRegistrationMode, signedIn } from '../auth/index.ts';
import { saveSiteName } from '../config/index.ts';
import { ALREADY_SET_UP, useSetupCode } from './setup-code.ts';

/** GET /auth/registration and POST /setup: what a visitor may do to come in, and the setup of a new server. */
export function setupRoutes(app: ApiApp, perAddressLimit: RouteRateLimit): void {
  const db = app.ctx.db.kysely;
  const { config, setupNeeded, siteName } = app.ctx;
  const tags: ApiTag[] = ['admin'];

  const state = {
    summary: 'Whether the server waits for its setup, and who may sign up',
    tags,
    response: { 200: registrationStateSchema, ...errorReplies(503) },
  };
  app.get('/auth/registration', { schema: state }, async (): Promise<RegistrationState> =>
    registrationState(db, config, setupNeeded),
  );

  const setup = {
    summary: "Sets up a new server: its owner's account, made with the setup code from the server log, and its name",
    tags,
    body: setupBodySchema,
    response: { 201: signedInReplySchema, ...errorReplies(400, 403, 409, 413, 415, 429, 503) },
  };
  app.post('/setup', { schema: setup, config: perAddressLimit }, async (request, reply) => {
    if (!(await setupNeeded())) throw new HttpError(409, ALREADY_SET_UP);
    const { body } = request;
    const user = await insertUser(
      db,
      {
        email: body.email.toLowerCase(),
        passwordHash: await hashPassword(body.password),
        displayName: body.displayName ?? null,
        role: 'admin',
      },
      async (trx) => {
        await useSetupCode(trx, body.code);
        await setRegistrationMode(trx, body.registration);
        if (body.siteName !== undefined) await saveSiteName(trx, body.siteName);
        return undefined;
      },
    );
    // No account exists before setup, so its email can only be taken by a setup that just won the race.
    if (!user) throw new HttpError(409, ALREADY_SET_UP);
    if (body.siteName !== undefined) await siteName.changed();
    return reply.status(201).send(await signedIn(db, request, user, user.id));
  });
}
