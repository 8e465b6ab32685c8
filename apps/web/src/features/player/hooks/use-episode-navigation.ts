import { canGoNext, nextEpisode, playerPath, previousEpisode, type EpisodeRef, type TmdbSeasonSummary } from '@marquee/core';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@/lib/router';
import { seasonQueryOptions } from '@/lib/titles/get-season';
import { useScreenToasts } from '@/lib/use-screen-toasts';

interface EpisodeNavigationOptions {
  showId: number;
  current: EpisodeRef;
  /** The show's seasons; empty while its details load (nothing to go to yet). */
  seasons: readonly TmdbSeasonSummary[];
  /** How many episodes the current season's loaded list holds, once loaded. */
  loadedCount: number | undefined;
}

/**
 * Previous and Next of the TV player (docs/behaviour.md#episodes): Previous stays in the season; Next moves on, to episode 1 of
 * the next season after the last one (its episodes are loaded first: 'Failed to load next season.'), or says
 * 'No More Episodes' / 'No More Seasons'.
 */
export function useEpisodeNavigation({ showId, current, seasons, loadedCount }: EpisodeNavigationOptions) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const toast = useScreenToasts();
  const previous = previousEpisode(current);

  async function goNext() {
    const outcome = nextEpisode(current, seasons, loadedCount);
    if (outcome.kind === 'end') {
      toast(outcome.title);
      return;
    }
    if (outcome.season !== current.season) {
      try {
        await queryClient.fetchQuery(seasonQueryOptions(showId, outcome.season));
      } catch {
        toast.error('Error', { description: 'Failed to load next season.' });
        return;
      }
    }
    await navigate(playerPath('tv', showId, outcome.season, outcome.episode));
  }

  return {
    canGoNext: seasons.length > 0 && canGoNext(current, seasons, loadedCount),
    canGoPrevious: previous !== null,
    goNext,
    goPrevious: () => previous && void navigate(playerPath('tv', showId, previous.season, previous.episode)),
  };
}
