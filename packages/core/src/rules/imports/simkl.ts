import type { ImportedTitle } from '../../title-imports.ts';
import { importTime } from './dates.ts';
import type { ServiceFile } from './detect.ts';
import { EntryBook } from './entry-book.ts';
import type { ImportParse } from './upload.ts';
import { jsonTitle, list, positiveInt, record, wholeRating } from './values.ts';

type Item = Record<string, unknown>;

function episodeNumber(value: unknown): number | null {
  return value === 0 ? 0 : positiveInt(value);
}

/** A show's listed episodes are the ones watched; how many were read. */
function readEpisodes(book: EntryBook, show: ImportedTitle, item: Item): number {
  let read = 0;
  for (const value of list(item.seasons)) {
    const season = record(value);
    const seasonNumber = episodeNumber(season?.number);
    for (const episode of list(season?.episodes).map(record)) {
      const number = episodeNumber(episode?.number);
      if (seasonNumber === null || number === null) continue;
      book.view(show, importTime(episode?.watched_at), 1, seasonNumber, number);
      read++;
    }
  }
  return read;
}

/** One film or show of the export: true when it gave an entry. */
function readItem(book: EntryBook, item: Item, isMovie: boolean): boolean {
  const title = isMovie ? jsonTitle('movie', item.movie) : jsonTitle('tv', item.show ?? item.anime);
  if (!title) return false;
  let read = 0;
  if (item.status === 'plantowatch') {
    book.list(title, importTime(item.added_to_watchlist_at));
    read++;
  }
  if (isMovie && item.status === 'completed') {
    book.view(title, importTime(item.last_watched_at));
    read++;
  }
  if (!isMovie) read += readEpisodes(book, title, item);
  const rating = wholeRating(item.user_rating);
  if (rating !== null) {
    book.rate(title, rating, importTime(item.user_rated_at));
    read++;
  }
  return read > 0;
}

/** Simkl's export of all items: films, shows and anime (read as shows). */
export function parseSimkl(files: ServiceFile[]): ImportParse {
  const book = new EntryBook();
  for (const file of files) {
    if (file.service !== 'simkl') continue;
    for (const [group, isMovie] of [
      ['movies', true],
      ['shows', false],
      ['anime', false],
    ] as const) {
      for (const item of list(file.data[group]).map(record)) {
        if (!item || !readItem(book, item, isMovie)) book.skipped++;
      }
    }
  }
  return book.result('simkl');
}
