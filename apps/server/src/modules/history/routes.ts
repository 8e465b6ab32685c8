import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  bulkDeleteBodySchema,
  bulkDeleteResultSchema,
  cleanupResultSchema,
  entryIdParamsSchema,
  historyEntryBodySchema,
  historyEntrySchema,
  historyPageSchema,
  historyQuerySchema,
  historyRecordReplySchema,
  isEntryId,
  type BulkDeleteResult,
  type CleanupResult,
  type HistoryPage,
  profileMaxRank,
} from '@marquee/core';
import { errorReplies, NO_CONTENT, SIGNED_IN, type ApiApp, type ApiTag } from '../../http/api-description.ts';
import { HttpError, notFound } from '../../http/errors.ts';
import { requireUser, signInFirst } from '../auth/index.ts';
import { allowedEntries, NOT_ON_THIS_PROFILE, titleAllowed } from '../metadata/index.ts';
import { readPreferences } from '../preferences/index.ts';
import { scrobbleViewing } from '../service-sync/index.ts';
import { markIfWatched } from '../watched/index.ts';
import { deleteHistory, historyPage, recordViewing, removeDuplicates } from './history-queries.ts';

// Every history route needs a user; signInFirst answers a visitor's 401 before the input is checked.
const signedIn = { tags: ['history'] satisfies ApiTag[], security: SIGNED_IN };

/** /api/watch-history (docs/behaviour.md#own-api; deleting one item deletes only that item). */
export const historyRoutes: FastifyPluginAsync = async (instance) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  readAndRecordRoutes(app);
  deleteRoutes(app);
};

/** Reading the history, a page at a time, and recording a viewing. */
function readAndRecordRoutes(app: ApiApp): void {
  const db = app.ctx.db.kysely;
  const page = {
    summary: 'A page of watch history, newest or oldest first, of every title or one',
    ...signedIn,
    querystring: historyQuerySchema,
    response: { 200: historyPageSchema, ...errorReplies(400, 401, 503) },
  };
  app.get('/watch-history', { schema: page, preValidation: signInFirst }, async (request): Promise<HistoryPage> => {
    const user = requireUser(request);
    const found = await historyPage(db, user.profile.id, request.query);
    // Under a limit, without the titles above it (docs/behaviour.md#ratings): a page may then hold fewer entries.
    const maxRank = profileMaxRank(user.profile);
    return maxRank === null ? found : { ...found, items: await allowedEntries(app.ctx.metadata, maxRank, found.items) };
  });

  // 201 with a new entry, 200 with an updated one, or 200 {recorded: false} when the user turned
  // history off (the web app checks the preference too; this keeps the rule true for any client).
  const record = {
    summary: 'Records a viewing, or its progress',
    ...signedIn,
    body: historyEntryBodySchema,
    response: {
      200: historyRecordReplySchema.describe(
        'The latest entry of the same viewing, updated; or {recorded: false} with history off',
      ),
      201: historyEntrySchema.describe('A new entry'),
      ...errorReplies(400, 401, 403, 413, 415, 503),
    },
  };
  app.post('/watch-history', { schema: record, preValidation: signInFirst }, async (request, reply) => {
    const user = requireUser(request);
    const { body } = request;
    if (!(await titleAllowed(app.ctx.metadata, profileMaxRank(user.profile), body.media_type, body.media_id))) {
      throw new HttpError(403, NOT_ON_THIS_PROFILE);
    }
    const { isWatchHistoryEnabled } = await readPreferences(db, user.profile.id);
    if (!isWatchHistoryEnabled) return reply.status(200).send({ recorded: false });
    const { entry, created } = await recordViewing(db, user.profile.id, body, app.ctx.metadata.source);
    // Played to its end, the film or episode is marked watched (docs/behaviour.md#watched-marks).
    await markIfWatched(db, user.profile.id, entry);
    // And sent to the services the profile is connected to, after the reply's work.
    scrobbleViewing(app, user.profile.id, entry);
    return reply.status(created ? 201 : 200).send(entry);
  });
}

/** Deleting the whole history, some entries, or its duplicates. */
function deleteRoutes(app: ApiApp): void {
  const db = app.ctx.db.kysely;
  const clear = {
    summary: 'Deletes the whole watch history',
    ...signedIn,
    response: { 204: NO_CONTENT, ...errorReplies(401, 503) },
  };
  app.delete('/watch-history', { schema: clear }, async (request, reply) => {
    await deleteHistory(db, requireUser(request).profile.id);
    return reply.status(204).send();
  });

  const remove = {
    summary: 'Deletes one entry of the watch history',
    ...signedIn,
    params: entryIdParamsSchema,
    response: { 204: NO_CONTENT, ...errorReplies(401, 404, 503) },
  };
  app.delete('/watch-history/:id', { schema: remove, preValidation: signInFirst }, async (request, reply) => {
    const user = requireUser(request);
    // An id of another shape names no entry: no need to ask the database (which may refuse its bytes).
    if (!isEntryId(request.params.id)) throw notFound(/*i18n*/ 'Item not found');
    if ((await deleteHistory(db, user.profile.id, [request.params.id])) === 0) throw notFound(/*i18n*/ 'Item not found');
    return reply.status(204).send();
  });

  const removeSome = {
    summary: 'Deletes the entries named',
    ...signedIn,
    body: bulkDeleteBodySchema,
    response: { 200: bulkDeleteResultSchema, ...errorReplies(400, 401, 413, 415, 503) },
  };
  app.post(
    '/watch-history/bulk-delete',
    { schema: removeSome, preValidation: signInFirst },
    async (request): Promise<BulkDeleteResult> => {
      const user = requireUser(request);
      const { ids } = request.body;
      return { deleted: await deleteHistory(db, user.profile.id, ids) };
    },
  );

  const cleanup = {
    summary: 'Removes duplicate entries, keeping the latest of each title and episode',
    ...signedIn,
    response: { 200: cleanupResultSchema, ...errorReplies(401, 503) },
  };
  app.post('/watch-history/cleanup', { schema: cleanup }, async (request): Promise<CleanupResult> =>
    removeDuplicates(db, requireUser(request).profile.id),
  );
}
