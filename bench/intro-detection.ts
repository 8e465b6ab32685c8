/**
 * Intro detection (docs/playback.md#intros): how long finding a season's intros takes per episode, on this machine.
 * A season of episodes of 10 minutes (INTRO_EPISODES, default 4), made with FFmpeg once into a cache folder
 * (INTRO_MEDIA_CACHE, else the system's temporary folder), share 30 s of audio at 30, 50, 70… s in (within the
 * 150 s fingerprinted of each). Measured:
 * - the detector end to end, as the server runs it after a scan (reading each file with ffprobe, fingerprinting
 *   its opening with FFmpeg and fpcalc at the lowest priority, comparing the season, keeping the intros), on a
 *   new SQLite database each round;
 * - of that, fingerprinting one episode alone, and comparing the whole season.
 * Each figure is the median of 3 rounds; every round is printed, and each episode's intro found beside where it is
 * (exit 1 when one is off by more than 2 s or missing). The library runs in this process, as in library-scan.ts.
 * Run: node --import tsx bench/intro-detection.ts   (no build or server needed; needs FFmpeg and fpcalc)
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { seasonIntros } from '@marquee/core';
// The server's Fastify declarations (app.ctx), which the playback module's routes, imported with it, rely on.
import type {} from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { openDb } from '../apps/server/src/db/connection.ts';
import { migrateToLatest } from '../apps/server/src/db/migrate.ts';
import { fingerprintAudio, fingerprintSeconds, fpcalcAnswers } from '../apps/server/src/modules/intros/audio-fingerprint.ts';
import { createIntroDetector, libraryIntro } from '../apps/server/src/modules/intros/index.ts';
import { createLibrary } from '../apps/server/src/modules/library/index.ts';
import { createMetadataSource } from '../apps/server/src/modules/metadata/metadata-source.ts';
import { findMediaTools } from '../apps/server/src/modules/playback/media-tools.ts';
import { INTRO_SECONDS, makeTestEpisode } from '../e2e/support/test-episodes.ts';

const EPISODES = Number(process.env.INTRO_EPISODES ?? 4);
const EPISODE_SECONDS = 600;
const ROUNDS = 3;
const introAt = (i: number) => 30 + 20 * i;
const episodePath = (i: number) => `Shows/Bench Show/Season 01/Bench Show - S01E${String(i + 1).padStart(2, '0')}.mp4`;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const seconds = (ms: number) => (ms / 1000).toFixed(2);

/** The season, made once into the cache (each file whole before it is named as done). */
async function season(cache: string): Promise<void> {
  for (let i = 0; i < EPISODES; i++) {
    const file = path.join(cache, episodePath(i));
    if (fs.existsSync(file)) continue;
    const partial = `${file}.${process.pid}.partial.mp4`;
    console.log(`making ${episodePath(i)} (${EPISODE_SECONDS} s)…`);
    await makeTestEpisode(partial, { introAt: introAt(i), seconds: EPISODE_SECONDS, seed: 100 + i });
    fs.renameSync(partial, file);
  }
}

const cache = path.join(process.env.INTRO_MEDIA_CACHE ?? os.tmpdir(), 'marquee-bench-intros');
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'marquee-bench-intro-db-'));
const log = Fastify({ logger: { level: 'warn' } }).log;
let missed = false;
try {
  await season(cache);
  const base = loadConfig({ MEDIA_DIR: cache, LOG_LEVEL: 'warn' });
  const tools = await findMediaTools(base.media, log);
  if (!tools.available || !(await fpcalcAnswers(base.media.fpcalcPath))) throw new Error('FFmpeg and fpcalc are needed');
  const opening = fingerprintSeconds(EPISODE_SECONDS);
  console.log(`${EPISODES} episodes of ${EPISODE_SECONDS / 60} min, the first ${opening} s of each fingerprinted`);

  const detections: number[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    const config = loadConfig({ DATABASE_URL: `sqlite:${path.join(dir, `app-${round}.db`)}`, MEDIA_DIR: cache });
    const db = openDb(config.databaseUrl);
    const library = createLibrary(db.kysely, cache, createMetadataSource(config, log), log, { watch: false });
    const detector = createIntroDetector(db.kysely, cache, tools, { fpcalcPath: config.media.fpcalcPath, enabled: true }, log);
    try {
      await migrateToLatest(db);
      await library.rescan();
      const start = performance.now();
      detector.wake();
      await detector.idle();
      detections.push(performance.now() - start);
      if (round === 0) {
        for (let i = 0; i < EPISODES; i++) {
          const intro = await libraryIntro(db.kysely, episodePath(i));
          const expected = { start: introAt(i), end: introAt(i) + INTRO_SECONDS };
          const off = intro ? Math.max(Math.abs(intro.start - expected.start), Math.abs(intro.end - expected.end)) : Infinity;
          if (off > 2) missed = true;
          const found = intro ? `${intro.start.toFixed(1)}–${intro.end.toFixed(1)} s` : 'none';
          console.log(`  ${episodePath(i)}: intro ${found} (made at ${expected.start}–${expected.end} s)`);
        }
      }
    } finally {
      await detector.close();
      await library.close();
      await db.close();
    }
  }

  const fingerprints: number[][] = [];
  const fingerprinting: number[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    const start = performance.now();
    const values = await fingerprintAudio(tools, base.media.fpcalcPath, path.join(cache, episodePath(round % EPISODES)), opening);
    fingerprinting.push(performance.now() - start);
    fingerprints.push(values);
  }
  for (let i = ROUNDS; i < EPISODES; i++) {
    fingerprints.push(await fingerprintAudio(tools, base.media.fpcalcPath, path.join(cache, episodePath(i)), opening));
  }
  const comparing: number[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    const start = performance.now();
    seasonIntros(fingerprints.slice(0, EPISODES));
    comparing.push(performance.now() - start);
  }

  const perEpisode = detections.map((ms) => ms / EPISODES);
  console.log(`median of ${ROUNDS} rounds:`);
  console.log(
    `detector, per episode          ${seconds(median(perEpisode))} s (season of ${EPISODES}: runs ${detections.map(seconds).join(', ')} s)`,
  );
  console.log(
    `fingerprinting one episode     ${seconds(median(fingerprinting))} s (runs ${fingerprinting.map(seconds).join(', ')} s)`,
  );
  console.log(
    `comparing the season           ${median(comparing).toFixed(1)} ms (${((EPISODES * (EPISODES - 1)) / 2).toFixed(0)} pairs; runs ${comparing.map((ms) => ms.toFixed(1)).join(', ')} ms)`,
  );
  console.log(
    `load average ${os
      .loadavg()
      .map((load) => load.toFixed(2))
      .join(' ')}`,
  );
} finally {
  fs.rmSync(dir, { recursive: true, force: true });
}
if (missed) {
  console.log('an intro was missed or off by more than 2 s');
  process.exitCode = 1;
}
