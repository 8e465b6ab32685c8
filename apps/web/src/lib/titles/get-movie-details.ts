import type { TmdbMovieDetails } from '@marquee/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { tmdbRequest } from '@/lib/tmdb';

/** What the movie page shows besides the details, loaded in the same request: logo, trailer, certification. */
const MOVIE_EXTRAS = 'images,videos,release_dates';

/** GET /api/tmdb/movie/{id} with its images, videos and release dates appended. */
export function getMovieDetails(id: number, signal?: AbortSignal): Promise<TmdbMovieDetails> {
  return tmdbRequest<TmdbMovieDetails>(`movie/${id}`, { append_to_response: MOVIE_EXTRAS }, signal);
}

export function movieDetailsQueryOptions(id: number) {
  return queryOptions({
    queryKey: ['title', 'movie', id],
    queryFn: ({ signal }) => getMovieDetails(id, signal),
  });
}

export function useMovieDetails(id: number) {
  return useQuery(movieDetailsQueryOptions(id));
}
