import {
  airedEpisodes,
  isFullyWatched,
  seasonProgress,
  watchedProgress,
  type ShowAiring,
  type WatchedTitle,
} from '@marquee/core';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { FILM, marksOf, type MarkedTitle } from './watched-queries.ts';
import { today } from './show-airing.ts';

/**
 * One title's marks as GET /api/watched tells them. A film is watched when marked; a show when every aired episode
 * of its regular seasons is, counted against `airing` (its details).
 */
export async function titleState(
  db: Kysely<DB>,
  title: Omit<MarkedTitle, 'source'>,
  airing: ShowAiring | null,
): Promise<WatchedTitle> {
  const marks = await marksOf(db, title);
  const base = { media_type: title.mediaType, media_id: title.mediaId };
  if (title.mediaType === 'movie' || airing === null) {
    const film = marks.find((mark) => mark.season === FILM && mark.episode === FILM);
    return {
      ...base,
      watched: film !== undefined,
      plays: film?.plays ?? 0,
      last_watched_at: film?.last_watched_at ?? null,
      episodes: [],
      seasons: [],
      progress: null,
    };
  }
  const aired = airedEpisodes(airing, today());
  const progress = watchedProgress(aired, marks);
  const latest = marks.reduce<string | null>(
    (at, mark) => (at === null || mark.last_watched_at > at ? mark.last_watched_at : at),
    null,
  );
  return {
    ...base,
    watched: isFullyWatched(progress),
    // A show's plays are its episodes' (how often anything of it was watched).
    plays: marks.reduce((sum, mark) => sum + mark.plays, 0),
    last_watched_at: latest,
    episodes: marks,
    seasons: seasonProgress(aired, marks),
    progress,
  };
}
