import { driftCorrection, positionAt, type PartyClientMessage, type PartyState } from '@marquee/core';

/** What the member's player is doing, as its last PLAYER_EVENT said. */
export interface PlayerNow {
  position: number;
  paused: boolean;
  rate: number;
}

/**
 * The player just before one of its events: what it did, and where a seek it was told or said it started ('seeking')
 * is taking it, until it says it got there ('seeked'); null when none is under way.
 */
export interface PlayerBefore extends PlayerNow {
  heading: number | null;
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

/** A seek that lands this close to where the group is was the follower's own (or changes nothing worth telling). */
export const SEEK_ECHO_S = 0.5;

/** Where the group is at `serverNow`: moving while it plays, else held. */
function groupPosition(party: PartyState, serverNow: number): number {
  const { playback } = party;
  return groupPlays(party) && serverNow >= playback.at ? positionAt(playback, serverNow) : playback.position;
}

const groupPlays = (party: PartyState) => party.playback.playing && party.waitingFor.length === 0;

/**
 * What a player's event says its member did, for the party; null when the event only follows the party. The
 * follower's own commands come back as events too (and the player answers status requests with 'play' or
 * 'pause'), so an event counts only when it changes the player's state (`before`) away from the party's: a
 * play while the group is paused, a pause while it plays, a seek away from where it is. A seek counts when it
 * starts ('seeking': a player that loads a new stream for it plays there only seconds later), and its landing
 * where it was heading ('seeked') is not a second one, however far the group moved on meanwhile.
 */
export function memberAction(
  party: PartyState,
  serverNow: number,
  before: PlayerBefore,
  event: { event: string; position: number },
): PartyClientMessage | null {
  switch (event.event) {
    case 'play':
      return before.paused && !groupPlays(party) ? { type: 'play', position: event.position } : null;
    case 'pause':
      // Before a shared play starts, the follower itself holds the player paused.
      return !before.paused && groupPlays(party) && serverNow >= party.playback.at
        ? { type: 'pause', position: event.position }
        : null;
    case 'seeking':
    case 'seeked':
      if (before.heading !== null && Math.abs(event.position - before.heading) <= SEEK_ECHO_S) return null;
      return Math.abs(event.position - groupPosition(party, serverNow)) > SEEK_ECHO_S
        ? { type: 'seek', position: event.position }
        : null;
    default:
      return null;
  }
}
