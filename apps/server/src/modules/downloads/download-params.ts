import { z } from 'zod';
import { DOWNLOAD_VERSIONS } from '@marquee/core';

/** Route parameters of the downloads gateway, checked so that bad input answers 400 with a readable `{error}`. */

const wholeNumber = (min: number) =>
  z
    .string()
    .regex(/^\d{1,9}$/, { error: 'must be a whole number' })
    .transform(Number)
    .pipe(z.number().min(min, { error: `must be ${min} or more` }));

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
