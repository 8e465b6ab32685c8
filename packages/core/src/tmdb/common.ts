import { z } from '../zod.ts';

/**
 * Building blocks shared by the TMDB v3 response schemas. Every schema names only what the app reads
 * (objects strip the rest), and marks as nullable or optional what TMDB itself leaves out or nulls,
 * as seen in real recorded responses.
 */

export const tmdbGenreSchema = z.object({ id: z.number().int(), name: z.string() });
export type TmdbGenre = z.infer<typeof tmdbGenreSchema>;

export const tmdbGenreListSchema = z.object({ genres: z.array(tmdbGenreSchema) });
export type TmdbGenreList = z.infer<typeof tmdbGenreListSchema>;

export const tmdbCompanySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  logo_path: z.string().nullable(),
  origin_country: z.string().optional(),
});
export type TmdbCompany = z.infer<typeof tmdbCompanySchema>;

/** One page of a paged list: TMDB pages hold up to 20 results. */
export function tmdbPageSchema<Item extends z.ZodType>(item: Item) {
  return z.object({
    page: z.number().int().min(1),
    results: z.array(item),
    total_pages: z.number().int().min(0),
    total_results: z.number().int().min(0),
  });
}

/** TMDB's own error body (401 bad key, 404 unknown resource). The gateway answers `{ error }` instead. */
export const tmdbErrorSchema = z.object({
  status_code: z.number().int(),
  status_message: z.string(),
  success: z.boolean().optional(),
});
export type TmdbError = z.infer<typeof tmdbErrorSchema>;
