import { apiInteger, apiText, mediaIdSchema } from './api.ts';
import { z } from './zod.ts';

/**
 * The admins' Activity (docs/operations.md#activity): the players report what they play (POST
 * /api/activity/playing), and GET /api/admin/activity lists who watches what now and the latest sign-ins.
 */

/** How often a player reports while a title is open, playing or paused. */
export const ACTIVITY_REPORT_EVERY_MS = 30_000;
/** How long a viewer stays listed after their last report: three reports missed and the player counts as gone. */
export const ACTIVITY_EXPIRY_MS = 90_000;
/** How many sign-ins the Activity lists. */
export const ACTIVITY_SIGN_INS = 20;

/** direct: the file as it is; remux: video copied, repackaged; transcode: video converted (playback.ts). */
export const PLAYBACK_METHODS = ['direct', 'remux', 'transcode'] as const;

/** The longest film or episode a report may place a player in: a day, in seconds. */
const SECONDS_MAX = 86_400;

/** What plays: a film, or a show's episode, by the server's metadata source's ids. */
export const activityMediaSchema = z.discriminatedUnion('type', [
  z.strictObject({ type: z.literal('movie'), id: mediaIdSchema }),
  z.strictObject({
    type: z.literal('tv'),
    id: mediaIdSchema,
    season: apiInteger(0, 10_000),
    episode: apiInteger(0, 100_000),
  }),
]);
export type ActivityMedia = z.infer<typeof activityMediaSchema>;

/** POST /api/activity/playing: a player's report. The title's name is never taken from it: the server looks it up. */
export const playingReportSchema = z.strictObject({
  media: activityMediaSchema,
  /** Seconds into the film or episode. */
  position: z.number().min(0).max(SECONDS_MAX),
  /** Its length in seconds; null while the player does not know it yet. */
  duration: z.number().min(0).max(SECONDS_MAX).nullable(),
  paused: z.boolean(),
  /** How the file reaches the player, and why it is converted; null when the player does not say. */
  method: z.enum(PLAYBACK_METHODS).nullable(),
  reasons: z.array(apiText(300)).max(10).default([]),
  /** The player closed or ended: the viewer leaves the list at once (as DELETE does). */
  stopped: z.boolean().default(false),
});
export type PlayingReport = z.input<typeof playingReportSchema>;

/** One viewer as the admins see them. */
export const activityViewerSchema = z.object({
  /** Names the entry (one per sign-in): the start of its token's hash, never the token. */
  id: z.string(),
  account: z.object({ id: z.string(), name: z.string() }),
  profile: z.string(),
  media: z.discriminatedUnion('type', [
    z.object({ type: z.literal('movie'), id: z.number() }),
    z.object({ type: z.literal('tv'), id: z.number(), season: z.number(), episode: z.number() }),
  ]),
  /** The title's name as the server's metadata source gives it; null when it does not know the title. */
  title: z.string().nullable(),
  position: z.number(),
  duration: z.number().nullable(),
  paused: z.boolean(),
  method: z.enum(PLAYBACK_METHODS).nullable(),
  reasons: z.array(z.string()),
  /** The node that took the report: its host name and port. */
  node: z.string(),
  /** The player's browser and system, read from its User-Agent ('Firefox 140', 'Windows 11'). */
  browser: z.string().nullable(),
  system: z.string().nullable(),
  /** When this sign-in started playing this title, and its last report. */
  startedAt: z.string(),
  updatedAt: z.string(),
});
export type ActivityViewer = z.infer<typeof activityViewerSchema>;

/** A sign-in the server keeps (signed-out ones are gone), the newest first. */
export const activitySignInSchema = z.object({
  account: z.object({ id: z.string(), name: z.string() }),
  profile: z.string(),
  createdAt: z.string(),
  lastSeenAt: z.string().nullable(),
  browser: z.string().nullable(),
  system: z.string().nullable(),
});
export type ActivitySignIn = z.infer<typeof activitySignInSchema>;

/** Why a sign-in failed: a wrong email or password, an account locked after too many, a wrong two-step code. */
export const SIGN_IN_FAILURE_REASONS = ['wrong_password', 'too_many_failures', 'wrong_code'] as const;
export type SignInFailureReason = (typeof SIGN_IN_FAILURE_REASONS)[number];

/** A failed sign-in, as the server noted it: the newest first, the last 100 kept. */
export const activityFailedSignInSchema = z.object({
  at: z.string(),
  /** The email tried, lower-cased; `known` says whether an account has it. */
  email: z.string(),
  known: z.boolean(),
  /** The client's address, as the server sees it (behind TRUST_PROXY, the proxy's client). */
  address: z.string(),
  reason: z.enum(SIGN_IN_FAILURE_REASONS),
  browser: z.string().nullable(),
  system: z.string().nullable(),
});
export type ActivityFailedSignIn = z.infer<typeof activityFailedSignInSchema>;

/** GET /api/admin/activity. */
export const activityReplySchema = z.object({
  /** Every node's viewers when nodes share Redis, the newest report first. */
  watching: z.array(activityViewerSchema),
  signIns: z.array(activitySignInSchema),
  /** Every node's, when nodes share Redis; this node's since it started otherwise. */
  failedSignIns: z.array(activityFailedSignInSchema),
});
export type ActivityReply = z.infer<typeof activityReplySchema>;
