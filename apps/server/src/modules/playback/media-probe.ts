import { spawn } from 'node:child_process';
import { setPriority } from 'node:os';
import {
  fontType,
  MEDIA_CONTAINERS,
  subtitleLanguage,
  type MediaContainer,
  type MediaInfo,
  type VideoStreamInfo,
} from '@marquee/core';
import { fileInput, SAFE_INPUT_OPTIONS, type MediaTools } from './media-tools.ts';

/**
 * What a library file holds, as ffprobe reads it (docs/playback.md): container, duration, the video stream, audio
 * and subtitle tracks, chapters, attached fonts. A file's contents are anyone's: ffprobe reads it as a local file only
 * (media-tools.ts), within a time limit, at a low priority; every text taken from it is bounded.
 */

/** How long one file may take; a damaged or huge file past it reads as unreadable. */
export const PROBE_TIMEOUT_MS = 30_000;
/** ffprobe's JSON of a real file is a few kilobytes; thousands of chapters stay under this. */
const PROBE_MAX_OUTPUT = 4 * 1024 * 1024;
/** The most tracks and chapters kept of one file: more is a hostile file, not a film. */
const MAX_TRACKS = 64;
const MAX_CHAPTERS = 500;
/** Styled subtitles of anime often come with dozens of fonts. */
const MAX_FONTS = 128;
const MAX_TEXT = 200;

/**
 * Whose fault a failed reading is: the file's (a reading of it, kept until it changes), the tool's (it could not
 * be run: nothing was learnt of the file), the moment's (slow: past the time limit, perhaps only because the
 * machine was busy; tried again at the next round), or nobody's (stopped: the server is closing).
 */
export type ProbeFailure = 'file' | 'tool' | 'slow' | 'stopped';

export class ProbeError extends Error {
  readonly failure: ProbeFailure;
  constructor(message: string, failure: ProbeFailure = 'file') {
    super(message);
    this.failure = failure;
  }
}

/**
 * Runs ffprobe on a file; resolves to what it holds, or rejects with a ProbeError in plain words. `signal` ends
 * ffprobe at once (the server closing).
 */
export function probeMediaFile(
  tools: MediaTools,
  absolutePath: string,
  timeoutMs = PROBE_TIMEOUT_MS,
  signal?: AbortSignal,
): Promise<MediaInfo> {
  const args = [
    '-v',
    'error',
    ...SAFE_INPUT_OPTIONS,
    '-print_format',
    'json',
    '-show_format',
    '-show_streams',
    '-show_chapters',
    fileInput(absolutePath),
  ];
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(new ProbeError('Stopped', 'stopped'));
    const child = spawn(tools.ffprobe, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let stopped = false;
    const stop = () => {
      stopped = true;
      child.kill('SIGKILL');
    };
    signal?.addEventListener('abort', stop, { once: true });
    if (child.pid !== undefined) lowerPriority(child.pid);
    const out: Buffer[] = [];
    let size = 0;
    let errors = '';
    let failure: string | null = null;
    let slow = false;
    const timer = setTimeout(() => {
      slow = true;
      child.kill('SIGKILL');
    }, timeoutMs);
    child.stdout.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > PROBE_MAX_OUTPUT) {
        failure = 'This file describes itself at unreasonable length';
        child.kill('SIGKILL');
      } else out.push(chunk);
    });
    child.stderr.on('data', (chunk: Buffer) => {
      if (errors.length < 4096) errors += chunk.toString('utf8');
    });
    child.on('error', (error) => {
      clearTimeout(timer);
      signal?.removeEventListener('abort', stop);
      reject(new ProbeError(`ffprobe could not be run: ${error.message}`, 'tool'));
    });
    child.on('close', (code) => {
      clearTimeout(timer);
      signal?.removeEventListener('abort', stop);
      if (stopped) return reject(new ProbeError('Stopped', 'stopped'));
      if (slow) return reject(new ProbeError('Reading this file took too long', 'slow'));
      if (failure) return reject(new ProbeError(failure));
      if (code !== 0) return reject(new ProbeError(`This file could not be read${firstLine(errors)}`));
      try {
        resolve(parseProbeOutput(JSON.parse(Buffer.concat(out).toString('utf8'))));
      } catch {
        reject(new ProbeError('This file could not be read'));
      }
    });
  });
}

/** ' (Invalid data found when processing input)': ffprobe's own last words, without the file's path. */
function firstLine(errors: string): string {
  const line =
    errors
      .trim()
      .split('\n')
      .at(-1)
      ?.replace(/^.*?:\s(?=[A-Z])/, '') ?? '';
  return line ? ` (${clean(line, 120)})` : '';
}

/** The conversion runs below the server's own work, so a busy FFmpeg never slows an API answer. */
export function lowerPriority(pid: number): void {
  try {
    setPriority(pid, 10);
  } catch {
    // Not allowed here (some containers): it runs at the normal priority.
  }
}

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);
const list = (value: unknown): Json[] => (Array.isArray(value) ? value.filter(isObject) : []);
const text = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== '' ? clean(value, MAX_TEXT) : null;
const number = (value: unknown): number | null => {
  const n = typeof value === 'number' ? value : typeof value === 'string' ? Number(value) : NaN;
  return Number.isFinite(n) ? n : null;
};
/** Printable text only, bounded: a file's tags are anyone's. */
function clean(value: string, max: number): string {
  const printable = [...value].map((c) => (c < ' ' || c === '\u007f' ? ' ' : c)).join('');
  return printable.trim().slice(0, max);
}
const tags = (stream: Json): Json => (isObject(stream.tags) ? stream.tags : {});
const disposition = (stream: Json, name: string) => isObject(stream.disposition) && stream.disposition[name] === 1;

