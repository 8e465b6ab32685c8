import type { PartyState } from '@marquee/core';
import { describe, expect, it } from 'vitest';
import { followParty, type FollowStep, type PlayerNow } from '../lib/party-follower';

const party = (playback: PartyState['playback'], waitingFor: string[] = []): PartyState => ({
  code: 'abcdefghij',
  media: { type: 'movie', id: 550, source: 'tmdb' },
  playbackSource: 'local',
  playback,
  members: [],
  waitingFor,
});
const player = (position: number, paused: boolean, rate = 1): PlayerNow => ({ position, paused, rate });

describe('followParty', () => {
  it.each<[string, PartyState, number, PlayerNow, FollowStep[]]>([
    [
      'paused group, paused player in place: nothing',
      party({ playing: false, position: 50, at: 0 }),
      10_000,
      player(50, true),
      [],
    ],
    [
      'paused group, playing player: pauses at the group’s position',
      party({ playing: false, position: 50, at: 0 }),
      10_000,
      player(52, false),
      [{ command: 'pause', time: 50 }],
    ],
    [
      'paused group, player elsewhere: seeks there',
      party({ playing: false, position: 50, at: 0 }),
      10_000,
      player(80, true),
      [{ command: 'seek', time: 50 }],
    ],
    [
      'waiting for a member: holds even while the group plays',
      party({ playing: true, position: 50, at: 0 }, ['Kim']),
      10_000,
      player(60, false),
      [{ command: 'pause', time: 50 }],
    ],
    [
      'a shared play ahead: waits paused and starts on time',
      party({ playing: true, position: 50, at: 10_500 }),
      10_000,
      player(50, true),
      [{ command: 'play-later', time: 50, inMs: 500 }],
    ],
    [
      'a shared play ahead while playing: pauses first',
      party({ playing: true, position: 50, at: 10_500 }),
      10_000,
      player(49, false),
      [
        { command: 'pause', time: 50 },
        { command: 'play-later', time: 50, inMs: 500 },
      ],
    ],
    [
      'the group plays, the player is paused: plays from where the group is',
      party({ playing: true, position: 50, at: 8_000 }),
      10_000,
      player(50, true),
      [{ command: 'play', time: 52 }],
    ],
    ['in step: nothing', party({ playing: true, position: 50, at: 8_000 }), 10_000, player(52.05, false), []],
    [
      'a little behind: a bit faster',
      party({ playing: true, position: 50, at: 8_000 }),
      10_000,
      player(51.7, false),
      [{ command: 'rate', rate: 1.1 }],
    ],
    [
      'already catching up at that speed: nothing',
      party({ playing: true, position: 50, at: 8_000 }),
      10_000,
      player(51.7, false, 1.1),
      [],
    ],
    [
      'caught up: normal speed again',
      party({ playing: true, position: 50, at: 8_000 }),
      10_000,
      player(52, false, 1.1),
      [{ command: 'rate', rate: 1 }],
    ],
    [
      'far off: seeks, at normal speed',
      party({ playing: true, position: 50, at: 8_000 }),
      10_000,
      player(40, false, 0.9),
      [
        { command: 'seek', time: 52 },
        { command: 'rate', rate: 1 },
      ],
    ],
  ])('%s', (_case, state, now, now_player, steps) => {
    expect(followParty(state, now, now_player)).toEqual(steps);
  });
});
