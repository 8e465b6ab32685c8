import { titleDetailsRequest, type TmdbTvDetails } from '@marquee/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { tmdbRequest } from '@/lib/tmdb';

/** The details with the title page's extras appended (logo, trailer, certification) in one request. */
export function getTvDetails(id: number, signal?: AbortSignal): Promise<TmdbTvDetails> {
  const { path, params } = titleDetailsRequest('tv', id);
  return tmdbRequest<TmdbTvDetails>(path, params, signal);
}

export function tvDetailsQueryOptions(id: number) {
  return queryOptions({
    queryKey: ['title', 'tv', id],
    queryFn: ({ signal }) => getTvDetails(id, signal),
  });
}

export function useTvDetails(id: number) {
  return useQuery(tvDetailsQueryOptions(id));
}
