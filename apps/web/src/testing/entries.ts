import type { HistoryEntry, ListEntry } from '@marquee/core';

/** A saved list entry of the offline catalogue (testConfig's source), with the fields a test names. */
export function listEntry(fields: Partial<ListEntry> = {}): ListEntry {
  return {
    id: 'l1',
    media_id: 1_000_000_949,
    media_type: 'movie',
    source: 'catalogue',
    title: 'Heat',
    year: 1995,
    poster_path: '/heat.jpg',
    backdrop_path: null,
    overview: null,
    rating: null,
    added_at: new Date().toISOString(),
    ...fields,
  };
}

/** A history entry of the offline catalogue (testConfig's source), with the fields a test names. */
export function historyEntry(fields: Partial<HistoryEntry> = {}): HistoryEntry {
  const { added_at: _added, ...title } = listEntry();
  return {
    ...title,
    id: 'h1',
    watch_position: 600,
    duration: 6000,
    season: null,
    episode: null,
    created_at: new Date().toISOString(),
    ...fields,
  };
}
