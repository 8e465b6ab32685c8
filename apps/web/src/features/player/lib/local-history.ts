import { addToLocalHistory, METADATA_SOURCES, STORAGE_KEYS, type HistoryEntry, type MetadataSourceName } from '@marquee/core';
import { readJson, writeJson } from '@/lib/storage';

/**
 * The signed-out watch history (docs/behaviour.md#recording): a local copy in the shape of the server's entries,
 * newest first, one entry per title, at most 10 (addToLocalHistory).
 */

/** An entry as a browser may hold it: copies written before entries named their source and year lack both. */
type StoredEntry = Omit<HistoryEntry, 'source' | 'year'> & { source?: unknown; year?: unknown };

const isEntryList = (value: unknown): value is StoredEntry[] =>
  Array.isArray(value) &&
  value.every(
    (e: unknown) =>
      typeof e === 'object' &&
      e !== null &&
      'media_id' in e &&
      typeof e.media_id === 'number' &&
      'media_type' in e &&
      typeof e.media_type === 'string',
  );

const isMetadataSource = (value: unknown): value is MetadataSourceName => METADATA_SOURCES.some((source) => source === value);

/** The local copy; an entry that names no source is taken as `currentSource`'s, as it was saved before sources were kept. */
export function readLocalHistory(currentSource: MetadataSourceName): HistoryEntry[] {
  return (readJson(STORAGE_KEYS.localWatchHistory, isEntryList) ?? []).map((entry) => ({
    ...entry,
    source: isMetadataSource(entry.source) ? entry.source : currentSource,
    year: typeof entry.year === 'number' ? entry.year : null,
  }));
}

/** Puts the entry at the front of the local copy, replacing the title's older one; the entry carries the current source. */
export function recordLocally(entry: HistoryEntry): void {
  writeJson(STORAGE_KEYS.localWatchHistory, addToLocalHistory(readLocalHistory(entry.source), entry));
}
