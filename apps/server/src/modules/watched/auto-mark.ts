import { countsAsWatched, creditsStart, WATCHED_MAX_MARKS, type HistoryEntry } from '@marquee/core';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { filesOfTitle, storedMediaInfos, type TitleRef } from '../library/index.ts';
import { FILM, markByViewing, markCount } from './watched-queries.ts';

/** A library file whose length is within this of the viewing's is taken to be the file played. */
const SAME_FILE_SECONDS = 5;

/**
 * Marks the film or episode of a history entry watched once its position counts as watched (90 % of its duration)
 * or is into the closing credits of the library file played: a play for the viewing's first report past it, none
 * for its later ones (docs/behaviour.md#watched-marks). An episode entry without its season and episode names
 * nothing to mark.
 */
export async function markIfWatched(db: Kysely<DB>, profileId: string, entry: HistoryEntry): Promise<void> {
  const { season, episode } = entry;
  const ref =
    entry.media_type === 'movie'
      ? { season: FILM, episode: FILM }
      : season !== null && episode !== null
        ? { season, episode }
        : null;
  if (ref === null) return;
  const title: TitleRef =
    entry.media_type === 'movie'
      ? { mediaType: 'movie', id: entry.media_id }
      : { mediaType: 'tv', id: entry.media_id, season: ref.season, episode: ref.episode };
  if (!countsAsWatched(entry.watch_position, entry.duration) && !(await inCredits(db, entry, title))) return;
  // At the profile's cap, a viewing marks nothing more (docs/behaviour.md#limits); its history is kept.
  if ((await markCount(db, profileId)) >= WATCHED_MAX_MARKS) return;
  const marked = { profileId, mediaType: entry.media_type, mediaId: entry.media_id, source: entry.source };
  await markByViewing(db, marked, ref, entry.id, new Date().toISOString());
}

/**
 * Whether the viewing is into the closing credits chapter of the library's file of its title (of the viewing's
 * length). Read only past half the viewing, so most progress reports cost no lookup.
 */
async function inCredits(db: Kysely<DB>, entry: HistoryEntry, title: TitleRef): Promise<boolean> {
  if (!(entry.duration > 0) || entry.watch_position < entry.duration / 2) return false;
  const files = await filesOfTitle(db, entry.source, title);
  const infos = await storedMediaInfos(
    db,
    files.map((file) => file.path),
  );
  return [...infos.values()].some((info) => {
    if (info === null || 'error' in info || info.duration === null) return false;
    if (Math.abs(info.duration - entry.duration) > SAME_FILE_SECONDS) return false;
    const credits = creditsStart(info.chapters, info.duration);
    return credits !== null && entry.watch_position >= credits;
  });
}
