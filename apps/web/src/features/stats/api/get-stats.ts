import type { StatsReply } from '@marquee/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { USER_QUERY_KEY } from '@/lib/auth';

/** A year, or 'all' for all time. */
export type StatsYear = number | 'all';

/** The device's time zone, whose days, months and years the figures count. */
const timeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

function statsQueryOptions(year: StatsYear) {
  return queryOptions({
    queryKey: [...USER_QUERY_KEY, 'stats', year],
    queryFn: ({ signal }) => apiRequest<StatsReply>(`/stats?year=${year}&tz=${encodeURIComponent(timeZone())}`, { signal }),
  });
}

/** GET /api/stats (docs/behaviour.md#your-year): the profile's figures for a year or all time. */
export function useStats(year: StatsYear) {
  return useQuery(statsQueryOptions(year));
}
