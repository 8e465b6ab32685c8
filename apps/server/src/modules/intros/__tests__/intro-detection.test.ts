import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INTRO_SECONDS, makeTestEpisode, type TestEpisode } from '../../../../../../e2e/support/test-episodes.ts';
import { buildTestApp } from '../../../__tests__/support/app.ts';
import { describeEachDatabase } from '../../../__tests__/support/databases.ts';
import { fingerprintSeconds } from '../audio-fingerprint.ts';
import { createIntroDetector, NO_FPCALC } from '../intro-detector.ts';
import { libraryIntro } from '../intro-queries.ts';

const SEASON = 'Intro Show/Season 01';
const episodePath = (n: number) => `${SEASON}/Intro Show - S01E0${n}.mp4`;
/** Three episodes of 90 s sharing 30 s of audio at 5, 12 and 30 s in. */
const EPISODES: Record<number, TestEpisode> = {
  1: { introAt: 5, seconds: 90, seed: 11 },
  2: { introAt: 12, seconds: 90, seed: 22 },
  3: { introAt: 30, seconds: 90, seed: 33 },
};
/** Another show's only episode, with the same audio: a season of one is not compared. */
const LONE = 'Other Show/Season 01/Other Show - S01E01.mp4';
/** An episode of the season without sound. */
const SILENT = `${SEASON}/Intro Show - S01E04.mp4`;
/** Another copy of episode 1 (Matroska): all of it shared with the first copy, which is no intro. */
const COPY = `${SEASON}/Intro Show - S01E01.mkv`;

/** An ffmpeg that notes the input of each decode for fingerprinting in `log`, then runs the real one. */
function countingFfmpeg(dir: string, log: string): string {
  const script = path.join(dir, 'ffmpeg');
  fs.writeFileSync(
    script,
    `#!/bin/sh\ncase "$*" in *s16le*) for a in "$@"; do case "$a" in file:*) echo "$a" >> '${log}';; esac; done;; esac\nexec ffmpeg "$@"\n`,
  );
  fs.chmodSync(script, 0o755);
  return script;
}

const decodesOf = (log: string, relative: string) =>
  fs.existsSync(log)
    ? fs
        .readFileSync(log, 'utf8')
        .split('\n')
        .filter((line) => line.endsWith(relative)).length
    : 0;

/** A logger that keeps its warnings. */
function noting(): FastifyBaseLogger & { warnings: string[] } {
  const warnings: string[] = [];
  const log = {
    warnings,
    level: 'warn',
    warn: (...args: unknown[]) => warnings.push(args.map((arg) => (typeof arg === 'string' ? arg : '')).join('')),
    info: () => {},
    error: () => {},
    debug: () => {},
    trace: () => {},
    fatal: () => {},
    silent: () => {},
    child: () => log,
  };
  return log;
}

describe('how much of an episode is fingerprinted', () => {
  it.each([
    [90, 120],
    [20 * 60, 300],
    [45 * 60, 600],
    [3 * 3600, 600],
    [null, 600],
  ])('of %s s: %s s', (duration, seconds) => {
    expect(fingerprintSeconds(duration)).toBe(seconds);
  });
});

