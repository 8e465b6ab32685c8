import { countsAsWatched, type HistoryEntry } from '@marquee/core';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { FILM, markByViewing } from './watched-queries.ts';

/**
 * Marks the film or episode of a history entry watched once its position counts as watched (90 % of its duration):
 * a play for the viewing's first report past it, none for its later ones (docs/behaviour.md#watched-marks). An
 * episode entry without its season and episode names nothing to mark.
 */
export async function markIfWatched(db: Kysely<DB>, profileId: string, entry: HistoryEntry): Promise<void> {
  if (!countsAsWatched(entry.watch_position, entry.duration)) return;
  const { season, episode } = entry;
  const ref =
    entry.media_type === 'movie'
      ? { season: FILM, episode: FILM }
      : season !== null && episode !== null
        ? { season, episode }
        : null;
  if (ref === null) return;
  const title = { profileId, mediaType: entry.media_type, mediaId: entry.media_id, source: entry.source };
  await markByViewing(db, title, ref, entry.id, new Date().toISOString());
}
