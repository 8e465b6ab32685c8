import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';

/**
 * Episodes of one season, written with FFmpeg at test time, that share an intro (docs/playback.md#intros): the
 * same 30 s of audio (a seeded noise under two drifting tones) at a different time in each, the rest of each
 * episode its own (another seed, other tones). The picture is small and still-ish so the files come quickly.
 * Never committed.
 */

const run = promisify(execFile);
const FFMPEG = process.env.FFMPEG_PATH ?? 'ffmpeg';

/** Seconds of the shared intro. */
export const INTRO_SECONDS = 30;

export interface TestEpisode {
  /** Seconds into the episode where the intro starts. */
  introAt: number;
  /** Seconds the episode lasts. */
  seconds: number;
  /** Makes the episode's own audio (before and after the intro) differ from the others'. */
  seed: number;
}

/** Audio of `seconds` from a seed: noise and two tones whose pitches drift at the seed's own pace. */
function sound(seed: number, seconds: number, label: string): string {
  const a = 250 + ((seed * 137) % 500);
  const b = 900 + ((seed * 311) % 700);
  const pace = 0.3 + (seed % 7) / 5;
  // Each tone's phase is its pitch's integral, so the pitch drifts within its range however long the sound lasts.
  const tone = (amplitude: number, pitch: number, swing: number, rate: number) =>
    `${amplitude}*sin(2*PI*(${pitch}*t-${(swing / rate).toFixed(4)}*cos(${rate.toFixed(4)}*t)))`;
  const tones = `${tone(0.25, a, 120, pace)}+${tone(0.2, b, 300, pace * 1.7)}`;
  return (
    `anoisesrc=seed=${seed}:d=${seconds}:c=white:a=0.15:r=22050[n${label}];` +
    `aevalsrc=exprs='${tones}':d=${seconds}:s=22050[t${label}];` +
    `[n${label}][t${label}]amix=inputs=2:normalize=0[${label}]`
  );
}

/** Writes an episode (MP4, H.264 160x90 and AAC: a browser plays it as it is) at `file`. */
export async function makeTestEpisode(file: string, episode: TestEpisode): Promise<void> {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const after = episode.seconds - episode.introAt - INTRO_SECONDS;
  const parts: string[] = [];
  const labels: string[] = [];
  if (episode.introAt > 0) {
    parts.push(sound(episode.seed, episode.introAt, 'pre'));
    labels.push('[pre]');
  }
  parts.push(sound(1, INTRO_SECONDS, 'intro'));
  labels.push('[intro]');
  if (after > 0) {
    parts.push(sound(episode.seed + 1000, after, 'post'));
    labels.push('[post]');
  }
  const graph = `${parts.join(';')};${labels.join('')}concat=n=${labels.length}:v=0:a=1[a]`;
  await run(FFMPEG, [
    '-v',
    'error',
    '-y',
    ...['-f', 'lavfi', '-i', `testsrc2=size=160x90:rate=10:duration=${episode.seconds}`],
    ...['-filter_complex', graph, '-map', '0:v', '-map', '[a]'],
    ...['-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p', '-g', '10'],
    ...['-c:a', 'aac', '-b:a', '64k', '-ac', '1', '-movflags', '+faststart', '-t', String(episode.seconds)],
    file,
  ]);
}
