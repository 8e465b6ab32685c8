import type { MediaType } from '@marquee/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchMediaListPage } from '@/lib/tmdb';

/** GET /api/tmdb/{movie|tv}/{id}/recommendations: the first page feeds the 'More Like This' row. */
export function recommendationsQueryOptions(mediaType: MediaType, id: number) {
  return queryOptions({
    queryKey: ['title', mediaType, id, 'recommendations'],
    queryFn: ({ signal }) => fetchMediaListPage(`${mediaType}/${id}/recommendations`, { page: 1 }, mediaType, signal),
  });
}

export function useRecommendations(mediaType: MediaType, id: number) {
  return useQuery(recommendationsQueryOptions(mediaType, id));
}
