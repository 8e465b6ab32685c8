import {
  recoveryCodesSchema,
  signedInReplySchema,
  twoStepDisableBodySchema,
  twoStepEnableBodySchema,
  twoStepLoginBodySchema,
  twoStepSetupSchema,
  twoStepStatusSchema,
  type RecoveryCodes,
  type SignInFailureReason,
  type SignedInReply,
  type TwoStepStatus,
} from '@marquee/core';
import { errorReplies, NO_CONTENT, SIGNED_IN, type ApiApp, type ApiTag } from '../../http/api-description.ts';
import { addressKey } from '../../http/client-address.ts';
import { HttpError } from '../../http/errors.ts';
import { checkAccountPassword } from './account-password.ts';
import { requireFullProfile, requireUser, signInFirst } from './current-user.ts';
import type { AuthRouteNeeds } from './routes.ts';
import { finishSignIn, tooManyFailures } from './sign-in-routes.ts';
import {
  codeStep,
  disableTwoStep,
  enableTwoStep,
  recoveryCodesLeft,
  startTwoStep,
  takeStep,
  ticketUser,
  ticketValid,
  useRecoveryCode,
} from './two-step.ts';

const WRONG_CODE = /*i18n*/ 'That code is not right. Check that your phone’s clock is right, and try the newest code.';
const ALREADY_ON = /*i18n*/ 'Two-step sign-in is already on';
const NOT_STARTED = /*i18n*/ 'Start again: add the account to your authenticator app first';
const TICKET_GONE = /*i18n*/ 'Sign in again: the time to enter the code has run out';

/** Turning two-step sign-in on and off (docs/accounts.md#two-step-sign-in), and a sign-in's second step. */
export function twoStepRoutes(app: ApiApp, needs: AuthRouteNeeds): void {
  settingsRoutes(app, needs);
  secondStepRoute(app, needs);
}

function settingsRoutes(app: ApiApp, { perAddressLimit, hashing }: AuthRouteNeeds): void {
  const db = app.ctx.db.kysely;
  const own = { tags: ['auth'] satisfies ApiTag[], security: SIGNED_IN };
  const secretOf = (userId: string) =>
    db.selectFrom('users').select(['totp_secret', 'totp_pending']).where('id', '=', userId).executeTakeFirstOrThrow();

  const status = {
    summary: 'Whether two-step sign-in is on',
    ...own,
    response: { 200: twoStepStatusSchema, ...errorReplies(401, 503) },
  };
  app.get('/auth/two-step', { schema: status, preValidation: signInFirst }, async (request): Promise<TwoStepStatus> => {
    const user = requireUser(request);
    return { enabled: (await secretOf(user.id)).totp_secret !== null, recoveryCodesLeft: await recoveryCodesLeft(db, user.id) };
  });

  const setup = {
    summary: 'A new secret for an authenticator app; two-step sign-in turns on with its first code',
    ...own,
    response: { 200: twoStepSetupSchema, ...errorReplies(401, 403, 409, 503) },
  };
  app.post('/auth/two-step/setup', { schema: setup, preValidation: signInFirst }, async (request) => {
    const user = requireFullProfile(request);
    if ((await secretOf(user.id)).totp_secret !== null) throw new HttpError(409, ALREADY_ON);
    return startTwoStep(db, user, app.ctx.siteName.current());
  });

  const enable = {
    summary: 'Turns two-step sign-in on with the first code of the app; the reply holds the recovery codes',
    ...own,
    body: twoStepEnableBodySchema,
    response: { 200: recoveryCodesSchema, ...errorReplies(400, 401, 403, 409, 413, 415, 429, 503) },
  };
  app.post(
    '/auth/two-step/enable',
    { schema: enable, preValidation: signInFirst, config: perAddressLimit },
    async (request): Promise<RecoveryCodes> => {
      const user = requireFullProfile(request);
      const { totp_secret: secret, totp_pending: pending } = await secretOf(user.id);
      if (secret !== null) throw new HttpError(409, ALREADY_ON);
      if (pending === null) throw new HttpError(409, NOT_STARTED);
      const step = codeStep(pending, request.body.code, null);
      if (step === null) throw new HttpError(403, WRONG_CODE);
      return { recoveryCodes: await enableTwoStep(db, user.id, pending, step) };
    },
  );

  const disable = {
    summary: 'Turns two-step sign-in off, with the account password',
    ...own,
    body: twoStepDisableBodySchema,
    response: { 204: NO_CONTENT, ...errorReplies(400, 401, 403, 413, 415, 429, 503) },
  };
  app.delete(
    '/auth/two-step',
    { schema: disable, preValidation: signInFirst, config: perAddressLimit },
    async (request, reply) => {
      const user = requireFullProfile(request);
      await checkAccountPassword(db, hashing, request, reply, user.id, request.body.password, /*i18n*/ 'Password is required');
      await disableTwoStep(db, user.id);
      return reply.status(204).send();
    },
  );
}

function secondStepRoute(app: ApiApp, { perAddressLimit, failedSignIns }: AuthRouteNeeds): void {
  const db = app.ctx.db.kysely;
  const schema = {
    summary: "A sign-in's second step: the code of the authenticator app, or a recovery code",
    tags: ['auth'] satisfies ApiTag[],
    body: twoStepLoginBodySchema,
    response: { 200: signedInReplySchema, ...errorReplies(400, 401, 403, 413, 415, 429, 503) },
  };
  app.post('/auth/login/two-step', { schema, config: perAddressLimit }, async (request, reply): Promise<SignedInReply> => {
    const { ticket, code } = request.body;
    const parsed = ticketUser(ticket);
    const found = parsed
      ? await db
          .selectFrom('users')
          .select([
            'id',
            'email',
            'display_name',
            'photo_url',
            'role',
            'disabled',
            'password_hash',
            'totp_secret',
            'totp_last_step',
          ])
          .where('id', '=', parsed.userId)
          .executeTakeFirst()
      : undefined;
    if (!parsed || !found || found.totp_secret === null || !ticketValid(app.ctx.urls, parsed, found.password_hash)) {
      throw new HttpError(401, TICKET_GONE);
    }
    // Codes are guessed like passwords: counted against the account like failed sign-ins.
    const attempt = await failedSignIns.attempt(found.email, addressKey(request.ip));
    const failed = (reason: SignInFailureReason) =>
      app.ctx.signInFailures.note(request, { email: found.email, known: true, reason });
    if (!attempt.allowed) {
      await failed('too_many_failures');
      throw tooManyFailures(reply, attempt.retryAfterMs);
    }
    if (!(await codeAccepted(found.id, found.totp_secret, found.totp_last_step, code))) {
      await failed('wrong_code');
      throw new HttpError(401, WRONG_CODE);
    }
    await attempt.succeeded();
    return finishSignIn(db, request, found, new HttpError(401, TICKET_GONE));
  });

  /** A code of the app, used once, or one of the account's recovery codes, used once. */
  async function codeAccepted(userId: string, secret: string, lastStep: number | null, code: string) {
    const step = codeStep(secret, code, lastStep);
    if (step !== null) return takeStep(db, userId, step);
    return useRecoveryCode(db, userId, code);
  }
}
