import {
  importListEntrySchema,
  importRatingSchema,
  importWatchedMarkSchema,
  type ImportedEntry,
  type MetadataSourceName,
  type UnmatchedTitle,
} from '@marquee/core';
import type { TitleStatePart } from '../account/index.ts';
import type { FoundTitle } from '../title-refs/index.ts';

/** The entries of one step of an import, each with the source's title it was matched to (null: not found). */
export interface MatchedEntry {
  entry: ImportedEntry;
  found: FoundTitle | null;
}

/**
 * What one step writes: the matched entries as the account import's watchlist entries, marks and ratings (checked
 * by the same schemas, so nothing a file says reaches the database unchecked), and the titles not found, once each.
 * An entry without a time takes `now`.
 */
export function stepOf(
  matched: MatchedEntry[],
  source: MetadataSourceName,
  now: string,
): { part: TitleStatePart; unmatched: UnmatchedTitle[] } {
  const part: TitleStatePart = { watchlist: [], watched: [], ratings: [] };
  const unmatched = new Map<string, UnmatchedTitle>();
  for (const { entry, found } of matched) {
    const { media_type, title, year } = entry.title;
    if (!found) {
      unmatched.set(`${media_type}\n${title}\n${year ?? ''}`, { media_type, title, year });
      continue;
    }
    const titleOf = { media_type, media_id: found.id, source };
    if (entry.kind === 'watched') {
      const place = media_type === 'tv' ? { season: entry.season, episode: entry.episode } : {};
      const mark = importWatchedMarkSchema.safeParse({
        ...titleOf,
        ...place,
        plays: entry.plays,
        last_watched_at: entry.watched_at ?? now,
      });
      // A show's entry names an episode: a show without one is no mark.
      if (mark.success && (media_type === 'movie' || mark.data.episode != null)) part.watched.push(mark.data);
    } else if (entry.kind === 'watchlist') {
      const listed = importListEntrySchema.safeParse({
        ...titleOf,
        title: found.title,
        year: found.year,
        poster_path: found.poster_path,
        backdrop_path: found.backdrop_path,
        added_at: entry.added_at ?? now,
      });
      if (listed.success) part.watchlist.push(listed.data);
    } else {
      const rating = importRatingSchema.safeParse({
        ...titleOf,
        rating: entry.rating,
        title: found.title,
        poster_path: found.poster_path,
        rated_at: entry.rated_at ?? now,
      });
      if (rating.success) part.ratings.push(rating.data);
    }
  }
  return { part, unmatched: [...unmatched.values()] };
}
