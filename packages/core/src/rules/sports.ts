import { isSameDay } from 'date-fns';
import { LIVE_THRESHOLD_MS } from '../constants.ts';

/** The fields of a sports-service Match (docs/behaviour.md#sports-data) the list rules read. */
export interface MatchFields {
  id: string;
  title?: string | null;
  category?: string | null;
  /** Start time, epoch milliseconds. */
  date: number;
  popular?: boolean | null;
  teams?: { home?: { name?: string | null } | null; away?: { name?: string | null } | null } | null;
  sources?: ReadonlyArray<{ source: string; id: string }> | null;
}

/** LIVE: started less than 3 hours ago, and not in the future (docs/behaviour.md#sports-list). */
export function isLive(match: Pick<MatchFields, 'date'>, now: number): boolean {
  return match.date <= now && now - match.date < LIVE_THRESHOLD_MS;
}

/**
 * One of today's matches (the All tab): it starts on today's calendar day in the local time zone, or it is
 * still LIVE after starting before midnight.
 */
export function isTodaysMatch(match: Pick<MatchFields, 'date'>, now: number): boolean {
  return isSameDay(match.date, now) || isLive(match, now);
}

export type MatchBadge = 'LIVE' | 'Popular' | null;

/** The card badge: LIVE, else Popular when the service flags it, else none. */
export function matchBadge(match: Pick<MatchFields, 'date' | 'popular'>, now: number): MatchBadge {
  if (isLive(match, now)) return 'LIVE';
  return match.popular ? 'Popular' : null;
}

/** The id a match is opened by: the first source's id when it has one (docs/behaviour.md#sports-data), else its own. */
export function matchRouteId(match: Pick<MatchFields, 'id' | 'sources'>): string {
  return match.sources?.[0]?.id ?? match.id;
}

/** The 'All Sports' chip's value. */
export const ALL_SPORTS = 'all';

/** Matches of the chosen sport ('all' for every one) whose title or a team name contains the search text. */
export function filterMatches<T extends MatchFields>(matches: readonly T[], sport: string, search: string): T[] {
  const needle = search.trim().toLowerCase();
  return matches.filter((m) => {
    if (sport !== ALL_SPORTS && m.category !== sport) return false;
    if (needle === '') return true;
    return [m.title, m.teams?.home?.name, m.teams?.away?.name].some((text) => text?.toLowerCase().includes(needle));
  });
}

export const MATCH_SORTS = ['time', 'relevance'] as const;
export type MatchSort = (typeof MATCH_SORTS)[number];

/** The sort named in the URL (?sort=); anything else means the default, 'time'. */
export function parseMatchSort(value: string | null | undefined): MatchSort {
  return MATCH_SORTS.find((s) => s === value) ?? 'time';
}

/** Soonest first: upcoming matches by how soon they start, then those already started, most recent first. */
function bySoonest(now: number) {
  const rank = (m: MatchFields): [group: number, distance: number] => (m.date > now ? [0, m.date - now] : [1, now - m.date]);
  return (a: MatchFields, b: MatchFields) => {
    const [ga, da] = rank(a);
    const [gb, db] = rank(b);
    return ga - gb || da - db;
  };
}

/**
 * Time: by start time, earliest first. Relevance: live matches first, then popular ones, then the rest;
 * within each group the soonest first (see bySoonest). Ties keep the service's order.
 */
export function sortMatches<T extends MatchFields>(matches: readonly T[], sort: MatchSort, now: number): T[] {
  if (sort === 'time') return matches.toSorted((a, b) => a.date - b.date);
  const group = (m: MatchFields) => (isLive(m, now) ? 0 : m.popular ? 1 : 2);
  const soonest = bySoonest(now);
  return matches.toSorted((a, b) => group(a) - group(b) || soonest(a, b));
}

export const SPORTS_TABS = ['popular', 'live', 'all'] as const;
export type SportsTab = (typeof SPORTS_TABS)[number];

/** The tab named in the URL (?tab=); anything else means the default, 'popular'. */
export function parseSportsTab(value: string | null | undefined): SportsTab {
  return SPORTS_TABS.find((t) => t === value) ?? 'popular';
}

/** The empty-list text of docs/behaviour.md#sports-list for a tab, naming the sport when one is chosen. */
export function sportsEmptyMessage(tab: SportsTab, sportName?: string | null): string {
  const sport = sportName ? `${sportName} ` : '';
  if (tab === 'popular') return `No popular ${sport}matches available at the moment.`;
  if (tab === 'live') return `No live ${sport}matches available at the moment.`;
  return `No ${sport}matches scheduled for today.`;
}

/** docs/behaviour.md#sports-player: the sports player reads only MEDIA_DATA messages from a trusted stream origin (see originsOf). */
export function acceptsStreamMessage(origin: string, data: unknown, trusted: readonly string[]): boolean {
  return trusted.includes(origin) && typeof data === 'object' && data !== null && 'type' in data && data.type === 'MEDIA_DATA';
}
