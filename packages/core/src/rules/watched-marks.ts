import { chapterSkip } from './chapter-skips.ts';
import { isEpisodeComplete, seasonChoices, type EpisodeRef } from './episodes.ts';

/**
 * Watched marks (docs/behaviour.md#watched-marks): what a mark covers, when a viewing marks itself, and a show's
 * progress counted from its marked episodes.
 */

/** A viewing played this far through its duration marks its film or episode watched. */
export const WATCHED_FRACTION = 0.9;

/**
 * Whether a position counts as watched: at least WATCHED_FRACTION of a known duration, or as close to the end as
 * auto-advance waits for (isEpisodeComplete), which matters only for clips under a minute.
 */
export function countsAsWatched(position: number, duration: number): boolean {
  if (!Number.isFinite(position) || !Number.isFinite(duration) || duration <= 0) return false;
  return position >= duration * WATCHED_FRACTION || isEpisodeComplete(position, duration);
}

/**
 * Where a file's closing credits begin, by its chapters' names: the start of the last chapter named as credits that
 * begins in the second half of `duration` (an opening credits chapter is an intro), or null when it has none.
 */
export function creditsStart(chapters: ReadonlyArray<{ start: number; title: string | null }>, duration: number): number | null {
  const credits = chapters.filter((chapter) => chapterSkip(chapter.title) === 'credits' && chapter.start >= duration / 2);
  return credits.length > 0 ? credits[credits.length - 1]!.start : null;
}

/** What one mark or unmark names: a film, an episode, a season (every aired episode of it) or a whole show. */
export type MarkScope =
  { kind: 'film' } | { kind: 'episode'; season: number; episode: number } | { kind: 'season'; season: number } | { kind: 'show' };

/** The scope a body names: a film for a movie; for a show, the episode, the season or the show its fields give. */
export function markScope(body: {
  media_type: 'movie' | 'tv';
  season?: number | undefined;
  episode?: number | undefined;
}): MarkScope {
  if (body.media_type === 'movie') return { kind: 'film' };
  if (body.season === undefined) return { kind: 'show' };
  if (body.episode === undefined) return { kind: 'season', season: body.season };
  return { kind: 'episode', season: body.season, episode: body.episode };
}

/** An episode as a show's details name its latest or next one. */
interface EpisodePlace {
  season_number: number;
  episode_number: number;
}

/** What a show's details say of its airing: its seasons, and the last episode aired and the next one when known. */
export interface ShowAiring {
  seasons: ReadonlyArray<{ season_number: number; episode_count?: number | null; air_date?: string | null }>;
  last_episode_to_air?: EpisodePlace | null;
  next_episode_to_air?: EpisodePlace | null;
}

/** Orders episodes by season, then episode. */
const compareEpisodes = (a: EpisodeRef, b: EpisodeRef) => a.season - b.season || a.episode - b.episode;
const placeOf = (p: EpisodePlace): EpisodeRef => ({ season: p.season_number, episode: p.episode_number });

/**
 * The aired episodes of a show, season by season, numbered 1 to each season's episode count: up to the last
 * episode aired when the details name it, else before the next one when they name that, else all of them (an
 * ended show, or the offline catalogue, which names neither). A season dated after `today` (YYYY-MM-DD) has none.
 * `only` keeps one season (specials, season 0, included when asked for); without it, the regular seasons.
 */
export function airedEpisodes(show: ShowAiring, today: string, only?: number): EpisodeRef[] {
  const seasons = only === undefined ? seasonChoices(show.seasons) : show.seasons.filter((s) => s.season_number === only);
  const last = show.last_episode_to_air ? placeOf(show.last_episode_to_air) : null;
  const next = show.next_episode_to_air ? placeOf(show.next_episode_to_air) : null;
  const aired = (ref: EpisodeRef) => (last ? compareEpisodes(ref, last) <= 0 : next ? compareEpisodes(ref, next) < 0 : true);
  return seasons.flatMap((s) => {
    if (s.air_date && s.air_date > today) return [];
    const count = Math.max(0, s.episode_count ?? 0);
    return Array.from({ length: count }, (_, i) => ({ season: s.season_number, episode: i + 1 })).filter(aired);
  });
}

/** Whether a show lists this episode (aired or not): its season exists and counts at least that many. */
export function showHasEpisode(show: ShowAiring, ref: EpisodeRef): boolean {
  const season = show.seasons.find((s) => s.season_number === ref.season);
  return season !== undefined && ref.episode >= 1 && ref.episode <= (season.episode_count ?? 0);
}

/** How many of some episodes are watched: `{watched, total}`, 'n of total episodes'. */
export interface WatchedProgress {
  watched: number;
  total: number;
}

const episodeKey = (ref: EpisodeRef) => `${ref.season}:${ref.episode}`;

/** The progress over `aired`: a marked episode the show has not aired (or a special) does not count. */
export function watchedProgress(aired: readonly EpisodeRef[], marked: readonly EpisodeRef[]): WatchedProgress {
  const done = new Set(marked.map(episodeKey));
  return { watched: aired.filter((ref) => done.has(episodeKey(ref))).length, total: aired.length };
}

/** The progress of each season that has aired episodes, in season order. */
export function seasonProgress(
  aired: readonly EpisodeRef[],
  marked: readonly EpisodeRef[],
): Array<WatchedProgress & { season: number }> {
  const seasons = [...new Set(aired.map((ref) => ref.season))].toSorted((a, b) => a - b);
  return seasons.map((season) => ({
    season,
    ...watchedProgress(
      aired.filter((ref) => ref.season === season),
      marked,
    ),
  }));
}

/** Watched as a whole: every one of at least one aired episode is marked. */
export function isFullyWatched(progress: WatchedProgress): boolean {
  return progress.total > 0 && progress.watched === progress.total;
}
