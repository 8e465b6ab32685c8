/**
 * A series' intro found by the audio its episodes share (docs/playback.md#intros): each episode's opening minutes
 * fingerprinted by Chromaprint (`fpcalc -raw`: one 32-bit number per slice of about 0.124 s, nearby sounds giving
 * numbers a few bits apart), two episodes' fingerprints lined up at every offset where some number recurs exactly,
 * and at each such offset the longest run of slices that nearly match taken: the intro is the longest run found.
 */

/** Seconds of audio one number of a raw Chromaprint fingerprint stands for (4096 / 3 samples at 11,025 Hz). */
export const FINGERPRINT_POINT_SECONDS = 4096 / 3 / 11025;

/**
 * How far past its start a slice's number hears: Chromaprint's filters span some 16 slices (about 2 s), so the
 * last slice that matches starts that much before the shared audio ends (1.5 to 1.9 s in the tests' episodes).
 */
export const FINGERPRINT_REACH_SECONDS = 1.6;

export interface SharedAudioOptions {
  /** Bits (of 32) two numbers may differ in and still count as the same sound. */
  maxBitDifference: number;
  /** Seconds without a match a run bridges (a scene's sound over the theme, a cut). */
  maxGapSeconds: number;
  /** The shortest run that counts as shared: shorter ones are chance, a sting or silence. */
  minSeconds: number;
  /** The longest: more is not an intro but two copies of one episode, or a long recap. */
  maxSeconds: number;
}

/** As Jellyfin's intro-skipper finds intros: 6 bits, 3.5 s gaps, from 15 s to 2 minutes. */
export const SHARED_AUDIO_DEFAULTS: SharedAudioOptions = {
  maxBitDifference: 6,
  maxGapSeconds: 3.5,
  minSeconds: 15,
  maxSeconds: 120,
};

/** Where a stretch of audio is in each of two episodes, in seconds from their start. */
export interface SharedRun {
  aStart: number;
  aEnd: number;
  bStart: number;
  bEnd: number;
}

/** A range of an episode, in seconds from its start. */
export interface TimeRange {
  start: number;
  end: number;
}

/** Offsets tried either side of one where a number recurs exactly: a slice's edge may fall a little apart. */
const NEAR_OFFSETS = 2;

