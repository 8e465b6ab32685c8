/**
 * A profile's ratings of titles (docs/behaviour.md#your-ratings): whole numbers from 1 to 10, or thumbs stored on the
 * same scale. Kept apart from the schemas so the web app's first download does not pull in zod.
 */
export const RATING_MIN = 1;
export const RATING_MAX = 10;
/** The ratings a thumb stands for, where the profile's preference shows ratings as thumbs. */
export const THUMB_UP_RATING = 10;
export const THUMB_DOWN_RATING = 2;

/** A rating shown as a thumb (a rating from stars, or imported) is up from 6, down below. */
export function isThumbUp(rating: number): boolean {
  return rating >= 6;
}
