import { z } from './zod.ts';
import { mediaTypeSchema } from './api.ts';
import { isTimeZone } from './rules/time-zones.ts';

/** Schemas of GET /api/stats (docs/behaviour.md#your-year): a profile's figures for a year or all time. */

/** `year`: a year (1900 to 2100), or `all`; left out, the current year. `tz`: the viewer's time zone. */
export const statsQuerySchema = z.strictObject({
  year: z
    .union([z.literal('all'), z.coerce.number().int().min(1900).max(2100)])
    .optional()
    .describe('A year, or all for all time; the current year when left out'),
  tz: z
    .string()
    .refine(isTimeZone, { message: /*i18n*/ 'tz must be a time zone such as Europe/Paris' })
    .optional()
    .describe("The viewer's IANA time zone, whose days, months and years count; UTC when left out"),
});
export type StatsQuery = z.infer<typeof statsQuerySchema>;

const countSchema = z.object({ name: z.string(), count: z.number() });

export const statsReplySchema = z.object({
  year: z.number().nullable(),
  hours: z.number(),
  films: z.number(),
  episodes: z.number(),
  periods: z.array(z.object({ period: z.string(), films: z.number(), episodes: z.number(), hours: z.number() })),
  longest_streak: z.object({ days: z.number(), from: z.string().nullable() }),
  top_films: z.array(
    z.object({
      media_type: mediaTypeSchema,
      media_id: z.number(),
      title: z.string(),
      poster_path: z.string().nullable(),
      count: z.number(),
    }),
  ),
  top_shows: z.array(
    z.object({
      media_type: mediaTypeSchema,
      media_id: z.number(),
      title: z.string(),
      poster_path: z.string().nullable(),
      count: z.number(),
    }),
  ),
  top_genres: z.array(countSchema),
  top_people: z.array(countSchema),
  /** The years from the first watched to the last, newest first: the page's choices. */
  years: z.array(z.number()),
});
export type StatsReply = z.infer<typeof statsReplySchema>;
