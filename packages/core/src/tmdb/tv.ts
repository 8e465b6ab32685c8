import { z } from '../zod.ts';
import { tmdbCompanySchema, tmdbGenreSchema } from './common.ts';
import { tmdbCreditsSchema, tmdbImagesSchema, tmdbReviewPageSchema, tmdbVideosSchema } from './media-extras.ts';
import { tmdbTvPageSchema } from './media-list.ts';

/** `/tv/{id}/season/{n}/episode/{e}`, and each episode of a season. */
export const tmdbEpisodeSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  overview: z.string(),
  still_path: z.string().nullable(),
  episode_number: z.number().int(),
  season_number: z.number().int(),
  /** 'YYYY-MM-DD'; null when not announced. */
  air_date: z.string().nullable(),
  vote_average: z.number(),
  vote_count: z.number().optional(),
  runtime: z.number().nullable().optional(),
  show_id: z.number().int().optional(),
});
export type TmdbEpisode = z.infer<typeof tmdbEpisodeSchema>;

export const tmdbSeasonSummarySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  overview: z.string(),
  poster_path: z.string().nullable(),
  season_number: z.number().int(),
  episode_count: z.number().int(),
  air_date: z.string().nullable(),
  vote_average: z.number().optional(),
});
export type TmdbSeasonSummary = z.infer<typeof tmdbSeasonSummarySchema>;

/** `/tv/{id}/season/{n}`. */
export const tmdbSeasonDetailsSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  overview: z.string(),
  poster_path: z.string().nullable(),
  season_number: z.number().int(),
  air_date: z.string().nullable(),
  episodes: z.array(tmdbEpisodeSchema),
  vote_average: z.number().optional(),
});
export type TmdbSeasonDetails = z.infer<typeof tmdbSeasonDetailsSchema>;

/** `/tv/{id}/content_ratings`: the rating per country (US: 'TV-MA' ...). */
export const tmdbContentRatingsSchema = z.object({
  results: z.array(z.object({ iso_3166_1: z.string(), rating: z.string(), descriptors: z.array(z.string()).optional() })),
});
export type TmdbContentRatings = z.infer<typeof tmdbContentRatingsSchema>;
export const tmdbContentRatingsResponseSchema = tmdbContentRatingsSchema.extend({ id: z.number().int() });

/** `/tv/{id}`, with whatever `append_to_response` asked for. */
export const tmdbTvDetailsSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  original_name: z.string(),
  original_language: z.string(),
  tagline: z.string().nullable(),
  overview: z.string().nullable(),
  poster_path: z.string().nullable(),
  backdrop_path: z.string().nullable(),
  /** 'YYYY-MM-DD'; null or '' when unknown. */
  first_air_date: z.string().nullable(),
  last_air_date: z.string().nullable().optional(),
  number_of_seasons: z.number().int(),
  number_of_episodes: z.number().int(),
  /** Typical episode lengths in minutes; often empty. */
  episode_run_time: z.array(z.number()),
  status: z.string(),
  type: z.string().optional(),
  in_production: z.boolean().optional(),
  vote_average: z.number(),
  vote_count: z.number(),
  popularity: z.number(),
  genres: z.array(tmdbGenreSchema),
  seasons: z.array(tmdbSeasonSummarySchema),
  production_companies: z.array(tmdbCompanySchema),
  networks: z.array(tmdbCompanySchema).optional(),
  created_by: z.array(z.object({ id: z.number().int(), name: z.string(), profile_path: z.string().nullable() })).optional(),
  origin_country: z.array(z.string()).optional(),
  last_episode_to_air: tmdbEpisodeSchema.nullable().optional(),
  next_episode_to_air: tmdbEpisodeSchema.nullable().optional(),
  adult: z.boolean().optional(),
  images: tmdbImagesSchema.optional(),
  videos: tmdbVideosSchema.optional(),
  content_ratings: tmdbContentRatingsSchema.optional(),
  reviews: tmdbReviewPageSchema.optional(),
  recommendations: tmdbTvPageSchema.optional(),
  similar: tmdbTvPageSchema.optional(),
  credits: tmdbCreditsSchema.optional(),
});
export type TmdbTvDetails = z.infer<typeof tmdbTvDetailsSchema>;
