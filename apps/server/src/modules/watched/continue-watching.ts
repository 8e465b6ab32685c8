import {
  airedEpisodes,
  CONTINUE_WATCHING_MAX,
  CONTINUE_WATCHING_MAX_AGE_DAYS,
  continuePlace,
  upNextEpisode,
  type ContinueWatchingItem,
  type HistoryEntry,
  type MediaType,
} from '@marquee/core';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { historyAfter } from '../history/index.ts';
import type { MetadataSource } from '../metadata/index.ts';
import { marksOf } from './watched-queries.ts';
import { showDetails, today } from './show-airing.ts';

/** How far back the row looks in the history: the newest entries, far more than the row's titles. */
const RECENT_ENTRIES = 300;

const keyOf = (mediaType: MediaType, mediaId: number) => `${mediaType}:${mediaId}`;

interface Candidate {
  media_type: MediaType;
  media_id: number;
  /** The title's newest history entry among the recent ones. */
  viewing: HistoryEntry | null;
  /** Its newest play or mark, to order the candidates before each is judged. */
  at: string;
}

/**
 * The titles the profile played or marked lately, of the server's metadata source, its last activity first: the
 * newest entry of each title in its recent history, and each title with a mark within the row's age.
 */
async function candidates(db: Kysely<DB>, metadata: MetadataSource, profileId: string, now: number): Promise<Candidate[]> {
  const since = new Date(now - CONTINUE_WATCHING_MAX_AGE_DAYS * 86_400_000).toISOString();
  const [entries, marked] = await Promise.all([
    historyAfter(db, profileId, undefined, RECENT_ENTRIES),
    db
      .selectFrom('watched_marks')
      .select(['media_type', 'media_id', (eb) => eb.fn.max('last_watched_at').as('at')])
      .where('profile_id', '=', profileId)
      .where('source', '=', metadata.source)
      .where('last_watched_at', '>=', since)
      .groupBy(['media_type', 'media_id'])
      .execute(),
  ]);
  const byTitle = new Map<string, Candidate>();
  for (const entry of entries) {
    const key = keyOf(entry.media_type, entry.media_id);
    if (entry.source !== metadata.source || byTitle.has(key)) continue;
    byTitle.set(key, { media_type: entry.media_type, media_id: entry.media_id, viewing: entry, at: entry.created_at });
  }
  for (const row of marked) {
    const key = keyOf(row.media_type, row.media_id);
    const known = byTitle.get(key);
    if (known) known.at = known.at > row.at ? known.at : row.at;
    else byTitle.set(key, { media_type: row.media_type, media_id: row.media_id, viewing: null, at: row.at });
  }
  return [...byTitle.values()].toSorted((a, b) => (a.at < b.at ? 1 : a.at > b.at ? -1 : 0));
}

/**
 * The Continue Watching row of a profile (docs/behaviour.md#continue-watching): films and episodes to resume, and
 * each show at its next episode, its last activity first, at most CONTINUE_WATCHING_MAX. Titles are judged in that
 * order until the row is full; a show whose details cannot be read now is left out.
 */
export async function continueWatchingRow(
  db: Kysely<DB>,
  metadata: MetadataSource,
  profileId: string,
  now = Date.now(),
): Promise<ContinueWatchingItem[]> {
  const [titles, hiddenRows] = await Promise.all([
    candidates(db, metadata, profileId, now),
    db
      .selectFrom('continue_watching_hidden')
      .select(['media_type', 'media_id', 'hidden_at'])
      .where('profile_id', '=', profileId)
      .execute(),
  ]);
  const hidden = new Map(hiddenRows.map((row) => [keyOf(row.media_type, row.media_id), row.hidden_at]));
  const items: ContinueWatchingItem[] = [];
  for (const title of titles) {
    if (items.length >= CONTINUE_WATCHING_MAX) break;
    const item = await itemOf(db, metadata, profileId, title, hidden.get(keyOf(title.media_type, title.media_id)) ?? null, now);
    if (item) items.push(item);
  }
  return items;
}

async function itemOf(
  db: Kysely<DB>,
  metadata: MetadataSource,
  profileId: string,
  title: Candidate,
  hiddenAt: string | null,
  now: number,
): Promise<ContinueWatchingItem | null> {
  const marks = await marksOf(db, { profileId, mediaType: title.media_type, mediaId: title.media_id });
  const { viewing } = title;
  const place = continuePlace({ media_type: title.media_type, viewing, marks, hidden_at: hiddenAt }, now);
  if (place === null) return null;
  if (place.kind === 'resume') return viewing && { ...viewing, created_at: place.at, up_next: false };
  let show;
  try {
    show = await showDetails(metadata, title.media_id);
  } catch {
    return null;
  }
  const next = upNextEpisode(airedEpisodes(show.airing, today()), marks, place.after);
  if (next === null) return null;
  return {
    ...(viewing ?? { id: keyOf(title.media_type, title.media_id), ...show.snapshot }),
    season: next.season,
    episode: next.episode,
    watch_position: 0,
    duration: 0,
    created_at: place.at,
    up_next: true,
  };
}
