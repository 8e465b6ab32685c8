import { ALL_SPORTS, isLive, isTodaysMatch, type Match, type SportsTab } from '@marquee/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { liveRequest } from './live-api';

/** Matches move by the minute: lists stay fresh for one, like the gateway's cache. */
const FRESH_MS = 60_000;

/** The lists of all sports, one per tab, with the cache keys of docs/behaviour.md#sports-data. */
const TAB_LISTS: Record<SportsTab, { key: string; path: string }> = {
  popular: { key: 'sports-popular-matches', path: 'matches/all/popular' },
  live: { key: 'sports-live-matches', path: 'matches/live' },
  all: { key: 'sports-today-matches', path: 'matches/all-today' },
};

export const tabMatchesQueryOptions = (tab: SportsTab) =>
  queryOptions({
    queryKey: [TAB_LISTS[tab].key],
    queryFn: ({ signal }) => liveRequest.matches(TAB_LISTS[tab].path, signal),
    staleTime: FRESH_MS,
  });

/** Every match of one sport ('sports-matches' per sport); `all` gives every match of the service. */
export const sportMatchesQueryOptions = (sport: string) =>
  queryOptions({
    queryKey: ['sports-matches', sport],
    queryFn: ({ signal }) => liveRequest.matches(`matches/${encodeURIComponent(sport)}`, signal),
    staleTime: FRESH_MS,
  });

/** A tab's part of one sport's matches, by the same rules the service applies to all sports. */
function ofTab(tab: SportsTab, matches: Match[], now: number): Match[] {
  if (tab === 'popular') return matches.filter((m) => m.popular);
  if (tab === 'live') return matches.filter((m) => isLive(m, now));
  return matches.filter((m) => isTodaysMatch(m, now));
}

/**
 * The matches of a tab. For all sports the service's own list of that tab; for one sport, its list
 * (docs/behaviour.md#sports-data: that query runs only for a chosen sport) cut down to the tab.
 */
export function useTabMatches(tab: SportsTab, sport: string, now: number) {
  const everySport = sport === ALL_SPORTS;
  const tabQuery = useQuery({ ...tabMatchesQueryOptions(tab), enabled: everySport });
  const sportQuery = useQuery({ ...sportMatchesQueryOptions(sport), enabled: !everySport });
  const query = everySport ? tabQuery : sportQuery;
  const data = query.data && (everySport ? query.data : ofTab(tab, query.data, now));
  return { matches: data ?? [], isPending: query.isPending, error: query.error };
}
