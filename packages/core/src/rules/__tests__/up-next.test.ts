import { describe, expect, it } from 'vitest';
import { continuePlace, CONTINUE_WATCHING_MAX_AGE_DAYS, upNextEpisode, type TitleActivity } from '../up-next.ts';

const NOW = Date.parse('2026-06-01T12:00:00Z');
const ago = (hours: number) => new Date(NOW - hours * 3_600_000).toISOString();
const viewing = (
  hoursAgo: number,
  position: number,
  duration = 1000,
  season: number | null = null,
  episode: number | null = null,
) => ({
  season,
  episode,
  watch_position: position,
  duration,
  created_at: ago(hoursAgo),
});
const mark = (hoursAgo: number, season = -1, episode = -1) => ({ season, episode, last_watched_at: ago(hoursAgo) });
const film = (parts: Partial<TitleActivity>): TitleActivity => ({
  media_type: 'movie',
  viewing: null,
  marks: [],
  hidden_at: null,
  ...parts,
});
const show = (parts: Partial<TitleActivity>): TitleActivity => ({
  media_type: 'tv',
  viewing: null,
  marks: [],
  hidden_at: null,
  ...parts,
});

describe('continuePlace', () => {
  it.each<[string, TitleActivity, ReturnType<typeof continuePlace>]>([
    ['a film in progress is resumed', film({ viewing: viewing(2, 300) }), { kind: 'resume', at: ago(2) }],
    ['a film opened but never played is left out', film({ viewing: viewing(2, 0) }), null],
    ['a film played to 90 % is finished', film({ viewing: viewing(2, 900) }), null],
    ['a film marked after its viewing is finished', film({ viewing: viewing(2, 300), marks: [mark(1)] }), null],
    [
      'a film marked before a new viewing is resumed',
      film({ viewing: viewing(1, 300), marks: [mark(5)] }),
      { kind: 'resume', at: ago(1) },
    ],
    ['a film only marked is not in the row', film({ marks: [mark(1)] }), null],
    ['a film taken off the row stays off', film({ viewing: viewing(2, 300), hidden_at: ago(1) }), null],
    [
      'a film played again after being taken off comes back',
      film({ viewing: viewing(1, 400), hidden_at: ago(2) }),
      { kind: 'resume', at: ago(1) },
    ],
    ['a film not played for too long leaves', film({ viewing: viewing(CONTINUE_WATCHING_MAX_AGE_DAYS * 24 + 1, 300) }), null],
    ['nothing at all', film({}), null],
    ['an episode in progress is resumed', show({ viewing: viewing(2, 300, 1000, 1, 3) }), { kind: 'resume', at: ago(2) }],
    [
      'an episode played to the end leads to the next',
      show({ viewing: viewing(2, 950, 1000, 1, 3) }),
      { kind: 'next', after: { season: 1, episode: 3 }, at: ago(2) },
    ],
    [
      'a season marked (all at once) leads past its last episode',
      show({ marks: [mark(1, 1, 1), mark(1, 1, 2), mark(1, 1, 3)] }),
      { kind: 'next', after: { season: 1, episode: 3 }, at: ago(1) },
    ],
    [
      'the episode watched last leads, not the furthest (a rewatch)',
      show({ marks: [mark(1, 1, 2), mark(30, 2, 5)] }),
      { kind: 'next', after: { season: 1, episode: 2 }, at: ago(1) },
    ],
    [
      'an episode in progress stays resumed when an earlier one is marked since',
      show({ viewing: viewing(3, 300, 1000, 2, 3), marks: [mark(1, 1, 1)] }),
      { kind: 'resume', at: ago(1) },
    ],
    [
      'a later mark past the episode in progress leads past the mark',
      show({ viewing: viewing(3, 300, 1000, 2, 3), marks: [mark(1, 2, 4)] }),
      { kind: 'next', after: { season: 2, episode: 4 }, at: ago(1) },
    ],
    [
      'the episode in progress marked since leads to the next',
      show({ viewing: viewing(3, 300, 1000, 2, 3), marks: [mark(1, 2, 3)] }),
      { kind: 'next', after: { season: 2, episode: 3 }, at: ago(1) },
    ],
    ['a show taken off the row after its last mark stays off', show({ marks: [mark(3, 1, 1)], hidden_at: ago(1) }), null],
    [
      'a show marked again after being taken off comes back',
      show({ marks: [mark(1, 1, 2)], hidden_at: ago(2) }),
      { kind: 'next', after: { season: 1, episode: 2 }, at: ago(1) },
    ],
    [
      'a show viewing without its episode leads to the first unwatched',
      show({ viewing: viewing(1, 300) }),
      { kind: 'next', after: null, at: ago(1) },
    ],
  ])('%s', (_, title, expected) => {
    expect(continuePlace(title, NOW)).toEqual(expected);
  });
});

describe('upNextEpisode', () => {
  const aired = [
    { season: 0, episode: 1 },
    { season: 1, episode: 1 },
    { season: 1, episode: 2 },
    { season: 2, episode: 1 },
    { season: 2, episode: 2 },
  ];
  it.each<[string, Parameters<typeof upNextEpisode>[1], Parameters<typeof upNextEpisode>[2], ReturnType<typeof upNextEpisode>]>([
    ['the first regular episode when nothing leads', [], null, { season: 1, episode: 1 }],
    ['the episode after the last watched', [], { season: 1, episode: 1 }, { season: 1, episode: 2 }],
    ['across a season', [], { season: 1, episode: 2 }, { season: 2, episode: 1 }],
    ['skipping marked ones', [{ season: 2, episode: 1 }], { season: 1, episode: 2 }, { season: 2, episode: 2 }],
    ['none when caught up', [], { season: 2, episode: 2 }, null],
    [
      'after a special, the first unwatched regular one',
      [{ season: 1, episode: 1 }],
      { season: 0, episode: 1 },
      { season: 1, episode: 2 },
    ],
  ])('%s', (_, marked, after, expected) => {
    expect(upNextEpisode(aired, marked, after)).toEqual(expected);
  });
});
