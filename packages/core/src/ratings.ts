import { z } from './zod.ts';
import { apiInteger, mediaIdSchema, mediaTypeSchema } from './api.ts';
import { RATING_MAX, RATING_MIN } from './rules/rating-scale.ts';

/** Schemas of /api/ratings (docs/behaviour.md#your-ratings): a profile's own ratings of films and shows, 1 to 10. */

/** A rating as a request gives it: a JSON number, not text. */
export const ratingValueSchema = z.number().int().min(RATING_MIN).max(RATING_MAX);
/** The most titles a profile rates (docs/behaviour.md#your-ratings): rating one more answers 422. */
export const RATINGS_MAX_ENTRIES = 10_000;

/** One title's rating, with the title and poster the metadata source gave when it was rated. */
export const ratingSchema = z.object({
  media_type: mediaTypeSchema,
  media_id: z.number(),
  rating: z.number(),
  title: z.string(),
  poster_path: z.string().nullable(),
  rated_at: z.string(),
});
export type Rating = z.infer<typeof ratingSchema>;

/** Body of PUT /api/ratings: the title and its rating (a JSON whole number, 1 to 10); rating again replaces it. */
export const rateBodySchema = z.strictObject({
  media_type: mediaTypeSchema,
  media_id: mediaIdSchema,
  rating: ratingValueSchema,
});
export type RateBody = z.infer<typeof rateBodySchema>;

/** Body of DELETE /api/ratings: the title whose rating goes. */
export const unrateBodySchema = z.strictObject({ media_type: mediaTypeSchema, media_id: mediaIdSchema });
export type UnrateBody = z.infer<typeof unrateBodySchema>;

/** How GET /api/ratings orders the list: newest first (default), highest first, or by title A to Z. */
export const RATINGS_SORTS = ['rated_at', 'rating', 'title'] as const;
export type RatingsSort = (typeof RATINGS_SORTS)[number];

/** A page of the list holds 20 ratings unless `limit` says otherwise (1 to 100), as history's pages. */
export const RATINGS_PAGE_SIZE = 20;

const ratingBound = apiInteger(RATING_MIN, RATING_MAX);

/**
 * Query of GET /api/ratings: one title's rating (`media_type` and `media_id`, nothing else), or a page of the
 * profile's ratings: `sort`, `media_type` alone to keep films or shows, `min` and `max` ratings (both included),
 * `limit` and `offset`.
 */
export const ratingsQuerySchema = z
  .object({
    media_type: mediaTypeSchema.optional(),
    media_id: mediaIdSchema.optional(),
    sort: z.enum(RATINGS_SORTS).optional(),
    min: ratingBound.optional(),
    max: ratingBound.optional(),
    limit: apiInteger(1, 100).optional(),
    offset: apiInteger(0, 1_000_000).optional(),
  })
  .superRefine((query, ctx) => {
    const listOnly = [query.sort, query.min, query.max, query.limit, query.offset].some((field) => field !== undefined);
    if (query.media_id !== undefined && query.media_type === undefined) {
      ctx.addIssue({ code: 'custom', message: /*i18n*/ 'media_id needs its media_type' });
    } else if (query.media_id !== undefined && listOnly) {
      ctx.addIssue({
        code: 'custom',
        message: /*i18n*/ 'One title takes media_type and media_id alone: sort, min, max, limit and offset are for the list',
      });
    } else if (query.min !== undefined && query.max !== undefined && query.min > query.max) {
      ctx.addIssue({ code: 'custom', message: /*i18n*/ 'min must be at most max' });
    }
  });
export type RatingsQuery = z.infer<typeof ratingsQuerySchema>;

/** One title's rating (GET with a title): `rating` null when the profile has not rated it. */
export const titleRatingReplySchema = z.object({ rating: ratingSchema.nullable() });
export type TitleRatingReply = z.infer<typeof titleRatingReplySchema>;

/** A page of the profile's ratings (GET without a title), as history's pages. */
export const ratingsPageSchema = z.object({ items: z.array(ratingSchema), hasMore: z.boolean() });
export type RatingsPage = z.infer<typeof ratingsPageSchema>;
