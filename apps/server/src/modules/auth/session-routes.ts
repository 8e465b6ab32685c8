import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  isLimitedProfile,
  meReplySchema,
  signOutBodySchema,
  updateProfileBodySchema,
  userSchema,
  type MeReply,
  type SignOutBody,
} from '@marquee/core';
import { errorReplies, NO_CONTENT, SIGNED_IN, type ApiApp, type ApiTag } from '../../http/api-description.ts';
import { checkAccountPassword } from './account-password.ts';
import { requireFullProfile, requireUser, signInFirst, toUserJson } from './current-user.ts';
import type { AuthRouteNeeds } from './routes.ts';
import { bearerToken } from './tokens.ts';
import { revokeAllTokens, revokeToken, updateProfile } from './user-queries.ts';

const SIGN_OUT_NEEDS_PASSWORD = /*i18n*/ 'Enter the account password to sign out of this profile';

/** GET /auth/me, PATCH /auth/update-profile, and signing out of this device or every one. */
export function sessionRoutes(app: ApiApp, { hashing }: AuthRouteNeeds): void {
  const db = app.ctx.db.kysely;
  const tags: ApiTag[] = ['auth'];
  const me = {
    summary: 'The signed-in user',
    tags,
    security: SIGNED_IN,
    response: { 200: meReplySchema, ...errorReplies(401, 503) },
  };
  app.get('/auth/me', { schema: me }, async (request): Promise<MeReply> => {
    const user = requireUser(request);
    return { ...toUserJson(user), profile: user.profile };
  });

  const profile = {
    summary: "Changes the account's display name or photo (not from a limited profile)",
    tags,
    security: SIGNED_IN,
    body: updateProfileBodySchema,
    response: { 200: userSchema, ...errorReplies(400, 401, 403, 413, 415, 503) },
  };
  app.patch('/auth/update-profile', { schema: profile, preValidation: signInFirst }, async (request) => {
    // The name and photo are the account's, shown on every profile: a Kids profile does not rename the account.
    const user = requireFullProfile(request);
    const { body } = request;
    const updated = await updateProfile(db, user.id, {
      display_name: body.displayName,
      // An empty photo URL clears the photo (docs/behaviour.md#profile-fields allows it).
      photo_url: body.photoURL === undefined ? undefined : body.photoURL || null,
    });
    return toUserJson(updated);
  });

  /**
   * Signing out of a limited profile lifts its limit (a visitor has none), so its token needs the account password
   * to do it (docs/behaviour.md#profiles); any other token signs out as it is.
   */
  async function mayLeave(request: FastifyRequest, reply: FastifyReply, body: SignOutBody | null | undefined) {
    const user = requireUser(request);
    if (isLimitedProfile(user.profile)) {
      await checkAccountPassword(db, hashing, request, reply, user.id, body?.password, SIGN_OUT_NEEDS_PASSWORD);
    }
    return user;
  }

  const signOut = {
    tags,
    security: SIGNED_IN,
    body: signOutBodySchema.nullish(),
    response: { 204: NO_CONTENT, ...errorReplies(400, 401, 403, 413, 415, 429, 503) },
  };
  app.post(
    '/auth/logout',
    {
      schema: { summary: "Signs out: revokes this request's token (a limited profile's with the account password)", ...signOut },
      preValidation: signInFirst,
    },
    async (request, reply) => {
      await mayLeave(request, reply, request.body);
      const token = bearerToken(request.headers.authorization);
      if (token) await revokeToken(db, token);
      return reply.status(204).send();
    },
  );

  // Signs out every device, this one too (a lost phone, a shared computer).
  app.post(
    '/auth/logout-all',
    {
      schema: {
        summary:
          "Signs out everywhere: revokes every one of the user's tokens (from a limited profile, with the account password)",
        ...signOut,
      },
      preValidation: signInFirst,
    },
    async (request, reply) => {
      const user = await mayLeave(request, reply, request.body);
      await revokeAllTokens(db, user.id);
      return reply.status(204).send();
    },
  );
}
