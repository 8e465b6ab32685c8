import { DB_INTEGER_MAX } from './constants.ts';
import { z } from 'zod';
import { DOWNLOAD_VERSIONS } from './rules/download-availability.ts';

/**
 * The downloads gateway's schemas (docs/behaviour.md#downloads): its route parameters, checked so that bad
 * input answers 400 with a readable `{error}`, and its reply, described for the server's API description. The
 * web app reads the reply by its types only (rules/download-availability.ts), so zod stays out of its download.
 */

const wholeNumber = (min: number) =>
  z
    .string()
    .regex(/^\d{1,10}$/, { error: 'must be a whole number' })
    .transform(Number)
    .pipe(
      z
        .number()
        .min(min, { error: `must be ${min} or more` })
        .max(DB_INTEGER_MAX, { error: 'is too large' }),
    );

const version = z.enum(DOWNLOAD_VERSIONS, { error: 'must be v1, v3, v4 or v5' });

/** /download/movie/{version}/{id} */
export const movieDownloadParamsSchema = z.object({ version, id: wholeNumber(1) });

/** /download/tv/{version}/{id}/{season}/{episode}; season 0 holds a show's specials. */
export const tvDownloadParamsSchema = z.object({
  version,
  id: wholeNumber(1),
  season: wholeNumber(0),
  episode: wholeNumber(1),
});

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
