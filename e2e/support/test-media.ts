import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';

/**
 * Small films in the formats a library holds (docs/playback.md), written with FFmpeg at test time: a moving test
 * picture (320×180, 25 fps, a keyframe every second) and a tone, so that both picture and sound have something
 * to decode. Each is made once per run folder and copied into the media folder by the specs that need it; none is
 * ever committed.
 */

const run = promisify(execFile);
const FFMPEG = process.env.FFMPEG_PATH ?? 'ffmpeg';

/** Seconds of each film; the HEVC and two-language ones are longer, so a seek or a change of track has time to show. */
const SECONDS = 4;
const LONG_SECONDS = 6;

const picture = (seconds: number) => ['-f', 'lavfi', '-i', `testsrc2=size=320x180:rate=25:duration=${seconds}`];
const tone = (seconds: number, frequency = 440) => [
  '-f',
  'lavfi',
  '-i',
  `sine=frequency=${frequency}:sample_rate=48000:duration=${seconds}`,
];
const h264 = ['-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p', '-g', '25'];
const both = (seconds = SECONDS) => [...picture(seconds), ...tone(seconds)];

interface MediaRecipe {
  extension: string;
  /** FFmpeg's arguments between its global options and the output file; null for bytes that are no film. */
  args: string[] | null;
}

