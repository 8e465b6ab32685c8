import type { HistoryEntry } from '@marquee/core';
import { describe, expect, it } from 'vitest';
import { entryTitle, episodeLabel, historyEntryDetails } from '../entry-text';

const entry = (fields: Partial<HistoryEntry>): HistoryEntry => ({
  id: 'h1',
  media_id: 1,
  media_type: 'movie',
  source: 'catalogue',
  title: 'Heat',
  year: 1995,
  poster_path: null,
  backdrop_path: null,
  overview: null,
  rating: null,
  watch_position: 0,
  duration: 0,
  season: null,
  episode: null,
  created_at: new Date(Date.now() - 3 * 60 * 60 * 1000).toISOString(),
  ...fields,
});

describe('history entry texts', () => {
  it("names the episode of a TV entry 'S{n} E{n}', and none for movies or shows without one", () => {
    expect(episodeLabel(entry({ media_type: 'tv', season: 2, episode: 5 }))).toBe('S2 E5');
    expect(episodeLabel(entry({ media_type: 'tv' }))).toBeNull();
    expect(episodeLabel(entry({ season: 2, episode: 5 }))).toBeNull();
  });

  it('describes an entry by type, episode and relative time', () => {
    expect(historyEntryDetails(entry({}))).toBe('Movie · 3 hours ago');
    expect(historyEntryDetails(entry({ media_type: 'tv', season: 1, episode: 2 }))).toBe('TV Show · S1 E2 · 3 hours ago');
  });

  it("says 'Recently' for a time that cannot be read (docs/behaviour.md#formats)", () => {
    expect(historyEntryDetails(entry({ created_at: 'not a date' }))).toBe('Movie · Recently');
  });

  it("shows a blank title as 'Untitled'", () => {
    expect(entryTitle({ title: '  ' })).toBe('Untitled');
  });
});
