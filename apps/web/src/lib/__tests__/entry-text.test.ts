import { setupI18n } from '@lingui/core';
import type { HistoryEntry } from '@marquee/core';
import { describe, expect, it } from 'vitest';
import { entryTitle, episodeLabel, historyEntryDetails, listEntryDetails } from '../entry-text';
import { createI18n } from '../i18n';

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

const english = createI18n('en', {});
// A language being translated (createI18n takes offered ones only), with its catalogue as the build gives it.
const german = setupI18n({
  locale: 'de',
  messages: {
    de: {
      'S{season} E{episode}': ['S', ['season'], ' F', ['episode']],
      Movie: ['Film'],
      'TV Show': ['Serie'],
      Untitled: ['Ohne Titel'],
      Recently: ['Kürzlich'],
    },
  },
});

describe('history entry texts', () => {
  it("names the episode of a TV entry 'S{n} E{n}', and none for movies or shows without one", () => {
    expect(episodeLabel(english, entry({ media_type: 'tv', season: 2, episode: 5 }))).toBe('S2 E5');
    expect(episodeLabel(english, entry({ media_type: 'tv' }))).toBeNull();
    expect(episodeLabel(english, entry({ season: 2, episode: 5 }))).toBeNull();
  });

  it('describes an entry by type, episode and relative time', () => {
    expect(historyEntryDetails(english, entry({}))).toBe('Movie · 3 hours ago');
    expect(historyEntryDetails(english, entry({ media_type: 'tv', season: 1, episode: 2 }))).toBe(
      'TV Show · S1 E2 · 3 hours ago',
    );
  });

  it("says 'Recently' for a time that cannot be read (docs/behaviour.md#formats)", () => {
    expect(historyEntryDetails(english, entry({ created_at: 'not a date' }))).toBe('Movie · Recently');
  });

  it("shows a blank title as 'Untitled'", () => {
    expect(entryTitle(english, { title: '  ' })).toBe('Untitled');
  });
});

describe("entry texts in the page's language", () => {
  it.each<[string, string]>([['the type, episode and relative time', 'Serie · S1 F2 · vor 3 Stunden']])(
    'give %s in German',
    (_label, expected) => {
      expect(historyEntryDetails(german, entry({ media_type: 'tv', season: 1, episode: 2 }))).toBe(expected);
    },
  );

  it("say 'Untitled' and 'Recently' in German", () => {
    expect(entryTitle(german, { title: '' })).toBe('Ohne Titel');
    expect(historyEntryDetails(german, entry({ created_at: 'not a date' }))).toBe('Film · Kürzlich');
  });

  it('describe a saved entry by type and when it was saved', () => {
    const saved = { ...entry({}), added_at: entry({}).created_at };
    expect(listEntryDetails(english, saved)).toBe('Movie · 3 hours ago');
    expect(listEntryDetails(german, saved)).toBe('Film · vor 3 Stunden');
  });
});
