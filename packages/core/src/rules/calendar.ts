import { seasonChoices, type EpisodeRef } from './episodes.ts';

/**
 * The calendar and new-episode notifications (docs/behaviour.md#calendar, docs/behaviour.md#notifications): date
 * ranges, which seasons of a followed show may air within one, and which aired episode makes a notification. Dates
 * are days, 'YYYY-MM-DD', as the metadata sources date episodes and releases; today is the UTC day.
 */

/** The calendar's range without one asked for: a week back to a month ahead. */
export const CALENDAR_DAYS_BEFORE = 7;
export const CALENDAR_DAYS_AFTER = 30;
/** The most days one calendar request covers, first and last included. */
export const CALENDAR_MAX_DAYS = 62;
/** The feed's range: a month back to three months ahead. */
export const CALENDAR_FEED_DAYS_BEFORE = 30;
export const CALENDAR_FEED_DAYS_AFTER = 90;
/** A profile's titles read for one calendar or check at most: the ones followed most lately. */
export const FOLLOWED_TITLES_MAX = 100;
/** Season details read for one show at most: the seasons nearest the range. */
export const CALENDAR_SEASONS_PER_SHOW = 3;
/** A show's latest episode notifies when it aired this many days ago at most. */
export const NEW_EPISODE_WITHIN_DAYS = 7;

const DAY_MS = 86_400_000;
const DATE_SHAPE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Whether a text is a real day written 'YYYY-MM-DD' ('2026-02-30' is not). */
export function isCalendarDate(text: string): boolean {
  const parts = DATE_SHAPE.exec(text);
  if (!parts) return false;
  const date = new Date(Date.UTC(Number(parts[1]), Number(parts[2]) - 1, Number(parts[3])));
  return date.toISOString().slice(0, 10) === text;
}

/** The day `days` after `date` (before, when negative). */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Days from `from` to `to`: 0 for the same day, negative when `to` is earlier. */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}

/** A range of days, first and last included. */
export interface DateRange {
  from: string;
  to: string;
}

/**
 * The range a calendar request covers. Without either end, CALENDAR_DAYS_BEFORE before today to
 * CALENDAR_DAYS_AFTER after; with one end only, the other is as far from it as the default range's ends are apart.
 */
export function calendarRange(asked: { from?: string | undefined; to?: string | undefined }, today: string): DateRange {
  const span = CALENDAR_DAYS_BEFORE + CALENDAR_DAYS_AFTER;
  if (asked.from !== undefined && asked.to !== undefined) return { from: asked.from, to: asked.to };
  if (asked.from !== undefined) return { from: asked.from, to: addDays(asked.from, span) };
  if (asked.to !== undefined) return { from: addDays(asked.to, -span), to: asked.to };
  return { from: addDays(today, -CALENDAR_DAYS_BEFORE), to: addDays(today, CALENDAR_DAYS_AFTER) };
}

/** What is wrong with a range asked for, or null when it may be served: in order, and CALENDAR_MAX_DAYS at most. */
export function calendarRangeProblem(range: DateRange): { text: string; values?: { max: number } } | null {
  const days = daysBetween(range.from, range.to) + 1;
  if (days < 1) return { text: /*i18n*/ 'to must not be before from' };
  if (days > CALENDAR_MAX_DAYS) {
    return {
      text: /*i18n*/ 'The calendar covers at most {max, plural, one {# day} other {# days}} at once',
      values: { max: CALENDAR_MAX_DAYS },
    };
  }
  return null;
}

/** A source's date when it is a day, else null (TMDB writes '' for a date it does not know). */
const dayOf = (date: string | null | undefined): string | null =>
  typeof date === 'string' && isCalendarDate(date) ? date : null;

/** Whether a day falls within a range. */
export function inRange(date: string | null | undefined, range: DateRange): date is string {
  return typeof date === 'string' && date >= range.from && date <= range.to;
}

/** An episode as a show's details name its latest or next one, with its air date. */
export interface DatedEpisodePlace {
  season_number: number;
  episode_number: number;
  air_date?: string | null;
}

