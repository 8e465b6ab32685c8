/**
 * The watch party's timing rules (docs/behaviour.md#watch-party): how a member estimates the server's
 * clock, when a shared play starts, where the group is at a moment, and how a member that has drifted is
 * brought back. Pure functions; the player and the server call them.
 *
 * Times are milliseconds (clocks), positions and drifts are seconds (media time), as the video element has them.
 */

/** One ping: the member's clock when it was sent and when the answer came, and the server's clock in the answer. */
export interface ClockSample {
  sentAt: number;
  serverTime: number;
  receivedAt: number;
}

/** What the member knows of the server's clock: server time = local time + offset. */
export interface ClockEstimate {
  offset: number;
  /** The round trip of the sample the offset comes from. */
  roundTrip: number;
}

/** How many of the latest samples the estimate is chosen from: enough to skip a delayed one, few enough to follow a changing network. */
export const CLOCK_SAMPLES_KEPT = 8;

/**
 * The clock offset from the lowest-delay sample of the latest CLOCK_SAMPLES_KEPT (NTP's choice): its
 * answer spent the least time queued, so the midpoint of its round trip is the best guess of when the
 * server read its clock. Null before any sample; samples with a negative round trip (a clock set back)
 * are left out.
 */
export function estimateClock(samples: readonly ClockSample[]): ClockEstimate | null {
  let best: ClockEstimate | null = null;
  for (const { sentAt, serverTime, receivedAt } of samples.slice(-CLOCK_SAMPLES_KEPT)) {
    const roundTrip = receivedAt - sentAt;
    if (roundTrip < 0) continue;
    if (best === null || roundTrip < best.roundTrip) best = { offset: serverTime - (sentAt + receivedAt) / 2, roundTrip };
  }
  return best;
}

/** The least lead a shared play is given, even on a network with no delay: time for every player to start. */
export const PLAY_LEAD_MIN_MS = 300;
/** The most: a member on a very slow link is not waited for longer than this. */
export const PLAY_LEAD_MAX_MS = 3_000;

/**
 * When a play asked for at `serverNow` starts for everyone, in server time: far enough ahead that the
 * command reaches the slowest member first (twice the worst member's round trip), within the bounds above.
 */
export function sharedPlayAt(serverNow: number, worstRoundTripMs: number): number {
  return serverNow + Math.min(PLAY_LEAD_MAX_MS, Math.max(PLAY_LEAD_MIN_MS, 2 * Math.max(0, worstRoundTripMs)));
}

/** The group's playback as the server keeps it: at `at` (server time) the media was at `position`. */
export interface PlaybackState {
  playing: boolean;
  position: number;
  at: number;
}

/** Where the group is at `serverTime`: moving at normal speed from `position` while playing (not before `at`). */
export function positionAt(state: PlaybackState, serverTime: number): number {
  if (!state.playing) return state.position;
  return state.position + Math.max(0, serverTime - state.at) / 1000;
}

/** Drift within this is not corrected: below what anyone notices, and within the target of 0.3 s between members. */
export const DRIFT_TOLERANCE_S = 0.1;
/** Drift above this is corrected by a seek; below it, by a short change of speed nobody notices. */
export const DRIFT_SEEK_S = 1;
/** A speed change makes up its drift over about this long. */
export const RATE_CATCH_UP_S = 2;
/** The furthest a speed change goes from normal (0.9× to 1.1×): sound stays natural. */
export const RATE_MAX_CHANGE = 0.1;

export type DriftCorrection =
  { kind: 'none' } | { kind: 'rate'; rate: number; forMs: number } | { kind: 'seek'; position: number };

/**
 * What a playing member does about being `local - target` seconds off the group (positive: ahead): nothing
 * within DRIFT_TOLERANCE_S; a seek to the target beyond DRIFT_SEEK_S; in between, a speed that makes the
 * drift up over RATE_CATCH_UP_S (at most RATE_MAX_CHANGE from normal), for as long as that takes, after
 * which the member plays at normal speed again.
 */
export function driftCorrection(local: number, target: number): DriftCorrection {
  const drift = local - target;
  const size = Math.abs(drift);
  if (!Number.isFinite(drift) || size <= DRIFT_TOLERANCE_S) return { kind: 'none' };
  if (size > DRIFT_SEEK_S) return { kind: 'seek', position: Math.max(0, target) };
  const change = Math.min(RATE_MAX_CHANGE, size / RATE_CATCH_UP_S);
  const rate = drift > 0 ? 1 - change : 1 + change;
  return { kind: 'rate', rate: round(rate, 4), forMs: Math.round((size / change) * 1000) };
}

/** A member buffering for longer than this is no longer waited for: the others go on without them. */
export const BUFFERING_WAIT_MAX_MS = 10_000;

/**
 * Whether the group waits for its buffering members: while any has been buffering for less than
 * BUFFERING_WAIT_MAX_MS at `now`. `bufferingSince` holds, for each member now buffering, since when.
 */
export function waitsForBuffering(bufferingSince: readonly number[], now: number): boolean {
  return bufferingSince.some((since) => now - since < BUFFERING_WAIT_MAX_MS);
}

function round(value: number, digits: number): number {
  const scale = 10 ** digits;
  return Math.round(value * scale) / scale;
}
