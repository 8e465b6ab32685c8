import type { ListEntry, ListEntryBody, MediaType } from '../api.ts';
import type { TmdbMovieDetails } from '../tmdb/movie.ts';

/**
 * The fields of a title that a list or history entry keeps as they were when it was saved
 * (docs/behaviour.md#lists), so a list shows without asking TMDB again. The server's two entry tables
 * have one column a field, and every select of their entries takes them in this order.
 */
export const TITLE_SNAPSHOT_FIELDS = [
  'media_id',
  'media_type',
  'title',
  'poster_path',
  'backdrop_path',
  'overview',
  'rating',
] as const;

export type TitleSnapshotField = (typeof TITLE_SNAPSHOT_FIELDS)[number];

/** A title as an entry keeps it: every field present, null where the title has none. */
export type TitleSnapshot = Pick<ListEntry, TitleSnapshotField>;

/**
 * The snapshot of a title as a client sends it (a list or history body, an imported entry), whose
 * optional fields may be left out: left out is kept as null.
 */
export function titleSnapshot(title: Pick<ListEntryBody, TitleSnapshotField>): TitleSnapshot {
  return {
    media_id: title.media_id,
    media_type: title.media_type,
    title: title.title,
    poster_path: title.poster_path ?? null,
    backdrop_path: title.backdrop_path ?? null,
    overview: title.overview ?? null,
    rating: title.rating ?? null,
  };
}

/** What a film's or show's TMDB details give a snapshot; films carry `title`, shows `name`. */
export type TitleDetails = Pick<TmdbMovieDetails, 'id' | 'poster_path' | 'backdrop_path' | 'overview' | 'vote_average'> &
  ({ title: string } | { name: string });

/** The snapshot of a film or show from its TMDB details (its page, the player), as lists and history keep it. */
export function titleSnapshotOfDetails(mediaType: MediaType, details: TitleDetails): TitleSnapshot {
  return titleSnapshot({
    media_id: details.id,
    media_type: mediaType,
    title: 'title' in details ? details.title : details.name,
    poster_path: details.poster_path,
    backdrop_path: details.backdrop_path,
    overview: details.overview,
    rating: details.vote_average,
  });
}
