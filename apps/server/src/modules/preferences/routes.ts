import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { preferencesSchema, updatePreferencesBodySchema, type Preferences } from '@marquee/core';
import { errorReplies, SIGNED_IN, type ApiTag } from '../../http/api-description.ts';
import { HttpError } from '../../http/errors.ts';
import { requireUser, signInFirst } from '../auth/index.ts';
import { readPreferences, savePreferences } from './preference-queries.ts';

/** The text for a source key that is not in the configured list (docs/behaviour.md#preferences). */
const INVALID_SOURCE = /*i18n*/ 'The selected source is not valid.';

/** /api/preferences: GET with defaults, PATCH any of the fields. */
export const preferenceRoutes: FastifyPluginAsync = async (instance) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const db = app.ctx.db.kysely;
  const signedIn = { tags: ['preferences'] satisfies ApiTag[], security: SIGNED_IN };
  const sourceKeys = new Set(app.ctx.sources.map((s) => s.key));

  /** A saved source the operator has since removed from the list reads as "no preference". */
  const current = async (userId: string): Promise<Preferences> => {
    const preferences = await readPreferences(db, userId);
    return sourceKeys.has(preferences.preferred_source) ? preferences : { ...preferences, preferred_source: '' };
  };

  const read = {
    summary: "The user's preferences, with the defaults",
    ...signedIn,
    response: { 200: preferencesSchema, ...errorReplies(401, 503) },
  };
  app.get('/preferences', { schema: read }, async (request): Promise<Preferences> => current(requireUser(request).profile.id));

  const changes = {
    summary: 'Changes any of the preferences',
    ...signedIn,
    body: updatePreferencesBodySchema,
    response: { 200: preferencesSchema, ...errorReplies(400, 401, 413, 415, 503) },
  };
  app.patch('/preferences', { schema: changes, preValidation: signInFirst }, async (request): Promise<Preferences> => {
    const user = requireUser(request);
    const change = request.body;
    if (change.preferred_source && !sourceKeys.has(change.preferred_source)) throw new HttpError(400, INVALID_SOURCE);
    await savePreferences(db, user.profile.id, change);
    return current(user.profile.id);
  });
};
