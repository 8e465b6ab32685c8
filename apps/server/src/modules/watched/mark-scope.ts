import { airedEpisodes, markScope, showHasEpisode, type ShowAiring, type WatchedBody } from '@marquee/core';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { notFound } from '../../http/errors.ts';
import { FILM, markMissing, markOne, unmark, type MarkedTitle } from './watched-queries.ts';
import { today } from './show-airing.ts';

/**
 * Marks what the body names (docs/behaviour.md#watched-marks): a film or an episode gains a play each time; a season
 * or a show marks its aired episodes not yet marked, leaving the plays of the others. `airing` is the show's details
 * (null for a film). A season or episode the show does not list answers 404.
 */
export async function markWatched(db: Kysely<DB>, title: MarkedTitle, body: WatchedBody, airing: ShowAiring | null) {
  const scope = markScope(body);
  const at = new Date().toISOString();
  if (scope.kind === 'film' || airing === null) return markOne(db, title, { season: FILM, episode: FILM }, at);
  if (scope.kind === 'episode') {
    if (!showHasEpisode(airing, scope)) throw notFound('Episode not found');
    return markOne(db, title, scope, at);
  }
  if (scope.kind === 'season') {
    if (!airing.seasons.some((season) => season.season_number === scope.season)) throw notFound('Season not found');
    return markMissing(db, title, airedEpisodes(airing, today(), scope.season), at);
  }
  return markMissing(db, title, airedEpisodes(airing, today()), at);
}

/** Unmarks what the body names: a film, an episode, every episode of a season, or everything of a show. */
export async function unmarkWatched(db: Kysely<DB>, title: Omit<MarkedTitle, 'source'>, body: WatchedBody) {
  await unmark(db, title, { season: body.season, episode: body.episode });
}
