import { titleDetailsRequest, type LanguageCode, type TmdbMovieDetails } from '@marquee/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { tmdbRequest } from '@/lib/tmdb';
import { useLanguage } from '@/lib/use-language';

/** The details with the title page's extras appended (logo, trailer, certification) in one request, in `language`. */
export function getMovieDetails(id: number, language: LanguageCode, signal?: AbortSignal): Promise<TmdbMovieDetails> {
  const { path, params = {} } = titleDetailsRequest('movie', id);
  return tmdbRequest<TmdbMovieDetails>(path, params, language, signal);
}

export function movieDetailsQueryOptions(id: number, language: LanguageCode) {
  return queryOptions({
    queryKey: ['title', 'movie', id, language],
    queryFn: ({ signal }) => getMovieDetails(id, language, signal),
  });
}

export function useMovieDetails(id: number) {
  const language = useLanguage();
  return useQuery(movieDetailsQueryOptions(id, language));
}
