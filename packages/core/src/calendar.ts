import { z } from './zod.ts';
import { apiText, mediaTypeSchema } from './api.ts';
import { isCalendarDate } from './rules/calendar.ts';

/**
 * Schemas of /api/calendar and /api/notifications (docs/behaviour.md#calendar, docs/behaviour.md#notifications): the
 * episodes and films of a profile's followed titles by day, its calendar feed, and its new-episode notifications.
 */

const calendarDay = apiText(10).refine(isCalendarDate, { error: /*i18n*/ 'Use a date written YYYY-MM-DD' });

/** Query of GET /api/calendar: the first and last day, each optional (rules/calendar.ts calendarRange). */
export const calendarQuerySchema = z.object({ from: calendarDay.optional(), to: calendarDay.optional() });
export type CalendarQuery = z.infer<typeof calendarQuerySchema>;

/** One day's episode of a followed show, or a followed film's release; `season`, `episode`, `episode_name` null for a film. */
export const calendarItemSchema = z.object({
  date: z.string(),
  media_type: mediaTypeSchema,
  media_id: z.number(),
  title: z.string(),
  poster_path: z.string().nullable(),
  season: z.number().nullable(),
  episode: z.number().nullable(),
  episode_name: z.string().nullable(),
});
export type CalendarItem = z.infer<typeof calendarItemSchema>;

/** GET /api/calendar: the range served and its items, by day then title. */
export const calendarReplySchema = z.object({ from: z.string(), to: z.string(), items: z.array(calendarItemSchema) });
export type CalendarReply = z.infer<typeof calendarReplySchema>;

/** GET /api/calendar/feed: whether the profile has a feed link, and since when. */
export const calendarFeedStateSchema = z.object({ active: z.boolean(), created_at: z.string().nullable() });
export type CalendarFeedState = z.infer<typeof calendarFeedStateSchema>;

/** POST /api/calendar/feed: the new link, told once. */
export const calendarFeedLinkSchema = z.object({ url: z.string() });
export type CalendarFeedLink = z.infer<typeof calendarFeedLinkSchema>;

/** Params of GET /api/calendar/feed/{file}: the secret and `.ics`. */
export const calendarFeedParamsSchema = z.object({ file: z.string() });

export const NOTIFICATION_KINDS = ['new-episode'] as const;

/**
 * A notification: a followed show's new episode ('New episode of Arcane: S2 E4', as the app words it). `title` is
 * the show's name when it was made; `read_at` null until read.
 */
export const notificationSchema = z.object({
  id: z.string(),
  kind: z.enum(NOTIFICATION_KINDS),
  media_type: mediaTypeSchema,
  media_id: z.number(),
  season: z.number(),
  episode: z.number(),
  title: z.string(),
  created_at: z.string(),
  read_at: z.string().nullable(),
});
export type NotificationEntry = z.infer<typeof notificationSchema>;

/** GET /api/notifications: the newest notifications, and how many of all are unread. */
export const notificationsReplySchema = z.object({ items: z.array(notificationSchema), unread: z.number() });
export type NotificationsReply = z.infer<typeof notificationsReplySchema>;

/** Body of POST /api/notifications/read: some of the profile's notifications by id, or all of them. */
export const notificationsReadBodySchema = z.union([
  z.strictObject({ ids: z.array(apiText(64).min(1)).min(1).max(500) }),
  z.strictObject({ all: z.literal(true) }),
]);
export type NotificationsReadBody = z.infer<typeof notificationsReadBodySchema>;

/** The parts of a show's details (`/tv/{id}`) the calendar reads: its name, poster and air dates. */
const datedEpisodeSchema = z.object({
  season_number: z.number().int(),
  episode_number: z.number().int(),
  air_date: z.string().nullish(),
  name: z.string().nullish(),
});
export const calendarShowSchema = z.object({
  name: z.string(),
  poster_path: z.string().nullish(),
  seasons: z.array(z.object({ season_number: z.number().int(), air_date: z.string().nullish() })),
  last_episode_to_air: datedEpisodeSchema.nullish(),
  next_episode_to_air: datedEpisodeSchema.nullish(),
});
export type CalendarShow = z.infer<typeof calendarShowSchema>;

/** The parts of a season's details (`/tv/{id}/season/{n}`) the calendar reads: its episodes' air dates and names. */
export const calendarSeasonSchema = z.object({ episodes: z.array(datedEpisodeSchema) });

/** The parts of a film's details (`/movie/{id}`) the calendar reads. */
export const calendarFilmSchema = z.object({
  title: z.string(),
  poster_path: z.string().nullish(),
  release_date: z.string().nullish(),
});
