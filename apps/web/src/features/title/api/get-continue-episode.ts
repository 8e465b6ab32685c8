import { continueEpisode, type HistoryPage } from '@marquee/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { USER_QUERY_KEY, useAuth } from '@/lib/auth';

/**
 * How far back the TV page looks for the show in the watch history: the newest 100 entries (the most one request
 * returns). A show last watched before that gets no 'Continue' button, only 'Play Latest Episode'.
 */
const RECENT_HISTORY_LIMIT = 100;

export function recentHistoryQueryOptions() {
  return queryOptions({
    queryKey: [...USER_QUERY_KEY, 'watch-history', 'recent'],
    queryFn: ({ signal }) => apiRequest<HistoryPage>(`/watch-history?limit=${RECENT_HISTORY_LIMIT}`, { signal }),
  });
}

/**
 * 'Continue S{n} E{n} ({progress}%)' from the newest history entry of the show (SPEC.md §2 TV details); null for a
 * visitor, while loading, and when the show is not in the recent history.
 */
export function useContinueEpisode(showId: number) {
  const { user } = useAuth();
  const { data } = useQuery({
    ...recentHistoryQueryOptions(),
    enabled: user !== null,
    select: (page) => continueEpisode(page.items, showId),
  });
  return data ?? null;
}
