import type { TmdbEpisode } from '@marquee/core';

/** How episode cards name an episode: its name, or 'Episode {n}' when TMDB has none. */
export function episodeName(episode: Pick<TmdbEpisode, 'name' | 'episode_number'>): string {
  return episode.name.trim() || `Episode ${episode.episode_number}`;
}

/** An episode's overview, or 'No description available.' when TMDB has none. */
export function episodeOverview(episode: Pick<TmdbEpisode, 'overview'>): string {
  return episode.overview.trim() || 'No description available.';
}