/** What a show's details say of its seasons' and episodes' air dates. */
export interface ShowSchedule {
  seasons: ReadonlyArray<{ season_number: number; air_date?: string | null }>;
  last_episode_to_air?: DatedEpisodePlace | null;
  next_episode_to_air?: DatedEpisodePlace | null;
}

/**
 * The seasons of a show whose episodes may air within a range, whose details are worth reading; at most
 * CALENDAR_SEASONS_PER_SHOW, the latest of them. A regular season may when it starts on or before the range's last
 * day and the next dated season does not start on or before its first. The seasons of the last episode aired and
 * the next one to air count when those air within the range (specials too). When the details name the last
 * episode aired before the range, its season and the earlier ones are done (unless the next episode is of its
 * season); with no next one, or a next one after the range, nothing airs in it: no season is read.
 */
export function seasonsInRange(show: ShowSchedule, range: DateRange): number[] {
  const last = show.last_episode_to_air ?? null;
  const next = show.next_episode_to_air ?? null;
  const lastAired = dayOf(last?.air_date);
  const nextAirs = dayOf(next?.air_date);
  const lastBefore = lastAired !== null && lastAired < range.from;
  if (lastBefore && (nextAirs === null || nextAirs > range.to)) return [];
  // Seasons done by the last episode aired, when it aired before the range: nothing of theirs airs in it.
  const doneBefore = last && lastBefore ? last.season_number - (next?.season_number === last.season_number ? 1 : 0) : -1;
  const chosen = new Set<number>();
  const dated = seasonChoices(show.seasons).flatMap((s) => {
    const starts = dayOf(s.air_date);
    return starts === null ? [] : [{ season: s.season_number, starts }];
  });
  dated.forEach(({ season, starts }, i) => {
    const following = dated[i + 1];
    if (season > doneBefore && starts <= range.to && (following === undefined || following.starts > range.from)) {
      chosen.add(season);
    }
  });
  if (last && inRange(lastAired, range)) chosen.add(last.season_number);
  if (next && inRange(nextAirs, range)) chosen.add(next.season_number);
  return [...chosen].toSorted((a, b) => a - b).slice(-CALENDAR_SEASONS_PER_SHOW);
}

/** An episode of a season's details. */
export interface DatedEpisode {
  season_number: number;
  episode_number: number;
  air_date?: string | null;
  name?: string | null;
}

/** The episodes of some seasons' details that air within a range, in season and episode order. */
export function episodesInRange<E extends DatedEpisode>(
  episodes: readonly E[],
  range: DateRange,
): Array<E & { air_date: string }> {
  return episodes
    .filter((e): e is E & { air_date: string } => inRange(e.air_date, range))
    .toSorted((a, b) => a.season_number - b.season_number || a.episode_number - b.episode_number);
}

/** What orders calendar items: the day, then the title, then the episode. */
export interface CalendarOrderFields {
  date: string;
  title: string;
  season: number | null;
  episode: number | null;
}

/** Orders calendar items by day, then title (case-insensitive), then season and episode (a film's first). */
export function compareCalendarItems(a: CalendarOrderFields, b: CalendarOrderFields): number {
  if (a.date !== b.date) return a.date < b.date ? -1 : 1;
  const byTitle = a.title.localeCompare(b.title, 'en', { sensitivity: 'base' });
  if (byTitle !== 0) return byTitle;
  return (a.season ?? -1) - (b.season ?? -1) || (a.episode ?? -1) - (b.episode ?? -1);
}

/**
 * The episode a followed show notifies of, or null: its latest aired one (last_episode_to_air) when it aired
 * within NEW_EPISODE_WITHIN_DAYS up to today, and the profile has not marked it watched.
 */
export function newEpisodeToNotify(
  show: Pick<ShowSchedule, 'last_episode_to_air'>,
  today: string,
  marked: readonly EpisodeRef[],
): EpisodeRef | null {
  const last = show.last_episode_to_air;
  if (!last || typeof last.air_date !== 'string' || !isCalendarDate(last.air_date)) return null;
  const age = daysBetween(last.air_date, today);
  if (age < 0 || age > NEW_EPISODE_WITHIN_DAYS) return null;
  const ref = { season: last.season_number, episode: last.episode_number };
  return marked.some((m) => m.season === ref.season && m.episode === ref.episode) ? null : ref;
}