/** Every combination the playback journeys play, by what it holds. */
export const TEST_MEDIA = {
  /** Plays as it is in every browser. */
  'mp4-h264-aac': { extension: 'mp4', args: [...both(), ...h264, '-c:a', 'aac', '-ac', '2', '-movflags', '+faststart'] },
  /**
   * 30 s in three chapters, 'Intro' (0–5 s), 'Story' (5–10 s) and 'Credits' (10–30 s, long enough to be in them well
   * before the end): FFmpeg's metadata format, read from a data: URL.
   */
  'mp4-chapters': {
    extension: 'mp4',
    args: [
      ...both(30),
      '-f',
      'ffmetadata',
      '-i',
      `data:text/plain;base64,${Buffer.from(
        `;FFMETADATA1\n${(
          [
            [0, 5, 'Intro'],
            [5, 10, 'Story'],
            [10, 30, 'Credits'],
          ] as const
        )
          .map(([start, end, title]) => `[CHAPTER]\nTIMEBASE=1/1000\nSTART=${start * 1000}\nEND=${end * 1000}\ntitle=${title}\n`)
          .join('')}`,
      ).toString('base64')}`,
      ...['-map', '0', '-map', '1', '-map_chapters', '2', ...h264, '-c:a', 'aac', '-ac', '2', '-movflags', '+faststart'],
    ],
  },
  'mkv-h264-ac3': { extension: 'mkv', args: [...both(), ...h264, '-c:a', 'ac3', '-ac', '6'] },
  'mkv-h264-dts': { extension: 'mkv', args: [...both(), ...h264, '-c:a', 'dca', '-strict', '-2', '-ac', '6'] },
  'mkv-h264-truehd': { extension: 'mkv', args: [...both(), ...h264, '-c:a', 'truehd', '-strict', '-2', '-ac', '6'] },
  'mkv-hevc10-eac3': {
    extension: 'mkv',
    args: [
      ...both(LONG_SECONDS),
      ...['-c:v', 'libx265', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p10le', '-x265-params', 'log-level=error:keyint=25'],
      ...['-c:a', 'eac3', '-ac', '6'],
    ],
  },
  'ts-mpeg2-mp2': {
    extension: 'ts',
    args: [...both(), '-c:v', 'mpeg2video', '-q:v', '5', '-g', '12', '-c:a', 'mp2', '-b:a', '128k', '-ac', '2', '-f', 'mpegts'],
  },
  'avi-xvid-mp3': {
    extension: 'avi',
    args: [...both(), '-c:v', 'mpeg4', '-vtag', 'XVID', '-q:v', '5', '-c:a', 'libmp3lame', '-b:a', '128k', '-ac', '2'],
  },
  'wmv-wmv2-wma': {
    extension: 'wmv',
    args: [...both(), '-c:v', 'wmv2', '-b:v', '500k', '-c:a', 'wmav2', '-b:a', '128k', '-ac', '2'],
  },
  'mov-mpeg4-aac': { extension: 'mov', args: [...both(), '-c:v', 'mpeg4', '-q:v', '5', '-c:a', 'aac', '-ac', '2'] },
  'flv-flv1-mp3': {
    extension: 'flv',
    args: [...both(), '-c:v', 'flv', '-q:v', '5', '-c:a', 'libmp3lame', '-ar', '44100', '-ac', '2'],
  },
  'webm-vp9-opus': {
    extension: 'webm',
    args: [
      ...both(),
      '-c:v',
      'libvpx-vp9',
      '-deadline',
      'realtime',
      '-cpu-used',
      '8',
      '-b:v',
      '300k',
      '-c:a',
      'libopus',
      '-ac',
      '2',
    ],
  },
  /** English AC-3 5.1 (the default track) and French AAC stereo, tones of different pitch. */
  'mkv-two-languages': {
    extension: 'mkv',
    args: [
      ...picture(LONG_SECONDS),
      ...tone(LONG_SECONDS),
      ...tone(LONG_SECONDS, 660),
      ...['-map', '0:v', '-map', '1:a', '-map', '2:a', ...h264],
      ...['-c:a:0', 'ac3', '-ac:a:0', '6', '-metadata:s:a:0', 'language=eng', '-disposition:a:0', 'default'],
      ...['-c:a:1', 'aac', '-ac:a:1', '2', '-metadata:s:a:1', 'language=fre', '-disposition:a:1', '0'],
    ],
  },
  /**
   * Four minutes of grainy MPEG-2 for the journeys that need a conversion still running seconds into playback:
   * converted it makes some 3 Mbit/s, and converting all of it takes this machine half a minute even when the
   * browser reads ahead as fast as it can, so the server is still converting when the journey looks.
   */
  'mkv-mpeg2-mp2-long': {
    extension: 'mkv',
    args: [
      ...both(240),
      ...['-vf', 'noise=alls=25:allf=t', '-c:v', 'mpeg2video', '-q:v', '5', '-g', '12'],
      ...['-c:a', 'mp2', '-b:a', '128k', '-ac', '2'],
    ],
  },
  /**
   * A minute of the remuxed kind (H.264 copied, AC-3 converted), small (160×90) so it is made in seconds: long
   * enough for the watch party's journeys to seek far into it and resume from well past its start.
   */
  'mkv-h264-ac3-minute': {
    extension: 'mkv',
    args: [
      ...['-f', 'lavfi', '-i', 'testsrc2=size=160x90:rate=25:duration=60', ...tone(60)],
      ...h264,
      ...['-c:a', 'ac3', '-ac', '2', '-b:a', '96k'],
    ],
  },
  /** Random bytes under a film's name: nothing can read it. */
  damaged: { extension: 'mkv', args: null },
} satisfies Record<string, MediaRecipe>;

export type TestMediaKind = keyof typeof TEST_MEDIA;

/** The folder the films are made in once per run: beside the run's media folder, never inside it. */
export function testMediaCache(mediaDir: string): string {
  return path.join(path.dirname(mediaDir), 'test-media');
}

/**
 * The file `name` in `cacheDir`, made by `make` once per run if it is not there yet. Two test workers may make the
 * same one at once: each has `make` write a file of its own (the path it is given, with the same extension) and
 * renames it into place, so a reader never sees half a file.
 */
export async function madeOnce(cacheDir: string, name: string, make: (partial: string) => Promise<void>): Promise<string> {
  const file = path.join(cacheDir, name);
  if (fs.existsSync(file)) return file;
  fs.mkdirSync(cacheDir, { recursive: true });
  const extension = path.extname(name);
  const partial = path.join(cacheDir, `${path.basename(name, extension)}.${process.pid}.partial${extension}`);
  await make(partial);
  fs.renameSync(partial, file);
  return file;
}

/** Copies a made file into the media folder at `relativePath`. */
export function copyIntoMedia(made: string, mediaDir: string, relativePath: string): void {
  const target = path.join(mediaDir, relativePath);
  fs.mkdirSync(path.dirname(target), { recursive: true });
  fs.copyFileSync(made, target);
}

/** The film of `kind` in the cache, made now if it is not there yet. */
export async function testMediaFile(cacheDir: string, kind: TestMediaKind): Promise<string> {
  const recipe: MediaRecipe = TEST_MEDIA[kind];
  return madeOnce(cacheDir, `${kind}.${recipe.extension}`, async (partial) => {
    if (recipe.args === null) fs.writeFileSync(partial, randomBytes(64 * 1024));
    else await run(FFMPEG, ['-hide_banner', '-loglevel', 'error', '-y', ...recipe.args, partial], { timeout: 60_000 });
  });
}

/**
 * Copies the film of `kind` into the media folder under `stem` with its format's extension (`movie/7` becomes
 * `movie/7.mkv`), and gives that path, relative to the media folder.
 */
export async function putTestMedia(mediaDir: string, stem: string, kind: TestMediaKind): Promise<string> {
  const source = await testMediaFile(testMediaCache(mediaDir), kind);
  const relativePath = `${stem}.${TEST_MEDIA[kind].extension}`;
  copyIntoMedia(source, mediaDir, relativePath);
  return relativePath;
}
