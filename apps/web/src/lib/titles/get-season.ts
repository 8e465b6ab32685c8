import type { TmdbSeasonDetails } from '@marquee/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { tmdbRequest } from '@/lib/tmdb';

/** GET /api/tmdb/tv/{id}/season/{n}: the season's episodes. */
export function getSeason(showId: number, season: number, signal?: AbortSignal): Promise<TmdbSeasonDetails> {
  return tmdbRequest<TmdbSeasonDetails>(`tv/${showId}/season/${season}`, {}, signal);
}

export function seasonQueryOptions(showId: number, season: number) {
  return queryOptions({
    queryKey: ['title', 'tv', showId, 'season', season],
    queryFn: ({ signal }) => getSeason(showId, season, signal),
  });
}

/** The episodes of one season; nothing is fetched while the show has no season to show (null). */
export function useSeason(showId: number, season: number | null) {
  return useQuery({ ...seasonQueryOptions(showId, season ?? 0), enabled: season !== null });
}
