import type { ImportedTitle } from '../../title-imports.ts';
import { cell } from './csv.ts';
import { importTime, isLaterOrSame } from './dates.ts';
import type { LetterboxdKind, ServiceFile } from './detect.ts';
import { EntryBook } from './entry-book.ts';
import type { ImportParse } from './upload.ts';
import { importedTitle, releaseYear, titleKey, wholeRating } from './values.ts';

type Row = Map<string, string>;

function filmOf(row: Row): ImportedTitle | null {
  return importedTitle('movie', { title: cell(row, 'Name'), year: releaseYear(cell(row, 'Year')) });
}

/** Letterboxd's 0.5 to 5 stars as 1 to 10; null for no rating. */
function starsRating(stars: string): number | null {
  return stars === '' ? null : wholeRating(Math.round(Number(stars) * 2));
}

function rowsOf(files: ServiceFile[], kind: LetterboxdKind): Row[] {
  return files.flatMap((file) => (file.service === 'letterboxd' && file.kind === kind ? file.table.rows : []));
}

/** Diary rows are viewings; the latest of each film gives its rating when there is no ratings.csv. */
function readDiary(book: EntryBook, rows: Row[], ratingsToo: boolean): void {
  const latest = new Map<string, { title: ImportedTitle; at: string | null; row: Row }>();
  for (const row of rows) {
    const title = filmOf(row);
    if (!title) {
      book.skipped++;
      continue;
    }
    const at = importTime(cell(row, 'Watched Date')) ?? importTime(cell(row, 'Date'));
    book.view(title, at);
    const key = titleKey(title);
    const known = latest.get(key);
    if (!known || isLaterOrSame(at, known.at)) latest.set(key, { title, at, row });
  }
  if (!ratingsToo) return;
  for (const { title, row } of latest.values()) {
    const rating = starsRating(cell(row, 'Rating'));
    if (rating !== null) book.rate(title, rating, importTime(cell(row, 'Date')));
  }
}

function readWatched(book: EntryBook, rows: Row[]): void {
  const films = new Map<string, { title: ImportedTitle; at: string | null }>();
  for (const row of rows) {
    const title = filmOf(row);
    const at = importTime(cell(row, 'Date'));
    const known = title && films.get(titleKey(title));
    if (!title) book.skipped++;
    else if (!known) films.set(titleKey(title), { title, at });
    else if (isLaterOrSame(at, known.at)) known.at = at;
  }
  // A film of the diary has its viewings there; watched.csv names each film once, with no count.
  for (const { title, at } of films.values()) if (!book.hasViewing(title)) book.view(title, at);
}

function readRatings(book: EntryBook, rows: Row[]): void {
  for (const row of rows) {
    const title = filmOf(row);
    const rating = starsRating(cell(row, 'Rating'));
    if (!title || rating === null) book.skipped++;
    else book.rate(title, rating, importTime(cell(row, 'Date')));
  }
}

function readWatchlist(book: EntryBook, rows: Row[]): void {
  for (const row of rows) {
    const title = filmOf(row);
    if (!title) book.skipped++;
    else book.list(title, importTime(cell(row, 'Date')));
  }
}

/** Letterboxd's export: films only, named by title and year (it writes no other service's ids). */
export function parseLetterboxd(files: ServiceFile[]): ImportParse {
  const book = new EntryBook();
  const hasRatings = files.some((file) => file.service === 'letterboxd' && file.kind === 'ratings');
  readDiary(book, rowsOf(files, 'diary'), !hasRatings);
  readWatched(book, rowsOf(files, 'watched'));
  readRatings(book, rowsOf(files, 'ratings'));
  readWatchlist(book, rowsOf(files, 'watchlist'));
  return book.result('letterboxd');
}
