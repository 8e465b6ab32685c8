import { z } from './zod.ts';
import { HISTORY_MAX_ENTRIES, LIST_MAX_ENTRIES, WATCHED_MAX_MARKS } from './constants.ts';
import {
  apiInteger,
  apiText,
  appLanguageSchema,
  audioLanguageSchema,
  historyEntryBodySchema,
  historyEntrySchema,
  listEntryBodySchema,
  listEntrySchema,
  mediaIdSchema,
  mediaTypeSchema,
  metadataSourceSchema,
  preferencesSchema,
  subtitleBackgroundSchema,
  ratingStyleSchema,
  subtitleLanguageSchema,
  subtitleModeSchema,
  subtitleSizeSchema,
  userSchema,
} from './api.ts';
import { RATINGS_MAX_ENTRIES, ratingSchema, ratingValueSchema } from './ratings.ts';

/**
 * Schemas of GET /api/export and POST /api/import (docs/behaviour.md#your-data): the document of everything a profile
 * owns, and how the import reads it back.
 */

/** A watched mark as the export writes it: a film's has no season or episode (null). */
const exportedMarkSchema = z.object({
  media_type: mediaTypeSchema,
  media_id: z.number(),
  season: z.number().nullable(),
  episode: z.number().nullable(),
  plays: z.number(),
  last_watched_at: z.string(),
  source: metadataSourceSchema,
});
/** A title taken off Continue Watching, as the export writes it. */
const exportedHiddenSchema = z.object({
  media_type: mediaTypeSchema,
  media_id: z.number(),
  hidden_at: z.string(),
  source: metadataSourceSchema,
});
const exportedRatingSchema = ratingSchema.extend({ source: metadataSourceSchema });

/** GET /api/export: everything of one user, to download and import elsewhere (docs/behaviour.md#your-data). */
export const EXPORT_VERSION = 1;
export const exportDocumentSchema = z.object({
  version: z.literal(EXPORT_VERSION),
  exportedAt: z.string(),
  user: userSchema,
  preferences: preferencesSchema,
  watchlist: z.array(listEntrySchema),
  favourites: z.array(listEntrySchema),
  history: z.array(historyEntrySchema),
  watched: z.array(exportedMarkSchema),
  hidden: z.array(exportedHiddenSchema),
  ratings: z.array(exportedRatingSchema),
});
export type ExportDocument = z.infer<typeof exportDocumentSchema>;

/**
 * The largest export POST /api/import takes, as the app sends it (compact JSON). An export entry is 300 to 700
 * bytes, so a file at the caps of a profile (HISTORY_MAX_ENTRIES, LIST_MAX_ENTRIES) is well under it.
 */
export const IMPORT_MAX_BYTES = 64 * 1024 * 1024;
/**
 * The most watched marks, and titles taken off Continue Watching, one import takes (and one export writes): the
 * marks a profile keeps (WATCHED_MAX_MARKS), and for hidden titles what fits beside full lists and history in
 * IMPORT_MAX_BYTES (a mark is about 130 bytes).
 */
export const IMPORT_MAX_MARKS = WATCHED_MAX_MARKS;
export const IMPORT_MAX_HIDDEN = 10_000;

/** What an import file holds lists of, each checked entry by entry. */
export type ImportPart = 'watchlist' | 'favourites' | 'history' | 'watched' | 'hidden' | 'ratings';

/** How many entries of each list an import file holds at most, and the refusal past it (a text of the server's catalogues). */
const IMPORT_CAPS: Record<ImportPart, [number, string]> = {
  watchlist: [
    LIST_MAX_ENTRIES,
    /*i18n*/ 'An import holds at most {max, plural, one {# title} other {# titles}} in its watchlist',
  ],
  favourites: [
    LIST_MAX_ENTRIES,
    /*i18n*/ 'An import holds at most {max, plural, one {# title} other {# titles}} in its favourites',
  ],
  history: [
    HISTORY_MAX_ENTRIES,
    /*i18n*/ 'An import holds at most {max, plural, one {# history entry} other {# history entries}}',
  ],
  watched: [IMPORT_MAX_MARKS, /*i18n*/ 'An import holds at most {max, plural, one {# watched mark} other {# watched marks}}'],
  hidden: [
    IMPORT_MAX_HIDDEN,
    /*i18n*/ 'An import holds at most {max, plural, one {# title} other {# titles}} taken off Continue Watching',
  ],
  ratings: [RATINGS_MAX_ENTRIES, /*i18n*/ 'An import holds at most {max, plural, one {# rating} other {# ratings}}'],
};

/** The refusal (422) of an import file with more entries in one of its lists than a profile keeps: its text and values. */
export function importTooMany(list: ImportPart): { text: string; values: { max: number } } {
  const [max, text] = IMPORT_CAPS[list];
  return { text, values: { max } };
}
const isoDateTime = z.iso
  .datetime({ offset: true, error: /*i18n*/ 'must be an ISO date-time' })
  .transform((v) => new Date(v).toISOString());

