import type { MediaType } from '../api.ts';

/** A route parameter read as an id: the number, or the message to show instead of the page (docs/behaviour.md#title-pages). */
export type RouteIdResult = { ok: true; id: number } | { ok: false; error: string };

// Here rather than in messages.ts: the router reads route ids at start-up, and the other messages are not needed then.
const ID_MESSAGES: Record<MediaType, { required: string; invalid: string }> = {
  movie: { required: 'Movie ID is required', invalid: 'Invalid movie ID' },
  tv: { required: 'TV show ID is required', invalid: 'Invalid TV show ID' },
};

/** The {id} of /movie/{id} or /tv/{id}: required, and a positive whole number (TMDB ids are). */
export function parseRouteId(mediaType: MediaType, raw: string | null | undefined): RouteIdResult {
  const messages = ID_MESSAGES[mediaType];
  const value = raw?.trim() ?? '';
  if (value === '') return { ok: false, error: messages.required };
  const id = Number(value);
  if (!/^\d+$/.test(value) || !Number.isSafeInteger(id) || id === 0) return { ok: false, error: messages.invalid };
  return { ok: true, id };
}

/**
 * Season and episode of /player/tv/{id}/{season}/{episode}; null when either is not a whole number,
 * in which case the player replaces the URL with season 1 episode 1 (docs/behaviour.md#player).
 */
export function parseEpisodeParams(
  season: string | null | undefined,
  episode: string | null | undefined,
): { season: number; episode: number } | null {
  if (!season || !episode || !/^\d+$/.test(season) || !/^\d+$/.test(episode)) return null;
  return { season: Number(season), episode: Number(episode) };
}
