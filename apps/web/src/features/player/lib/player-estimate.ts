import type { FollowStep, PlayerBefore } from './party-follower';
import type { PlayerEvent } from './player-messages';

/** What the member's player does, as its events told, with the time of the last one. */
export interface PlayerEstimate extends PlayerBefore {
  reportedAt: number;
  /**
   * Whether the player has said if it plays (play, playing, pause, ended): until then `paused` is a guess, and a
   * player loading its file says only that it waits.
   */
  heardState: boolean;
  /** Since when the player stalls; null when it plays. */
  waitingSince: number | null;
  /** Whether the party was told this member buffers. */
  toldBuffering: boolean;
  /** The follower has compared the player with the group once: from then on, its events can be the member's doing. */
  settled: boolean;
  /** No comparison before this (performance.now()). */
  quietUntil: number;
  /**
   * Whether the player itself said it plays since the follower last told it to: until then a 'pause' is its
   * answer (a browser that refuses to start without a gesture), not the member pausing.
   */
  heardPlaying: boolean;
}

export const freshEstimate = (): PlayerEstimate => ({
  position: 0,
  paused: true,
  rate: 1,
  reportedAt: 0,
  heardState: false,
  waitingSince: null,
  toldBuffering: false,
  settled: false,
  quietUntil: 0,
  heardPlaying: false,
  heading: null,
});

/** Where the player is believed to be at `now`: its last report, moved on by the time since when it plays. */
export const estimatePosition = (b: PlayerEstimate, now: number): number =>
  b.paused ? b.position : b.position + ((now - b.reportedAt) / 1000) * b.rate;

/**
 * What changes in the estimate once a command is posted to the player: it is assumed at once, so the next
 * comparison does not repeat the command before the player reports.
 */
export function afterCommand(
  b: PlayerEstimate,
  step: Exclude<FollowStep, { command: 'play-later' }>,
  now: number,
): Partial<PlayerEstimate> {
  if (step.command === 'rate') return { position: estimatePosition(b, now), rate: step.rate, reportedAt: now };
  return {
    position: step.time,
    // The player seeks there: its 'seeked' there is the answer, not the member's doing.
    heading: step.time,
    ...(step.command !== 'seek' && { paused: step.command === 'pause' }),
    ...(step.command === 'play' && { heardPlaying: false }),
    reportedAt: now,
  };
}

/** What changes in the estimate as the player reports an event. */
export function afterEvent(event: PlayerEvent, now: number): Partial<PlayerEstimate> {
  const change: Partial<PlayerEstimate> = { position: event.position, reportedAt: now };
  if (event.event === 'seeking') change.heading = event.position;
  if (event.event === 'seeked') change.heading = null;
  if (event.event === 'play' || event.event === 'playing') {
    change.paused = false;
    change.heardPlaying = true;
  }
  if (event.event === 'pause' || event.event === 'ended') change.paused = true;
  if (['play', 'playing', 'pause', 'ended'].includes(event.event)) change.heardState = true;
  return change;
}
