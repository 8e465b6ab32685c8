import { sql, type Insertable, type Kysely } from 'kysely';
import type { EpisodeRef, MediaType, MetadataSourceName } from '@marquee/core';
import type { DB, WatchedMarksTable } from '../../db/schema.ts';

/** A film's season and episode in the key, which holds no NULL (migration 018). */
export const FILM = -1;

/** Rows of one insert: a show of a thousand episodes goes in a few statements, far under both databases' limits. */
const ROWS_AT_ONCE = 500;

const KEY = ['profile_id', 'media_type', 'media_id', 'season', 'episode'] as const;

/** A title of a profile, of the metadata source its id belongs to. */
export interface MarkedTitle {
  profileId: string;
  mediaType: MediaType;
  mediaId: number;
  source: MetadataSourceName;
}

export interface MarkRow {
  season: number;
  episode: number;
  plays: number;
  last_watched_at: string;
}

function rowOf(title: MarkedTitle, ref: EpisodeRef, at: string, viewingId: string | null = null): Insertable<WatchedMarksTable> {
  return {
    profile_id: title.profileId,
    media_type: title.mediaType,
    media_id: title.mediaId,
    season: ref.season,
    episode: ref.episode,
    source: title.source,
    plays: 1,
    last_watched_at: at,
    viewing_id: viewingId,
  };
}

/** Marks one film or episode watched: a new mark has one play, a marked one gains a play (a rewatch). */
export async function markOne(db: Kysely<DB>, title: MarkedTitle, ref: EpisodeRef, at: string): Promise<void> {
  await db
    .insertInto('watched_marks')
    .values(rowOf(title, ref, at))
    .onConflict((oc) =>
      oc.columns(KEY).doUpdateSet((eb) => ({
        plays: eb('watched_marks.plays', '+', 1),
        last_watched_at: eb.ref('excluded.last_watched_at'),
        source: eb.ref('excluded.source'),
      })),
    )
    .execute();
}

/** Marks episodes watched that are not (a season's or show's mark): the ones already marked keep their plays. */
export async function markMissing(db: Kysely<DB>, title: MarkedTitle, refs: readonly EpisodeRef[], at: string): Promise<void> {
  for (let i = 0; i < refs.length; i += ROWS_AT_ONCE) {
    await db
      .insertInto('watched_marks')
      .values(refs.slice(i, i + ROWS_AT_ONCE).map((ref) => rowOf(title, ref, at)))
      .onConflict((oc) => oc.columns(KEY).doNothing())
      .execute();
  }
}

/**
 * Marks a film or episode watched by a viewing (a history entry): a play the first time that viewing reaches the
 * end, none for its later reports, which carry the same entry id.
 */
export async function markByViewing(db: Kysely<DB>, title: MarkedTitle, ref: EpisodeRef, viewingId: string, at: string) {
  await db
    .insertInto('watched_marks')
    .values(rowOf(title, ref, at, viewingId))
    .onConflict((oc) =>
      oc
        .columns(KEY)
        .doUpdateSet((eb) => ({
          plays: eb('watched_marks.plays', '+', 1),
          last_watched_at: eb.ref('excluded.last_watched_at'),
          viewing_id: eb.ref('excluded.viewing_id'),
        }))
        .where(sql<boolean>`coalesce(watched_marks.viewing_id, '') <> excluded.viewing_id`),
    )
    .execute();
}

/** Unmarks a film, an episode, a season (`episode` left out) or a whole show (both left out). */
export async function unmark(
  db: Kysely<DB>,
  title: Omit<MarkedTitle, 'source'>,
  place: { season?: number | undefined; episode?: number | undefined },
): Promise<void> {
  await db
    .deleteFrom('watched_marks')
    .where('profile_id', '=', title.profileId)
    .where('media_type', '=', title.mediaType)
    .where('media_id', '=', title.mediaId)
    .$if(place.season !== undefined, (qb) => qb.where('season', '=', place.season!))
    .$if(place.episode !== undefined, (qb) => qb.where('episode', '=', place.episode!))
    .execute();
}

/** One title's marks (a film's one row, a show's episodes), in season and episode order. */
export async function marksOf(db: Kysely<DB>, title: Omit<MarkedTitle, 'source'>): Promise<MarkRow[]> {
  return db
    .selectFrom('watched_marks')
    .select(['season', 'episode', 'plays', 'last_watched_at'])
    .where('profile_id', '=', title.profileId)
    .where('media_type', '=', title.mediaType)
    .where('media_id', '=', title.mediaId)
    .orderBy('season')
    .orderBy('episode')
    .execute();
}

/** The profile's marked films, and each show with marks with its marked episodes, of one metadata source. */
export async function markedTitles(
  db: Kysely<DB>,
  profileId: string,
  source: MetadataSourceName,
): Promise<{ movies: number[]; shows: Map<number, EpisodeRef[]> }> {
  const rows = await db
    .selectFrom('watched_marks')
    .select(['media_type', 'media_id', 'season', 'episode'])
    .where('profile_id', '=', profileId)
    .where('source', '=', source)
    .orderBy('media_type')
    .orderBy('media_id')
    .execute();
  const movies: number[] = [];
  const shows = new Map<number, EpisodeRef[]>();
  for (const row of rows) {
    if (row.media_type === 'movie') movies.push(row.media_id);
    else {
      const episodes = shows.get(row.media_id) ?? [];
      episodes.push({ season: row.season, episode: row.episode });
      shows.set(row.media_id, episodes);
    }
  }
  return { movies, shows };
}

/** How many films and episodes the profile has marked. */
export async function markCount(db: Kysely<DB>, profileId: string): Promise<number> {
  const row = await db
    .selectFrom('watched_marks')
    .select((eb) => eb.fn.countAll<number | string>().as('marks'))
    .where('profile_id', '=', profileId)
    .executeTakeFirst();
  return Number(row?.marks ?? 0);
}
