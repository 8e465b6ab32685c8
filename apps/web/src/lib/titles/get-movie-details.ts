import { titleDetailsRequest, type TmdbMovieDetails } from '@marquee/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { tmdbRequest } from '@/lib/tmdb';

/** The details with the title page's extras appended (logo, trailer, certification) in one request. */
export function getMovieDetails(id: number, signal?: AbortSignal): Promise<TmdbMovieDetails> {
  const { path, params } = titleDetailsRequest('movie', id);
  return tmdbRequest<TmdbMovieDetails>(path, params, signal);
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
