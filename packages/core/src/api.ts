import { z } from './zod.ts';
import { ACCENT_COLORS, DB_INTEGER_MAX, METADATA_SOURCES, PASSWORD_MIN_LENGTH, PASSWORD_TOO_SHORT, ROLES } from './constants.ts';
import { LANGUAGES } from './rules/languages.ts';
import { KNOWN_LANGUAGES } from './rules/media-file-name.ts';
import { SUBTITLE_BACKGROUNDS, SUBTITLE_MODES, SUBTITLE_SIZES } from './rules/subtitle-choice.ts';
import { containsNul, validateDisplayName, validatePhotoUrl } from './validation.ts';

/** Schemas of the own API (docs/behaviour.md#own-api): request bodies the server validates and replies the web app reads. */

export const mediaTypeSchema = z.enum(['movie', 'tv']);
export type MediaType = z.infer<typeof mediaTypeSchema>;

export const userSchema = z.object({
  uid: z.string(),
  email: z.string(),
  displayName: z.string().nullable(),
  photoURL: z.string().nullable(),
  /** Admins manage the server; members watch (docs/accounts.md#roles). */
  role: z.enum(ROLES),
});
export type User = z.infer<typeof userSchema>;

export const authResponseSchema = z.object({ token: z.string(), user: userSchema });
export type AuthResponse = z.infer<typeof authResponseSchema>;

/**
 * Every string field of a request: at most `max` characters (`tooLong` is the message past it, when
 * the field has one of its own) and no NUL (validation.ts `containsNul`). Request schemas build their
 * strings from this, never from a bare z.string().
 */
export const apiText = (max: number, tooLong?: string) =>
  z
    .string()
    .max(max, tooLong === undefined ? undefined : { error: tooLong })
    .refine((value) => !containsNul(value), { error: /*i18n*/ 'Text must not contain the NUL character (U+0000)' });

/**
 * A whole number the API stores in an `integer` column, from `min` to DB_INTEGER_MAX. A string of
 * digits counts too (query strings, and clients that send ids as text); nothing else is converted.
 */
export const apiInteger = (min: number, max = DB_INTEGER_MAX) =>
  z.preprocess(
    (value) => (typeof value === 'string' && /^\d{1,16}$/.test(value) ? Number(value) : value),
    z.number().int().min(min).max(max),
  );

/** A title's id, TMDB's or the offline catalogue's (constants.ts CATALOGUE_ID_MIN): 1 and up. */
export const mediaIdSchema = apiInteger(1);

/** Which metadata source a stored title's id belongs to (constants.ts METADATA_SOURCES). */
export const metadataSourceSchema = z.enum(METADATA_SOURCES);

/** A title's release year, kept beside its title so it can be matched again in another source. */
const yearField = apiInteger(1800, 2200).nullable().optional();

const emailSchema = apiText(1024)
  .trim()
  .max(254)
  .pipe(z.email({ error: /*i18n*/ 'Please enter a valid email address' }));

const displayNameField = apiText(1024).superRefine((v, ctx) => {
  const problem = validateDisplayName(v);
  if (problem) ctx.addIssue({ code: 'custom', message: problem });
});
const photoUrlField = apiText(2048).superRefine((v, ctx) => {
  const problem = validatePhotoUrl(v);
  if (problem) ctx.addIssue({ code: 'custom', message: problem });
});

export const registerBodySchema = z.strictObject({
  email: emailSchema,
  password: apiText(256, /*i18n*/ 'Password is too long').min(PASSWORD_MIN_LENGTH, {
    error: PASSWORD_TOO_SHORT,
  }),
  displayName: displayNameField.optional(),
  /** The code of the invitation link the account is made with (docs/accounts.md#invitations). */
  invitation: apiText(128).trim().min(1, { error: /*i18n*/ 'The invitation code is missing' }).optional(),
});
export type RegisterBody = z.infer<typeof registerBodySchema>;

export const loginBodySchema = z.strictObject({
  email: apiText(1024).trim().min(1, { error: /*i18n*/ 'Email is required' }).max(254),
  password: apiText(256).min(1, { error: /*i18n*/ 'Password is required' }),
});
export type LoginBody = z.infer<typeof loginBodySchema>;

export const updateProfileBodySchema = z
  .strictObject({ displayName: displayNameField.optional(), photoURL: photoUrlField.optional() })
  .refine((b) => b.displayName !== undefined || b.photoURL !== undefined, {
    error: /*i18n*/ 'Nothing to update: send displayName or photoURL',
  });
export type UpdateProfileBody = z.infer<typeof updateProfileBodySchema>;

export const deleteAccountBodySchema = z.strictObject({ password: apiText(256).min(1) });

