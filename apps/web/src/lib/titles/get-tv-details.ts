import { titleDetailsRequest, type LanguageCode, type TmdbTvDetails } from '@marquee/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { tmdbRequest } from '@/lib/tmdb';
import { useLanguage } from '@/lib/use-language';

/** The details with the title page's extras appended (logo, trailer, certification) in one request, in `language`. */
export function getTvDetails(id: number, language: LanguageCode, signal?: AbortSignal): Promise<TmdbTvDetails> {
  const { path, params = {} } = titleDetailsRequest('tv', id);
  return tmdbRequest<TmdbTvDetails>(path, params, language, signal);
}

export function tvDetailsQueryOptions(id: number, language: LanguageCode) {
  return queryOptions({
    queryKey: ['title', 'tv', id, language],
    queryFn: ({ signal }) => getTvDetails(id, language, signal),
  });
}

export function useTvDetails(id: number) {
  const language = useLanguage();
  return useQuery(tvDetailsQueryOptions(id, language));
}
