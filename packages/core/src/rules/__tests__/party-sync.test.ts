import { describe, expect, it } from 'vitest';
import {
  CLOCK_SAMPLES_KEPT,
  driftCorrection,
  estimateClock,
  positionAt,
  sharedPlayAt,
  waitsForBuffering,
  type ClockSample,
  type DriftCorrection,
  type PlaybackState,
} from '../party-sync.ts';

describe('estimateClock', () => {
  // The server's clock is 5,000 ms ahead; one-way delays are given per sample.
  const sample = (sentAt: number, up: number, down: number): ClockSample => ({
    sentAt,
    serverTime: sentAt + up + 5_000,
    receivedAt: sentAt + up + down,
  });

  it.each<[string, ClockSample[], { offset: number; roundTrip: number } | null]>([
    ['no samples', [], null],
    ['one symmetric sample', [sample(0, 20, 20)], { offset: 5_000, roundTrip: 40 }],
    [
      'the lowest round trip wins',
      [sample(0, 200, 20), sample(1_000, 10, 10), sample(2_000, 50, 300)],
      { offset: 5_000, roundTrip: 20 },
    ],
    // Asymmetry is the estimate's error, half the difference of the two ways.
    ['an asymmetric path is off by half its asymmetry', [sample(0, 30, 10)], { offset: 5_010, roundTrip: 40 }],
    ['a sample with a negative round trip (clock set back) is left out', [{ sentAt: 100, serverTime: 0, receivedAt: 50 }], null],
  ])('%s', (_case, samples, expected) => {
    expect(estimateClock(samples)).toEqual(expected);
  });

  it(`chooses among the latest ${CLOCK_SAMPLES_KEPT} only, so an old quiet moment does not stick`, () => {
    const old = sample(0, 1, 1);
    const recent = Array.from({ length: CLOCK_SAMPLES_KEPT }, (_, i) => sample(1_000 * (i + 1), 40, 40));
    expect(estimateClock([old, ...recent])?.roundTrip).toBe(80);
  });
});

describe('sharedPlayAt', () => {
  it.each<[number, number, number]>([
    [0, 0, 300],
    [1_000, 50, 1_300],
    [1_000, 400, 1_800],
    [1_000, 2_000, 4_000],
    [1_000, -5, 1_300],
  ])('at %i with a worst round trip of %i ms: %i', (now, rtt, at) => {
    expect(sharedPlayAt(now, rtt)).toBe(at);
  });
});

describe('positionAt', () => {
  const playing: PlaybackState = { playing: true, position: 100, at: 10_000 };
  it.each<[string, PlaybackState, number, number]>([
    ['paused stays', { ...playing, playing: false }, 20_000, 100],
    ['playing moves at normal speed', playing, 12_500, 102.5],
    ['a play scheduled ahead holds until it starts', playing, 9_000, 100],
  ])('%s', (_case, state, time, position) => {
    expect(positionAt(state, time)).toBeCloseTo(position, 6);
  });
});

describe('driftCorrection', () => {
  it.each<[string, number, number, DriftCorrection]>([
    ['in step', 50, 50, { kind: 'none' }],
    ['within the tolerance', 50.08, 50, { kind: 'none' }],
    ['a little ahead slows down', 50.2, 50, { kind: 'rate', rate: 0.9, forMs: 2_000 }],
    ['a little behind speeds up', 49.8, 50, { kind: 'rate', rate: 1.1, forMs: 2_000 }],
    ['half a second behind: at most 1.1×, for longer', 49.5, 50, { kind: 'rate', rate: 1.1, forMs: 5_000 }],
    ['more than a second off seeks', 48.7, 50, { kind: 'seek', position: 50 }],
    ['ahead by more than a second seeks back', 52, 50, { kind: 'seek', position: 50 }],
    ['never seeks before the start', 1.5, -0.2, { kind: 'seek', position: 0 }],
    ['a position that is not a number is left alone', Number.NaN, 50, { kind: 'none' }],
  ])('%s', (_case, local, target, expected) => {
    expect(driftCorrection(local, target)).toEqual(expected);
  });

  it('a rate correction makes up its drift in the time it names', () => {
    for (const drift of [0.15, 0.3, 0.6, 0.99, -0.15, -0.3, -0.6, -0.99]) {
      const correction = driftCorrection(50 + drift, 50);
      if (correction.kind !== 'rate') throw new Error(`expected a rate for ${drift}`);
      // Media time gained or lost against the group over the correction.
      const madeUp = (1 - correction.rate) * (correction.forMs / 1000);
      expect(madeUp).toBeCloseTo(drift, 2);
    }
  });
});

describe('waitsForBuffering', () => {
  it.each<[string, number[], number, boolean]>([
    ['nobody buffering', [], 50_000, false],
    ['one member buffering for 2 s', [48_000], 50_000, true],
    ['stuck for more than 10 s is not waited for', [39_000], 50_000, false],
    ['one stuck, another just started', [30_000, 49_500], 50_000, true],
  ])('%s', (_case, since, now, waits) => {
    expect(waitsForBuffering(since, now)).toBe(waits);
  });
});
