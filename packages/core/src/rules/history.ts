import { LOCAL_HISTORY_CAP } from '../constants.ts';
import { descendingWithMissingLast } from './order.ts';
import { toEpochMs } from './timestamps.ts';

/** The fields the history rules read; both server entries (HistoryEntry) and the local copy have them. */
export interface HistoryFields {
  media_id: number;
  media_type: string;
  created_at?: string | null;
  season?: number | null;
  episode?: number | null;
  watch_position?: number | null;
}

const titleKey = (entry: HistoryFields) => `${entry.media_type}:${entry.media_id}`;

/** Cleanup keeps one entry per title, and for TV one per episode (docs/behaviour.md#clearing-and-duplicates). */
const watchKey = (entry: HistoryFields) =>
  entry.media_type === 'tv' ? `${titleKey(entry)}:${entry.season ?? ''}:${entry.episode ?? ''}` : titleKey(entry);

/** Newest created_at first; entries without a readable one after them, in their received order. */
function newestFirst<T extends HistoryFields>(entries: readonly T[]): T[] {
  return entries.toSorted(descendingWithMissingLast((entry) => toEpochMs(entry.created_at)));
}

/** The first entry of each key, in order. */
function firstPerKey<T extends HistoryFields>(entries: readonly T[], key: (entry: T) => string): T[] {
  const seen = new Set<string>();
  return entries.filter((entry) => {
    const k = key(entry);
    if (seen.has(k)) return false;
    seen.add(k);
    return true;
  });
}

/** The newest entry of one title (entries without a readable created_at count as oldest), or null. */
export function latestEntryOf<T extends HistoryFields>(entries: readonly T[], mediaType: string, mediaId: number): T | null {
  return newestFirst(entries.filter((e) => e.media_type === mediaType && e.media_id === mediaId))[0] ?? null;
}

/** The signed-out history copy after watching `entry`: newest first, one entry per title, at most 10. */
export function addToLocalHistory<T extends HistoryFields>(history: readonly T[], entry: T): T[] {
  return firstPerKey([entry, ...history], titleKey).slice(0, LOCAL_HISTORY_CAP);
}

/**
 * 'Remove Duplicates': keeps the newest entry per title (per episode for TV) and lists the others for removal.
 * Both lists keep the received order.
 */
export function findHistoryDuplicates<T extends HistoryFields>(entries: readonly T[]): { keep: T[]; remove: T[] } {
  const kept = new Set(firstPerKey(newestFirst(entries), watchKey));
  return { keep: entries.filter((e) => kept.has(e)), remove: entries.filter((e) => !kept.has(e)) };
}

/** How far through a title the viewer got, as a whole percentage from 0 to 100 (0 when the duration is unknown). */
export function progressPercent(position: number | null | undefined, duration: number | null | undefined): number {
  if (!position || !duration || !Number.isFinite(position) || !Number.isFinite(duration) || duration <= 0) return 0;
  return Math.min(100, Math.max(0, Math.round((position / duration) * 100)));
}