/** ffprobe's format names onto the rules' containers; MP4 and QuickTime share a demuxer and differ by brand. */
function containerOf(format: Json): MediaContainer {
  const names = (typeof format.format_name === 'string' ? format.format_name : '').split(',');
  if (names.includes('mov')) return text(tags(format).major_brand) === 'qt' ? 'quicktime' : 'mp4';
  const byName: Record<string, MediaContainer> = {
    matroska: 'matroska',
    avi: 'avi',
    asf: 'asf',
    flv: 'flv',
    mpegts: 'mpeg-ts',
    mpeg: 'mpeg-ps',
    ogg: 'ogg',
  };
  const found = names.map((name) => byName[name]).find((container) => container !== undefined);
  return found && (MEDIA_CONTAINERS as readonly string[]).includes(found) ? found : 'other';
}

function bitDepth(stream: Json): number | null {
  const raw = number(stream.bits_per_raw_sample);
  if (raw !== null && raw >= 8 && raw <= 16) return raw;
  const format = typeof stream.pix_fmt === 'string' ? stream.pix_fmt : '';
  if (format === '') return null;
  const deep = /p(1[0-6])(?:le|be)?$/.exec(format);
  return deep ? Number(deep[1]) : 8;
}

function hdrOf(stream: Json): VideoStreamInfo['hdr'] {
  const sideData = list(stream.side_data_list);
  if (sideData.some((data) => (text(data.side_data_type) ?? '').includes('DOVI'))) return 'dolby-vision';
  if (stream.color_transfer === 'smpte2084') return 'hdr10';
  if (stream.color_transfer === 'arib-std-b67') return 'hlg';
  return 'sdr';
}

function frameRate(value: unknown): number | null {
  if (typeof value !== 'string') return null;
  const [num, den] = value.split('/').map(Number);
  if (!num || !den || !Number.isFinite(num / den)) return null;
  return Math.round((num / den) * 1000) / 1000;
}

const languageOf = (stream: Json) => {
  const tag = text(tags(stream).language);
  return tag ? subtitleLanguage(tag) : null;
};

/** ffprobe's JSON (-show_format -show_streams -show_chapters) as MediaInfo. Pure. */
export function parseProbeOutput(output: unknown): MediaInfo {
  const root = isObject(output) ? output : {};
  const format = isObject(root.format) ? root.format : {};
  const streams = list(root.streams).slice(0, MAX_TRACKS * 3 + MAX_FONTS);
  const ofType = (type: string) => streams.filter((stream) => stream.codec_type === type && number(stream.index) !== null);
  // Cover art is a video stream of one picture: not the film.
  const video = ofType('video').find((stream) => !disposition(stream, 'attached_pic'));
  return {
    container: containerOf(format),
    duration: positive(number(format.duration)),
    bit_rate: positive(number(format.bit_rate)),
    video: video
      ? {
          index: number(video.index)!,
          codec: text(video.codec_name) ?? 'unknown',
          profile: text(video.profile),
          bit_depth: bitDepth(video),
          width: Math.max(0, Math.round(number(video.width) ?? 0)),
          height: Math.max(0, Math.round(number(video.height) ?? 0)),
          frame_rate: frameRate(video.avg_frame_rate) ?? frameRate(video.r_frame_rate),
          hdr: hdrOf(video),
        }
      : null,
    audio: ofType('audio')
      .slice(0, MAX_TRACKS)
      .map((stream) => ({
        index: number(stream.index)!,
        codec: text(stream.codec_name) ?? 'unknown',
        profile: text(stream.profile),
        channels: Math.max(0, Math.round(number(stream.channels) ?? 0)),
        language: languageOf(stream),
        title: text(tags(stream).title),
        default: disposition(stream, 'default'),
      })),
    subtitles: ofType('subtitle')
      .slice(0, MAX_TRACKS)
      .map((stream) => ({
        index: number(stream.index)!,
        codec: text(stream.codec_name) ?? 'unknown',
        language: languageOf(stream),
        title: text(tags(stream).title),
        default: disposition(stream, 'default'),
        forced: disposition(stream, 'forced'),
        hearing_impaired: disposition(stream, 'hearing_impaired'),
      })),
    chapters: list(root.chapters)
      .slice(0, MAX_CHAPTERS)
      .map((chapter) => ({
        start: Math.max(0, number(chapter.start_time) ?? 0),
        end: Math.max(0, number(chapter.end_time) ?? 0),
        title: text(tags(chapter).title),
      })),
    fonts: ofType('attachment')
      .map((stream) => {
        const filename = text(tags(stream).filename);
        const type = fontType({ mimetype: text(tags(stream).mimetype), filename });
        return type ? { index: number(stream.index)!, filename, type } : null;
      })
      .filter((font) => font !== null)
      .slice(0, MAX_FONTS),
  };
}

const positive = (n: number | null) => (n !== null && n > 0 ? n : null);
