import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { TmdbEpisode } from '@marquee/core';

/** How episode cards name an episode: its name, or 'Episode {n}' when TMDB has none, in the page's language (`i18n`). */
export function episodeName(episode: Pick<TmdbEpisode, 'name' | 'episode_number'>, i18n: I18n): string {
  const number = episode.episode_number;
  return episode.name.trim() || i18n._(msg`Episode ${number}`);
}

/** An episode's overview, or 'No description available.' when TMDB has none. */
export function episodeOverview(episode: Pick<TmdbEpisode, 'overview'>, i18n: I18n): string {
  return episode.overview.trim() || i18n._(msg`No description available.`);
}
