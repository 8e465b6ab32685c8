import { sql, type Kysely, type SqlBool } from 'kysely';
import type { MediaType } from '@marquee/core';
import type { DB } from '../../db/schema.ts';

/**
 * Pages of a profile's watched marks, titles taken off Continue Watching and ratings, for the export: each in the
 * order of its table's key (its primary key's index, so a page costs the same wherever it starts), from after the
 * last row of the page before.
 */

/** Where a page of marks stopped: its last mark's key. */
export interface MarkCursor {
  media_type: MediaType;
  media_id: number;
  season: number;
  episode: number;
}

/** Where a page of hidden titles or ratings stopped: its last title. */
export interface TitleCursor {
  media_type: MediaType;
  media_id: number;
}

/** The rows after a title in the key's order: a row-value comparison, which the key's index serves on both databases. */
const pastTitle = (after: TitleCursor) => sql<SqlBool>`(media_type, media_id) > (${after.media_type}, ${after.media_id})`;

export async function marksAfter(db: Kysely<DB>, profileId: string, after: MarkCursor | undefined, limit: number) {
  return db
    .selectFrom('watched_marks')
    .select(['media_type', 'media_id', 'season', 'episode', 'plays', 'last_watched_at', 'source'])
    .where('profile_id', '=', profileId)
    .$if(after !== undefined, (qb) =>
      qb.where(
        sql<SqlBool>`(media_type, media_id, season, episode) > (${after!.media_type}, ${after!.media_id}, ${after!.season}, ${after!.episode})`,
      ),
    )
    .orderBy('media_type')
    .orderBy('media_id')
    .orderBy('season')
    .orderBy('episode')
    .limit(limit)
    .execute();
}

export async function hiddenAfter(db: Kysely<DB>, profileId: string, after: TitleCursor | undefined, limit: number) {
  return db
    .selectFrom('continue_watching_hidden')
    .select(['media_type', 'media_id', 'hidden_at', 'source'])
    .where('profile_id', '=', profileId)
    .$if(after !== undefined, (qb) => qb.where(pastTitle(after!)))
    .orderBy('media_type')
    .orderBy('media_id')
    .limit(limit)
    .execute();
}

export async function ratingsAfter(db: Kysely<DB>, profileId: string, after: TitleCursor | undefined, limit: number) {
  return db
    .selectFrom('ratings')
    .select(['media_type', 'media_id', 'rating', 'title', 'poster_path', 'rated_at', 'source'])
    .where('profile_id', '=', profileId)
    .$if(after !== undefined, (qb) => qb.where(pastTitle(after!)))
    .orderBy('media_type')
    .orderBy('media_id')
    .limit(limit)
    .execute();
}
