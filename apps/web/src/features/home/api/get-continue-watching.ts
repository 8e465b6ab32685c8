import { continueWatching, type HistoryPage } from '@marquee/core';
import { useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useAuth } from '@/lib/auth';
import { useCanOpenEntry } from '@/lib/metadata-source';
import { recentHistoryQueryOptions } from '@/lib/watch-history';

/**
 * The Continue Watching row (docs/behaviour.md#continue-watching): from the newest 100 history entries (the request the TV
 * page's Continue button makes too, so the two share one cache entry), those with a valid created_at,
 * newest first, one per title, at most 20. Empty for a visitor, who sees no row. Entries kept from another
 * metadata source are left out: the player cannot resume a title by their id.
 */
export function useContinueWatching() {
  const { user } = useAuth();
  const canOpen = useCanOpenEntry();
  return useQuery({
    ...recentHistoryQueryOptions(),
    enabled: user !== null,
    select: useCallback((page: HistoryPage) => continueWatching(page.items.filter(canOpen)), [canOpen]),
  });
}
