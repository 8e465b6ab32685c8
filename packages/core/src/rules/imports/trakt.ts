import type { ImportedTitle } from '../../title-imports.ts';
import { importTime } from './dates.ts';
import type { ServiceFile, TraktKind } from './detect.ts';
import { EntryBook } from './entry-book.ts';
import type { ImportParse } from './upload.ts';
import { jsonTitle, list, positiveInt, record, wholeRating } from './values.ts';

type Item = Record<string, unknown>;

function itemsOf(files: ServiceFile[], kind: TraktKind): Item[] {
  return files.flatMap((file) =>
    file.service === 'trakt' && file.kind === kind ? file.items.map(record).filter((item) => item !== null) : [],
  );
}

/** Whole numbers from 0 (specials are season 0). */
function count(value: unknown): number | null {
  return value === 0 ? 0 : positiveInt(value);
}

/** The film or show an item is about, when it is one: Trakt's `type` names which (`movie`, `show`, ...). */
function titleOf(item: Item): ImportedTitle | null {
  if (item.type === 'movie' || (item.type === undefined && 'movie' in item)) return jsonTitle('movie', item.movie);
  if (item.type === 'show' || (item.type === undefined && 'show' in item)) return jsonTitle('tv', item.show);
  return null;
}

/** History items are viewings, each of a film or an episode. */
function readHistory(book: EntryBook, items: Item[]): void {
  for (const item of items) {
    const at = importTime(item.watched_at);
    if (item.type === 'movie') {
      const title = jsonTitle('movie', item.movie);
      if (title) book.view(title, at);
      else book.skipped++;
      continue;
    }
    const show = item.type === 'episode' ? jsonTitle('tv', item.show) : null;
    const episode = record(item.episode);
    const [season, number] = [count(episode?.season), count(episode?.number)];
    if (show && season !== null && number !== null) book.view(show, at, 1, season, number);
    else book.skipped++;
  }
}

/** Watched films and episodes with their plays: what the history lacks (it has all of them when it is there). */
function readWatched(book: EntryBook, movies: Item[], shows: Item[]): void {
  for (const item of movies) {
    const title = jsonTitle('movie', item.movie);
    if (!title) book.skipped++;
    else if (!book.hasViewing(title)) book.view(title, importTime(item.last_watched_at), count(item.plays) ?? 1);
  }
  for (const item of shows) readWatchedShow(book, item);
}

function readWatchedShow(book: EntryBook, item: Item): void {
  const show = jsonTitle('tv', item.show);
  const episodes = list(item.seasons).flatMap((value) => {
    const season = record(value);
    return list(season?.episodes).map((episode) => ({ season: count(season?.number), episode: record(episode) }));
  });
  if (!show || episodes.length === 0) {
    book.skipped++;
    return;
  }
  for (const { season, episode } of episodes) {
    const number = count(episode?.number);
    if (season === null || number === null) book.skipped++;
    else if (!book.hasViewing(show, season, number)) {
      book.view(show, importTime(episode?.last_watched_at), count(episode?.plays) ?? 1, season, number);
    }
  }
}

/** Trakt's export, shaped as its API: history, watched films and shows, watchlist, ratings of films and shows. */
export function parseTrakt(files: ServiceFile[]): ImportParse {
  const book = new EntryBook();
  readHistory(book, itemsOf(files, 'history'));
  readWatched(book, itemsOf(files, 'watched-movies'), itemsOf(files, 'watched-shows'));
  for (const item of itemsOf(files, 'watchlist')) {
    const title = titleOf(item);
    if (title) book.list(title, importTime(item.listed_at));
    else book.skipped++;
  }
  for (const item of itemsOf(files, 'ratings')) {
    const title = titleOf(item);
    const rating = wholeRating(item.rating);
    if (title && rating !== null) book.rate(title, rating, importTime(item.rated_at));
    else book.skipped++;
  }
  return book.result('trakt');
}
