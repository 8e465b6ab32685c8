import type { ImportedTitle } from '../../title-imports.ts';
import { cell } from './csv.ts';
import { importTime } from './dates.ts';
import type { ServiceFile } from './detect.ts';
import { EntryBook } from './entry-book.ts';
import type { ImportParse } from './upload.ts';
import { imdbId, importedTitle, releaseYear, wholeRating } from './values.ts';

type Row = Map<string, string>;

// IMDb's title types, lower-cased without spaces: newer exports write 'TV Series', older ones 'tvSeries'.
const MEDIA_TYPES: Record<string, ImportedTitle['media_type']> = {
  movie: 'movie',
  tvmovie: 'movie',
  short: 'movie',
  video: 'movie',
  tvshort: 'movie',
  tvspecial: 'movie',
  tvseries: 'tv',
  tvminiseries: 'tv',
};

/** The film or show a row names; null for episodes, games and the like, and for a row naming nothing. */
function titleOf(row: Row): ImportedTitle | null {
  const mediaType = MEDIA_TYPES[cell(row, 'Title Type').toLowerCase().replace(/\s+/g, '')];
  if (!mediaType) return null;
  return importedTitle(mediaType, {
    title: cell(row, 'Title'),
    year: releaseYear(cell(row, 'Year')),
    imdb_id: imdbId(cell(row, 'Const')),
  });
}

/** IMDb's ratings export (rated 1 to 10) and its watchlist or list export, found by their columns. */
export function parseImdb(files: ServiceFile[]): ImportParse {
  const book = new EntryBook();
  for (const file of files) {
    if (file.service !== 'imdb') continue;
    for (const row of file.table.rows) {
      const title = titleOf(row);
      const rating = wholeRating(cell(row, 'Your Rating'));
      if (!title || (file.kind === 'ratings' && rating === null)) book.skipped++;
      else if (file.kind === 'watchlist') book.list(title, importTime(cell(row, 'Created')));
      else if (rating !== null) book.rate(title, rating, importTime(cell(row, 'Date Rated')));
    }
  }
  return book.result('imdb');
}
