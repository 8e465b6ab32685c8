import { describe, expect, it } from 'vitest';
import type { LibraryEpisode, LibraryTitle } from '../../library.ts';
import {
  libraryCardInput,
  librarySeasons,
  libraryView,
  type LibraryFilter,
  type LibrarySeason,
  type LibrarySort,
} from '../library-view.ts';
import { libraryKeys } from '../library-keys.ts';
import { mediaCardView } from '../media-card.ts';

const title = (media_type: 'movie' | 'tv', id: number, name: string, year: number | null, added_at: string): LibraryTitle => ({
  media_type,
  id,
  title: name,
  year,
  poster_path: null,
  backdrop_path: null,
  added_at,
  files: 1,
  episodes: [],
});

const titles = [
  title('movie', 1, 'heat', 1995, '2026-01-02T00:00:00Z'),
  title('tv', 2, 'Arcane', 2021, '2026-01-03T00:00:00Z'),
  title('movie', 3, 'Élite Squad', null, '2026-01-01T00:00:00Z'),
  title('movie', 4, 'Alien', 1979, '2026-01-02T00:00:00Z'),
];

describe('libraryView', () => {
  it.each<[LibraryFilter, LibrarySort, string[]]>([
    ['all', 'added', ['Arcane', 'Alien', 'heat', 'Élite Squad']],
    ['all', 'title', ['Alien', 'Arcane', 'Élite Squad', 'heat']],
    ['all', 'year', ['Arcane', 'heat', 'Alien', 'Élite Squad']],
    ['movie', 'added', ['Alien', 'heat', 'Élite Squad']],
    ['tv', 'title', ['Arcane']],
  ])('%s by %s', (filter, sort, expected) => {
    expect(libraryView(titles, filter, sort).map((t) => t.title)).toEqual(expected);
  });

  it('leaves the list it is given as it was', () => {
    const before = titles.map((t) => t.id);
    libraryView(titles, 'all', 'title');
    expect(titles.map((t) => t.id)).toEqual(before);
  });
});

describe('librarySeasons', () => {
  const one = (season: number, episode: number, episode_end: number | null = null) => ({ season, episode, episode_end });
  it.each<[string, LibraryEpisode[], string, LibrarySeason[]]>([
    ['nothing', [], 'en', []],
    ['one episode', [one(1, 4)], 'en', [{ season: 1, count: 1, episodes: '4' }]],
    [
      'runs, a file of several episodes and an episode given twice',
      [one(1, 1), one(1, 2, 3), one(1, 5), one(1, 5), one(1, 7)],
      'en',
      [{ season: 1, count: 5, episodes: '1–3, 5, and 7' }],
    ],
    [
      'seasons in order, the specials first',
      [one(2, 1), one(0, 1), one(1, 9), one(1, 7)],
      'en',
      [
        { season: 0, count: 1, episodes: '1' },
        { season: 1, count: 2, episodes: '7 and 9' },
        { season: 2, count: 1, episodes: '1' },
      ],
    ],
    // An end before the start is one episode.
    ['an end before the start', [one(3, 6, 2)], 'en', [{ season: 3, count: 1, episodes: '6' }]],
    ['German', [one(1, 1, 3), one(1, 5), one(1, 7)], 'de', [{ season: 1, count: 5, episodes: '1–3, 5 und 7' }]],
    ['Arabic', [one(1, 1, 3), one(1, 5), one(1, 7)], 'ar', [{ season: 1, count: 5, episodes: '1–3 و5 و7' }]],
    ['Japanese', [one(1, 1, 3), one(1, 5), one(1, 7)], 'ja', [{ season: 1, count: 5, episodes: '1～3、5、7' }]],
  ])('%s', (_label, episodes, locale, seasons) => {
    expect(librarySeasons(episodes, locale)).toEqual(seasons);
  });
});

describe('libraryCardInput', () => {
  const describeEpisodes = (episodes: readonly LibraryEpisode[]) => `${episodes.length} on disk`;
  it.each([
    [title('movie', 550, 'Fight Club', 1999, ''), { title: 'Fight Club', year: '1999', href: '/movie/550' }],
    [title('tv', 7, 'Arcane', 2021, ''), { title: 'Arcane', year: '2021', href: '/tv/7' }],
    [title('movie', 9, 'Untold', null, ''), { title: 'Untold', year: 'N/A', href: '/movie/9' }],
  ])('draws %j as a card', (input, expected) => {
    expect(mediaCardView(libraryCardInput(input, describeEpisodes), 'en')).toMatchObject({ valid: true, ...expected });
  });

  it('describes a show, and only a show, by the episodes on disk in the words it is given', () => {
    const arcane = { ...title('tv', 7, 'Arcane', 2021, ''), episodes: [{ season: 1, episode: 1, episode_end: 2 }] };
    expect(libraryCardInput(arcane, describeEpisodes).overview).toBe('1 on disk');
    expect(libraryCardInput(title('movie', 550, 'Fight Club', 1999, ''), describeEpisodes).overview).toBeNull();
  });
});

describe('libraryKeys', () => {
  it('keys each title by type and id', () => {
    expect([...libraryKeys(titles)]).toEqual(['movie:1', 'tv:2', 'movie:3', 'movie:4']);
  });
});
