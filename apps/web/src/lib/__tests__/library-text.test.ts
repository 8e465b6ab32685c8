import { setupI18n } from '@lingui/core';
import type { LibraryEpisode } from '@marquee/core';
import { describe, expect, it } from 'vitest';
import { createI18n } from '../i18n';
import { libraryEpisodeLines, libraryEpisodesText } from '../library-text';

const english = createI18n('en', {});
// A language being translated (createI18n takes offered ones only), without its catalogue: English words, its lists.
const german = setupI18n({ locale: 'de', messages: { de: {} } });
const one = (season: number, episode: number, episode_end: number | null = null): LibraryEpisode => ({
  season,
  episode,
  episode_end,
});

describe('libraryEpisodeLines', () => {
  it.each<[string, LibraryEpisode[], string[]]>([
    ['nothing', [], []],
    ['one episode', [one(1, 4)], ['Season 1: episode 4']],
    ['runs of a season', [one(1, 1, 3), one(1, 5)], ['Season 1: episodes 1–3 and 5']],
    ['the specials first', [one(2, 1), one(0, 1), one(0, 2)], ['Specials: episodes 1–2', 'Season 2: episode 1']],
  ])('%s', (_label, episodes, lines) => {
    expect(libraryEpisodeLines(english, episodes)).toEqual(lines);
  });

  it("lists the runs as the page's language does", () => {
    expect(libraryEpisodeLines(german, [one(1, 1, 3), one(1, 5), one(1, 7)])).toEqual(['Season 1: episodes 1–3, 5 und 7']);
  });
});

describe('libraryEpisodesText', () => {
  it("gives a show's card one text, a season a sentence", () => {
    expect(libraryEpisodesText(english)([one(1, 1), one(2, 3)])).toBe('Season 1: episode 1. Season 2: episode 3');
  });
});
