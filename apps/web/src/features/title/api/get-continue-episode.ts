import { continueEpisode } from '@marquee/core';
import { useQuery } from '@tanstack/react-query';
import { useAuth } from '@/lib/auth';
import { latestTitleEntryQueryOptions } from '@/lib/watch-history';

/**
 * 'Continue S{n} E{n} ({progress}%)' from the newest history entry of the show (docs/behaviour.md#tv-details); null for a
 * visitor, while loading, and when the show is not in the history.
 */
export function useContinueEpisode(showId: number) {
  const { user } = useAuth();
  const { data } = useQuery({
    ...latestTitleEntryQueryOptions('tv', showId),
    enabled: user !== null,
    select: (page) => continueEpisode(page.items, showId),
  });
  return data ?? null;
}
