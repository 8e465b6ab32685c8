import { changePasswordBodySchema, deleteAccountBodySchema } from '@marquee/core';
import { errorReplies, NO_CONTENT, SIGNED_IN, type ApiApp, type ApiTag } from '../../http/api-description.ts';
import { checkAccountPassword, INCORRECT_PASSWORD } from './account-password.ts';
import { requireFullProfile, signInFirst } from './current-user.ts';
import type { AuthRouteNeeds } from './routes.ts';
import { hashPassword } from './passwords.ts';
import { bearerToken } from './tokens.ts';
import { changePassword, deleteUser } from './user-queries.ts';

/** Changing the password and deleting the account, each proved with the current password. */
export function passwordRoutes(app: ApiApp, { perAddressLimit, hashing }: AuthRouteNeeds): void {
  const db = app.ctx.db.kysely;
  const tags: ApiTag[] = ['auth'];
  // Guesses the current password like a sign-in, so it is limited like one.
  const password = {
    summary: 'Changes the password; signs out every other device',
    tags,
    security: SIGNED_IN,
    body: changePasswordBodySchema,
    response: { 204: NO_CONTENT, ...errorReplies(400, 401, 403, 413, 415, 429, 503) },
  };
  app.post(
    '/auth/password',
    { schema: password, preValidation: signInFirst, config: perAddressLimit },
    async (request, reply) => {
      const user = requireFullProfile(request);
      const { body } = request;
      await checkAccountPassword(db, hashing, request, reply, user.id, body.currentPassword, INCORRECT_PASSWORD);
      // requireUser passed, so the request carries a live token: the one that stays signed in.
      const token = bearerToken(request.headers.authorization) as string;
      await changePassword(db, user.id, await hashPassword(body.newPassword), token);
      return reply.status(204).send();
    },
  );

  const account = {
    summary: 'Deletes the account and everything it owns',
    tags,
    security: SIGNED_IN,
    body: deleteAccountBodySchema,
    response: { 204: NO_CONTENT, ...errorReplies(400, 401, 403, 413, 415, 429, 503) },
  };
  app.delete(
    '/auth/account',
    { schema: account, preValidation: signInFirst, config: perAddressLimit },
    async (request, reply) => {
      const user = requireFullProfile(request);
      const { body } = request;
      await checkAccountPassword(db, hashing, request, reply, user.id, body.password, INCORRECT_PASSWORD);
      await deleteUser(db, user.id);
      return reply.status(204).send();
    },
  );
}
