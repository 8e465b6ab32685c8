import {
  resetCheckSchema,
  resetPasswordBodySchema,
  resetTokenParamsSchema,
  signedInReplySchema,
  type ResetCheck,
  type SignedInReply,
} from '@marquee/core';
import { errorReplies, type ApiApp, type ApiTag } from '../../http/api-description.ts';
import { HttpError } from '../../http/errors.ts';
import { hashPassword } from './passwords.ts';
import { checkResetLink, RESET_SPENT, useResetLink } from './reset-queries.ts';
import type { AuthRouteNeeds } from './routes.ts';
import { finishSignIn } from './sign-in-routes.ts';

/** GET /auth/reset-password/{token} and POST /auth/reset-password: the page an admin's reset link opens. */
export function resetRoutes(app: ApiApp, { perAddressLimit, hashing }: AuthRouteNeeds): void {
  const db = app.ctx.db.kysely;
  const tags: ApiTag[] = ['auth'];
  const check = {
    summary: 'Whether a password reset link still works, and for which account',
    tags,
    params: resetTokenParamsSchema,
    response: { 200: resetCheckSchema, ...errorReplies(400, 404, 410, 429, 503) },
  };
  app.get('/auth/reset-password/:token', { schema: check, config: perAddressLimit }, async (request): Promise<ResetCheck> => {
    const { email } = await checkResetLink(db, request.params.token);
    return { email };
  });

  const reset = {
    summary: "Sets the account's password with a reset link, signs out every device, and signs this one in",
    tags,
    body: resetPasswordBodySchema,
    response: { 200: signedInReplySchema, ...errorReplies(400, 403, 404, 410, 413, 415, 429, 503) },
  };
  app.post('/auth/reset-password', { schema: reset, config: perAddressLimit }, async (request, reply): Promise<SignedInReply> => {
    const { token, password } = request.body;
    await checkResetLink(db, token);
    await hashing.admit(request, reply);
    const userId = await useResetLink(db, token, await hashPassword(password));
    const user = await db
      .selectFrom('users')
      .select(['id', 'email', 'display_name', 'photo_url', 'role', 'disabled'])
      .where('id', '=', userId)
      .executeTakeFirst();
    if (!user) throw new HttpError(410, RESET_SPENT);
    // The password is set; an account an admin turned off still cannot sign in.
    return finishSignIn(db, request, user, new HttpError(410, RESET_SPENT));
  });
}
