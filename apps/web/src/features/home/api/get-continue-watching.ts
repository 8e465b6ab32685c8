import { continueWatching } from '@marquee/core';
import { useQuery } from '@tanstack/react-query';
import { useAuth } from '@/lib/auth';
import { recentHistoryQueryOptions } from '@/lib/watch-history';

/**
 * The Continue Watching row (docs/behaviour.md#continue-watching): from the newest 100 history entries (the request the TV
 * page's Continue button makes too, so the two share one cache entry), those with a valid created_at,
 * newest first, one per title, at most 20. Empty for a visitor, who sees no row.
 */
export function useContinueWatching() {
  const { user } = useAuth();
  return useQuery({
    ...recentHistoryQueryOptions(),
    enabled: user !== null,
    select: (page) => continueWatching(page.items),
  });
}
