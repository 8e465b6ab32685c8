import { z } from './zod.ts';

/**
 * The gateways' input as the server's API description shows it (docs/behaviour.md#metadata-gateway,
 * docs/behaviour.md#one-origin). Each gateway checks its own input, path first, with its own messages and
 * statuses (an unknown path is a 404 before its query is read); these schemas describe it and are not run on it.
 */

/** A path ending in a wildcard: the rest of the path, as the gateway reads it. */
export const gatewayPathParamsSchema = z.object({ '*': z.string() });

const queryText = (description: string) => z.string().optional().describe(description);

/** The query parameters the metadata gateway takes; each path takes some of them, and the others are dropped. */
export const metadataGatewayQuerySchema = z.object({
  page: queryText('Page of a list, 1 to 500'),
  query: queryText('Search text, 200 characters at most (search paths)'),
  with_genres: queryText('Genre ids joined by , (all of) or | (any of) (discover paths)'),
  sort_by: queryText(
    'A sort field followed by .asc or .desc (discover paths); vote_average.desc or release_date.desc, over every result (search paths)',
  ),
  'vote_count.gte': queryText('Fewest votes a title has (discover paths)'),
  append_to_response: queryText("A title's sub-resources to include, joined by , (details paths)"),
  language: queryText(
    "The language of the titles, overviews, genres and posters: one of the app's languages (en, pt-BR); without it, the language the request's cookie or Accept-Language chooses, as for a page",
  ),
});

/** GET /api/images/{size}/{file}: an image in one of TMDB's sizes. */
export const imageParamsSchema = z.object({
  size: z.string().describe("One of TMDB's image sizes (w92 to w1280, h632, original); another answers 404"),
  file: z.string().describe('The file name as TMDB gives it (letters, digits, - and _, then .jpg, .png, .svg or .webp)'),
});
