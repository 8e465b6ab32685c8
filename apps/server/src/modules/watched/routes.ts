import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  continueWatchingHideBodySchema,
  continueWatchingReplySchema,
  profileMaxRank,
  watchedBodySchema,
  watchedQuerySchema,
  watchedSummarySchema,
  watchedTitleSchema,
  type ContinueWatchingReply,
  type MediaType,
  type WatchedSummary,
  type WatchedTitle,
} from '@marquee/core';
import { errorReplies, NO_CONTENT, SIGNED_IN, type ApiApp, type ApiTag } from '../../http/api-description.ts';
import { requireUser, signInFirst, type SignedInUser } from '../auth/index.ts';
import { allowedEntries, profileTitle } from '../metadata/index.ts';
import { continueWatchingRow } from './continue-watching.ts';
import { markWatched, unmarkWatched } from './mark-scope.ts';
import { showAiring } from './show-airing.ts';
import { titleState } from './title-state.ts';
import { watchedSummary } from './watched-summary.ts';

// Marks are a profile's, as its history is: signInFirst answers a visitor's 401 before the input is checked.
const signedIn = { tags: ['history'] satisfies ApiTag[], security: SIGNED_IN };

/** /api/watched: films, episodes, seasons and shows marked watched (docs/behaviour.md#watched-marks). */
export const watchedRoutes: FastifyPluginAsync = async (instance) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  readRoutes(app);
  writeRoutes(app);
  continueWatchingRoutes(app);
};

/** The profile's title, after its limit's check: a limited profile is refused titles above it (403). */
const titleOf = (app: ApiApp, user: SignedInUser, mediaType: MediaType, mediaId: number) =>
  profileTitle(app.ctx.metadata, { id: user.profile.id, maxRank: profileMaxRank(user.profile) }, mediaType, mediaId);

function readRoutes(app: ApiApp): void {
  const db = app.ctx.db.kysely;
  const read = {
    summary: "One title's marks and progress, or the profile's watched films and shows",
    ...signedIn,
    querystring: watchedQuerySchema,
    response: {
      200: watchedTitleSchema
        .or(watchedSummarySchema)
        .describe("With a title, its marks; without, the ids of the profile's watched films and fully watched shows"),
      ...errorReplies(400, 401, 403, 404, 502, 503, 504),
    },
  };
  app.get('/watched', { schema: read, preValidation: signInFirst }, async (request): Promise<WatchedTitle | WatchedSummary> => {
    const user = requireUser(request);
    const { media_type, media_id } = request.query;
    if (media_type === undefined || media_id === undefined) {
      return watchedSummary(db, app.ctx.metadata, user.profile.id, profileMaxRank(user.profile));
    }
    const title = await titleOf(app, user, media_type, media_id);
    return titleState(db, title, media_type === 'tv' ? await showAiring(app.ctx.metadata, media_id) : null);
  });
}

function writeRoutes(app: ApiApp): void {
  const db = app.ctx.db.kysely;
  const mark = {
    summary: 'Marks a film, an episode, a season or a whole show watched',
    ...signedIn,
    body: watchedBodySchema,
    response: {
      200: watchedTitleSchema.describe("The title's marks after this one"),
      ...errorReplies(400, 401, 403, 404, 413, 415, 422, 502, 503, 504),
    },
  };
  app.put('/watched', { schema: mark, preValidation: signInFirst }, async (request): Promise<WatchedTitle> => {
    const user = requireUser(request);
    const { body } = request;
    const title = await titleOf(app, user, body.media_type, body.media_id);
    const airing = body.media_type === 'tv' ? await showAiring(app.ctx.metadata, body.media_id) : null;
    await markWatched(db, title, body, airing);
    return titleState(db, title, airing);
  });

  const clear = {
    summary: 'Unmarks a film, an episode, a season or a whole show',
    ...signedIn,
    body: watchedBodySchema,
    response: { 204: NO_CONTENT, ...errorReplies(400, 401, 403, 413, 415, 503) },
  };
  app.delete('/watched', { schema: clear, preValidation: signInFirst }, async (request, reply) => {
    const user = requireUser(request);
    const { body } = request;
    await unmarkWatched(db, await titleOf(app, user, body.media_type, body.media_id), body);
    return reply.status(204).send();
  });
}

/** /api/continue-watching: the row, and taking a title off it (docs/behaviour.md#continue-watching). */
function continueWatchingRoutes(app: ApiApp): void {
  const db = app.ctx.db.kysely;
  const row = {
    summary: 'The Continue Watching row: titles to resume and shows at their next episode',
    ...signedIn,
    response: { 200: continueWatchingReplySchema, ...errorReplies(401, 503) },
  };
  app.get('/continue-watching', { schema: row, preValidation: signInFirst }, async (request): Promise<ContinueWatchingReply> => {
    const user = requireUser(request);
    const items = await continueWatchingRow(db, app.ctx.metadata, user.profile.id);
    const maxRank = profileMaxRank(user.profile);
    return { items: maxRank === null ? items : await allowedEntries(app.ctx.metadata, maxRank, items) };
  });

  const hide = {
    summary: 'Takes a title off Continue Watching until it is played or marked again; its history stays',
    ...signedIn,
    body: continueWatchingHideBodySchema,
    response: { 204: NO_CONTENT, ...errorReplies(400, 401, 403, 413, 415, 503) },
  };
  app.post('/continue-watching/hidden', { schema: hide, preValidation: signInFirst }, async (request, reply) => {
    const user = requireUser(request);
    const { media_type, media_id } = request.body;
    const title = await titleOf(app, user, media_type, media_id);
    const row = { profile_id: title.profileId, media_type, media_id, source: title.source, hidden_at: new Date().toISOString() };
    await db
      .insertInto('continue_watching_hidden')
      .values(row)
      .onConflict((oc) =>
        oc.columns(['profile_id', 'media_type', 'media_id']).doUpdateSet({ source: row.source, hidden_at: row.hidden_at }),
      )
      .execute();
    return reply.status(204).send();
  });
}
