import type { StatsMark, StatsViewing } from '@marquee/core';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';

/** A period of time as ISO text: from `start` (inclusive) to `end` (exclusive); both null for all time. */
export interface Period {
  start: string | null;
  end: string | null;
}

/** The year's bounds (UTC), or all time for null. */
export function periodOf(year: number | null): Period {
  if (year === null) return { start: null, end: null };
  return { start: new Date(Date.UTC(year, 0, 1)).toISOString(), end: new Date(Date.UTC(year + 1, 0, 1)).toISOString() };
}

/** The profile's viewings (history entries) of the period, oldest first. */
export async function viewingsOf(
  db: Kysely<DB>,
  profileId: string,
  period: Period,
): Promise<Array<StatsViewing & { source: string }>> {
  return db
    .selectFrom('watch_history')
    .select(['media_type', 'media_id', 'title', 'season', 'episode', 'watch_position', 'duration', 'created_at', 'source'])
    .where('profile_id', '=', profileId)
    .$if(period.start !== null, (qb) => qb.where('created_at', '>=', period.start!))
    .$if(period.end !== null, (qb) => qb.where('created_at', '<', period.end!))
    .orderBy('created_at')
    .execute();
}

/** The marks the profile made by hand (not by a viewing) whose last watch falls in the period. */
export async function handMarksOf(db: Kysely<DB>, profileId: string, period: Period): Promise<StatsMark[]> {
  return db
    .selectFrom('watched_marks')
    .select(['media_type', 'media_id', 'season', 'episode', 'last_watched_at'])
    .where('profile_id', '=', profileId)
    .where('viewing_id', 'is', null)
    .$if(period.start !== null, (qb) => qb.where('last_watched_at', '>=', period.start!))
    .$if(period.end !== null, (qb) => qb.where('last_watched_at', '<', period.end!))
    .execute();
}

/** The years (UTC) in which the profile viewed or marked anything, newest first. */
export async function activeYears(db: Kysely<DB>, profileId: string): Promise<number[]> {
  const [viewed, marked] = await Promise.all([
    db
      .selectFrom('watch_history')
      .select((eb) => [eb.fn.min('created_at').as('first'), eb.fn.max('created_at').as('last')])
      .where('profile_id', '=', profileId)
      .executeTakeFirst(),
    db
      .selectFrom('watched_marks')
      .select((eb) => [eb.fn.min('last_watched_at').as('first'), eb.fn.max('last_watched_at').as('last')])
      .where('profile_id', '=', profileId)
      .executeTakeFirst(),
  ]);
  const bounds = [viewed?.first, viewed?.last, marked?.first, marked?.last].filter((t): t is string => typeof t === 'string');
  if (bounds.length === 0) return [];
  const years = bounds.map((t) => Number(t.slice(0, 4)));
  const [first, last] = [Math.min(...years), Math.max(...years)];
  return Array.from({ length: last - first + 1 }, (_, i) => last - i);
}
