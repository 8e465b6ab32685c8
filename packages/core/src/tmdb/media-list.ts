import { z } from '../zod.ts';
import { tmdbPageSchema } from './common.ts';

/** Items of TMDB's lists: popular, top rated, trending, discover, search, recommendations, similar. */

const listItemBase = {
  id: z.number().int(),
  overview: z.string(),
  poster_path: z.string().nullable(),
  backdrop_path: z.string().nullable(),
  genre_ids: z.array(z.number().int()),
  vote_average: z.number(),
  vote_count: z.number(),
  popularity: z.number(),
  original_language: z.string(),
  adult: z.boolean().optional(),
};

const movieItemFields = {
  ...listItemBase,
  title: z.string(),
  original_title: z.string(),
  /** 'YYYY-MM-DD', or '' when TMDB has no date. */
  release_date: z.string(),
  video: z.boolean().optional(),
};

const tvItemFields = {
  ...listItemBase,
  name: z.string(),
  original_name: z.string(),
  /** 'YYYY-MM-DD', or '' when TMDB has no date. */
  first_air_date: z.string(),
  origin_country: z.array(z.string()),
};

/** A movie in a movie-only list; media_type appears on some of them (recommendations, trending). */
export const tmdbMovieListItemSchema = z.object({ ...movieItemFields, media_type: z.literal('movie').optional() });
export type TmdbMovieListItem = z.infer<typeof tmdbMovieListItemSchema>;

export const tmdbTvListItemSchema = z.object({ ...tvItemFields, media_type: z.literal('tv').optional() });
export type TmdbTvListItem = z.infer<typeof tmdbTvListItemSchema>;

/** People appear in search/multi and trending/all; the app skips them but must still decode the page. */
export const tmdbPersonListItemSchema = z.object({
  media_type: z.literal('person'),
  id: z.number().int(),
  name: z.string(),
  profile_path: z.string().nullable(),
  popularity: z.number(),
  known_for_department: z.string().optional(),
});
export type TmdbPersonListItem = z.infer<typeof tmdbPersonListItemSchema>;

/** An item of a mixed list (search/multi, trending/all): media_type is always there. */
export const tmdbMultiListItemSchema = z.discriminatedUnion('media_type', [
  z.object({ ...movieItemFields, media_type: z.literal('movie') }),
  z.object({ ...tvItemFields, media_type: z.literal('tv') }),
  tmdbPersonListItemSchema,
]);
export type TmdbMultiListItem = z.infer<typeof tmdbMultiListItemSchema>;

export const tmdbMoviePageSchema = tmdbPageSchema(tmdbMovieListItemSchema);
export type TmdbMoviePage = z.infer<typeof tmdbMoviePageSchema>;

/** upcoming and now_playing add the release window they cover. */
export const tmdbDatedMoviePageSchema = tmdbMoviePageSchema.extend({
  dates: z.object({ minimum: z.string(), maximum: z.string() }),
});
export type TmdbDatedMoviePage = z.infer<typeof tmdbDatedMoviePageSchema>;

export const tmdbTvPageSchema = tmdbPageSchema(tmdbTvListItemSchema);
export type TmdbTvPage = z.infer<typeof tmdbTvPageSchema>;

export const tmdbMultiPageSchema = tmdbPageSchema(tmdbMultiListItemSchema);
export type TmdbMultiPage = z.infer<typeof tmdbMultiPageSchema>;