/** One list entry of an export, as the import reads it: the add route's rules plus the time it was added. */
export const importListEntrySchema = listEntryBodySchema.extend({
  added_at: isoDateTime,
  source: metadataSourceSchema.optional(),
});
/** One history entry of an export, as the import reads it. */
export const importHistoryEntrySchema = historyEntryBodySchema.extend({
  created_at: isoDateTime,
  source: metadataSourceSchema.optional(),
});

/**
 * One watched mark of an export, as the import reads it: a film's without season and episode (null or left out), an
 * episode's with both, as PUT /api/watched takes them.
 */
export const importWatchedMarkSchema = z
  .object({
    media_type: mediaTypeSchema,
    media_id: mediaIdSchema,
    season: apiInteger(0, 10_000).nullable().optional(),
    episode: apiInteger(1, 100_000).nullable().optional(),
    plays: apiInteger(1),
    last_watched_at: isoDateTime,
    source: metadataSourceSchema,
  })
  .superRefine((mark, ctx) => {
    const placed = [mark.season, mark.episode].filter((n) => n !== null && n !== undefined).length;
    // Custom messages stand alone in the {error} text: each names what it is about.
    if (mark.media_type === 'movie' && placed > 0) {
      ctx.addIssue({ code: 'custom', message: /*i18n*/ "A film's watched mark has no season or episode" });
    } else if (mark.media_type === 'tv' && placed < 2) {
      ctx.addIssue({ code: 'custom', message: /*i18n*/ "An episode's watched mark needs its season and episode" });
    }
  });
/** One title taken off Continue Watching, as the import reads it. */
export const importHiddenSchema = z.object({
  media_type: mediaTypeSchema,
  media_id: mediaIdSchema,
  hidden_at: isoDateTime,
  source: metadataSourceSchema,
});
/** One rating of an export, as the import reads it: the rating route's rules, with the title and time kept. */
export const importRatingSchema = z.object({
  media_type: mediaTypeSchema,
  media_id: mediaIdSchema,
  rating: ratingValueSchema,
  title: apiText(500),
  poster_path: listEntryBodySchema.shape.poster_path,
  rated_at: isoDateTime,
  source: metadataSourceSchema,
});

/** The refusal (400) of a file that is no export of this app: any JSON but an object with a numeric version. */
export const NOT_AN_EXPORT_MESSAGE = /*i18n*/ 'This file is not a Marquee export';
/** A fixed text (a schema's message takes no values), checked against EXPORT_VERSION by a test. */
export const UNSUPPORTED_EXPORT_VERSION = /*i18n*/ 'Unsupported export version (expected 1)';

/**
 * Body of POST /api/import: an export document, checked entry by entry with the same rules as the
 * add routes. Entry ids, exportedAt and user are not needed (the importing account is the signed-in one).
 * Whether the file is an export at all is said in the product's words (custom issues, which stand alone in
 * the `{error}` text); an export of another version is named as one.
 */
export const importBodySchema = z.object(
  {
    version: z
      .unknown()
      .refine((version) => typeof version === 'number', { error: NOT_AN_EXPORT_MESSAGE })
      .pipe(z.literal(EXPORT_VERSION, { error: UNSUPPORTED_EXPORT_VERSION }))
      // Described as what it takes, which the check above cannot say.
      .meta({ type: 'number', const: EXPORT_VERSION }),
    // Exports from before a preference (the languages, subtitles and rating style) have none: the profile's stays as it is.
    preferences: preferencesSchema
      .extend({
        preferred_source: apiText(64),
        subtitle_language: subtitleLanguageSchema.optional(),
        audio_language: audioLanguageSchema.optional(),
        subtitle_mode: subtitleModeSchema.optional(),
        subtitle_size: subtitleSizeSchema.optional(),
        subtitle_background: subtitleBackgroundSchema.optional(),
        rating_style: ratingStyleSchema.optional(),
        language: appLanguageSchema.optional(),
      })
      .optional(),
    watchlist: z.array(importListEntrySchema).max(LIST_MAX_ENTRIES).default([]),
    favourites: z.array(importListEntrySchema).max(LIST_MAX_ENTRIES).default([]),
    history: z.array(importHistoryEntrySchema).max(HISTORY_MAX_ENTRIES).default([]),
    // Exports from before marks, hidden titles and ratings have none: the profile's stay as they are.
    watched: z.array(importWatchedMarkSchema).max(IMPORT_MAX_MARKS).default([]),
    hidden: z.array(importHiddenSchema).max(IMPORT_MAX_HIDDEN).default([]),
    ratings: z.array(importRatingSchema).max(RATINGS_MAX_ENTRIES).default([]),
  },
  // Anything but an object (a list, a string, a number).
  { error: NOT_AN_EXPORT_MESSAGE },
);
export type ImportBody = z.infer<typeof importBodySchema>;

export const importResultSchema = z.object({
  imported: z.object({
    watchlist: z.number(),
    favourites: z.number(),
    history: z.number(),
    /** Marks, hidden titles and ratings added or brought up to date (more plays, a later time). */
    watched: z.number(),
    hidden: z.number(),
    ratings: z.number(),
  }),
});
export type ImportResult = z.infer<typeof importResultSchema>;
