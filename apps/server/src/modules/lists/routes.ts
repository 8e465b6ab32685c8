import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { bulkDeleteBodySchema, listEntryBodySchema, type BulkDeleteResult } from '@marquee/core';
import { notFound, parse } from '../../http/errors.ts';
import { requireUser } from '../auth/current-user.ts';
import { addEntry, deleteEntries, listJson, type ListName } from './list-queries.ts';
import { ListReplyCache } from './list-reply-cache.ts';

/** The two lists share one set of routes: /api/watchlist and /api/favourites (SPEC.md §7, DECISIONS.md). */
const lists: { path: string; list: ListName }[] = [
  { path: '/watchlist', list: 'watchlist' },
  { path: '/favourites', list: 'favourites' },
];

export const listRoutes: FastifyPluginAsync = async (app) => {
  const db = app.ctx.db.kysely;

  for (const { path, list } of lists) {
    const replies = new ListReplyCache();
    const send = (reply: FastifyReply, body: Buffer) => reply.type('application/json; charset=utf-8').send(body);
    const keep = (userId: string, version: number, json: string) => {
      const body = Buffer.from(json);
      replies.set(userId, version, body);
      return body;
    };

    // The list as the user's lists_version says it is (list-reply-cache.ts). A plain (not async)
    // handler: with the body kept, or on SQLite, the reply is sent without waiting for a promise.
    app.get(path, (request, reply) => {
      const user = requireUser(request);
      const version = user.lists_version;
      const kept = replies.get(user.id, version);
      if (kept !== undefined) {
        send(reply, kept);
        return;
      }
      const json = listJson(app.ctx.db, user.id, list);
      if (typeof json === 'string') {
        send(reply, keep(user.id, version, json));
        return;
      }
      return json.then((text) => send(reply, keep(user.id, version, text)));
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
