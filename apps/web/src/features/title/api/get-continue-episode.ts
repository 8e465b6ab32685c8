import { continueEpisode } from '@marquee/core';
import { useQuery } from '@tanstack/react-query';
import { useAuth } from '@/lib/auth';
import { recentHistoryQueryOptions } from '@/lib/watch-history';

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
