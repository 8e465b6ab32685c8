import { spawn } from 'node:child_process';
import { lowerPriority } from './media-probe.ts';
import { fileInput, SAFE_INPUT_OPTIONS, type MediaTools } from './media-tools.ts';
import type { StreamPlan } from './stream-plan.ts';

/**
 * Where a stream asked to start at `start` really starts (docs/playback.md#seeking), in seconds of the file: the
 * player's clock is that plus the video element's own. Converted video starts where asked. Copied video starts
 * where FFmpeg's seek lands: the keyframe at or before `start` in an indexed file (Matroska, MP4), somewhere near
 * it in a transport stream; the stream's time 0 is then its first packet, of the video's first keyframe and the
 * audio's first packet. ffprobe reads them with the same seek FFmpeg makes.
 */

/** Enough packets to pass a long keyframe interval of video with its audio; ffprobe is stopped at the first answer. */
const MAX_PACKETS = 2000;
const TIMEOUT_MS = 10_000;

export class StreamStartError extends Error {}

export async function streamStart(tools: MediaTools, file: string, plan: StreamPlan, start: number): Promise<number> {
  if (plan.video.action === 'convert' || start === 0) return start;
  const [fileStart, first] = await Promise.all([formatStartTime(tools, file), firstPackets(tools, file, plan, start)]);
  if (first === null) return start;
  return Math.max(0, Math.round((first - fileStart) * 1000) / 1000);
}

/** The file's own first timestamp (a transport stream's is rarely 0): FFmpeg's `-ss` counts from it. */
async function formatStartTime(tools: MediaTools, file: string): Promise<number> {
  let value = 0;
  await runFfprobe(tools, ['-show_entries', 'format=start_time', '-of', 'csv=p=0', fileInput(file)], (line) => {
    const n = Number(line.trim());
    if (line.trim() !== '' && Number.isFinite(n)) value = n;
    return false;
  });
  return value;
}

/** The earlier of the copied video's first keyframe and the audio's first packet after seeking `start` in; null if none. */
async function firstPackets(tools: MediaTools, file: string, plan: StreamPlan, start: number): Promise<number | null> {
  let keyframe: number | null = null;
  let audio: number | null = null;
  const audioIndex = plan.audio?.index ?? null;
  await runFfprobe(
    tools,
    [
      // '+': from the file's own first timestamp, as FFmpeg's -ss.
      '-read_intervals',
      `+${Math.round(start * 1000) / 1000}%+#${MAX_PACKETS}`,
      '-show_entries',
      'packet=stream_index,pts_time,flags',
      '-of',
      'csv=p=0',
      fileInput(file),
    ],
    (line) => {
      const [index, time, flags] = line.split(',');
      const at = Number(time);
      if (time === undefined || time === '' || !Number.isFinite(at)) return false;
      if (Number(index) === plan.video.index && keyframe === null && flags?.startsWith('K')) keyframe = at;
      if (Number(index) === audioIndex && audio === null) audio = at;
      // Done once the keyframe is found and the audio's first packet (which comes before it or soon after).
      return keyframe !== null && (audioIndex === null || audio !== null);
    },
  );
  if (keyframe === null) return null;
  return audio === null ? keyframe : Math.min(keyframe, audio);
}

/** Runs ffprobe on a library file (safely, at a low priority), line by line, until `onLine` says it is done. */
function runFfprobe(tools: MediaTools, args: string[], onLine: (line: string) => boolean): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(tools.ffprobe, ['-v', 'error', ...SAFE_INPUT_OPTIONS, ...args], { stdio: ['ignore', 'pipe', 'pipe'] });
    if (child.pid !== undefined) lowerPriority(child.pid);
    let done = false;
    let rest = '';
    let errors = '';
    const timer = setTimeout(() => child.kill('SIGKILL'), TIMEOUT_MS);
    child.stdout.setEncoding('utf8');
    child.stdout.on('data', (chunk: string) => {
      if (done) return;
      const lines = (rest + chunk).split('\n');
      rest = lines.pop() ?? '';
      for (const line of lines) {
        if (onLine(line)) {
          done = true;
          child.kill('SIGKILL');
          return;
        }
      }
    });
    child.stderr.on('data', (chunk: Buffer) => {
      if (errors.length < 2000) errors += chunk.toString('utf8');
    });
    child.on('error', (error) => {
      clearTimeout(timer);
      reject(new StreamStartError(`ffprobe could not be run: ${error.message}`));
    });
    child.on('close', (code) => {
      clearTimeout(timer);
      if (!done && rest !== '') done = onLine(rest);
      if (done || code === 0) resolve();
      else reject(new StreamStartError('This file could not be read'));
    });
  });
}
