import { countsAsWatched } from './watched-marks.ts';
import { dayIn } from './time-zones.ts';

/**
 * A profile's statistics (docs/behaviour.md#your-year): what it watched in a year or in all its time, from its
 * viewings (history entries) and the marks it made by hand. Days, months and years are the viewer's, in their time
 * zone.
 */

/** A viewing as the statistics read it. */
export interface StatsViewing {
  media_type: 'movie' | 'tv';
  media_id: number;
  title: string;
  season: number | null;
  episode: number | null;
  watch_position: number;
  duration: number;
  created_at: string;
}

/** A mark made by hand (not by a viewing), which counts one watch of its film or episode. */
export interface StatsMark {
  media_type: 'movie' | 'tv';
  media_id: number;
  season: number;
  episode: number;
  last_watched_at: string;
}

/** One period's figures: a month of a year (`2026-03`), or a year of all time (`2026`). */
export interface PeriodFigures {
  period: string;
  films: number;
  episodes: number;
  hours: number;
}

/** A title with how often it was watched (films) or how many of its episodes were (shows). */
export interface TitleCount {
  media_type: 'movie' | 'tv';
  media_id: number;
  title: string;
  count: number;
}

export interface WatchFigures {
  hours: number;
  films: number;
  episodes: number;
  periods: PeriodFigures[];
  /** The most days in a row with something watched, and the first of them (null when none). */
  longest_streak: { days: number; from: string | null };
  /** Every title watched, the most watched first (then by title). */
  titles: TitleCount[];
}

const hoursOf = (seconds: number) => Math.round((seconds / 3600) * 10) / 10;

/** The periods of a year (its twelve months) or of all time (each year from the first watched to `now`'s). */
function periodsOf(year: number | null, firstYear: number, thisYear: number): string[] {
  if (year !== null) return Array.from({ length: 12 }, (_, i) => `${year}-${String(i + 1).padStart(2, '0')}`);
  return Array.from({ length: Math.max(0, thisYear - firstYear + 1) }, (_, i) => String(firstYear + i));
}

/**
 * The figures of `year` (null: all time) in `timeZone` from viewings and hand marks; those of other years are left
 * out. Hours are the time played (each viewing's position); a film or an episode counts once per viewing that reached
 * 90 % or its credits, and once per hand mark. The streak counts days with any viewing that played, or a mark.
 */
export function watchFigures(
  allViewings: readonly StatsViewing[],
  allMarks: readonly StatsMark[],
  year: number | null,
  now: number,
  timeZone = 'UTC',
): WatchFigures {
  const dayOf = (iso: string) => dayIn(iso, timeZone);
  const inYear = (iso: string) => year === null || dayOf(iso).startsWith(`${year}-`);
  const viewings = allViewings.filter((v) => inYear(v.created_at));
  const marks = allMarks.filter((m) => inYear(m.last_watched_at));
  const thisYear = Number(dayIn(now, timeZone).slice(0, 4));
  const watches = [
    ...viewings
      .filter((v) => countsAsWatched(v.watch_position, v.duration))
      .map((v) => ({ media_type: v.media_type, media_id: v.media_id, title: v.title, at: v.created_at })),
    ...marks.map((m) => ({ media_type: m.media_type, media_id: m.media_id, title: '', at: m.last_watched_at })),
  ];
  const periodOf = (iso: string) => (year === null ? dayOf(iso).slice(0, 4) : dayOf(iso).slice(0, 7));
  const dates = [...viewings.map((v) => v.created_at), ...marks.map((m) => m.last_watched_at)];
  const firstYear = Math.min(...dates.map((d) => Number(dayOf(d).slice(0, 4))), thisYear);
  const periods = new Map(
    periodsOf(year, firstYear, thisYear).map((period) => [period, { period, films: 0, episodes: 0, hours: 0 }]),
  );
  for (const watch of watches) {
    const figures = periods.get(periodOf(watch.at));
    if (figures) figures[watch.media_type === 'movie' ? 'films' : 'episodes'] += 1;
  }
  const seconds = new Map<string, number>();
  for (const v of viewings)
    seconds.set(periodOf(v.created_at), (seconds.get(periodOf(v.created_at)) ?? 0) + Math.max(0, v.watch_position));
  for (const [period, total] of seconds) {
    const figures = periods.get(period);
    if (figures) figures.hours = hoursOf(total);
  }
  return {
    hours: hoursOf(viewings.reduce((sum, v) => sum + Math.max(0, v.watch_position), 0)),
    films: watches.filter((w) => w.media_type === 'movie').length,
    episodes: watches.filter((w) => w.media_type === 'tv').length,
    periods: [...periods.values()],
    longest_streak: longestStreak(
      [...viewings.filter((v) => v.watch_position > 0).map((v) => v.created_at), ...marks.map((m) => m.last_watched_at)],
      timeZone,
    ),
    titles: titleCounts(watches),
  };
}

function titleCounts(watches: ReadonlyArray<{ media_type: 'movie' | 'tv'; media_id: number; title: string }>): TitleCount[] {
  const counts = new Map<string, TitleCount>();
  for (const watch of watches) {
    const key = `${watch.media_type}:${watch.media_id}`;
    const known = counts.get(key);
    if (known) {
      known.count += 1;
      if (!known.title) known.title = watch.title;
    } else counts.set(key, { media_type: watch.media_type, media_id: watch.media_id, title: watch.title, count: 1 });
  }
  return [...counts.values()].toSorted((a, b) => b.count - a.count || a.title.localeCompare(b.title) || a.media_id - b.media_id);
}

/** The most days in a row among these times' days in `timeZone`, and its first day. */
export function longestStreak(times: readonly string[], timeZone = 'UTC'): { days: number; from: string | null } {
  const days = [...new Set(times.map((time) => dayIn(time, timeZone)))].toSorted();
  let best = { days: 0, from: null as string | null };
  let run = 0;
  let from = '';
  for (let i = 0; i < days.length; i++) {
    const follows = i > 0 && Date.parse(days[i]!) - Date.parse(days[i - 1]!) === 86_400_000;
    run = follows ? run + 1 : 1;
    if (!follows) from = days[i]!;
    if (run > best.days) best = { days: run, from };
  }
  return best;
}

/** Names counted over titles, weighted by how often each was watched: the most first, then by name. */
export function topNames(
  titles: ReadonlyArray<{ count: number; names: readonly string[] }>,
  limit: number,
): Array<{ name: string; count: number }> {
  const counts = new Map<string, number>();
  for (const title of titles) for (const name of new Set(title.names)) counts.set(name, (counts.get(name) ?? 0) + title.count);
  return [...counts]
    .map(([name, count]) => ({ name, count }))
    .toSorted((a, b) => b.count - a.count || a.name.localeCompare(b.name))
    .slice(0, limit);
}
