import { addToLocalHistory, STORAGE_KEYS, type HistoryEntry } from '@marquee/core';
import { readJson, writeJson } from '@/lib/storage';

/**
 * The signed-out watch history (docs/behaviour.md#recording): a local copy in the shape of the server's entries,
 * newest first, one entry per title, at most 10 (addToLocalHistory).
 */

const isEntryList = (value: unknown): value is HistoryEntry[] =>
  Array.isArray(value) &&
  value.every((e: unknown) => typeof e === 'object' && e !== null && 'media_id' in e && typeof e.media_id === 'number' && 'media_type' in e && typeof e.media_type === 'string');

export function readLocalHistory(): HistoryEntry[] {
  return readJson(STORAGE_KEYS.localWatchHistory, isEntryList) ?? [];
}

/** Puts the entry at the front of the local copy, replacing the title's older one. */
export function recordLocally(entry: HistoryEntry): void {
  writeJson(STORAGE_KEYS.localWatchHistory, addToLocalHistory(readLocalHistory(), entry));
}
