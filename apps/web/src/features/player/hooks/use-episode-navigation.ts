import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import {
  canGoNext,
  nextEpisode,
  NO_MORE_EPISODES,
  NO_MORE_SEASONS,
  playerPath,
  previousEpisode,
  type EpisodeRef,
  type NextEpisodeOutcome,
  type TmdbSeasonSummary,
} from '@marquee/core';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@/lib/router';
import { seasonQueryOptions } from '@/lib/titles/get-season';
import { useLanguage } from '@/lib/use-language';
import { useScreenToasts } from '@/lib/use-screen-toasts';

/** Core's toasts when Next has nowhere to go, in the page's language. */
const END_TITLES: Record<Extract<NextEpisodeOutcome, { kind: 'end' }>['title'], MessageDescriptor> = {
  [NO_MORE_EPISODES]: msg`No More Episodes`,
  [NO_MORE_SEASONS]: msg`No More Seasons`,
};

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
  const { t, i18n } = useLingui();
  const language = useLanguage();
  const previous = previousEpisode(current);

  async function goNext() {
    const outcome = nextEpisode(current, seasons, loadedCount);
    if (outcome.kind === 'end') {
      toast(i18n._(END_TITLES[outcome.title]));
      return;
    }
    if (outcome.season !== current.season) {
      try {
        await queryClient.fetchQuery(seasonQueryOptions(showId, outcome.season, language));
      } catch {
        toast.error(t`Error`, { description: t`Failed to load next season.` });
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
