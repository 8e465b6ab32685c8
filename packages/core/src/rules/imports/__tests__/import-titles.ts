import type { ImportedTitle } from '../../../title-imports.ts';

type Ids = Partial<Pick<ImportedTitle, 'imdb_id' | 'tmdb_id' | 'tvdb_id'>>;

/** A film as a test expects it read. */
export function film(title: string, year: number | null, ids: Ids = {}): ImportedTitle {
  return { media_type: 'movie', title, year, imdb_id: null, tmdb_id: null, tvdb_id: null, ...ids };
}

/** A show as a test expects it read. */
export function show(title: string, year: number | null, ids: Ids = {}): ImportedTitle {
  return { ...film(title, year, ids), media_type: 'tv' };
}

/** CSV lines joined as Windows writes them. */
export function crlf(...lines: string[]): string {
  return `${lines.join('\r\n')}\r\n`;
}
