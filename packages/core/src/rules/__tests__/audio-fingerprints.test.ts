import { describe, expect, it } from 'vitest';
import {
  FINGERPRINT_POINT_SECONDS,
  FINGERPRINT_REACH_SECONDS,
  SHARED_AUDIO_DEFAULTS,
  seasonIntros,
  seasonPairs,
  sharedAudioRun,
} from '../audio-fingerprints.ts';

/** Numbers as fpcalc gives them, from a seed: one seed, one stretch of sound. */
function sound(seed: number, points: number): number[] {
  let state = seed * 2654435761 + 1;
  return Array.from({ length: points }, () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state;
  });
}

/** Slices for a number of seconds. */
const points = (seconds: number) => Math.round(seconds / FINGERPRINT_POINT_SECONDS);

/** The same stretch heard again, a few bits off but in one slice of `every` (another encoding of the same theme). */
const blurred = (values: number[], bits: number, every: number) =>
  values.map((v, i) => (i % every === 0 ? v : (v ^ ((1 << bits) - 1)) >>> 0));

const THEME = sound(1, points(30));
const near = (value: number | undefined, expected: number) => expect(value).toBeCloseTo(expected, 0);
/** Where audio whose slices end at `seconds` ends: the last slice hears past its start. */
const end = (seconds: number) => seconds - FINGERPRINT_POINT_SECONDS + FINGERPRINT_REACH_SECONDS;

describe('the longest stretch of audio two fingerprints share', () => {
  it.each([
    { name: 'the same theme at different offsets', aAt: 5, bAt: 12, theme: THEME, bTheme: THEME, found: 30 },
    { name: 'the theme first in one, late in the other', aAt: 0, bAt: 40, theme: THEME, bTheme: THEME, found: 30 },
    { name: 'the theme 6 bits off most slices', aAt: 8, bAt: 3, theme: THEME, bTheme: blurred(THEME, 6, 4), found: 30 },
    { name: 'a theme of 16 s', aAt: 10, bAt: 20, theme: THEME.slice(0, points(16)), bTheme: null, found: 16 },
  ])('$name', ({ aAt, bAt, theme, bTheme, found }) => {
    const a = [...sound(2, points(aAt)), ...theme, ...sound(3, points(60))];
    const b = [...sound(4, points(bAt)), ...(bTheme ?? theme), ...sound(5, points(60))];
    const run = sharedAudioRun(a, b);
    expect(run).not.toBeNull();
    near(run!.aStart, aAt);
    near(run!.aEnd, end(aAt + found));
    near(run!.bStart, bAt);
    near(run!.bEnd, end(bAt + found));
  });

  it.each([
    { name: 'no stretch in common', a: sound(6, points(90)), b: sound(7, points(90)) },
    {
      name: 'a shared stretch of 10 s only',
      a: [...sound(8, 50), ...THEME.slice(0, points(10))],
      b: [...THEME.slice(0, points(10)), ...sound(9, 80)],
    },
    { name: 'the theme 7 bits off but every 5 s', a: THEME, b: blurred(THEME, 7, points(5)) },
    { name: 'an empty fingerprint', a: [], b: THEME },
    {
      name: 'shared silence',
      a: [...new Array<number>(points(40)).fill(0), ...sound(10, 99)],
      b: new Array<number>(points(40)).fill(0),
    },
  ])('none with $name', ({ a, b }) => {
    expect(sharedAudioRun(a, b)).toBeNull();
  });

  it('bridges a short gap in the theme (a line said over it) but not a long one', () => {
    const dub = (gapSeconds: number) => [
      ...THEME.slice(0, points(10)),
      ...sound(11, points(gapSeconds)),
      ...THEME.slice(points(10) + points(gapSeconds)),
    ];
    const bridged = sharedAudioRun(THEME, dub(2));
    near(bridged!.aStart, 0);
    near(bridged!.aEnd, end(30));
    const split = sharedAudioRun(THEME, dub(4));
    // The longer side of the gap alone: 14 to 30 s.
    near(split!.aStart, 14);
    near(split!.aEnd, end(30));
  });

  it('starts where matches are dense, not at chance matches a second or two before the theme', () => {
    const before = sound(15, points(10));
    const other = sound(16, points(10));
    // Every 1.5 s a slice of the other episode's own audio happens to sound alike.
    for (let i = 0; i < before.length; i += points(1.5)) other[i] = before[i]!;
    const run = sharedAudioRun([...before, ...THEME], [...other, ...THEME]);
    near(run!.aStart, 10);
    near(run!.aEnd, end(40));
  });

  it('takes signed numbers (fpcalc -signed) as the unsigned ones they are', () => {
    const signed = THEME.map((v) => v | 0);
    const run = sharedAudioRun([...sound(12, 40), ...signed], THEME);
    near(run!.bStart, 0);
    near(run!.bEnd, end(30));
  });

  it('finds none in two copies of one episode: what they share is longer than an intro', () => {
    const episode = sound(17, points(150));
    expect(sharedAudioRun(episode, episode)).toBeNull();
    // Two minutes at most.
    expect(sharedAudioRun(episode.slice(0, points(110)), episode.slice(0, points(110)))).not.toBeNull();
  });

  it('follows its options: a shorter minimum finds a shorter stretch', () => {
    const a = [...sound(13, 50), ...THEME.slice(0, points(10))];
    const b = [...THEME.slice(0, points(10)), ...sound(14, 80)];
    const run = sharedAudioRun(a, b, { ...SHARED_AUDIO_DEFAULTS, minSeconds: 8 });
    near(run!.bStart, 0);
    near(run!.bEnd, end(10));
  });
});

