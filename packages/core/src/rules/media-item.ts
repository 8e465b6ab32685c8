import type { MediaType } from '../api.ts';
import { descendingWithMissingLast } from './order.ts';
import { toEpochMs } from './timestamps.ts';

/**
 * The fields the rules read from a media item, whichever shape it comes in: a TMDB list or search result
 * (id, title or name, release_date or first_air_date, vote_average) or an entry saved in our lists
 * (media_id, rating; its own `id` is then the entry's document id).
 */
export interface MediaFields {
  id?: number | string | null;
  media_id?: number | string | null;
  tmdb_id?: number | string | null;
  media_type?: string | null;
  title?: string | null;
  name?: string | null;
  release_date?: string | null;
  first_air_date?: string | null;
  vote_average?: number | null;
}

function asPositiveInt(value: number | string | null | undefined): number | null {
  if (typeof value === 'number') return Number.isInteger(value) && value > 0 ? value : null;
  if (typeof value === 'string' && /^\d+$/.test(value)) return asPositiveInt(Number(value));
  return null;
}

/** The TMDB id: media_id and tmdb_id win over id, because a saved entry's id is its document id. */
export function mediaIdOf(item: MediaFields): number | null {
  return asPositiveInt(item.media_id) ?? asPositiveInt(item.tmdb_id) ?? asPositiveInt(item.id);
}

export function mediaTypeOf(item: MediaFields): MediaType | null {
  return item.media_type === 'movie' || item.media_type === 'tv' ? item.media_type : null;
}

/** Movies carry `title`, TV shows `name`; blank counts as missing. */
export function mediaTitleOf(item: MediaFields): string | null {
  const title = (item.title ?? item.name ?? '').trim();
  return title === '' ? null : title;
}

/** release_date for movies, first_air_date for TV; blank counts as missing. */
export function mediaDateOf(item: MediaFields): string | null {
  return item.release_date || item.first_air_date || null;
}

/** Identity of an item in a list that may mix movies and TV (a movie and a show can share an id). */
export function mediaKeyOf(item: MediaFields): string {
  return `${item.media_type ?? ''}:${mediaIdOf(item) ?? String(item.id)}`;
}

/** Highest vote_average first; unrated items last. */
export const byRatingDesc = descendingWithMissingLast<MediaFields>((item) =>
  typeof item.vote_average === 'number' && Number.isFinite(item.vote_average) ? item.vote_average : null,
);

/** Newest release or first-air date first; items without a readable date last. */
export const byNewest = descendingWithMissingLast<MediaFields>((item) => toEpochMs(mediaDateOf(item)));

/** Alphabetical by title or name, ignoring case and accents; untitled items last. */
export function byTitle(a: MediaFields, b: MediaFields): number {
  const ta = mediaTitleOf(a);
  const tb = mediaTitleOf(b);
  if (ta === null || tb === null) return ta === tb ? 0 : ta === null ? 1 : -1;
  return ta.localeCompare(tb, 'en', { sensitivity: 'base' });
}
