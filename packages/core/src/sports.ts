import { z } from './zod.ts';

/**
 * The sports service's entities (docs/behaviour.md#sports-data), with the field names a streamed-style service
 * sends. The gateway (`/api/live/...`) checks the service's answers with them in upstream mode, passing on only
 * these fields, and answers the demo schedule in the same shapes. Fields a real service leaves out
 * now and then are optional (nullish), and unknown extra fields (viewers, ...) are ignored.
 */

export const sportSchema = z.object({
  id: z.string(),
  name: z.string(),
});
export type Sport = z.infer<typeof sportSchema>;

export const matchTeamSchema = z.object({
  name: z.string(),
  /** An image id, drawn by `images/badge/{badge}.webp`. */
  badge: z.string().nullish(),
});
export type MatchTeam = z.infer<typeof matchTeamSchema>;

export const matchSourceSchema = z.object({
  /** One of the stream sources (alpha, bravo, ...), the first part of `stream/{source}/{id}`. */
  source: z.string(),
  id: z.string(),
});
export type MatchSource = z.infer<typeof matchSourceSchema>;

export const matchSchema = z.object({
  id: z.string(),
  title: z.string(),
  /** A sport id. */
  category: z.string(),
  /** Start time, epoch milliseconds. */
  date: z.number(),
  /** An image path of the service ('/api/images/poster/...webp' or '/api/images/proxy/...webp'). */
  poster: z.string().nullish(),
  popular: z.boolean().nullish(),
  teams: z
    .object({
      home: matchTeamSchema.nullish(),
      away: matchTeamSchema.nullish(),
    })
    .nullish(),
  sources: z.array(matchSourceSchema),
});
export type Match = z.infer<typeof matchSchema>;

export const streamSchema = z.object({
  id: z.string(),
  streamNo: z.number(),
  language: z.string().nullish(),
  hd: z.boolean().nullish(),
  /** The page to embed: absolute for an upstream service, a path on this server for the demo schedule. */
  embedUrl: z.string(),
  source: z.string(),
});
export type Stream = z.infer<typeof streamSchema>;

export const sportListSchema = z.array(sportSchema);
export const matchListSchema = z.array(matchSchema);
export const streamListSchema = z.array(streamSchema);
