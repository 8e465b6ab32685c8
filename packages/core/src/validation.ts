import { DISPLAY_NAME_MAX } from './constants.ts';
import { MSG } from './messages.ts';

/** SPEC.md §5 display-name rule: returns the message of the first rule broken, or null. */
export function validateDisplayName(value: string): string | null {
  if (value.trim() === '') return MSG.displayNameEmpty;
  if (value.length > DISPLAY_NAME_MAX) return MSG.displayNameTooLong;
  if (!/^[A-Za-z0-9 _-]+$/.test(value)) return MSG.displayNameChars;
  return null;
}

/** SPEC.md §5 photo-URL rule: empty is allowed (it clears the photo). */
export function validatePhotoUrl(value: string): string | null {
  if (value === '') return null;
  if (!/\.(jpe?g|png|gif)$/i.test(value)) return MSG.photoUrlInvalid;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return MSG.photoUrlInvalid;
  }
  // Only web images: a javascript: or data: URL would end up in an <img src> of other pages.
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return MSG.photoUrlInvalid;
  return null;
}
