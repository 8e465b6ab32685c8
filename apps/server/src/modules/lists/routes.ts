import type { FastifyPluginAsync } from 'fastify';
import { bulkDeleteBodySchema, listEntryBodySchema, type BulkDeleteResult } from '@marquee/core';
import { notFound, parse } from '../../http/errors.ts';
import { requireUser } from '../auth/current-user.ts';
import { addEntry, deleteEntries, listJson, type ListName } from './list-queries.ts';

/** The two lists share one set of routes: /api/watchlist and /api/favourites (SPEC.md §7, DECISIONS.md). */
const lists: { path: string; list: ListName }[] = [
  { path: '/watchlist', list: 'watchlist' },
  { path: '/favourites', list: 'favourites' },
];

export const listRoutes: FastifyPluginAsync = async (app) => {
  const db = app.ctx.db.kysely;

  for (const { path, list } of lists) {
    app.get(path, async (request, reply) => {
      const json = await listJson(app.ctx.db, requireUser(request).id, list);
      return reply.type('application/json; charset=utf-8').send(json);
    });

    // Adding a title that is already there answers 200 with the existing entry instead of a duplicate.
    app.post(path, async (request, reply) => {
      const user = requireUser(request);
      const body = parse(listEntryBodySchema, request.body);
      const { entry, created } = await addEntry(db, user.id, list, body);
      return reply.status(created ? 201 : 200).send(entry);
    });

    app.delete<{ Params: { id: string } }>(`${path}/:id`, async (request, reply) => {
      const user = requireUser(request);
      const deleted = await deleteEntries(db, user.id, list, [request.params.id]);
      if (deleted === 0) throw notFound('Item not found');
      return reply.status(204).send();
    });

    app.post(`${path}/bulk-delete`, async (request): Promise<BulkDeleteResult> => {
      const user = requireUser(request);
      const { ids } = parse(bulkDeleteBodySchema, request.body);
      return { deleted: await deleteEntries(db, user.id, list, ids) };
    });
  }
};
