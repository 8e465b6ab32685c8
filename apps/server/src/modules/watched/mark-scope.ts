import {
  airedEpisodes,
  markScope,
  showHasEpisode,
  WATCHED_MAX_MARKS,
  type EpisodeRef,
  type ShowAiring,
  type WatchedBody,
} from '@marquee/core';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { HttpError, notFound } from '../../http/errors.ts';
import { FILM, markCount, markMissing, markOne, unmark, type MarkedTitle } from './watched-queries.ts';
import { today } from './show-airing.ts';

/**
 * Marks what the body names (docs/behaviour.md#watched-marks): a film or an episode gains a play each time; a season
 * or a show marks its aired episodes not yet marked, leaving the plays of the others. `airing` is the show's details
 * (null for a film). A season or episode the show does not list answers 404.
 */
export async function markWatched(db: Kysely<DB>, title: MarkedTitle, body: WatchedBody, airing: ShowAiring | null) {
  const scope = markScope(body);
  const at = new Date().toISOString();
  if (scope.kind === 'film' || airing === null) return markWithin(db, title, [{ season: FILM, episode: FILM }], at, 'one');
  if (scope.kind === 'episode') {
    if (!showHasEpisode(airing, scope)) throw notFound(/*i18n*/ 'Episode not found');
    return markWithin(db, title, [scope], at, 'one');
  }
  if (scope.kind === 'season') {
    if (!airing.seasons.some((season) => season.season_number === scope.season)) throw notFound(/*i18n*/ 'Season not found');
    return markWithin(db, title, airedEpisodes(airing, today(), scope.season), at, 'missing');
  }
  return markWithin(db, title, airedEpisodes(airing, today()), at, 'missing');
}

/** The refusal (422) of a mark past WATCHED_MAX_MARKS. */
export const tooManyMarks = () =>
  new HttpError(
    422,
    /*i18n*/ 'A profile keeps at most {max, plural, one {# film or episode} other {# films and episodes}} marked watched',
    { max: WATCHED_MAX_MARKS },
  );

/**
 * Marks one film or episode (`one`: a play more when marked already), or a season's or show's episodes not yet
 * marked (`missing`); refused when the profile's marks would pass WATCHED_MAX_MARKS (counting each as new: a bound,
 * not an exact figure).
 */
async function markWithin(db: Kysely<DB>, title: MarkedTitle, refs: readonly EpisodeRef[], at: string, how: 'one' | 'missing') {
  if ((await markCount(db, title.profileId)) + refs.length > WATCHED_MAX_MARKS) throw tooManyMarks();
  if (how === 'one') return markOne(db, title, refs[0]!, at);
  return markMissing(db, title, refs, at);
}

/** Unmarks what the body names: a film, an episode, every episode of a season, or everything of a show. */
export async function unmarkWatched(db: Kysely<DB>, title: Omit<MarkedTitle, 'source'>, body: WatchedBody) {
  await unmark(db, title, { season: body.season, episode: body.episode });
}
