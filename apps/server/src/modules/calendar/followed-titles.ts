import { CONTINUE_WATCHING_MAX_AGE_DAYS, FOLLOWED_TITLES_MAX, type MediaType } from '@marquee/core';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { allowedEntries, type MetadataSource } from '../metadata/index.ts';

/** A title a profile follows, and its latest sign of interest (added to a list, played, marked). */
export interface FollowedTitle {
  media_type: MediaType;
  media_id: number;
  at: string;
}

const keyOf = (title: { media_type: MediaType; media_id: number }) => `${title.media_type}:${title.media_id}`;

/**
 * The titles a profile follows (docs/behaviour.md#calendar), of the server's metadata source: shows in its watchlist
 * or favourites, or played or marked within Continue Watching's age; films in its watchlist. At most
 * FOLLOWED_TITLES_MAX, the ones of its latest interest; a limited profile's titles above its limit are left out.
 */
export async function followedTitles(
  db: Kysely<DB>,
  metadata: MetadataSource,
  profileId: string,
  maxRank: number | null,
  now = Date.now(),
): Promise<FollowedTitle[]> {
  const since = new Date(now - CONTINUE_WATCHING_MAX_AGE_DAYS * 86_400_000).toISOString();
  const source = metadata.source;
  const [listed, marked, played] = await Promise.all([
    db
      .selectFrom('list_entries')
      .select(['media_type', 'media_id', (eb) => eb.fn.max('added_at').as('at')])
      .where('profile_id', '=', profileId)
      .where('source', '=', source)
      .where((eb) => eb.or([eb('media_type', '=', 'tv'), eb('list', '=', 'watchlist')]))
      .groupBy(['media_type', 'media_id'])
      .orderBy('at', 'desc')
      .limit(FOLLOWED_TITLES_MAX)
      .execute(),
    db
      .selectFrom('watched_marks')
      .select(['media_type', 'media_id', (eb) => eb.fn.max('last_watched_at').as('at')])
      .where('profile_id', '=', profileId)
      .where('source', '=', source)
      .where('media_type', '=', 'tv')
      .where('last_watched_at', '>=', since)
      .groupBy(['media_type', 'media_id'])
      .orderBy('at', 'desc')
      .limit(FOLLOWED_TITLES_MAX)
      .execute(),
    db
      .selectFrom('watch_history')
      .select(['media_type', 'media_id', (eb) => eb.fn.max('created_at').as('at')])
      .where('profile_id', '=', profileId)
      .where('source', '=', source)
      .where('media_type', '=', 'tv')
      .where('created_at', '>=', since)
      .groupBy(['media_type', 'media_id'])
      .orderBy('at', 'desc')
      .limit(FOLLOWED_TITLES_MAX)
      .execute(),
  ]);
  const byTitle = new Map<string, FollowedTitle>();
  for (const row of [...listed, ...marked, ...played]) {
    const known = byTitle.get(keyOf(row));
    if (!known || known.at < row.at) byTitle.set(keyOf(row), { media_type: row.media_type, media_id: row.media_id, at: row.at });
  }
  const newest = [...byTitle.values()].toSorted((a, b) => (a.at < b.at ? 1 : a.at > b.at ? -1 : 0)).slice(0, FOLLOWED_TITLES_MAX);
  const allowed = await allowedEntries(
    metadata,
    maxRank,
    newest.map((title) => ({ ...title, source })),
  );
  return allowed.map(({ media_type, media_id, at }) => ({ media_type, media_id, at }));
}
