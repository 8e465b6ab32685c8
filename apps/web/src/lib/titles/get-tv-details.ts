import type { TmdbTvDetails } from '@marquee/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { tmdbRequest } from '@/lib/tmdb';

/** What the TV page shows besides the details, loaded in the same request: logo, trailer, certification. */
const TV_EXTRAS = 'images,videos,content_ratings';

/** GET /api/tmdb/tv/{id} with its images, videos and content ratings appended. */
export function getTvDetails(id: number, signal?: AbortSignal): Promise<TmdbTvDetails> {
  return tmdbRequest<TmdbTvDetails>(`tv/${id}`, { append_to_response: TV_EXTRAS }, signal);
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
