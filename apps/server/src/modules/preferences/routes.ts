import type { FastifyPluginAsync } from 'fastify';
import { updatePreferencesBodySchema, type Preferences } from '@marquee/core';
import { HttpError, parse } from '../../http/errors.ts';
import { requireUser } from '../auth/index.ts';
import { readPreferences, savePreferences } from './preference-queries.ts';

/** The text for a source key that is not in the configured list (docs/behaviour.md#preferences). */
const INVALID_SOURCE = 'The selected source is not valid.';

/** /api/preferences: GET with defaults, PATCH any of the three fields. */
export const preferenceRoutes: FastifyPluginAsync = async (app) => {
  const db = app.ctx.db.kysely;
  const sourceKeys = new Set(app.ctx.sources.map((s) => s.key));

  /** A saved source the operator has since removed from the list reads as "no preference". */
  const current = async (userId: string): Promise<Preferences> => {
    const preferences = await readPreferences(db, userId);
    return sourceKeys.has(preferences.preferred_source) ? preferences : { ...preferences, preferred_source: '' };
  };

  app.get('/preferences', async (request): Promise<Preferences> => current(requireUser(request).id));

  app.patch('/preferences', async (request): Promise<Preferences> => {
    const user = requireUser(request);
    const change = parse(updatePreferencesBodySchema, request.body);
    if (change.preferred_source && !sourceKeys.has(change.preferred_source)) throw new HttpError(400, INVALID_SOURCE);
    await savePreferences(db, user.id, change);
    return current(user.id);
  });
};
