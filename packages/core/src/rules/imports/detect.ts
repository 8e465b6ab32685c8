import { readCsv, type CsvTable } from './csv.ts';
import { ImportFormatError } from './errors.ts';
import type { ImportFile } from './upload.ts';
import { list, record } from './values.ts';

export type LetterboxdKind = 'watched' | 'diary' | 'ratings' | 'watchlist';
export type TraktKind = 'history' | 'watched-movies' | 'watched-shows' | 'watchlist' | 'ratings';

/** A file of an upload known by its content: which service wrote it, and what it holds. */
export type ServiceFile =
  | { service: 'letterboxd'; kind: LetterboxdKind; table: CsvTable }
  | { service: 'imdb'; kind: 'ratings' | 'watchlist'; table: CsvTable }
  | { service: 'trakt'; kind: TraktKind; items: unknown[] }
  | { service: 'simkl'; data: Record<string, unknown> };

// Letterboxd's export also holds likes, lists and deleted or orphaned entries in these folders, in the same columns.
const LETTERBOXD_OTHER_FOLDERS = new Set(['deleted', 'orphaned', 'likes', 'lists']);
const LETTERBOXD_NAMES: [RegExp, LetterboxdKind][] = [
  [/^diary\b/, 'diary'],
  [/^ratings\b/, 'ratings'],
  [/^watchlist\b/, 'watchlist'],
  [/^watched\b/, 'watched'],
];
const TRAKT_NAMES: [RegExp, TraktKind][] = [
  [/^watched-history\b/, 'history'],
  [/^watched-movies\b/, 'watched-movies'],
  [/^watched-shows\b/, 'watched-shows'],
  [/watchlist/, 'watchlist'],
  [/^ratings-(movies|shows|episodes|seasons)\b/, 'ratings'],
];
const SIMKL_LISTS = ['movies', 'shows', 'anime'];

function letterboxdKind(base: string, folders: string[], table: CsvTable): LetterboxdKind | null {
  if (folders.some((folder) => LETTERBOXD_OTHER_FOLDERS.has(folder))) return null;
  const has = (column: string) => table.columns.includes(column);
  const named = LETTERBOXD_NAMES.find(([pattern]) => pattern.test(base))?.[1];
  if (named === 'diary') return has('Watched Date') ? named : null;
  if (named === 'ratings') return has('Rating') ? named : null;
  if (named) return named;
  // watched.csv and watchlist.csv share their columns: only the name tells them apart.
  if (has('Review')) return null;
  if (has('Watched Date') && has('Rating')) return 'diary';
  return has('Rating') ? 'ratings' : null;
}

function classifyCsv(base: string, folders: string[], table: CsvTable): ServiceFile | null {
  const has = (column: string) => table.columns.includes(column);
  if (has('Const') && has('Title') && has('Title Type')) {
    return { service: 'imdb', kind: has('Your Rating') ? 'ratings' : 'watchlist', table };
  }
  if (has('Letterboxd URI') && has('Name') && has('Date')) {
    const kind = letterboxdKind(base, folders, table);
    return kind ? { service: 'letterboxd', kind, table } : null;
  }
  return null;
}

function traktKind(base: string, item: Record<string, unknown>): TraktKind | null {
  const has = (field: string) => field in item;
  if (has('watched_at') && (has('movie') || has('episode'))) return 'history';
  if (has('seasons') && has('show') && has('plays')) return 'watched-shows';
  if (has('plays') && has('movie')) return 'watched-movies';
  if (has('rated_at') && has('rating')) return 'ratings';
  // A custom list's items look like the watchlist's: only the name tells them apart.
  if (has('listed_at') && base.includes('watchlist')) return 'watchlist';
  return null;
}

function classifyJson(base: string, data: unknown): ServiceFile | null {
  if (Array.isArray(data)) {
    const first = data.map(record).find((item) => item !== null);
    const kind = first ? traktKind(base, first) : TRAKT_NAMES.find(([pattern]) => pattern.test(base))?.[1];
    return kind ? { service: 'trakt', kind, items: data as unknown[] } : null;
  }
  const fields = record(data);
  const lists = SIMKL_LISTS.filter((name) => Array.isArray(fields?.[name]));
  const items = lists.flatMap((name) => list(fields?.[name]).map(record));
  const simklItems = items.every((item) => item !== null && ('movie' in item || 'show' in item || 'anime' in item));
  return fields && lists.length > 0 && simklItems ? { service: 'simkl', data: fields } : null;
}

function readJson(name: string, text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    throw new ImportFormatError(/*i18n*/ '{name} could not be read: it is not a valid JSON file', { name });
  }
}

/** The service and contents of one file, null for a file no service's export holds (or that this does not read). */
export function classifyFile(file: ImportFile): ServiceFile | null {
  const parts = file.name.split(/[\\/]/).map((part) => part.toLowerCase());
  const base = parts.pop() ?? '';
  // Dot files include the resource forks that archives made on a Mac carry beside each file.
  if (base.startsWith('.') || parts.includes('__macosx')) return null;
  const text = file.text.replace(/^\uFEFF/, '');
  const extension = /\.([a-z0-9]+)$/.exec(base)?.[1];
  if (extension !== undefined && extension !== 'csv' && extension !== 'json') return null;
  const name = file.name.split(/[\\/]/).pop() ?? file.name;
  const json = extension === 'json' || (extension === undefined && /^\s*[[{]/.test(text));
  return json ? classifyJson(base, readJson(name, text)) : classifyCsv(base, parts, readCsv(name, text));
}
