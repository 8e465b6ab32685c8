import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  profileMaxRank,
  rateBodySchema,
  ratingSchema,
  ratingsPageSchema,
  ratingsQuerySchema,
  titleRatingReplySchema,
  unrateBodySchema,
  type MediaType,
  type Rating,
  type RatingsPage,
  type TitleRatingReply,
} from '@marquee/core';
import { errorReplies, NO_CONTENT, SIGNED_IN, type ApiApp, type ApiTag } from '../../http/api-description.ts';
import { notFound } from '../../http/errors.ts';
import { requireUser, signInFirst, type SignedInUser } from '../auth/index.ts';
import { allowedEntries, profileTitle } from '../metadata/index.ts';
import { titleById } from '../title-refs/index.ts';
import { ratingOf, ratingsPage, rateTitle, unrateTitle } from './rating-queries.ts';

// Ratings are a profile's, as its history is: signInFirst answers a visitor's 401 before the input is checked.
const signedIn = { tags: ['history'] satisfies ApiTag[], security: SIGNED_IN };

/** /api/ratings: a profile's own ratings of films and shows (docs/behaviour.md#your-ratings). */
export const ratingRoutes: FastifyPluginAsync = async (instance) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  readRoutes(app);
  writeRoutes(app);
};

/** The profile's title, after its limit's check: a limited profile is refused titles above it (403). */
const titleOf = (app: ApiApp, user: SignedInUser, mediaType: MediaType, mediaId: number) =>
  profileTitle(app.ctx.metadata, { id: user.profile.id, maxRank: profileMaxRank(user.profile) }, mediaType, mediaId);

function readRoutes(app: ApiApp): void {
  const db = app.ctx.db.kysely;
  const read = {
    summary: "One title's rating, or a page of the profile's ratings",
    ...signedIn,
    querystring: ratingsQuerySchema,
    response: {
      200: titleRatingReplySchema
        .or(ratingsPageSchema)
        .describe("With a title, {rating} (null when not rated); without, a page of the profile's ratings"),
      ...errorReplies(400, 401, 403, 503),
    },
  };
  app.get('/ratings', { schema: read, preValidation: signInFirst }, async (request): Promise<TitleRatingReply | RatingsPage> => {
    const user = requireUser(request);
    const { query } = request;
    if (query.media_type !== undefined && query.media_id !== undefined) {
      return { rating: await ratingOf(db, await titleOf(app, user, query.media_type, query.media_id)) };
    }
    const page = await ratingsPage(db, user.profile.id, app.ctx.metadata.source, query);
    // Under a limit, without the titles above it (docs/behaviour.md#ratings): a page may then hold fewer.
    const allowed = await allowedEntries(app.ctx.metadata, profileMaxRank(user.profile), page.items);
    return { items: allowed.map(({ source: _source, ...rating }) => rating), hasMore: page.hasMore };
  });
}

function writeRoutes(app: ApiApp): void {
  const db = app.ctx.db.kysely;
  const rate = {
    summary: 'Rates a film or a show from 1 to 10, or rates it again',
    ...signedIn,
    body: rateBodySchema,
    response: {
      200: ratingSchema.describe('The rating, with the title and poster the metadata source gives'),
      ...errorReplies(400, 401, 403, 404, 413, 415, 422, 502, 503, 504),
    },
  };
  app.put('/ratings', { schema: rate, preValidation: signInFirst }, async (request): Promise<Rating> => {
    const user = requireUser(request);
    const { media_type, media_id, rating } = request.body;
    const title = await titleOf(app, user, media_type, media_id);
    // The title and poster are the source's, never the client's; a title it does not know cannot be rated.
    const found = await titleById(app.ctx.metadata, media_type, media_id);
    if (!found) throw notFound(media_type === 'movie' ? /*i18n*/ 'Movie not found' : /*i18n*/ 'TV show not found');
    return rateTitle(db, title, rating, { title: found.title, poster_path: found.poster_path });
  });

  const unrate = {
    summary: "Removes a title's rating",
    ...signedIn,
    body: unrateBodySchema,
    response: { 204: NO_CONTENT, ...errorReplies(400, 401, 403, 413, 415, 503) },
  };
  app.delete('/ratings', { schema: unrate, preValidation: signInFirst }, async (request, reply) => {
    const user = requireUser(request);
    const { media_type, media_id } = request.body;
    await unrateTitle(db, await titleOf(app, user, media_type, media_id));
    return reply.status(204).send();
  });
}
