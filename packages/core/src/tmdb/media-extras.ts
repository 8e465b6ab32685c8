import { z } from '../zod.ts';
import { tmdbPageSchema } from './common.ts';

/**
 * Sub-resources of a title: images, videos, reviews, credits. Each exists standalone
 * (`/movie/{id}/images`, with the title's `id`) and appended to the details through
 * `append_to_response` (without `id`), hence the two forms.
 */

export const tmdbImageSchema = z.object({
  file_path: z.string(),
  aspect_ratio: z.number(),
  width: z.number(),
  height: z.number(),
  iso_639_1: z.string().nullable(),
  vote_average: z.number().optional(),
  vote_count: z.number().optional(),
});
export type TmdbImage = z.infer<typeof tmdbImageSchema>;

export const tmdbImagesSchema = z.object({
  backdrops: z.array(tmdbImageSchema),
  posters: z.array(tmdbImageSchema),
  logos: z.array(tmdbImageSchema),
});
export type TmdbImages = z.infer<typeof tmdbImagesSchema>;
export const tmdbImagesResponseSchema = tmdbImagesSchema.extend({ id: z.number().int() });

export const tmdbVideoSchema = z.object({
  id: z.string(),
  key: z.string(),
  name: z.string(),
  site: z.string(),
  type: z.string(),
  /** Missing on some older records. */
  official: z.boolean().optional(),
  published_at: z.string().optional(),
  iso_639_1: z.string().nullable().optional(),
  iso_3166_1: z.string().nullable().optional(),
  size: z.number().optional(),
});
export type TmdbVideo = z.infer<typeof tmdbVideoSchema>;

export const tmdbVideosSchema = z.object({ results: z.array(tmdbVideoSchema) });
export type TmdbVideos = z.infer<typeof tmdbVideosSchema>;
export const tmdbVideosResponseSchema = tmdbVideosSchema.extend({ id: z.number().int() });

export const tmdbReviewSchema = z.object({
  id: z.string(),
  author: z.string(),
  author_details: z.object({
    name: z.string().optional(),
    username: z.string().optional(),
    /** A TMDB image path, or '/http…' for an absolute avatar URL (docs/behaviour.md#reviews). */
    avatar_path: z.string().nullable(),
    rating: z.number().nullable(),
  }),
  content: z.string(),
  created_at: z.string(),
  updated_at: z.string().optional(),
  url: z.string(),
});
export type TmdbReview = z.infer<typeof tmdbReviewSchema>;

export const tmdbReviewPageSchema = tmdbPageSchema(tmdbReviewSchema);
export type TmdbReviewPage = z.infer<typeof tmdbReviewPageSchema>;
export const tmdbReviewsResponseSchema = tmdbReviewPageSchema.extend({ id: z.number().int() });

const creditPerson = {
  id: z.number().int(),
  name: z.string(),
  profile_path: z.string().nullable(),
  known_for_department: z.string().optional(),
  credit_id: z.string().optional(),
};

export const tmdbCreditsSchema = z.object({
  cast: z.array(z.object({ ...creditPerson, character: z.string(), order: z.number().int() })),
  crew: z.array(z.object({ ...creditPerson, job: z.string(), department: z.string() })),
});
export type TmdbCredits = z.infer<typeof tmdbCreditsSchema>;
export const tmdbCreditsResponseSchema = tmdbCreditsSchema.extend({ id: z.number().int() });
