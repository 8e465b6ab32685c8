import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { keepLongerIntro, seasonPairs, sharedAudioRun, type TimeRange } from '@marquee/core';
import type { DB } from '../../db/schema.ts';
import type { FileVersion } from '../library/index.ts';
import { libraryMediaInfo, ProbeError, type MediaTools } from '../playback/index.ts';
import {
  decodeFingerprint,
  encodeFingerprint,
  fingerprintAudio,
  FingerprintError,
  fingerprintSeconds,
  fpcalcAnswers,
} from './audio-fingerprint.ts';
import {
  removeGoneIntros,
  saveFingerprint,
  saveIntro,
  seasonFiles,
  storedFingerprints,
  type SeasonFile,
} from './intro-queries.ts';

/**
 * Finds a series' intros by the audio its episodes share (docs/playback.md#intros), in the background after each
 * scan: for each season of two episodes or more where one is new or changed, fingerprints the episodes not
 * fingerprinted yet (one at a time, at the lowest priority), then compares the season's fingerprints and keeps
 * each episode's intro. An unchanged file is never fingerprinted again; the scan never waits for any of this.
 */
export interface IntroDetector {
  /** Looks at the seasons waiting; called while looking, it makes one more round after. */
  wake(): void;
  /** Resolves when no round runs (tests). */
  idle(): Promise<void>;
  /** Ends the fingerprinting under way and waits for it; nothing is looked at after. */
  close(): Promise<void>;
}

export interface IntroDetectorOptions {
  fpcalcPath: string;
  /** INTRO_DETECTION: off, the detector does nothing. */
  enabled: boolean;
}

/** An episode to fingerprint at the next round. */
const LATER = Symbol('later');

/** The message an owner reads once in the log when fpcalc is missing. */
export const NO_FPCALC =
  'fpcalc was not found (set FPCALC_PATH, or install Chromaprint: libchromaprint-tools): intros are skipped by chapter names only';

export function createIntroDetector(
  db: Kysely<DB>,
  mediaDir: string,
  tools: MediaTools,
  options: IntroDetectorOptions,
  log: FastifyBaseLogger,
): IntroDetector {
  const stop = new AbortController();
  let running: Promise<void> | null = null;
  let again = false;
  // fpcalc is looked for at the first wake, once.
  let fpcalc: Promise<boolean> | null = null;

  /**
   * Fingerprints a season's new episodes, compares the season, and keeps every episode's intro; false to stop the
   * round. New fingerprints are kept with the intros they give, so a season left halfway (closing, or an episode
   * to read later) is looked at again.
   */
  async function season(files: SeasonFile[]): Promise<boolean> {
    const kept = await storedFingerprints(db, files);
    const fresh = new Set<string>();
    for (const file of files) {
      if (stop.signal.aborted) return false;
      if (kept.has(file.path)) continue;
      const encoded = await fingerprint(file, { db, mediaDir, tools, options, log, signal: stop.signal });
      if (encoded === null) return false;
      if (encoded === LATER) return true;
      kept.set(file.path, encoded);
      fresh.add(file.path);
    }
    const heard = files.filter((file) => kept.get(file.path) !== '');
    const introOf = await seasonIntros(heard, kept);
    const foundAt = new Date().toISOString();
    for (const file of files) {
      const intro = introOf.get(file.path) ?? null;
      if (fresh.has(file.path)) await saveFingerprint(db, file, kept.get(file.path)!, intro, foundAt);
      else await saveIntro(db, file, intro);
    }
    return true;
  }

  async function round(): Promise<void> {
    await removeGoneIntros(db);
    const seasons = bySeason(await seasonFiles(db));
    for (const files of seasons.values()) {
      if (stop.signal.aborted) return;
      if (files.length < 2 || files.every((file) => file.fingerprinted)) continue;
      if (!(await season(files))) return;
    }
  }

  async function run(): Promise<void> {
    try {
      if (!(await fpcalc)) return;
      do {
        again = false;
        try {
          await round();
        } catch (error) {
          // The database refused (it is down, or closing): the next scan tries again.
          if (!stop.signal.aborted) log.warn({ err: error }, 'finding intros stopped');
        }
      } while (again && !stop.signal.aborted);
    } finally {
      running = null;
    }
  }

  return {
    wake() {
      if (!options.enabled || !tools.available || stop.signal.aborted) return;
      fpcalc ??= fpcalcAnswers(options.fpcalcPath).then((found) => {
        if (!found) log.warn(NO_FPCALC);
        return found;
      });
      if (running) again = true;
      else running = run();
    },
    async idle() {
      while (running) await running;
    },
    async close() {
      stop.abort();
      await running;
    },
  };
}

/** What reading an episode's fingerprint needs. */
interface FingerprintNeeds {
  db: Kysely<DB>;
  mediaDir: string;
  tools: MediaTools;
  options: IntroDetectorOptions;
  log: FastifyBaseLogger;
  signal: AbortSignal;
}

/**
 * One episode's fingerprint ('' for audio that cannot be read); LATER when ffprobe was too slow to say how long
 * it is (the machine may only be busy); null when nothing can be done now (no tool, closing).
 */
async function fingerprint(
  file: FileVersion,
  { db, mediaDir, tools, options, log, signal }: FingerprintNeeds,
): Promise<string | typeof LATER | null> {
  const info = await libraryMediaInfo(tools, mediaDir, file.path, db);
  if (info instanceof ProbeError) return info.failure === 'file' ? '' : info.failure === 'slow' ? LATER : null;
  try {
    const seconds = fingerprintSeconds(info.duration);
    return encodeFingerprint(await fingerprintAudio(tools, options.fpcalcPath, path.join(mediaDir, file.path), seconds, signal));
  } catch (error) {
    const failed = error instanceof FingerprintError ? error : new FingerprintError(String(error));
    if (failed.failure === 'tool') log.warn({ err: failed }, 'episodes cannot be fingerprinted now');
    // An episode without readable audio is kept as such: not tried again until it changes.
    return failed.failure === 'file' ? '' : null;
  }
}

/** Each episode's intro, by its path: the longest run of audio it shares with another episode of the season. */
async function seasonIntros(heard: SeasonFile[], kept: Map<string, string>): Promise<Map<string, TimeRange | null>> {
  const fingerprints = heard.map((file) => decodeFingerprint(kept.get(file.path)!));
  const intros: Array<TimeRange | null> = heard.map(() => null);
  for (const [a, b] of seasonPairs(heard.length)) {
    // Two copies of one episode share all of it, which says nothing of its intro.
    const sameEpisode = heard[a]!.episode !== null && heard[a]!.episode === heard[b]!.episode;
    if (!sameEpisode) keepLongerIntro(intros, a, b, sharedAudioRun(fingerprints[a]!, fingerprints[b]!));
    // A comparison takes a millisecond or two: the server answers between them.
    await nextTurn();
  }
  return new Map(heard.map((file, index) => [file.path, intros[index] ?? null]));
}

/** The files by season, each season's in episode order (then by path). */
function bySeason(files: SeasonFile[]): Map<string, SeasonFile[]> {
  const seasons = new Map<string, SeasonFile[]>();
  for (const file of files) {
    const episodes = seasons.get(file.season);
    if (episodes) episodes.push(file);
    else seasons.set(file.season, [file]);
  }
  const byEpisode = (a: SeasonFile, b: SeasonFile) =>
    (a.episode ?? 0) - (b.episode ?? 0) || (a.path < b.path ? -1 : a.path > b.path ? 1 : 0);
  for (const episodes of seasons.values()) episodes.sort(byEpisode);
  return seasons;
}
