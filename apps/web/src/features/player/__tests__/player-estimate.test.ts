import { describe, expect, it } from 'vitest';
import { afterCommand, afterEvent, estimatePosition, freshEstimate } from '../lib/player-estimate';
import type { PlayerEvent } from '../lib/player-messages';

const event = (name: string, position: number): PlayerEvent =>
  ({ event: name, position, tmdbId: null, mediaType: null, season: null, episode: null, message: null }) as PlayerEvent;

describe('player estimate', () => {
  it('moves a playing player on by the time since its report, at its rate', () => {
    const b = { ...freshEstimate(), position: 10, paused: false, rate: 2, reportedAt: 1_000 };
    expect(estimatePosition(b, 2_000)).toBe(12);
    expect(estimatePosition({ ...b, paused: true }, 2_000)).toBe(10);
  });

  it('believes a command at once: a play is heading to its time, and not yet heard playing', () => {
    const b = { ...freshEstimate(), heardPlaying: true };
    expect(afterCommand(b, { command: 'play', time: 30 }, 5)).toEqual({
      position: 30,
      heading: 30,
      paused: false,
      heardPlaying: false,
      reportedAt: 5,
    });
    expect(afterCommand(b, { command: 'seek', time: 40 }, 5)).toEqual({ position: 40, heading: 40, reportedAt: 5 });
  });

  it('a rate command keeps the estimated position and takes the new rate', () => {
    const b = { ...freshEstimate(), position: 10, paused: false, reportedAt: 0 };
    expect(afterCommand(b, { command: 'rate', rate: 1.5 }, 1_000)).toEqual({ position: 11, rate: 1.5, reportedAt: 1_000 });
  });

  it('reads what an event says of the player', () => {
    expect(afterEvent(event('playing', 3), 9)).toEqual({
      position: 3,
      reportedAt: 9,
      paused: false,
      heardPlaying: true,
      heardState: true,
    });
    expect(afterEvent(event('seeking', 50), 9)).toEqual({ position: 50, reportedAt: 9, heading: 50 });
    expect(afterEvent(event('seeked', 50), 9)).toEqual({ position: 50, reportedAt: 9, heading: null });
    expect(afterEvent(event('ended', 90), 9)).toEqual({ position: 90, reportedAt: 9, paused: true, heardState: true });
    expect(afterEvent(event('waiting', 4), 9)).toEqual({ position: 4, reportedAt: 9 });
  });
});
