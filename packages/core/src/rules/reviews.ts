import type { MediaType } from '../api.ts';
import type { ImageConfig } from '../app-config.ts';
import { REVIEW_CLAMP_CHARS } from '../constants.ts';
import { MSG } from '../messages.ts';
import { imageUrl } from './image-url.ts';

/** Reviews exist for movies and shows only: anything else is refused with the error of docs/behaviour.md#reviews. */
export function reviewMediaType(value: string): MediaType {
  if (value === 'movie' || value === 'tv') return value;
  throw new Error(MSG.invalidReviewMediaType);
}

/**
 * A reviewer's avatar (docs/behaviour.md#reviews): a TMDB image path at width w185, except that a path starting '/http' is an
 * absolute URL behind a stray slash, used without it. Null when the reviewer has none.
 */
export function reviewAvatarUrl(images: ImageConfig, avatarPath: string | null | undefined): string | null {
  if (!avatarPath) return null;
  if (avatarPath.startsWith('/http')) return avatarPath.slice(1);
  return imageUrl(images, 'profile', avatarPath, 'w185');
}

/** Content over 300 characters is clamped to 4 lines on desktop, with a 'Read full review' link (docs/behaviour.md#reviews). */
export function isLongReview(content: string): boolean {
  return content.length > REVIEW_CLAMP_CHARS;
}
