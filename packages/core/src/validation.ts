import { DISPLAY_NAME_MAX } from './constants.ts';
import { MSG } from './messages.ts';

/**
 * The one rule every string the API accepts follows: no NUL character. PostgreSQL's text cannot
 * hold U+0000 (the statement fails), SQLite would store it, so without this one database keeps what
 * the other refuses. No title, name, path or password has a reason to carry it.
 */
export function containsNul(value: string): boolean {
  return value.includes('\u0000');
}

/** The same text without its NUL characters: for text a SQLite file holds but the API refuses. */
export function withoutNul(value: string): string {
  return value.replaceAll('\u0000', '');
}

/**
 * The shape of the ids the server gives list and history entries (random UUIDs). A route `:id` of
 * any other shape names nothing, so it answers 404 without asking the database.
 */
export function isEntryId(value: string): boolean {
  return /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value);
}

/** The display-name rule (docs/behaviour.md#profile-fields): returns the message of the first rule broken, or null. */
export function validateDisplayName(value: string): string | null {
  if (value.trim() === '') return MSG.displayNameEmpty;
  if (value.length > DISPLAY_NAME_MAX) return MSG.displayNameTooLong;
  if (!/^[A-Za-z0-9 _-]+$/.test(value)) return MSG.displayNameChars;
  return null;
}

/** The photo-URL rule (docs/behaviour.md#profile-fields): empty is allowed (it clears the photo). */
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
