import { dayIn, TIME_ZONE_MAX_OFFSET_MS, type StatsMark, type StatsViewing } from '@marquee/core';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';

/** A period of time as ISO text: from `start` (inclusive) to `end` (exclusive); both null for all time. */
export interface Period {
  start: string | null;
  end: string | null;
}

/**
 * Bounds that hold the year in every time zone (its UTC bounds widened by the largest offset), or all time for null:
 * the statistics then leave out what falls in another year in the viewer's zone.
 */
export function periodOf(year: number | null): Period {
  if (year === null) return { start: null, end: null };
  const at = (ms: number) => new Date(ms).toISOString();
  return {
    start: at(Date.UTC(year, 0, 1) - TIME_ZONE_MAX_OFFSET_MS),
    end: at(Date.UTC(year + 1, 0, 1) + TIME_ZONE_MAX_OFFSET_MS),
  };
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

/** The years (in `timeZone`) from the profile's first viewing or mark to its last, newest first. */
export async function activeYears(db: Kysely<DB>, profileId: string, timeZone: string): Promise<number[]> {
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
  const years = bounds.map((t) => Number(dayIn(t, timeZone).slice(0, 4)));
  const [first, last] = [Math.min(...years), Math.max(...years)];
  return Array.from({ length: last - first + 1 }, (_, i) => last - i);
}
