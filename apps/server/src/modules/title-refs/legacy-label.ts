import { CATALOGUE_ID_MAX, CATALOGUE_ID_MIN, foldText, yearOfDate, type MediaType, type MetadataSourceName } from '@marquee/core';
import { artworkPath, dateOf, getCatalogue, titleOf } from '../metadata/index.ts';

/** What a stored or imported entry says of its title, without knowing whose id it carries. */
export interface UnsourcedRef {
  media_id: number;
  media_type: MediaType;
  title: string;
  year?: number | null | undefined;
  poster_path?: string | null | undefined;
  backdrop_path?: string | null | undefined;
}

/** The entry's source, and the fields that change when its id is the catalogue's of an earlier release. */
export interface SourceLabel {
  source: MetadataSourceName;
  media_id: number;
  year: number | null;
  poster_path: string | null;
  backdrop_path: string | null;
}

export const isCatalogueId = (id: number) => id >= CATALOGUE_ID_MIN && id <= CATALOGUE_ID_MAX;

/**
 * Whose id an entry carries when it does not say (rows saved before sources were recorded, an export
 * from then): an id in the catalogue's range is the catalogue's; an id the catalogue gave a title in an
 * earlier release (legacyIds) is that title's if the saved title is the same title, and then takes the
 * title's id of today and its drawn artwork; anything else is TMDB's (docs/behaviour.md#title-sources).
 */
export function labelUnsourced(ref: UnsourcedRef): SourceLabel {
  const kept = {
    media_id: ref.media_id,
    year: ref.year ?? null,
    poster_path: ref.poster_path ?? null,
    backdrop_path: ref.backdrop_path ?? null,
  };
  if (isCatalogueId(ref.media_id)) return { source: 'catalogue', ...kept };
  const catalogue = getCatalogue();
  const id = catalogue.legacyIds[ref.media_type].get(ref.media_id);
  const title = id === undefined ? undefined : (ref.media_type === 'movie' ? catalogue.movieById : catalogue.seriesById).get(id);
  if (!title || foldText(titleOf(title)) !== foldText(ref.title)) return { source: 'tmdb', ...kept };
  const art = (kind: 'poster' | 'backdrop', path: string | null, to: number) =>
    path === artworkPath({ kind, media: ref.media_type, id: ref.media_id })
      ? artworkPath({ kind, media: ref.media_type, id: to })
      : path;
  return {
    source: 'catalogue',
    media_id: title.id,
    year: kept.year ?? yearOfDate(dateOf(title)),
    poster_path: art('poster', kept.poster_path, title.id),
    backdrop_path: art('backdrop', kept.backdrop_path, title.id),
  };
}
