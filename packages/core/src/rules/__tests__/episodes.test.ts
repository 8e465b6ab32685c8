import { describe, expect, it } from 'vitest';
// The recorded TMDB reply of /tv/1399 (fixtures/tmdb).
import gameOfThrones from '../../../../../fixtures/tmdb/tv-details.json';
import {
  canGoNext,
  continueEpisode,
  defaultSeasonNumber,
  episodeOfAbsolute,
  isEpisodeComplete,
  nextEpisode,
  previousEpisode,
  seasonChoices,
  type ContinueEpisode,
  type EpisodeRef,
  type NextEpisodeOutcome,
  type SeasonFields,
} from '../episodes.ts';

const s = (season_number: number, episode_count: number | null): SeasonFields => ({ season_number, episode_count });
// Specials, then seasons of 3 and 2 episodes, then an announced season without episodes.
const show = [s(0, 12), s(1, 3), s(2, 2), s(3, 0)];

describe('seasonChoices and defaultSeasonNumber', () => {
  it.each<[string, SeasonFields[], number[], number | null]>([
    ['season 0 is left out', show, [1, 2, 3], 1],
    ['listed out of order', [s(3, 1), s(0, 4), s(2, 1)], [2, 3], 2],
    ['only specials', [s(0, 5)], [], null],
    ['no seasons', [], [], null],
  ])('%s', (_label, seasons, numbers, first) => {
    expect(seasonChoices(seasons).map((x) => x.season_number)).toEqual(numbers);
    expect(defaultSeasonNumber(seasons)).toBe(first);
  });

  it('reads the recorded TMDB reply for Game of Thrones', () => {
    const { seasons } = gameOfThrones;
    expect(seasonChoices(seasons).map((x) => x.season_number)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(defaultSeasonNumber(seasons)).toBe(1);
  });
});

describe('nextEpisode and canGoNext', () => {
  it.each<[string, EpisodeRef, SeasonFields[], number | undefined, NextEpisodeOutcome, boolean]>([
    ['within the season', { season: 1, episode: 1 }, show, undefined, { kind: 'episode', season: 1, episode: 2 }, true],
    [
      'season end → next season episode 1',
      { season: 1, episode: 3 },
      show,
      undefined,
      { kind: 'episode', season: 2, episode: 1 },
      true,
    ],
    [
      'next season without episodes',
      { season: 2, episode: 2 },
      show,
      undefined,
      { kind: 'end', title: 'No More Episodes' },
      true,
    ],
    [
      'last season',
      { season: 3, episode: 1 },
      [s(1, 3), s(2, 2), s(3, 1)],
      undefined,
      { kind: 'end', title: 'No More Seasons' },
      false,
    ],
    [
      'a gap in numbering still finds the next season',
      { season: 1, episode: 3 },
      [s(1, 3), s(4, 6)],
      undefined,
      { kind: 'episode', season: 4, episode: 1 },
      true,
    ],
    [
      'the loaded episode count wins over episode_count',
      { season: 1, episode: 2 },
      show,
      2,
      { kind: 'episode', season: 2, episode: 1 },
      true,
    ],
    [
      'specials advance within season 0',
      { season: 0, episode: 1 },
      show,
      undefined,
      { kind: 'episode', season: 0, episode: 2 },
      true,
    ],
    [
      'end of the specials → season 1',
      { season: 0, episode: 12 },
      show,
      undefined,
      { kind: 'episode', season: 1, episode: 1 },
      true,
    ],
    [
      'an unknown season has no episodes to move through',
      { season: 9, episode: 1 },
      show,
      undefined,
      { kind: 'end', title: 'No More Seasons' },
      false,
    ],
  ])('%s', (_label, current, seasons, loaded, outcome, enabled) => {
    expect(nextEpisode(current, seasons, loaded)).toEqual(outcome);
    expect(canGoNext(current, seasons, loaded)).toBe(enabled);
  });
});

describe('previousEpisode', () => {
  it.each<[EpisodeRef, EpisodeRef | null]>([
    [
      { season: 2, episode: 3 },
      { season: 2, episode: 2 },
    ],
    [
      { season: 2, episode: 2 },
      { season: 2, episode: 1 },
    ],
    [{ season: 2, episode: 1 }, null],
    [{ season: 1, episode: 1 }, null],
  ])('from %j', (current, expected) => {
    expect(previousEpisode(current)).toEqual(expected);
  });
});

describe('isEpisodeComplete', () => {
  it.each<[number, number, boolean]>([
    [2695, 2700, true],
    [2694.9, 2700, false],
    [2700, 2700, true],
    [2710, 2700, true],
    [0, 2700, false],
    [0, 0, false],
    [Number.NaN, 2700, false],
  ])('at %s of %s → %s', (position, duration, expected) => {
    expect(isEpisodeComplete(position, duration)).toBe(expected);
  });
});

describe('continueEpisode', () => {
  const entry = (
    media_id: number,
    season: number | null,
    episode: number | null,
    watch_position: number,
    duration: number,
    hour: number,
  ) => ({
    media_id,
    media_type: 'tv',
    season,
    episode,
    watch_position,
    duration,
    created_at: new Date(Date.UTC(2025, 0, 1, hour)).toISOString(),
  });
  it.each<[string, ReturnType<typeof entry>[], number, ContinueEpisode | null]>([
    [
      'the newest entry of the show, rounded progress',
      [entry(1399, 1, 2, 100, 3000, 1), entry(1399, 2, 5, 1234, 2700, 4), entry(66732, 1, 1, 10, 20, 9)],
      1399,
      { season: 2, episode: 5, label: 'Continue S2 E5 (46%)' },
    ],
    ['no duration yet', [entry(1399, 1, 1, 0, 0, 1)], 1399, { season: 1, episode: 1, label: 'Continue S1 E1 (0%)' }],
    [
      'an entry without season and episode resumes S1 E1',
      [entry(1399, null, null, 60, 120, 1)],
      1399,
      { season: 1, episode: 1, label: 'Continue S1 E1 (50%)' },
    ],
    ['nothing for an unwatched show', [entry(66732, 1, 1, 10, 20, 1)], 1399, null],
  ])('%s', (_label, history, showId, expected) => {
    expect(continueEpisode(history, showId)).toEqual(expected);
  });

  it('ignores a movie with the same id', () => {
    expect(continueEpisode([{ media_id: 1399, media_type: 'movie', created_at: new Date().toISOString() }], 1399)).toBeNull();
  });
});

describe('episodeOfAbsolute', () => {
  it.each<[number, SeasonFields[], EpisodeRef | null]>([
    [1, show, { season: 1, episode: 1 }],
    [3, show, { season: 1, episode: 3 }],
    [4, show, { season: 2, episode: 1 }],
    [5, show, { season: 2, episode: 2 }],
    // Past the last episode counted (season 3 has none yet).
    [6, show, null],
    // Seasons are counted in number order, however listed.
    [4, [s(2, 2), s(1, 3)], { season: 2, episode: 1 }],
    // A season that does not say how many it has stops the count past it.
    [2, [s(1, 3), s(2, null), s(3, 5)], { season: 1, episode: 2 }],
    [6, [s(1, 3), s(2, null), s(3, 5)], null],
    [0, show, null],
    [1.5, show, null],
    [1, [], null],
  ])('%d', (absolute, seasons, expected) => {
    expect(episodeOfAbsolute(absolute, seasons)).toEqual(expected);
  });
});
