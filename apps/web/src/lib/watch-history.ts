import type { HistoryPage } from '@marquee/core';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from './api-client';
import { USER_QUERY_KEY } from './auth';

/**
 * Every watch-history query lives under this key (the history screens, the home page's Continue Watching row,
 * the TV page's Continue button), so one invalidation after a change or a recorded play refreshes them all;
 * being under the user's key, signing out forgets them.
 */
export const HISTORY_QUERY_KEY = [...USER_QUERY_KEY, 'watch-history'] as const;

/**
 * How far back the TV page and the Continue Watching row look in the watch history: the newest 100 entries (the
 * most one request returns). A show last watched before that gets no 'Continue' button, only 'Play Latest Episode'.
 */
const RECENT_HISTORY_LIMIT = 100;

/** GET /api/watch-history?limit=100, one cache entry shared by the home page and the TV page. */
export function recentHistoryQueryOptions() {
  return queryOptions({
    queryKey: [...HISTORY_QUERY_KEY, 'recent'],
    queryFn: ({ signal }) => apiRequest<HistoryPage>(`/watch-history?limit=${RECENT_HISTORY_LIMIT}`, { signal }),
  });
}
