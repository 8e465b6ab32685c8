import { z } from '../zod.ts';
import { tmdbCompanySchema, tmdbGenreSchema } from './common.ts';
import { tmdbCreditsSchema, tmdbImagesSchema, tmdbReviewPageSchema, tmdbVideosSchema } from './media-extras.ts';
import { tmdbMoviePageSchema } from './media-list.ts';

/** `/movie/{id}/release_dates`: per country, each release with its certification (US rating). */
export const tmdbReleaseDatesSchema = z.object({
  results: z.array(
    z.object({
      iso_3166_1: z.string(),
      release_dates: z.array(
        z.object({
          certification: z.string(),
          release_date: z.string(),
          /** 1 premiere, 2 limited, 3 theatrical, 4 digital, 5 physical, 6 TV. */
          type: z.number().int(),
          iso_639_1: z.string().optional(),
          note: z.string().optional(),
          descriptors: z.array(z.string()).optional(),
        }),
      ),
    }),
  ),
});
export type TmdbReleaseDates = z.infer<typeof tmdbReleaseDatesSchema>;
export const tmdbReleaseDatesResponseSchema = tmdbReleaseDatesSchema.extend({ id: z.number().int() });

/** `/movie/{id}`, with whatever `append_to_response` asked for. */
export const tmdbMovieDetailsSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  original_title: z.string(),
  original_language: z.string(),
  tagline: z.string().nullable(),
  overview: z.string().nullable(),
  poster_path: z.string().nullable(),
  backdrop_path: z.string().nullable(),
  /** 'YYYY-MM-DD', or '' when unknown. */
  release_date: z.string(),
  /** Minutes; 0 or null when unknown. */
  runtime: z.number().nullable(),
  vote_average: z.number(),
  vote_count: z.number(),
  popularity: z.number(),
  genres: z.array(tmdbGenreSchema),
  status: z.string(),
  /** Dollars; 0 when unknown. */
  budget: z.number(),
  revenue: z.number(),
  production_companies: z.array(tmdbCompanySchema),
  imdb_id: z.string().nullable().optional(),
  homepage: z.string().nullable().optional(),
  adult: z.boolean().optional(),
  images: tmdbImagesSchema.optional(),
  videos: tmdbVideosSchema.optional(),
  release_dates: tmdbReleaseDatesSchema.optional(),
  reviews: tmdbReviewPageSchema.optional(),
  recommendations: tmdbMoviePageSchema.optional(),
  similar: tmdbMoviePageSchema.optional(),
  credits: tmdbCreditsSchema.optional(),
});
export type TmdbMovieDetails = z.infer<typeof tmdbMovieDetailsSchema>;
