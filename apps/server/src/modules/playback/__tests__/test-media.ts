import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { BrowserProfile } from '@marquee/core';

/**
 * Small films FFmpeg makes at test time (320x180, 3 s, a keyframe each second), the browsers that play them, and
 * ffprobe's reading of what a stream delivered.
 */

const picture = ['-f', 'lavfi', '-i', 'testsrc2=size=320x180:rate=25:duration=3'];
const tone = ['-f', 'lavfi', '-i', 'sine=frequency=440:sample_rate=48000:duration=3'];
const everySecond = ['-g', '25', '-keyint_min', '25', '-sc_threshold', '0'];

/** Each kind of file by what it holds; the value is FFmpeg's arguments for it. */
export const FILMS = {
  /** MP4, H.264 and AAC: every browser plays it as it is. */
  h264Aac: [...picture, ...tone, '-c:v', 'libx264', '-preset', 'ultrafast', ...everySecond, '-c:a', 'aac', '-f', 'mp4'],
  /** MPEG-TS, H.264 and AAC (as broadcast recordings are): both copied into MP4, the AAC's ADTS framing rewritten. */
  tsH264Aac: [...picture, ...tone, '-c:v', 'libx264', '-preset', 'ultrafast', ...everySecond, '-c:a', 'aac', '-f', 'mpegts'],
  /** Matroska, H.264 and AC-3: the video copied, the audio converted, in MP4. */
  h264Ac3: [...picture, ...tone, '-c:v', 'libx264', '-preset', 'ultrafast', ...everySecond, '-c:a', 'ac3', '-f', 'matroska'],
  /** Matroska, HEVC and AC-3: converted for a browser without HEVC. */
  hevcAc3: [
    ...picture,
    ...tone,
    '-c:v',
    'libx265',
    '-preset',
    'ultrafast',
    '-x265-params',
    'log-level=none:keyint=25:min-keyint=25:scenecut=0',
    '-c:a',
    'ac3',
    '-f',
    'matroska',
  ],
  /** AVI, MPEG-4 Part 2 and MP3: converted. */
  mpeg4Mp3: [...picture, ...tone, '-c:v', 'mpeg4', ...everySecond, '-c:a', 'libmp3lame', '-f', 'avi'],
  /** MP4, H.264 and two AAC tracks: the second one is played by repackaging the file with it. */
  twoTracks: [
    ...picture,
    ...tone,
    '-f',
    'lavfi',
    '-i',
    'sine=frequency=660:sample_rate=48000:duration=3',
    '-map',
    '0',
    '-map',
    '1',
    '-map',
    '2',
    '-c:v',
    'libx264',
    '-preset',
    'ultrafast',
    ...everySecond,
    '-c:a',
    'aac',
    '-f',
    'mp4',
  ],
  /** Sound alone, in Matroska. */
  audioOnly: [...tone, '-c:a', 'aac', '-f', 'matroska'],
} as const;

/** A chapter of a film made: from and to (seconds), and its name. */
export type FilmChapter = [start: number, end: number, title: string];

/** Makes a film of `kind`, with these chapters (read by FFmpeg from a metadata file beside it). */
export function makeFilm(file: string, kind: keyof typeof FILMS, chapters: FilmChapter[] = []): void {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const meta = `${file}.chapters.txt`;
  const [metaIn, metaOut] =
    chapters.length > 0
      ? [
          ['-i', meta],
          ['-map_chapters', '0'],
        ]
      : [[], []];
  if (chapters.length > 0) {
    const blocks = chapters.map(
      ([start, end, title]) => `[CHAPTER]\nTIMEBASE=1/1000\nSTART=${start * 1000}\nEND=${end * 1000}\ntitle=${title}\n`,
    );
    fs.writeFileSync(meta, `;FFMETADATA1\n${blocks.join('')}`);
  }
  try {
    execFileSync('ffmpeg', ['-hide_banner', '-v', 'error', '-y', ...metaIn, ...FILMS[kind], ...metaOut, file]);
  } finally {
    fs.rmSync(meta, { force: true });
  }
}

/** What Chromium says it plays. */
export const CHROMIUM: BrowserProfile = {
  containers: ['mp4', 'webm', 'ogg'],
  video: ['h264', 'vp8', 'vp9', 'vp9-10', 'av1', 'av1-10'],
  audio: ['aac', 'mp3', 'opus', 'vorbis', 'flac', 'pcm'],
};

export interface Delivered {
  format: string;
  streams: Array<{ codec_type: string; codec_name: string }>;
  duration: number;
}

/** ffprobe's reading of bytes a stream delivered. */
export function probeBytes(bytes: Buffer): Delivered {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'marquee-stream-'));
  try {
    const file = path.join(dir, 'stream.mp4');
    fs.writeFileSync(file, bytes);
    const out = execFileSync('ffprobe', [
      '-v',
      'error',
      '-show_entries',
      'format=format_name,duration:stream=codec_type,codec_name',
      '-of',
      'json',
      file,
    ]);
    const parsed = JSON.parse(out.toString('utf8')) as {
      format: { format_name: string; duration: string };
      streams: Delivered['streams'];
    };
    return { format: parsed.format.format_name, streams: parsed.streams, duration: Number(parsed.format.duration) };
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * An FFmpeg that loops its input for ever (`-stream_loop -1`): it never ends by itself, so a test sees that the
 * server ended it, and a viewer that stops reading soon holds it still (backpressure).
 */
export function loopingFfmpeg(dir: string): string {
  const file = path.join(dir, 'looping-ffmpeg');
  fs.writeFileSync(file, '#!/bin/sh\nexec ffmpeg -stream_loop -1 "$@"\n', { mode: 0o755 });
  return file;
}

/** An FFmpeg that starts and never writes a byte (a file on a stalled disk): it answers only `-version`. */
export function silentFfmpeg(dir: string): string {
  const file = path.join(dir, 'silent-ffmpeg');
  fs.writeFileSync(file, '#!/bin/sh\ncase "$*" in *-version*) echo "ffmpeg version 5.1"; exit 0;; esac\nexec sleep 600\n', {
    mode: 0o755,
  });
  return file;
}

/** Whether a process is still there (signal 0 only asks). */
export function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ESRCH') return false;
    throw error;
  }
}
