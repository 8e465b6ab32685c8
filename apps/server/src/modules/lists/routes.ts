import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  bulkDeleteBodySchema,
  bulkDeleteResultSchema,
  entryIdParamsSchema,
  isEntryId,
  listEntryBodySchema,
  listEntrySchema,
  profileMaxRank,
  type BulkDeleteResult,
  type ListEntry,
} from '@marquee/core';
import { preferredEncoding } from '../../http/accept-encoding.ts';
import { errorReplies, NO_CONTENT, SIGNED_IN, type ApiApp, type ApiTag } from '../../http/api-description.ts';
import { HttpError, notFound } from '../../http/errors.ts';
import { requireUser, signInFirst } from '../auth/index.ts';
import { checkedEntries, NOT_ON_THIS_PROFILE, titleAllowed } from '../metadata/index.ts';
import { addEntry, deleteEntries, listJson, type ListName } from './list-queries.ts';
import { CachedList, ListReplyCache } from './list-reply-cache.ts';

/** The two lists share one set of routes: /api/watchlist and /api/favourites (docs/behaviour.md#own-api). */
const lists: { path: string; list: ListName }[] = [
  { path: '/watchlist', list: 'watchlist' },
  { path: '/favourites', list: 'favourites' },
];

/** Smaller replies go out as they are, as the compress plugin's threshold (app.ts) has it. */
const ENCODE_FROM_BYTES = 1024;

/** Sends a cached list, encoded as the request accepts when it is worth it, as @fastify/compress would. */
function sendList(request: FastifyRequest, reply: FastifyReply, cached: CachedList): void {
  reply.type('application/json; charset=utf-8');
  const encoding = cached.body.length >= ENCODE_FROM_BYTES ? preferredEncoding(request.headers['accept-encoding']) : undefined;
  if (!encoding) reply.send(cached.body);
  else reply.header('vary', 'accept-encoding').header('content-encoding', encoding).send(cached.encodedAs(encoding));
}

// Every list route needs a user. signInFirst answers a visitor's 401 before the input is checked; the routes
// without input leave it to requireUser, one hook fewer on the read every page makes.
const signedIn = { tags: ['lists'] satisfies ApiTag[], security: SIGNED_IN };

export const listRoutes: FastifyPluginAsync = async (instance) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  for (const { path, list } of lists) {
    readRoute(app, path, list);
    changeRoutes(app, path, list);
  }
};

/**
 * The list's reply text; under a limit, without the titles above it (docs/behaviour.md#ratings). `complete` is
 * false when some titles were left out only because this request's rating lookups were spent: not a reply to cache.
 */
async function readList(
  app: ApiApp,
  profileId: string,
  list: ListName,
  maxRank: number | null,
): Promise<{ json: string; complete: boolean }> {
  const json = await listJson(app.ctx.db, profileId, list);
  if (maxRank === null) return { json, complete: true };
  const checked = await checkedEntries(app.ctx.metadata, maxRank, JSON.parse(json) as ListEntry[]);
  return { json: JSON.stringify(checked.allowed), complete: checked.complete };
}

/** GET of one list, answered from its reply cache. */
function readRoute(app: ApiApp, path: string, list: ListName): void {
  const replies = new ListReplyCache();
  // The list as the profile's lists_version says it is (list-reply-cache.ts). The compress plugin
  // stays off this route: the cached reply carries its own encoded copies.
  // The reply is the cached JSON text (or its encoded bytes), which Fastify sends as it is: the schema describes
  // it and is never run on it.
  const read = {
    summary: `The ${list}, newest first`,
    ...signedIn,
    response: { 200: z.array(listEntrySchema), ...errorReplies(401, 503) },
  };
  app.get(path, { schema: read, compress: false, decompress: false }, async (request, reply) => {
    const user = requireUser(request);
    const version = user.profile.lists_version;
    const maxRank = profileMaxRank(user.profile);
    // Cached per limit too: changing a profile's limit changes what its list shows, not its lists_version.
    const key = maxRank === null ? user.profile.id : `${user.profile.id}:${maxRank}`;
    let cached = replies.get(key, version);
    if (!cached) {
      const read = await readList(app, user.profile.id, list, maxRank);
      cached = read.complete ? replies.set(key, version, read.json) : new CachedList(version, Buffer.from(read.json));
    }
    // Sent before the handler's promise settles, so it settles with nothing to send. Returning `reply`
    // would have Fastify's promise adopt it as a thenable: one more turn and call on every read.
    sendList(request, reply, cached);
  });
}

/** Adding a title to a list and removing entries from it. */
function changeRoutes(app: ApiApp, path: string, list: ListName): void {
  const db = app.ctx.db.kysely;
  // Adding a title that is already there answers 200 with the existing entry instead of a duplicate.
  const add = {
    summary: `Adds a title to the ${list} (200 with the entry already there)`,
    ...signedIn,
    body: listEntryBodySchema,
    response: {
      200: listEntrySchema.describe('The title was there already: its entry'),
      201: listEntrySchema.describe('Added: the new entry'),
      ...errorReplies(400, 401, 403, 413, 415, 422, 503),
    },
  };
  app.post(path, { schema: add, preValidation: signInFirst }, async (request, reply) => {
    const user = requireUser(request);
    const { body } = request;
    if (!(await titleAllowed(app.ctx.metadata, profileMaxRank(user.profile), body.media_type, body.media_id))) {
      throw new HttpError(403, NOT_ON_THIS_PROFILE);
    }
    const { entry, created } = await addEntry(db, user.profile.id, list, body, app.ctx.metadata.source);
    return reply.status(created ? 201 : 200).send(entry);
  });

  const remove = {
    summary: `Removes one entry from the ${list}`,
    ...signedIn,
    params: entryIdParamsSchema,
    response: { 204: NO_CONTENT, ...errorReplies(401, 404, 503) },
  };
  app.delete(`${path}/:id`, { schema: remove, preValidation: signInFirst }, async (request, reply) => {
    const user = requireUser(request);
    // An id of another shape names no entry: no need to ask the database (which may refuse its bytes).
    if (!isEntryId(request.params.id)) throw notFound(/*i18n*/ 'Item not found');
    const deleted = await deleteEntries(db, user.profile.id, list, [request.params.id]);
    if (deleted === 0) throw notFound(/*i18n*/ 'Item not found');
    return reply.status(204).send();
  });

  const removeSome = {
    summary: `Removes the entries named from the ${list}`,
    ...signedIn,
    body: bulkDeleteBodySchema,
    response: { 200: bulkDeleteResultSchema, ...errorReplies(400, 401, 413, 415, 503) },
  };
  app.post(
    `${path}/bulk-delete`,
    { schema: removeSome, preValidation: signInFirst },
    async (request): Promise<BulkDeleteResult> => {
      const user = requireUser(request);
      const { ids } = request.body;
      return { deleted: await deleteEntries(db, user.profile.id, list, ids) };
    },
  );
}
