import type { LanguageCode, MediaType } from '@marquee/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchMediaListPage } from '@/lib/tmdb';
import { useLanguage } from '@/lib/use-language';

/** GET /api/tmdb/{movie|tv}/{id}/recommendations: the first page feeds the 'More Like This' row. */
export function recommendationsQueryOptions(mediaType: MediaType, id: number, language: LanguageCode) {
  return queryOptions({
    queryKey: ['title', mediaType, id, 'recommendations', language],
    queryFn: ({ signal }) => fetchMediaListPage(`${mediaType}/${id}/recommendations`, { page: 1 }, mediaType, language, signal),
  });
}

export function useRecommendations(mediaType: MediaType, id: number) {
  const language = useLanguage();
  return useQuery(recommendationsQueryOptions(mediaType, id, language));
}
