import type { MediaType } from '../api.ts';

/** /movie/{id} or /tv/{id}: the details page every card, hero and 'View Details' button links to. */
export function detailsPath(mediaType: MediaType, id: number): string {
  return `/${mediaType}/${id}`;
}

/** The player route; TV opens season 1 episode 1 unless a saved season and episode are given. */
export function playerPath(mediaType: MediaType, id: number, season?: number | null, episode?: number | null): string {
  return mediaType === 'movie' ? `/player/movie/${id}` : `/player/tv/${id}/${season ?? 1}/${episode ?? 1}`;
}
