import { DB_INTEGER_MAX } from './constants.ts';
import { z } from './zod.ts';
import { DOWNLOAD_VERSIONS } from './rules/download-availability.ts';

/**
 * The downloads gateway's schemas (docs/behaviour.md#downloads): its route parameters, checked so that bad
 * input answers 400 with a readable `{error}`, and its replies (a download service's versions, or the media
 * library's files), described for the server's API description. The web app reads the replies by their types
 * only (rules/download-availability.ts), so zod stays out of its download.
 */

const wholeNumber = (min: 0 | 1) =>
  z
    .string()
    .regex(/^\d{1,10}$/, { error: /*i18n*/ 'must be a whole number' })
    .transform(Number)
    .pipe(
      z
        .number()
        .min(min, { error: min === 0 ? /*i18n*/ 'must be 0 or more' : /*i18n*/ 'must be 1 or more' })
        .max(DB_INTEGER_MAX, { error: /*i18n*/ 'is too large' }),
    );

const version = z.enum(DOWNLOAD_VERSIONS, { error: /*i18n*/ 'must be v1, v3, v4 or v5' });

/** /download/movie/{version}/{id} */
export const movieDownloadParamsSchema = z.object({ version, id: wholeNumber(1) });

/** /download/tv/{version}/{id}/{season}/{episode}; season 0 holds a show's specials. */
export const tvDownloadParamsSchema = z.object({
  version,
  id: wholeNumber(1),
  season: wholeNumber(0),
  episode: wholeNumber(1),
});

/** /download/movie/{id}: a film's files in the media library. */
export const movieLibraryDownloadParamsSchema = movieDownloadParamsSchema.omit({ version: true });

/** /download/tv/{id}/{season}/{episode}: an episode's files in the media library. */
export const tvLibraryDownloadParamsSchema = tvDownloadParamsSchema.omit({ version: true });

/** One file of the media library, as the download dialog lists it (docs/behaviour.md#downloads). */
export const libraryDownloadSchema = z.object({
  name: z.string().describe("The file's own name in the media folder: 'Heat (1995).mkv'"),
  size: z.string().describe("Its size as people read it: '1.4 GB'"),
  bytes: z.number().describe('Its size in bytes'),
  quality: z.string().nullable().describe("What ffprobe read of it: '1080p · HEVC · DTS 5.1'; null until the file has been read"),
  url: z.string().describe('Where it downloads: a signed, absolute URL of the file, sent as an attachment'),
});
export type LibraryDownload = z.infer<typeof libraryDownloadSchema>;

/** A title's files in the media library, one entry per file, the one the local player prefers first. */
export const libraryDownloadsReplySchema = z.object({ files: z.array(libraryDownloadSchema) });
export type LibraryDownloadsReply = z.infer<typeof libraryDownloadsReplySchema>;

const idLike = z.union([z.string(), z.number()]);

/** A version's reply: every field of every version's shape is optional; a version with nothing answers `null`. */
export const downloadReplySchema = z
  .object({
    // v1
    downloadLink: z.string().nullish(),
    movieTitle: z.string().nullish(),
    episodeTitle: z.string().nullish(),
    releaseYear: idLike.nullish(),
    // v3 and v5
    download_links: z
      .array(z.object({ url: z.string().nullish(), text: z.string().nullish() }))
      .readonly()
      .nullish(),
    // v4
    results: z
      .array(
        z.object({
          file_id: idLike.nullish(),
          title: z.string().nullish(),
          size: idLike.nullish(),
          download_url: z.string().nullish(),
        }),
      )
      .readonly()
      .nullish(),
  })
  .describe("The version's reply shape: v1 fills downloadLink and a title, v3 and v5 download_links, v4 results");

/**
 * What a media URL the server issued carries (docs/behaviour.md#ratings): the file, subtitle and player page routes
 * answer 403 without a valid, unexpired pair.
 */
export const signedUrlQuerySchema = z.object({
  exp: z.string().optional().describe('When the URL stops being valid, in seconds since 1970, as the server issued it'),
  sig: z.string().optional().describe("The server's signature of what the URL serves and of exp"),
});

/** The film or episode a source plays, at the address the player frames (GET /api/sources/{key}/...). */
export const sourceUrlReplySchema = z.object({ url: z.string() });
export type SourceUrlReply = z.infer<typeof sourceUrlReplySchema>;

/** GET /api/media/file/{path}: `?download`, with any value or none, sends the file as an attachment, to save. */
export const mediaFileQuerySchema = signedUrlQuerySchema.extend({
  download: z.unknown().optional().describe('Present (with any value or none): the file comes as an attachment, to save'),
});
