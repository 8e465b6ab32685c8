import type { ListEntry, ListEntryBody, MediaType } from '../api.ts';
import type { MetadataSourceName } from '../constants.ts';
import type { TmdbMovieDetails } from '../tmdb/movie.ts';
import { yearOfDate } from './title-match.ts';

/**
 * The fields of a title that a list or history entry keeps as they were when it was saved
 * (docs/behaviour.md#lists), so a list shows without asking TMDB again. The server's two entry tables
 * have one column a field, and every select of their entries takes them in this order.
 */
export const TITLE_SNAPSHOT_FIELDS = [
  'media_id',
  'media_type',
  'source',
  'title',
  'year',
  'poster_path',
  'backdrop_path',
  'overview',
  'rating',
] as const;

export type TitleSnapshotField = (typeof TITLE_SNAPSHOT_FIELDS)[number];

/** A title as an entry keeps it: every field present, null where the title has none. */
export type TitleSnapshot = Pick<ListEntry, TitleSnapshotField>;

/** The fields of a snapshot a client sends (a list or history body): all but the source. */
export type TitleSnapshotBody = Pick<ListEntryBody, Exclude<TitleSnapshotField, 'source' | 'year'>> & {
  year?: number | null | undefined;
  /** Given by an imported entry; an entry the app adds belongs to the server's current source. */
  source?: MetadataSourceName | undefined;
};

/**
 * The snapshot of a title as a client sends it (a list or history body, an imported entry), whose
 * optional fields may be left out: left out is kept as null. `source` is the metadata source the id
 * belongs to when the title does not say (an app's own add: the server's current one).
 */
export function titleSnapshot(title: TitleSnapshotBody, source: MetadataSourceName): TitleSnapshot {
  return {
    media_id: title.media_id,
    media_type: title.media_type,
    source: title.source ?? source,
    title: title.title,
    year: title.year ?? null,
    poster_path: title.poster_path ?? null,
    backdrop_path: title.backdrop_path ?? null,
    overview: title.overview ?? null,
    rating: title.rating ?? null,
  };
}

/** What a film's or show's TMDB details give a snapshot; films carry `title` and `release_date`, shows `name` and `first_air_date`. */
export type TitleDetails = Pick<TmdbMovieDetails, 'id' | 'poster_path' | 'backdrop_path' | 'overview' | 'vote_average'> &
  ({ title: string; release_date?: string | null } | { name: string; first_air_date?: string | null });

/**
 * The snapshot of a film or show from its details (its page, the player), as lists and history keep it;
 * `source` is the metadata source the details came from.
 */
export function titleSnapshotOfDetails(mediaType: MediaType, details: TitleDetails, source: MetadataSourceName): TitleSnapshot {
  return titleSnapshot(
    {
      media_id: details.id,
      media_type: mediaType,
      title: 'title' in details ? details.title : details.name,
      year: yearOfDate('title' in details ? details.release_date : details.first_air_date),
      poster_path: details.poster_path,
      backdrop_path: details.backdrop_path,
      overview: details.overview,
      rating: details.vote_average,
    },
    source,
  );
}
