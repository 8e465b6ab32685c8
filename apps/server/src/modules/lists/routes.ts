import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { bulkDeleteBodySchema, isEntryId, listEntryBodySchema, type BulkDeleteResult } from '@marquee/core';
import { preferredEncoding } from '../../http/accept-encoding.ts';
import { notFound, parse } from '../../http/errors.ts';
import { requireUser } from '../auth/index.ts';
import { addEntry, deleteEntries, listJson, type ListName } from './list-queries.ts';
import { KeptList, ListReplyCache } from './list-reply-cache.ts';

/** The two lists share one set of routes: /api/watchlist and /api/favourites (docs/behaviour.md#own-api). */
const lists: { path: string; list: ListName }[] = [
  { path: '/watchlist', list: 'watchlist' },
  { path: '/favourites', list: 'favourites' },
];

/** Smaller replies go out as they are, as the compress plugin's threshold (app.ts) has it. */
const ENCODE_FROM_BYTES = 1024;

/** Sends a kept list, encoded as the request accepts when it is worth it, as @fastify/compress would. */
function sendList(request: FastifyRequest, reply: FastifyReply, kept: KeptList): FastifyReply {
  reply.type('application/json; charset=utf-8');
  const encoding = kept.body.length >= ENCODE_FROM_BYTES ? preferredEncoding(request.headers['accept-encoding']) : undefined;
  if (!encoding) return reply.send(kept.body);
  return reply.header('vary', 'accept-encoding').header('content-encoding', encoding).send(kept.encodedAs(encoding));
}

export const listRoutes: FastifyPluginAsync = async (app) => {
  const db = app.ctx.db.kysely;

  for (const { path, list } of lists) {
    const replies = new ListReplyCache();

    // The list as the user's lists_version says it is (list-reply-cache.ts). A plain (not async)
    // handler: with the reply kept, or on SQLite, it is sent without waiting for a promise. The
    // compress plugin stays off this route: the kept reply carries its own encoded copies.
    app.get(path, { compress: false, decompress: false }, (request, reply) => {
      const user = requireUser(request);
      const version = user.lists_version;
      const kept = replies.get(user.id, version);
      if (kept !== undefined) {
        sendList(request, reply, kept);
        return;
      }
      const json = listJson(app.ctx.db, user.id, list);
      if (typeof json === 'string') {
        sendList(request, reply, replies.keep(user.id, version, json));
        return;
      }
      return json.then((text) => sendList(request, reply, replies.keep(user.id, version, text)));
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
      // An id of another shape names no entry: no need to ask the database (which may refuse its bytes).
      if (!isEntryId(request.params.id)) throw notFound('Item not found');
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