describe("a season's intros", () => {
  it("finds each episode's intro where it is, and none for an episode without it", () => {
    const episode = (seed: number, at: number | null) =>
      at === null ? sound(seed, points(120)) : [...sound(seed, points(at)), ...THEME, ...sound(seed + 100, points(60))];
    const intros = seasonIntros([episode(20, 5), episode(21, 12), episode(22, 0), episode(23, null)]);
    expect(intros.map((intro) => intro && [Math.round(intro.start), Math.round(intro.end - end(0))])).toEqual([
      [5, 35],
      [12, 42],
      [0, 30],
      null,
    ]);
  });

  it('finds none in a season of one episode', () => {
    expect(seasonIntros([THEME])).toEqual([null]);
  });

  it('keeps the longest stretch an episode shares with any other', () => {
    const recap = sound(30, points(20));
    const first = [...recap, ...THEME];
    const second = [...THEME, ...sound(31, 100)];
    const third = [...recap, ...sound(32, 100)];
    const [intro] = seasonIntros([first, second, third]);
    near(intro!.start, 20);
    near(intro!.end, end(50));
  });
});

describe("the pairs of a season's episodes compared", () => {
  it.each([
    [0, 4, []],
    [1, 4, []],
    [2, 4, [[0, 1]]],
    [
      3,
      4,
      [
        [0, 1],
        [0, 2],
        [1, 2],
      ],
    ],
    [
      5,
      2,
      [
        [0, 1],
        [0, 2],
        [0, 3],
        [0, 4],
        [1, 2],
        [1, 3],
        [1, 4],
        [2, 3],
        [2, 4],
        [3, 4],
      ],
    ],
  ])('of %s episodes, %s partners each way: %j', (count, partners, pairs) => {
    expect(seasonPairs(count, partners)).toEqual(pairs);
  });

  it('grows with the season, not its square: each episode with 8 others at most', () => {
    const pairs = seasonPairs(100);
    expect(pairs).toHaveLength(400);
    for (let episode = 0; episode < 100; episode++) {
      expect(pairs.filter((pair) => pair.includes(episode))).toHaveLength(8);
    }
    expect(pairs).toContainEqual([0, 99]);
  });
});
