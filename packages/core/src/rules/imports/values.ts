import type { ImportedTitle } from '../../title-imports.ts';

const IMDB_ID = /^tt\d{7,9}$/;
const MIN_YEAR = 1800;
const MAX_YEAR = 2200;

/** A JSON object's fields, null for anything else. */
export function record(value: unknown): Record<string, unknown> | null {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
}

/** A JSON array, empty for anything else. */
export function list(value: unknown): unknown[] {
  return Array.isArray(value) ? (value as unknown[]) : [];
}

/** A trimmed string, '' for anything else. */
export function text(value: unknown): string {
  return typeof value === 'string' ? value.trim() : '';
}

/** A whole number above 0, from a number or a string of digits (services write ids both ways). */
export function positiveInt(value: unknown): number | null {
  const number = typeof value === 'string' && /^\d+$/.test(value.trim()) ? Number(value) : value;
  return typeof number === 'number' && Number.isSafeInteger(number) && number > 0 ? number : null;
}

export function imdbId(value: unknown): string | null {
  const id = text(value);
  return IMDB_ID.test(id) ? id : null;
}

export function releaseYear(value: unknown): number | null {
  const year = positiveInt(value);
  return year !== null && year >= MIN_YEAR && year <= MAX_YEAR ? year : null;
}

/** A rating on Marquee's scale: a whole number from 1 to 10, null for anything else. */
export function wholeRating(value: unknown): number | null {
  const rating = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof rating === 'number' && Number.isInteger(rating) && rating >= 1 && rating <= 10 ? rating : null;
}

/** A title as a file names it; null when it has neither a name nor an id to be found by. */
export function importedTitle(
  media_type: ImportedTitle['media_type'],
  fields: { title: string; year: number | null; imdb_id?: string | null; tmdb_id?: number | null; tvdb_id?: number | null },
): ImportedTitle | null {
  const title: ImportedTitle = {
    media_type,
    title: fields.title,
    year: fields.year,
    imdb_id: fields.imdb_id ?? null,
    tmdb_id: fields.tmdb_id ?? null,
    tvdb_id: fields.tvdb_id ?? null,
  };
  const hasId = title.imdb_id !== null || title.tmdb_id !== null || title.tvdb_id !== null;
  return title.title === '' && !hasId ? null : title;
}

/** A film or show as Trakt's and Simkl's JSON write it: `{ title, year, ids: { imdb, tmdb, tvdb } }`. */
export function jsonTitle(media_type: ImportedTitle['media_type'], value: unknown): ImportedTitle | null {
  const fields = record(value);
  if (!fields) return null;
  const ids = record(fields.ids) ?? {};
  return importedTitle(media_type, {
    title: text(fields.title),
    year: releaseYear(fields.year),
    imdb_id: imdbId(ids.imdb),
    tmdb_id: positiveInt(ids.tmdb),
    tvdb_id: positiveInt(ids.tvdb),
  });
}

/** What makes two readings the same title: its first id, else its name and year. */
export function titleKey(title: ImportedTitle): string {
  if (title.tmdb_id !== null) return `${title.media_type}:tmdb:${title.tmdb_id}`;
  if (title.imdb_id !== null) return `${title.media_type}:imdb:${title.imdb_id}`;
  if (title.tvdb_id !== null) return `${title.media_type}:tvdb:${title.tvdb_id}`;
  return `${title.media_type}:name:${title.title.toLowerCase()}:${title.year ?? ''}`;
}