/** Body of POST /api/auth/password: the new password follows sign-up's rule, with its messages. */
export const changePasswordBodySchema = z.strictObject({
  currentPassword: apiText(256).min(1, { error: /*i18n*/ 'Current password is required' }),
  newPassword: registerBodySchema.shape.password,
});
export type ChangePasswordBody = z.infer<typeof changePasswordBodySchema>;

const tmdbPath = apiText(300).nullable().optional();

/** Body of POST /api/watchlist and /api/favourites. */
export const listEntryBodySchema = z.object({
  media_id: mediaIdSchema,
  media_type: mediaTypeSchema,
  title: apiText(500).optional().default(''),
  year: yearField,
  poster_path: tmdbPath,
  backdrop_path: tmdbPath,
  overview: apiText(10_000).nullable().optional(),
  rating: z.number().min(0).max(10).nullable().optional(),
});
export type ListEntryBody = z.infer<typeof listEntryBodySchema>;

export const listEntrySchema = z.object({
  id: z.string(),
  media_id: z.number(),
  media_type: mediaTypeSchema,
  /** The source the id belongs to; an entry of another source than the server's is shown without a link. */
  source: metadataSourceSchema,
  title: z.string(),
  year: z.number().nullable(),
  poster_path: z.string().nullable(),
  backdrop_path: z.string().nullable(),
  overview: z.string().nullable(),
  rating: z.number().nullable(),
  added_at: z.string(),
});
export type ListEntry = z.infer<typeof listEntrySchema>;

// Ids of another shape are let through (they match nothing), as long as they are storable text.
export const bulkDeleteBodySchema = z.strictObject({ ids: z.array(apiText(64).min(1)).min(1).max(500) });

/** Body of POST /api/watch-history. Season and episode are required together for TV entries written by the player. */
export const historyEntryBodySchema = listEntryBodySchema.extend({
  // Left out means "no progress to report" (the player opening a title): a saved position is kept.
  watch_position: z.number().min(0).max(1e7).optional(),
  duration: z.number().min(0).max(1e7).optional(),
  season: z.number().int().min(0).max(10_000).nullable().optional(),
  episode: z.number().int().min(0).max(100_000).nullable().optional(),
});
export type HistoryEntryBody = z.infer<typeof historyEntryBodySchema>;

export const historyEntrySchema = listEntrySchema.omit({ added_at: true }).extend({
  watch_position: z.number(),
  duration: z.number(),
  season: z.number().nullable(),
  episode: z.number().nullable(),
  created_at: z.string(),
});
export type HistoryEntry = z.infer<typeof historyEntrySchema>;

export const historyPageSchema = z.object({ items: z.array(historyEntrySchema), hasMore: z.boolean() });
export type HistoryPage = z.infer<typeof historyPageSchema>;

export const historyQuerySchema = z
  .object({
    limit: z.coerce.number().int().min(1).max(100).optional().default(20),
    offset: z.coerce.number().int().min(0).max(1_000_000).optional().default(0),
    order: z.enum(['newest', 'oldest']).optional().default('newest'),
    // One title's entries only (a show's 'Continue' button): both or neither.
    media_id: mediaIdSchema.optional(),
    media_type: mediaTypeSchema.optional(),
  })
  .refine((query) => (query.media_id === undefined) === (query.media_type === undefined), {
    error: /*i18n*/ 'media_id and media_type go together',
  });
export type HistoryQuery = z.infer<typeof historyQuerySchema>;

export const cleanupResultSchema = z.object({ removedDuplicates: z.number(), remainingItems: z.number() });
export type CleanupResult = z.infer<typeof cleanupResultSchema>;

const accentValues = ACCENT_COLORS.map((c) => c.value) as [string, ...string[]];
export const accentColorSchema = z.enum(accentValues, { error: /*i18n*/ 'Accent colour must be one of the 7 theme colours' });

/** '' or the ISO 639-1 code of a language the library reads file names in (what both language preferences take). */
const languageValues = ['', ...KNOWN_LANGUAGES.map((l) => l.code)] as [string, ...string[]];

/** Subtitles the local player turns on: '' for none, else a language's code (docs/behaviour.md#preferences). */
export const subtitleLanguageSchema = z.enum(languageValues, {
  // 'empty', not (''): ICU MessageFormat would read '' as one quote.
  error: /*i18n*/ 'Subtitles must be off (empty) or a known language code, such as en or fr',
});

/** The audio track the local player prefers: '' for the file's own default, else a language's code (docs/behaviour.md#preferences). */
export const audioLanguageSchema = z.enum(languageValues, {
  error: /*i18n*/ "Audio language must be the file's default (empty) or a known language code, such as en or fr",
});

/**
 * When the local player turns subtitles on by itself (docs/behaviour.md#preferences): '' for the default (always
 * when a subtitle language is chosen, else only forced ones), 'always', 'forced' (only forced subtitles, which
 * translate the foreign lines) or 'off'. The rule is subtitle-choice.ts's.
 */