describeEachDatabase("a series' intros found by the audio its episodes share", (database) => {
  let root: string;
  let tools: string;
  let log: string;
  let app: FastifyInstance;
  const db = () => database().db.kysely;
  const detect = async (options: { fpcalcPath?: string; enabled?: boolean } = {}, logger = app.log) => {
    const detector = createIntroDetector(
      db(),
      root,
      app.ctx.mediaTools,
      { fpcalcPath: options.fpcalcPath ?? 'fpcalc', enabled: options.enabled ?? true },
      logger,
    );
    detector.wake();
    await detector.idle();
    await detector.close();
  };
  const rows = () => db().selectFrom('library_intros').select(['path', 'fingerprint']).orderBy('path').execute();

  beforeAll(async () => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'marquee-intros-'));
    tools = fs.mkdtempSync(path.join(os.tmpdir(), 'marquee-intro-tools-'));
    log = path.join(tools, 'decodes.log');
    await Promise.all([
      ...Object.entries(EPISODES).map(([n, episode]) => makeTestEpisode(path.join(root, episodePath(Number(n))), episode)),
      makeTestEpisode(path.join(root, LONE), EPISODES[1]!),
    ]);
    execFileSync(
      'ffmpeg',
      ['-v', 'error', '-y', '-f', 'lavfi', '-i', 'testsrc2=size=160x90:rate=10:duration=20'].concat([
        '-c:v',
        'libx264',
        '-preset',
        'ultrafast',
        path.join(root, SILENT),
      ]),
    );
    execFileSync('ffmpeg', ['-v', 'error', '-y', '-i', path.join(root, episodePath(1)), '-c', 'copy', path.join(root, COPY)]);
    // The app's own detector is off: each test runs one and waits for it.
    app = await buildTestApp(database().db, { MEDIA_DIR: root, FFMPEG_PATH: countingFfmpeg(tools, log), INTRO_DETECTION: 'off' });
    await app.ready();
    await app.ctx.library.rescan();
  }, 60_000);
  afterAll(async () => {
    await app.close();
    fs.rmSync(root, { recursive: true, force: true });
    fs.rmSync(tools, { recursive: true, force: true });
  });

  it('does nothing while INTRO_DETECTION is off, and says once that fpcalc is missing', async () => {
    await detect({ enabled: false });
    expect(await rows()).toEqual([]);
    const logger = noting();
    await detect({ fpcalcPath: path.join(tools, 'no-fpcalc') }, logger);
    expect(logger.warnings).toEqual([NO_FPCALC]);
    expect(await rows()).toEqual([]);
  });

  it("finds each episode's intro within 2 s, and none for a lone episode or one without sound", async () => {
    await detect();
    const found = Object.entries(EPISODES).map(([n, episode]) => [episodePath(Number(n)), episode] as const);
    for (const [file, episode] of [...found, [COPY, EPISODES[1]!] as const]) {
      const intro = await libraryIntro(db(), file);
      expect(intro, file).not.toBeNull();
      expect(Math.abs(intro!.start - episode.introAt), file).toBeLessThanOrEqual(2);
      expect(Math.abs(intro!.end - (episode.introAt + INTRO_SECONDS)), file).toBeLessThanOrEqual(2);
    }
    expect(await libraryIntro(db(), SILENT)).toBeNull();
    expect(await libraryIntro(db(), LONE)).toBeNull();
    // The silent one is kept as such (not tried again); the lone one is not looked at.
    expect((await rows()).map((row) => [row.path, row.fingerprint === ''])).toEqual([
      [COPY, false],
      [episodePath(1), false],
      [episodePath(2), false],
      [episodePath(3), false],
      [SILENT, true],
    ]);
  });

  it('never fingerprints an unchanged file again; a changed one is, and its intro follows it', async () => {
    await detect();
    for (const n of [1, 2, 3]) expect(decodesOf(log, episodePath(n))).toBe(1);
    expect(decodesOf(log, SILENT)).toBe(1);
    await makeTestEpisode(path.join(root, episodePath(2)), { introAt: 40, seconds: 90, seed: 44 });
    // Another modification time for sure, whatever the clock's grain.
    const later = new Date(Date.now() + 5000);
    fs.utimesSync(path.join(root, episodePath(2)), later, later);
    await app.ctx.library.rescan();
    await detect();
    expect(decodesOf(log, episodePath(2))).toBe(2);
    for (const n of [1, 3]) expect(decodesOf(log, episodePath(n))).toBe(1);
    const intro = await libraryIntro(db(), episodePath(2));
    expect(Math.abs(intro!.start - 40)).toBeLessThanOrEqual(2);
  });

  it('forgets the intro of a file no longer in the library', async () => {
    fs.rmSync(path.join(root, episodePath(3)));
    await app.ctx.library.rescan();
    await detect();
    expect((await rows()).map((row) => row.path)).not.toContain(episodePath(3));
    expect(await libraryIntro(db(), episodePath(1))).not.toBeNull();
  });
});
