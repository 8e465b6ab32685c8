import { z } from './zod.ts';
import { apiInteger, historyEntrySchema, mediaIdSchema, mediaTypeSchema } from './api.ts';

/** Schemas of /api/watched (docs/behaviour.md#watched-marks): marking films, episodes, seasons and shows watched. */

const seasonField = apiInteger(0, 10_000);
const episodeField = apiInteger(1, 100_000);

/**
 * Body of PUT and DELETE /api/watched: a film; or a show's episode (season and episode), season (season alone) or
 * whole show (neither). Season 0 holds a show's specials.
 */
export const watchedBodySchema = z
  .strictObject({
    media_type: mediaTypeSchema,
    media_id: mediaIdSchema,
    season: seasonField.optional(),
    episode: episodeField.optional(),
  })
  .superRefine((body, ctx) => {
    if (body.media_type === 'movie' && (body.season !== undefined || body.episode !== undefined)) {
      ctx.addIssue({ code: 'custom', message: /*i18n*/ 'A film has no season or episode' });
    } else if (body.episode !== undefined && body.season === undefined) {
      ctx.addIssue({ code: 'custom', message: /*i18n*/ 'An episode needs its season' });
    }
  });
export type WatchedBody = z.infer<typeof watchedBodySchema>;

/** Query of GET /api/watched: one title's marks (both fields), or the profile's watched titles (neither). */
export const watchedQuerySchema = z
  .object({ media_type: mediaTypeSchema.optional(), media_id: mediaIdSchema.optional() })
  .refine((query) => (query.media_type === undefined) === (query.media_id === undefined), {
    error: /*i18n*/ 'media_id and media_type go together',
  });
export type WatchedQuery = z.infer<typeof watchedQuerySchema>;

const progressSchema = z.object({ watched: z.number(), total: z.number() });

/** A marked episode: how often it was watched and when last. */
export const watchedEpisodeSchema = z.object({
  season: z.number(),
  episode: z.number(),
  plays: z.number(),
  last_watched_at: z.string(),
});
export type WatchedEpisode = z.infer<typeof watchedEpisodeSchema>;

/**
 * One title's marks (GET with a title, and the reply of PUT and DELETE). A film: `watched`, its plays and last
 * time; `episodes` and `seasons` empty, `progress` null. A show: watched when every aired episode of its regular
 * seasons is marked; its marked episodes (specials too); each season's progress; the show's ('7 of 10 episodes').
 */
export const watchedTitleSchema = z.object({
  media_type: mediaTypeSchema,
  media_id: z.number(),
  watched: z.boolean(),
  plays: z.number(),
  last_watched_at: z.string().nullable(),
  episodes: z.array(watchedEpisodeSchema),
  seasons: z.array(progressSchema.extend({ season: z.number() })),
  progress: progressSchema.nullable(),
});
export type WatchedTitle = z.infer<typeof watchedTitleSchema>;

/**
 * The profile's watched films and fully watched shows, by id (GET without a title): the cards' ticks; and its ratings
 * by title ('movie:550': 8), which the cards show too.
 */
export const watchedSummarySchema = z.object({
  movies: z.array(z.number()),
  shows: z.array(z.number()),
  ratings: z.record(z.string(), z.number()),
});
export type WatchedSummary = z.infer<typeof watchedSummarySchema>;

/** The parts of a show's details (`/tv/{id}`) that tell which episodes have aired (rules/watched-marks.ts). */
const episodePlaceSchema = z.object({ season_number: z.number().int(), episode_number: z.number().int() });
export const showAiringSchema = z.object({
  seasons: z.array(
    z.object({
      season_number: z.number().int(),
      episode_count: z.number().int().nullable().optional(),
      air_date: z.string().nullable().optional(),
    }),
  ),
  last_episode_to_air: episodePlaceSchema.nullable().optional(),
  next_episode_to_air: episodePlaceSchema.nullable().optional(),
});

/**
 * One card of Continue Watching (GET /api/continue-watching, docs/behaviour.md#continue-watching): a history entry's
 * fields (the title as kept, the episode, how far the viewing got) with `up_next` true when the card opens a show's
 * next episode rather than resuming a viewing (`watch_position` 0 then). `created_at` is the title's last activity,
 * a play or a mark; `id` is the viewing's entry, or the title's key for a show only marked.
 */
export const continueWatchingItemSchema = historyEntrySchema.extend({ up_next: z.boolean() });
export type ContinueWatchingItem = z.infer<typeof continueWatchingItemSchema>;
export const continueWatchingReplySchema = z.object({ items: z.array(continueWatchingItemSchema) });
export type ContinueWatchingReply = z.infer<typeof continueWatchingReplySchema>;

/** Body of POST /api/continue-watching/hidden: the title taken off the row. */
export const continueWatchingHideBodySchema = z.strictObject({ media_type: mediaTypeSchema, media_id: mediaIdSchema });