export const subtitleModeSchema = z.enum(SUBTITLE_MODES, {
  error: /*i18n*/ 'Subtitle mode must be the default (empty), always, forced or off',
});

/** How big the local player draws subtitles. */
export const subtitleSizeSchema = z.enum(SUBTITLE_SIZES, {
  error: /*i18n*/ 'Subtitle size must be small, normal, large or xlarge',
});

/** What the local player draws behind subtitles, so they read on a bright picture. */
export const subtitleBackgroundSchema = z.enum(SUBTITLE_BACKGROUNDS, {
  error: /*i18n*/ 'Subtitle background must be none, shadow or box',
});

/**
 * The query of the server's own player pages: the local player turns on the subtitles of `subtitles` (as
 * `subtitle_mode` says), plays the audio track of `audio` when the file has one, and draws subtitles at
 * `subtitle_size` on `subtitle_background`.
 */
export const embedPageQuerySchema = z.object({
  subtitles: subtitleLanguageSchema.optional(),
  audio: audioLanguageSchema.optional(),
  // A film's version (from 0) and part (from 1) in the local player (docs/behaviour.md#library-file-names).
  version: z.coerce.number().int().min(0).max(99).optional(),
  part: z.coerce.number().int().min(1).max(99).optional(),
  subtitle_mode: subtitleModeSchema.optional(),
  subtitle_size: subtitleSizeSchema.optional(),
  subtitle_background: subtitleBackgroundSchema.optional(),
  // The signature the sources route gave the page's URL (downloads.ts signedUrlQuerySchema).
  exp: z.string().optional(),
  sig: z.string().optional(),
});
export type EmbedPageQuery = z.infer<typeof embedPageQuerySchema>;

/**
 * The app's language for the profile (docs/translating.md#the-viewers-language): '' for automatic (the browser's
 * languages, else the site's default), else a code of LANGUAGES, exactly as written there.
 */
export const appLanguageSchema = z.enum(['', ...LANGUAGES.map((language) => language.code)], {
  error: /*i18n*/ 'Language must be automatic (empty) or a language the app speaks, such as en',
});

/** How a profile rates titles (docs/behaviour.md#your-ratings): 1 to 10, or a thumb up or down. */
export const RATING_STYLES = ['stars', 'thumbs'] as const;
export const ratingStyleSchema = z.enum(RATING_STYLES, { error: /*i18n*/ 'Rating style must be stars or thumbs' });

export const preferencesSchema = z.object({
  isWatchHistoryEnabled: z.boolean(),
  accent_color: accentColorSchema,
  preferred_source: z.string(),
  subtitle_language: subtitleLanguageSchema,
  audio_language: audioLanguageSchema,
  subtitle_mode: subtitleModeSchema,
  subtitle_size: subtitleSizeSchema,
  subtitle_background: subtitleBackgroundSchema,
  rating_style: ratingStyleSchema,
  language: appLanguageSchema,
});
export type Preferences = z.infer<typeof preferencesSchema>;

export const updatePreferencesBodySchema = z
  .strictObject({
    isWatchHistoryEnabled: z.boolean().optional(),
    accent_color: accentColorSchema.optional(),
    preferred_source: apiText(64).optional(),
    subtitle_language: subtitleLanguageSchema.optional(),
    audio_language: audioLanguageSchema.optional(),
    subtitle_mode: subtitleModeSchema.optional(),
    subtitle_size: subtitleSizeSchema.optional(),
    subtitle_background: subtitleBackgroundSchema.optional(),
    rating_style: ratingStyleSchema.optional(),
    language: appLanguageSchema.optional(),
  })
  .refine((b) => Object.keys(b).length > 0, { error: /*i18n*/ 'Nothing to update' });
export type UpdatePreferencesBody = z.infer<typeof updatePreferencesBodySchema>;

export const pageviewBodySchema = z.strictObject({
  path: apiText(2048).min(1),
  referrer: apiText(2048).optional(),
  notFound: z.boolean().optional(),
});

export const bulkDeleteResultSchema = z.object({ deleted: z.number() });
export type BulkDeleteResult = z.infer<typeof bulkDeleteResultSchema>;

/**
 * Reply of POST /api/watch-history when the user's isWatchHistoryEnabled preference is off: 200 and
 * nothing stored. Otherwise the reply is the entry (201 new, 200 when a recent entry was updated).
 */
export const historyNotRecordedSchema = z.object({ recorded: z.literal(false) });
export const historyRecordReplySchema = z.union([historyEntrySchema, historyNotRecordedSchema]);
export type HistoryRecordReply = z.infer<typeof historyRecordReplySchema>;

export const apiErrorSchema = z.object({ error: z.string() });
export type ApiError = z.infer<typeof apiErrorSchema>;