function bitCount(value: number): number {
  let v = value - ((value >>> 1) & 0x55555555);
  v = (v & 0x33333333) + ((v >>> 2) & 0x33333333);
  return Math.imul((v + (v >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24;
}

/**
 * A number found more often than this in one fingerprint says nothing of where (silence, a held tone): its offsets
 * are not tried, which also keeps the offsets tried few.
 */
const MAX_RECURRENCE = 8;

/** The offsets (index in b minus index in a) at which some number of a recurs in b, with their neighbours. */
function candidateOffsets(a: readonly number[], b: readonly number[]): number[] {
  const where = new Map<number, number[]>();
  b.forEach((value, index) => {
    const at = where.get(value);
    if (at) at.push(index);
    else where.set(value, [index]);
  });
  const offsets = new Set<number>();
  a.forEach((value, index) => {
    const found = where.get(value) ?? [];
    if (found.length > MAX_RECURRENCE) return;
    for (const other of found) {
      for (let near = -NEAR_OFFSETS; near <= NEAR_OFFSETS; near++) offsets.add(other - index + near);
    }
  });
  return [...offsets].sort((x, y) => x - y);
}

/**
 * Matches count where they are dense: of the `DENSE_WINDOW` slices about a match, `DENSE_MATCHES` at least
 * match too. Unrelated sounds of one kind (two noises, two voices) match by chance now and then, a second or two
 * apart, and bridged would make a run of them; shared audio matches in nearly every slice.
 */
const DENSE_WINDOW = 8;
const DENSE_MATCHES = 5;
/** A run's edges are where matches are denser still, so it starts and ends where the shared audio does. */
const EDGE_MATCHES = 6;

/** The longest run (first and last index in a) of near matches at one offset, gaps up to `maxGap` slices bridged. */
function longestRun(
  a: readonly number[],
  b: readonly number[],
  offset: number,
  maxBits: number,
  maxGap: number,
): { first: number; last: number } | null {
  const from = Math.max(0, -offset);
  const to = Math.min(a.length, b.length - offset);
  if (to <= from) return null;
  const near = new Uint8Array(to - from);
  for (let i = from; i < to; i++) near[i - from] = bitCount((a[i]! ^ b[i + offset]!) >>> 0) <= maxBits ? 1 : 0;
  // Matches among the window's slices from `at`, going `step`.
  const around = (at: number, step: 1 | -1) => {
    let count = 0;
    for (let k = 0; k < DENSE_WINDOW; k++) count += near[at + k * step] ?? 0;
    return count;
  };
  const edge = (at: number, step: 1 | -1) => near[at] === 1 && around(at, step) >= EDGE_MATCHES;
  const dense = (at: number) => near[at] === 1 && around(at - DENSE_WINDOW / 2, 1) >= DENSE_MATCHES;
  let best: { first: number; last: number } | null = null;
  const keep = (first: number, last: number) => {
    while (first <= last && !edge(first, 1)) first++;
    while (last >= first && !edge(last, -1)) last--;
    if (first <= last && (!best || last - first > best.last - best.first)) best = { first: first + from, last: last + from };
  };
  let first = -1;
  let last = -1;
  for (let i = 0; i < near.length; i++) {
    if (!dense(i)) continue;
    if (first >= 0 && i - last > maxGap) keep(first, last);
    if (first < 0 || i - last > maxGap) first = i;
    last = i;
  }
  if (first >= 0) keep(first, last);
  return best;
}

/**
 * The longest stretch of audio two fingerprints share, with where it is in each, when it lasts from `minSeconds`
 * to `maxSeconds`; null when they share none (or share more, which is no intro). Fingerprints are `fpcalc -raw` numbers, unsigned or signed alike.
 */
export function sharedAudioRun(
  a: readonly number[],
  b: readonly number[],
  options: SharedAudioOptions = SHARED_AUDIO_DEFAULTS,
): SharedRun | null {
  const maxGap = Math.round(options.maxGapSeconds / FINGERPRINT_POINT_SECONDS);
  let best: { first: number; last: number; offset: number } | null = null;
  for (const offset of candidateOffsets(a, b)) {
    const run = longestRun(a, b, offset, options.maxBitDifference, maxGap);
    if (run && (!best || run.last - run.first > best.last - best.first)) best = { ...run, offset };
  }
  if (!best) return null;
  // The shared audio ends where the last matching slice's hearing does.
  const seconds = (index: number, reach = 0) => Math.round((index * FINGERPRINT_POINT_SECONDS + reach) * 100) / 100;
  const run: SharedRun = {
    aStart: seconds(best.first),
    aEnd: seconds(best.last, FINGERPRINT_REACH_SECONDS),
    bStart: seconds(best.first + best.offset),
    bEnd: seconds(best.last + best.offset, FINGERPRINT_REACH_SECONDS),
  };
  const length = run.aEnd - run.aStart;
  return length >= options.minSeconds && length <= options.maxSeconds ? run : null;
}

/** Episodes each episode of a season is compared with, either side: enough to find an intro most of them share. */
export const SEASON_PARTNERS = 4;

/**
 * The pairs of a season's episodes (by index, in episode order) compared: each with the next `partners` ones,
 * the last going round to the first, so that a season's comparisons grow with its size, not its square.
 */
export function seasonPairs(count: number, partners = SEASON_PARTNERS): Array<[number, number]> {
  const pairs = new Map<string, [number, number]>();
  for (let i = 0; i < count; i++) {
    for (let step = 1; step <= partners && step < count; step++) {
      const j = (i + step) % count;
      const pair: [number, number] = i < j ? [i, j] : [j, i];
      pairs.set(pair.join(), pair);
    }
  }
  return [...pairs.values()].sort((a, b) => a[0] - b[0] || a[1] - b[1]);
}

/** Keeps a shared run as each episode's intro where it is longer than the one known. */
export function keepLongerIntro(intros: Array<TimeRange | null>, a: number, b: number, run: SharedRun | null): void {
  if (!run) return;
  const keep = (index: number, start: number, end: number) => {
    const known = intros[index];
    if (!known || end - start > known.end - known.start) intros[index] = { start, end };
  };
  keep(a, run.aStart, run.aEnd);
  keep(b, run.bStart, run.bEnd);
}

/**
 * Each episode's intro in a season, by its fingerprint: the longest stretch it shares with the episodes it is
 * compared with (`seasonPairs`); null for an episode that shares none, or a season of one.
 */
export function seasonIntros(
  fingerprints: ReadonlyArray<readonly number[]>,
  options: SharedAudioOptions = SHARED_AUDIO_DEFAULTS,
): Array<TimeRange | null> {
  const intros: Array<TimeRange | null> = fingerprints.map(() => null);
  for (const [a, b] of seasonPairs(fingerprints.length)) {
    keepLongerIntro(intros, a, b, sharedAudioRun(fingerprints[a]!, fingerprints[b]!, options));
  }
  return intros;
}
