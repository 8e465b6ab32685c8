import type { FastifyPluginAsync } from 'fastify';
import {
  bulkDeleteBodySchema,
  historyEntryBodySchema,
  historyQuerySchema,
  isEntryId,
  type BulkDeleteResult,
  type CleanupResult,
  type HistoryPage,
} from '@marquee/core';
import { notFound, parse } from '../../http/errors.ts';
import { requireUser } from '../auth/index.ts';
import { readPreferences } from '../preferences/index.ts';
import { deleteHistory, historyPage, recordViewing, removeDuplicates } from './history-queries.ts';

/** /api/watch-history (docs/behaviour.md#own-api; deleting one item deletes only that item). */
export const historyRoutes: FastifyPluginAsync = async (app) => {
  const db = app.ctx.db.kysely;

  app.get('/watch-history', async (request): Promise<HistoryPage> => {
    const user = requireUser(request);
    return historyPage(app.ctx.db, user.id, parse(historyQuerySchema, request.query));
  });

  // 201 with a new entry, 200 with an updated one, or 200 {recorded: false} when the user turned
  // history off (the web app checks the preference too; this keeps the rule true for any client).
  app.post('/watch-history', async (request, reply) => {
    const user = requireUser(request);
    const body = parse(historyEntryBodySchema, request.body);
    const { isWatchHistoryEnabled } = await readPreferences(db, user.id);
    if (!isWatchHistoryEnabled) return reply.status(200).send({ recorded: false });
    const { entry, created } = await recordViewing(db, user.id, body);
    return reply.status(created ? 201 : 200).send(entry);
  });

  app.delete('/watch-history', async (request, reply) => {
    await deleteHistory(db, requireUser(request).id);
    return reply.status(204).send();
  });

  app.delete<{ Params: { id: string } }>('/watch-history/:id', async (request, reply) => {
    const user = requireUser(request);
    // An id of another shape names no entry: no need to ask the database (which may refuse its bytes).
    if (!isEntryId(request.params.id)) throw notFound('Item not found');
    if ((await deleteHistory(db, user.id, [request.params.id])) === 0) throw notFound('Item not found');
    return reply.status(204).send();
  });

  app.post('/watch-history/bulk-delete', async (request): Promise<BulkDeleteResult> => {
    const user = requireUser(request);
    const { ids } = parse(bulkDeleteBodySchema, request.body);
    return { deleted: await deleteHistory(db, user.id, ids) };
  });

  app.post('/watch-history/cleanup', async (request): Promise<CleanupResult> =>
    removeDuplicates(db, requireUser(request).id),
  );
};
