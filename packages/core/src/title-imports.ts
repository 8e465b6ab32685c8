import { z } from './zod.ts';
import { apiText, mediaTypeSchema } from './api.ts';

/**
 * Schemas of /api/title-imports (docs/behaviour.md#importing-from-other-services): a profile's watched films and
 * episodes, watchlist and ratings read from the files Trakt, Letterboxd, IMDb and Simkl export, matched to titles of
 * the metadata source in the background.
 */

export const IMPORT_SERVICES = ['trakt', 'letterboxd', 'imdb', 'simkl'] as const;
export type ImportService = (typeof IMPORT_SERVICES)[number];

/** How each service is named on screen. */
export const IMPORT_SERVICE_NAMES: Record<ImportService, string> = {
  trakt: 'Trakt',
  letterboxd: 'Letterboxd',
  imdb: 'IMDb',
  simkl: 'Simkl',
};

/** The largest file (a CSV, a JSON file or a ZIP of them) POST /api/title-imports takes: 413 past it. */
export const TITLE_IMPORT_MAX_BYTES = 32 * 1024 * 1024;
/** The most entries one file may hold (watched, watchlist and ratings together): 422 past it. */
export const TITLE_IMPORT_MAX_ENTRIES = 200_000;
/** How many of the titles that could not be matched an import lists; the count says how many there were. */
export const TITLE_IMPORT_UNMATCHED_LISTED = 500;

/** A title as another service's file names it: its ids where the file has them, else its name and year. */
export interface ImportedTitle {
  media_type: 'movie' | 'tv';
  title: string;
  year: number | null;
  /** IMDb's id (`tt0133093`), null when the file has none. */
  imdb_id: string | null;
  tmdb_id: number | null;
  tvdb_id: number | null;
}

/**
 * One entry read from a file: a film, or an episode of a show (`season` and `episode`), watched; a film or show on the
 * watchlist; a film or show rated 1 to 10. Times are ISO 8601 in UTC, null when the file gives none.
 */
export type ImportedEntry =
  | {
      kind: 'watched';
      title: ImportedTitle;
      season: number | null;
      episode: number | null;
      /** Times seen: a service's plays, or the viewings of a diary. */
      plays: number;
      watched_at: string | null;
    }
  | { kind: 'watchlist'; title: ImportedTitle; added_at: string | null }
  | { kind: 'rating'; title: ImportedTitle; rating: number; rated_at: string | null };

/** One title an import could not find in the metadata source, as the file named it. */
export const unmatchedTitleSchema = z.object({
  media_type: mediaTypeSchema,
  title: z.string(),
  year: z.number().nullable(),
});
export type UnmatchedTitle = z.infer<typeof unmatchedTitleSchema>;

export const TITLE_IMPORT_STATUSES = ['running', 'done', 'failed'] as const;

/**
 * An import, as GET /api/title-imports/:id answers it while it runs and after: `processed` of `total` entries read
 * from the file have been matched and written; `added` counts what was new to the profile (a second import of the
 * same file adds nothing); `unmatched` lists up to TITLE_IMPORT_UNMATCHED_LISTED titles not found, `unmatched_count`
 * counts them all.
 */
export const titleImportSchema = z.object({
  id: z.string(),
  service: z.enum(IMPORT_SERVICES),
  file_name: z.string(),
  status: z.enum(TITLE_IMPORT_STATUSES),
  total: z.number(),
  processed: z.number(),
  added: z.object({ watched: z.number(), watchlist: z.number(), ratings: z.number() }),
  unmatched: z.array(unmatchedTitleSchema),
  unmatched_count: z.number(),
  /** Why a failed import stopped, in words for the viewer. */
  error: z.string().nullable(),
  created_at: z.string(),
  finished_at: z.string().nullable(),
});
export type TitleImport = z.infer<typeof titleImportSchema>;

export const titleImportReplySchema = z.object({ import: titleImportSchema });
export type TitleImportReply = z.infer<typeof titleImportReplySchema>;
/** GET /api/title-imports: the profile's imports, newest first (the last 10). */
export const titleImportsReplySchema = z.object({ imports: z.array(titleImportSchema) });
export type TitleImportsReply = z.infer<typeof titleImportsReplySchema>;

/** Query of POST /api/title-imports: the uploaded file's name, which tells a ZIP, CSV or JSON file and is shown. */
export const titleImportQuerySchema = z.object({
  name: apiText(255, /*i18n*/ 'A file name has at most 255 characters').pipe(
    z.string().trim().min(1, { error: /*i18n*/ 'Name the file' }),
  ),
});
/** Path of GET /api/title-imports/:id. */
export const titleImportParamsSchema = z.object({ id: apiText(64).describe('The id the server gave the import') });

/**
 * The services a profile may sync with (docs/behaviour.md#syncing-with-trakt-and-simkl): connected by a device code,
 * their lists brought in as imports.
 */
export const SYNC_SERVICES = ['trakt', 'simkl'] as const;
export type SyncService = (typeof SYNC_SERVICES)[number];

/** A device code sign-in under way: the code the viewer enters at the service's page, until `expires_at`. */
export const syncSignInSchema = z.object({
  user_code: z.string(),
  verification_url: z.string(),
  expires_at: z.string(),
  /** Seconds to wait between two checks (POST …/check). */
  interval: z.number(),
});
export type SyncSignIn = z.infer<typeof syncSignInSchema>;

/**
 * A profile's link with a service, as GET /api/service-links shows it (never its tokens): whether the server offers
 * it (its operator set the service's keys), whether the profile is connected, a sign-in under way, and when the
 * service's history, watchlist and ratings were last brought in.
 */
export const serviceLinkSchema = z.object({
  service: z.enum(SYNC_SERVICES),
  available: z.boolean(),
  connected: z.boolean(),
  connected_at: z.string().nullable(),
  /** When the last pull of the service's lists began. */
  pulled_at: z.string().nullable(),
  /** A pull is reading the service's lists; its import shows once they are read. */
  pulling: z.boolean(),
  /** Why the last pull failed, in words for the viewer; null when it did not. */
  pull_error: z.string().nullable(),
  signing_in: syncSignInSchema.nullable(),
});
export type ServiceLink = z.infer<typeof serviceLinkSchema>;
/** POST /api/service-links/{service}/pull: the link, its pull begun. */
export const serviceLinkReplySchema = z.object({ link: serviceLinkSchema });
export type ServiceLinkReply = z.infer<typeof serviceLinkReplySchema>;
export const serviceLinksReplySchema = z.object({ links: z.array(serviceLinkSchema) });
export type ServiceLinksReply = z.infer<typeof serviceLinksReplySchema>;
/** POST /api/service-links/{service}/check: connected now, or still waiting for the viewer. */
export const syncCheckReplySchema = z.object({ connected: z.boolean() });
export type SyncCheckReply = z.infer<typeof syncCheckReplySchema>;
export const syncServiceParamsSchema = z.object({ service: z.enum(SYNC_SERVICES) });
