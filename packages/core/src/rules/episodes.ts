import { EPISODE_COMPLETE_WITHIN_S } from '../constants.ts';
import { latestEntryOf, progressPercent, type HistoryFields } from './history.ts';

/** A season as TMDB's TV details list it. */
export interface SeasonFields {
  season_number: number;
  episode_count?: number | null;
}

export interface EpisodeRef {
  season: number;
  episode: number;
}

/** The informational toasts when Next has nowhere to go (docs/behaviour.md#episodes). */
export const NO_MORE_EPISODES = 'No More Episodes';
export const NO_MORE_SEASONS = 'No More Seasons';

export type NextEpisodeOutcome =
  { kind: 'episode'; season: number; episode: number } | { kind: 'end'; title: typeof NO_MORE_EPISODES | typeof NO_MORE_SEASONS };

/** Season choices: every season numbered above 0 (season 0 holds TMDB's specials), in number order. */
export function seasonChoices<T extends SeasonFields>(seasons: readonly T[]): T[] {
  return seasons.filter((s) => s.season_number > 0).toSorted((a, b) => a.season_number - b.season_number);
}

/** The season selected at first: the first one numbered above 0, or null when the show lists none. */
export function defaultSeasonNumber(seasons: readonly SeasonFields[]): number | null {
  return seasonChoices(seasons)[0]?.season_number ?? null;
}

/** The season after `season` in number order, whether or not it has episodes yet. */
function followingSeason(seasons: readonly SeasonFields[], season: number): SeasonFields | undefined {
  return seasonChoices(seasons).find((s) => s.season_number > season);
}

/**
 * The episode count of the current season: the loaded episode list's length when the player has it
 * (TMDB's episode_count can include episodes not yet listed), else the season's episode_count.
 */
function episodesIn(seasons: readonly SeasonFields[], season: number, loadedCount?: number): number {
  return loadedCount ?? seasons.find((s) => s.season_number === season)?.episode_count ?? 0;
}

/**
 * Next (docs/behaviour.md#episodes): the next episode of the season; after the last one, episode 1 of the next
 * season if it has episodes; else 'No More Episodes' (the next season has none yet) or 'No More Seasons'.
 */
export function nextEpisode(current: EpisodeRef, seasons: readonly SeasonFields[], loadedCount?: number): NextEpisodeOutcome {
  if (current.episode < episodesIn(seasons, current.season, loadedCount)) {
    return { kind: 'episode', season: current.season, episode: current.episode + 1 };
  }
  const following = followingSeason(seasons, current.season);
  if (!following) return { kind: 'end', title: NO_MORE_SEASONS };
  if ((following.episode_count ?? 0) <= 0) return { kind: 'end', title: NO_MORE_EPISODES };
  return { kind: 'episode', season: following.season_number, episode: 1 };
}

/** Next is disabled on the last episode of the season when no season follows. */
export function canGoNext(current: EpisodeRef, seasons: readonly SeasonFields[], loadedCount?: number): boolean {
  return (
    current.episode < episodesIn(seasons, current.season, loadedCount) || followingSeason(seasons, current.season) !== undefined
  );
}

/** Previous stays within the season; null (the button disabled) on its first episode. */
export function previousEpisode(current: EpisodeRef): EpisodeRef | null {
  return current.episode > 1 ? { season: current.season, episode: current.episode - 1 } : null;
}

/** An episode counts as watched once the position is within 5 s of its duration; this triggers auto-advance. */
export function isEpisodeComplete(position: number, duration: number): boolean {
  return duration > 0 && Number.isFinite(position) && duration - position <= EPISODE_COMPLETE_WITHIN_S;
}

export interface ContinueEpisode extends EpisodeRef {
  label: string;
}

/**
 * TV details 'Continue S{n} E{n} ({progress}%)' from the newest history entry of the show, or null when
 * the show has none. An entry without season and episode resumes at S1 E1, like Continue Watching.
 */
export function continueEpisode(
  history: ReadonlyArray<HistoryFields & { watch_position?: number | null; duration?: number | null }>,
  showId: number,
): ContinueEpisode | null {
  const latest = latestEntryOf(history, 'tv', showId);
  if (!latest) return null;
  const season = latest.season ?? 1;
  const episode = latest.episode ?? 1;
  const progress = progressPercent(latest.watch_position, latest.duration);
  return { season, episode, label: `Continue S${season} E${episode} (${progress}%)` };
}

/**
 * The season and episode an absolute episode number names (anime's `One Piece - 1071`): counted through the seasons
 * numbered above 0 in order (specials excluded), as the source lists them. Null when it is past the last episode
 * the seasons count, or when a season before it does not say how many episodes it has.
 */
export function episodeOfAbsolute(absolute: number, seasons: readonly SeasonFields[]): EpisodeRef | null {
  if (!Number.isInteger(absolute) || absolute < 1) return null;
  let left = absolute;
  for (const season of seasonChoices(seasons)) {
    const count = season.episode_count;
    if (count === null || count === undefined) return null;
    if (left <= count) return { season: season.season_number, episode: left };
    left -= count;
  }
  return null;
}
