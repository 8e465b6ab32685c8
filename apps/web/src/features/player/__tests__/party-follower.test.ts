import { describe, expect, it } from 'vitest';
import type { PartyClientMessage, PartyState } from '@marquee/core';
import { followParty, memberAction, type FollowStep, type PlayerBefore, type PlayerNow } from '../lib/party-follower';

const party = (playback: PartyState['playback'], waitingFor: string[] = []): PartyState => ({
  code: 'abcdefghij',
  media: { type: 'movie', id: 550, source: 'tmdb' },
  playbackSource: 'local',
  playback,
  members: [],
  waitingFor,
});
const player = (position: number, paused: boolean, rate = 1): PlayerNow => ({ position, paused, rate });
/** The player before an event, on its way to `heading` when a seek is under way. */
const before = (position: number, paused: boolean, heading: number | null = null): PlayerBefore => ({
  ...player(position, paused),
  heading,
});

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

describe('memberAction', () => {
  const paused = party({ playing: false, position: 50, at: 0 });
  const playing = party({ playing: true, position: 50, at: 10_000 });
  it.each<[string, PartyState, number, PlayerBefore, { event: string; position: number }, PartyClientMessage | null]>([
    [
      'play while the group is paused: a play',
      paused,
      20_000,
      before(50, true),
      { event: 'play', position: 50 },
      { type: 'play', position: 50 },
    ],
    ['play while the group plays: following', playing, 20_000, before(50, true), { event: 'play', position: 60 }, null],
    [
      'play reported again (a status answer): no change',
      paused,
      20_000,
      before(50, false),
      { event: 'play', position: 50 },
      null,
    ],
    [
      'play while the group waits for a member: a play',
      party({ playing: true, position: 50, at: 0 }, ['Kim']),
      20_000,
      before(50, true),
      { event: 'play', position: 50 },
      { type: 'play', position: 50 },
    ],
    [
      'pause while the group plays: a pause',
      playing,
      20_000,
      before(60, false),
      { event: 'pause', position: 60 },
      { type: 'pause', position: 60 },
    ],
    [
      'pause before a shared play starts: the follower holding',
      playing,
      9_000,
      before(50, false),
      { event: 'pause', position: 50 },
      null,
    ],
    ['pause while the group is paused: following', paused, 20_000, before(50, false), { event: 'pause', position: 50 }, null],
    ['pause reported again: no change', playing, 20_000, before(60, true), { event: 'pause', position: 60 }, null],
    [
      'seek far from the paused group: a seek',
      paused,
      20_000,
      before(50, true),
      { event: 'seeked', position: 120 },
      { type: 'seek', position: 120 },
    ],
    ['seek onto the paused group: the follower', paused, 20_000, before(80, true), { event: 'seeked', position: 50.2 }, null],
    ['seek onto the playing group: the follower', playing, 20_000, before(50, false), { event: 'seeked', position: 60.3 }, null],
    [
      'seek away from the playing group: a seek',
      playing,
      20_000,
      before(60, false),
      { event: 'seeked', position: 30 },
      { type: 'seek', position: 30 },
    ],
    [
      'a seek that starts away from the playing group: a seek, told before the player gets there',
      playing,
      20_000,
      before(60, false),
      { event: 'seeking', position: 40 },
      { type: 'seek', position: 40 },
    ],
    [
      'landing where the member’s seek was heading, the group moved on meanwhile: told already',
      playing,
      25_000,
      before(41, false, 40),
      { event: 'seeked', position: 40 },
      null,
    ],
    [
      'landing where the follower sent it, the group moved on meanwhile: the follower',
      playing,
      25_000,
      before(54, false, 52),
      { event: 'seeked', position: 52.1 },
      null,
    ],
    [
      'a seek elsewhere while another is under way: a seek',
      playing,
      20_000,
      before(40, false, 40),
      { event: 'seeking', position: 10 },
      { type: 'seek', position: 10 },
    ],
    ['time updates: nothing', playing, 20_000, before(60, false), { event: 'timeupdate', position: 10 }, null],
  ])('%s', (_, state, now, player, event, expected) => {
    expect(memberAction(state, now, player, event)).toEqual(expected);
  });
});
