import { describe, expect, it } from 'vitest';
import type { LibraryTitle } from '../../library.ts';
import { libraryCardInput, libraryEpisodeLines, libraryView, type LibraryFilter, type LibrarySort } from '../library-view.ts';
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

describe('libraryEpisodeLines', () => {
  it.each([
    [[], []],
    [[{ season: 1, episode: 4, episode_end: null }], ['Season 1: episode 4']],
    [
      [
        { season: 1, episode: 1, episode_end: null },
        { season: 1, episode: 2, episode_end: 3 },
        { season: 1, episode: 5, episode_end: null },
        { season: 1, episode: 5, episode_end: null },
      ],
      ['Season 1: episodes 1–3, 5'],
    ],
    [
      [
        { season: 2, episode: 1, episode_end: null },
        { season: 0, episode: 1, episode_end: null },
        { season: 1, episode: 9, episode_end: null },
        { season: 1, episode: 7, episode_end: null },
      ],
      ['Specials: episode 1', 'Season 1: episodes 7, 9', 'Season 2: episode 1'],
    ],
    // An end before the start is one episode.
    [[{ season: 3, episode: 6, episode_end: 2 }], ['Season 3: episode 6']],
  ])('%j gives %j', (episodes, lines) => {
    expect(libraryEpisodeLines(episodes)).toEqual(lines);
  });
});

describe('libraryCardInput', () => {
  it.each([
    [title('movie', 550, 'Fight Club', 1999, ''), { title: 'Fight Club', year: '1999', href: '/movie/550' }],
    [title('tv', 7, 'Arcane', 2021, ''), { title: 'Arcane', year: '2021', href: '/tv/7' }],
    [title('movie', 9, 'Untold', null, ''), { title: 'Untold', year: 'N/A', href: '/movie/9' }],
  ])('draws %j as a card', (input, expected) => {
    expect(mediaCardView(libraryCardInput(input))).toMatchObject({ valid: true, ...expected });
  });

  it('describes a show by the episodes on disk', () => {
    const arcane = { ...title('tv', 7, 'Arcane', 2021, ''), episodes: [{ season: 1, episode: 1, episode_end: 2 }] };
    expect(libraryCardInput(arcane).overview).toBe('Season 1: episodes 1–2');
  });
});

describe('libraryKeys', () => {
  it('keys each title by type and id', () => {
    expect([...libraryKeys(titles)]).toEqual(['movie:1', 'tv:2', 'movie:3', 'movie:4']);
  });
});
