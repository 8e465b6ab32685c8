import { airedEpisodes, isFullyWatched, watchedProgress, type WatchedSummary } from '@marquee/core';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { allowedEntries, type MetadataSource } from '../metadata/index.ts';
import { markedTitles } from './watched-queries.ts';
import { showAiring, today } from './show-airing.ts';

/** Shows' details read at once: a profile's many shows are read a few at a time, not all together. */
const LOOKUPS_AT_ONCE = 8;

/**
 * The profile's watched films and fully watched shows, and its ratings by title, of the server's metadata source,
 * within its limit. A show
 * whose details cannot be read now is left out (it is not known to be complete), as a limited profile's lists
 * leave out a title they cannot rate.
 */
export async function watchedSummary(
  db: Kysely<DB>,
  metadata: MetadataSource,
  profileId: string,
  maxRank: number | null,
): Promise<WatchedSummary> {
  const { movies, shows } = await markedTitles(db, profileId, metadata.source);
  const pending = [...shows];
  const complete: number[] = [];
  const day = today();
  async function worker(): Promise<void> {
    for (let next = pending.shift(); next !== undefined; next = pending.shift()) {
      const [showId, marked] = next;
      try {
        if (isFullyWatched(watchedProgress(airedEpisodes(await showAiring(metadata, showId), day), marked)))
          complete.push(showId);
      } catch {
        // Not known to be complete just now: no tick.
      }
    }
  }
  await Promise.all(Array.from({ length: LOOKUPS_AT_ONCE }, worker));
  const entries = [
    ...movies.map((media_id) => ({ media_type: 'movie' as const, media_id, source: metadata.source })),
    ...complete.toSorted((a, b) => a - b).map((media_id) => ({ media_type: 'tv' as const, media_id, source: metadata.source })),
  ];
  const rated = await db
    .selectFrom('ratings')
    .select(['media_type', 'media_id', 'rating'])
    .where('profile_id', '=', profileId)
    .where('source', '=', metadata.source)
    .execute();
  const [allowed, allowedRatings] = await Promise.all([
    allowedEntries(metadata, maxRank, entries),
    allowedEntries(metadata, maxRank, rated),
  ]);
  return {
    movies: allowed.filter((entry) => entry.media_type === 'movie').map((entry) => entry.media_id),
    shows: allowed.filter((entry) => entry.media_type === 'tv').map((entry) => entry.media_id),
    ratings: Object.fromEntries(allowedRatings.map((entry) => [`${entry.media_type}:${entry.media_id}`, entry.rating])),
  };
}
