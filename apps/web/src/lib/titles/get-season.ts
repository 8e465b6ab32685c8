import type { LanguageCode, TmdbSeasonDetails } from '@marquee/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { tmdbRequest } from '@/lib/tmdb';
import { useLanguage } from '@/lib/use-language';

/** GET /api/tmdb/tv/{id}/season/{n}: the season's episodes, in `language`. */
export function getSeason(
  showId: number,
  season: number,
  language: LanguageCode,
  signal?: AbortSignal,
): Promise<TmdbSeasonDetails> {
  return tmdbRequest<TmdbSeasonDetails>(`tv/${showId}/season/${season}`, {}, language, signal);
}

export function seasonQueryOptions(showId: number, season: number, language: LanguageCode) {
  return queryOptions({
    queryKey: ['title', 'tv', showId, 'season', season, language],
    queryFn: ({ signal }) => getSeason(showId, season, language, signal),
  });
}

/** The episodes of one season; nothing is fetched while the show has no season to show (null). */
export function useSeason(showId: number, season: number | null) {
  const language = useLanguage();
  return useQuery({ ...seasonQueryOptions(showId, season ?? 0, language), enabled: season !== null });
}
