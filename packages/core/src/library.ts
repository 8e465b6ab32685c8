import { z } from './zod.ts';
import { apiText, mediaIdSchema, mediaTypeSchema } from './api.ts';

/**
 * The library's replies and bodies (docs/behaviour.md#library): the titles the scan of MEDIA_DIR matched,
 * and for the server's owner, the scan's state, the files it could not match, and a file matched by hand.
 */

/** The episodes one file of a show holds: `episode_end` is the last of a file of several. */
export const libraryEpisodeSchema = z.object({
  season: z.number(),
  episode: z.number(),
  episode_end: z.number().nullable(),
});
export type LibraryEpisode = z.infer<typeof libraryEpisodeSchema>;

/** A film or show of the library, as the matched title reads, with when its newest file was found. */
export const libraryTitleSchema = z.object({
  media_type: mediaTypeSchema,
  id: z.number(),
  title: z.string(),
  year: z.number().nullable(),
  poster_path: z.string().nullable(),
  backdrop_path: z.string().nullable(),
  /** ISO time the newest of its files was found. */
  added_at: z.string(),
  files: z.number(),
  /** A show's episodes on disk, in order (empty for a film). */
  episodes: z.array(libraryEpisodeSchema),
});
export type LibraryTitle = z.infer<typeof libraryTitleSchema>;

export const libraryReplySchema = z.object({
  titles: z.array(libraryTitleSchema),
  /** Whether the asker runs this server (docs/behaviour.md#the-librarys-owner): the owner's screens and hints. */
  manage: z.boolean(),
});
export type LibraryReply = z.infer<typeof libraryReplySchema>;

/** A file the scan could not match to a title, as its name reads. */
export const unmatchedFileSchema = z.object({
  path: z.string(),
  media_type: mediaTypeSchema,
  title: z.string(),
  year: z.number().nullable(),
  season: z.number().nullable(),
  episode: z.number().nullable(),
});
export type UnmatchedFile = z.infer<typeof unmatchedFileSchema>;

/** A name the scan passed over, as it can be shown (bytes that are not text written out as `\xff`), and why. */
export const skippedFileSchema = z.object({ path: z.string(), reason: z.string() });
export type SkippedFile = z.infer<typeof skippedFileSchema>;

/** FFmpeg and ffprobe as the server found them at start (docs/playback.md#the-owners-screen). */
export const mediaToolsStatusSchema = z.object({
  /** Both found: every file plays (converted when the browser can't play it as it is). */
  available: z.boolean(),
  /** FFmpeg's own first line ('ffmpeg version 5.1.6-0+deb12u1 Copyright …'); null without it. */
  version: z.string().nullable(),
  /** Without them, what it means and how to fix it, in the owner's words; null with them. */
  message: z.string().nullable(),
});
export type MediaToolsStatus = z.infer<typeof mediaToolsStatusSchema>;

/** How many of the library's files ffprobe has read in the background, and how many wait. */
export const mediaProbeStatusSchema = z.object({ done: z.number(), waiting: z.number() });
export type MediaProbeStatus = z.infer<typeof mediaProbeStatusSchema>;

/** The owner's view of the scan. */
export const libraryStatusSchema = z.object({
  scanning: z.boolean(),
  /** When this server's last scan ended (ISO time), null before the first. */
  scanned_at: z.string().nullable(),
  files: z.number(),
  /** Why the last scan stopped short, if it did. */
  error: z.string().nullable(),
  unmatched: z.array(unmatchedFileSchema),
  /** What this server's last scan passed over, at most LIBRARY_SKIPPED_SHOWN. */
  skipped: z.array(skippedFileSchema),
  media_tools: mediaToolsStatusSchema,
  probes: mediaProbeStatusSchema,
  /** The media folder as configured (MEDIA_DIR, './data/media' by default), and where that is on the server. */
  media_dir: z.object({ setting: z.string(), path: z.string() }),
});
export type LibraryStatusReply = z.infer<typeof libraryStatusSchema>;

/** The longest library path a body may name: longer than any the scan stores is no file. */
export const LIBRARY_PATH_MAX = 4096;

/** 'Match…': the file at `path` is this title, whatever its name says. */
export const libraryMatchBodySchema = z.strictObject({
  path: apiText(LIBRARY_PATH_MAX).min(1),
  media_type: mediaTypeSchema,
  id: mediaIdSchema,
});
export type LibraryMatchBody = z.infer<typeof libraryMatchBodySchema>;
