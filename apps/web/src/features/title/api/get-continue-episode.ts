import { continueEpisode, latestEntryOf, progressPercent } from '@marquee/core';
import { useQuery } from '@tanstack/react-query';
import { useAuth } from '@/lib/auth';
import { latestTitleEntryQueryOptions } from '@/lib/watch-history';

/**
 * 'Continue S{n} E{n} ({progress}%)' from the newest history entry of the show (docs/behaviour.md#tv-details); null for a
 * visitor, while loading, and when the show is not in the history. The season, episode and progress come apart, so
 * that the label is written in the page's language (core's `label` is English).
 */
export function useContinueEpisode(showId: number) {
  const { user } = useAuth();
  const { data } = useQuery({
    ...latestTitleEntryQueryOptions('tv', showId),
    enabled: user !== null,
    select: (page) => {
      const resume = continueEpisode(page.items, showId);
      if (!resume) return null;
      const latest = latestEntryOf(page.items, 'tv', showId);
      return {
        season: resume.season,
        episode: resume.episode,
        progress: progressPercent(latest?.watch_position, latest?.duration),
      };
    },
  });
  return data ?? null;
}
