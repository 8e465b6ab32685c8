import { driftCorrection, positionAt, type PartyState } from '@marquee/core';

/** What the member's player is doing, as its last PLAYER_EVENT said. */
export interface PlayerNow {
  position: number;
  paused: boolean;
  rate: number;
}

/** A command for the player frame (docs/behaviour.md#player-commands), or a play to start after `inMs`. */
export type FollowStep =
  | { command: 'play' | 'pause' | 'seek'; time: number }
  | { command: 'rate'; rate: number }
  | { command: 'play-later'; time: number; inMs: number };

/**
 * What a member's player does to be where the party is at `serverNow` (server time, from the clock estimate):
 * paused or waiting for a buffering member, it holds at the group's position; before a shared play's start it
 * waits there and starts on time; playing, it corrects its drift smoothly (a speed within 1 s, a seek beyond,
 * core's driftCorrection) and plays at normal speed once in step. An empty answer: nothing to do.
 */
export function followParty(party: PartyState, serverNow: number, player: PlayerNow): FollowStep[] {
  const { playback } = party;
  const holding = !playback.playing || party.waitingFor.length > 0;
  if (holding) {
    const steps: FollowStep[] = [];
    if (!player.paused) steps.push({ command: 'pause', time: playback.position });
    else if (Math.abs(player.position - playback.position) > 0.25) steps.push({ command: 'seek', time: playback.position });
    if (player.rate !== 1) steps.push({ command: 'rate', rate: 1 });
    return steps;
  }
  if (serverNow < playback.at) {
    // A shared play that has not started: be at its position, paused, and start on time.
    const steps: FollowStep[] = [];
    if (!player.paused) steps.push({ command: 'pause', time: playback.position });
    steps.push({ command: 'play-later', time: playback.position, inMs: playback.at - serverNow });
    return steps;
  }
  const target = positionAt(playback, serverNow);
  if (player.paused) return [{ command: 'play', time: target }];
  const correction = driftCorrection(player.position, target);
  if (correction.kind === 'seek')
    return [
      { command: 'seek', time: correction.position },
      ...(player.rate !== 1 ? [{ command: 'rate' as const, rate: 1 }] : []),
    ];
  if (correction.kind === 'rate') return correction.rate === player.rate ? [] : [{ command: 'rate', rate: correction.rate }];
  return player.rate !== 1 ? [{ command: 'rate', rate: 1 }] : [];
}
