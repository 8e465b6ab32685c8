import { useLingui } from '@lingui/react/macro';
import type { EpisodeRef } from '@marquee/core';

/**
 * The player's line for an episode (docs/behaviour.md#player): 'Season 1 · Episode 2', or with the episode's name,
 * 'Season 1 · Episode 2: Pilot'. Returns the function that words it in the page's language.
 */
export function useEpisodeLine(): (current: EpisodeRef, name?: string | null) => string {
  const { t } = useLingui();
  return ({ season, episode }, name) =>
    name ? t`Season ${season} · Episode ${episode}: ${name}` : t`Season ${season} · Episode ${episode}`;
}
