import type { MediaType } from '../api.ts';
import { formatRating, formatYear } from './format.ts';
import { detailsPath } from './media-paths.ts';
import { mediaDateOf, mediaIdOf, mediaTitleOf, mediaTypeOf, type MediaFields } from './media-item.ts';

/** Media-card texts (docs/behaviour.md#media-cards). */
export const INVALID_MEDIA_ITEM = 'Invalid Media Item';
export const UNTITLED = 'Untitled';
export const NO_DESCRIPTION = 'No description available';

export interface MediaCardInput extends MediaFields {
  overview?: string | null;
  poster_path?: string | null;
  /** Saved list entries keep the vote average under this name. */
  rating?: number | null;
}

export type MediaCardView =
  | { valid: false; message: typeof INVALID_MEDIA_ITEM }
  | {
      valid: true;
      id: number;
      mediaType: MediaType;
      title: string;
      year: string;
      overview: string;
      /** Null means the card shows the placeholder image. */
      posterPath: string | null;
      /** One decimal in the page's digits, or null when the rating is not above 0 and must not be shown. */
      rating: string | null;
      href: string;
    };

/**
 * What a media card shows for a TMDB item or a saved entry, with the fallbacks of docs/behaviour.md#media-cards, its
 * rating in the digits of `locale`. `listType` names the type for lists whose items carry none (TMDB's /movie/... and
 * /tv/... lists).
 */
export function mediaCardView(item: MediaCardInput, locale: string, listType?: MediaType): MediaCardView {
  const id = mediaIdOf(item);
  // An item naming another type (a person from a multi search) stays invalid even inside a typed list.
  const mediaType = item.media_type == null ? (listType ?? null) : mediaTypeOf(item);
  if (id === null || mediaType === null) return { valid: false, message: INVALID_MEDIA_ITEM };
  return {
    valid: true,
    id,
    mediaType,
    title: mediaTitleOf(item) ?? UNTITLED,
    year: formatYear(mediaDateOf(item)),
    overview: item.overview?.trim() || NO_DESCRIPTION,
    posterPath: item.poster_path || null,
    rating: formatRating(item.vote_average ?? item.rating, locale),
    href: detailsPath(mediaType, id),
  };
}
