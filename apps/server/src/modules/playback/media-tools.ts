import { execFile } from 'node:child_process';
import type { FastifyBaseLogger } from 'fastify';
import type { MediaToolsConfig } from '../../config.ts';

/**
 * The media tools the server runs (docs/playback.md): FFmpeg converts, ffprobe reads what a file holds. Both are
 * looked for once at start; without them the server still runs, and the library plays only the files a browser
 * plays as they are (direct play).
 */
export interface MediaTools {
  ffmpeg: string;
  ffprobe: string;
  /** Whether both answered at start. */
  available: boolean;
  /** ffmpeg's first line of `-version` less its copyright, for the owner's screen ('ffmpeg version 5.1.9'); null without. */
  version: string | null;
  maxTranscodes: number;
  hwaccel: MediaToolsConfig['hwaccel'];
}

/** The message an owner reads, in the log once and on the library screen, when the tools are missing. */
export const NO_MEDIA_TOOLS =
  'FFmpeg was not found (set FFMPEG_PATH and FFPROBE_PATH, or install ffmpeg): only files a browser plays as they are can be played';

/**
 * The tools are only ever given a library file, opened as a local file: no protocol but `file` (a file that is
 * secretly a playlist must not make the server fetch anything) and only these demuxers (no playlists, no concat
 * lists, no image sequences, which could name other files). Given before the input.
 */
export const SAFE_INPUT_OPTIONS = [
  '-protocol_whitelist',
  'file',
  '-format_whitelist',
  [
    'matroska',
    'webm',
    'mov',
    'mp4',
    'avi',
    'asf',
    'flv',
    'mpegts',
    'mpeg',
    'ogg',
    'rm',
    'nut',
    'ivf',
    'wtv',
    'dv',
    'mpegvideo',
    'h264',
    'hevc',
    'vc1',
  ].join(','),
] as const;

/** The input as the tools are given it: `file:` so a name that looks like an option or a protocol stays a file. */
export const fileInput = (absolutePath: string) => `file:${absolutePath}`;

function versionOf(tool: string): Promise<string | null> {
  return new Promise((resolve) => {
    execFile(tool, ['-hide_banner', '-version'], { timeout: 5000 }, (error, stdout) => {
      // 'ffmpeg version 5.1.9-0+deb12u1 Copyright (c) 2000-2026 the FFmpeg developers': the notice says nothing here.
      resolve(
        error
          ? null
          : (stdout
              .split('\n')[0]
              ?.replace(/\s+Copyright.*$/, '')
              .trim() ?? ''),
      );
    });
  });
}

/** Looks for FFmpeg and ffprobe; says once in the log when they are missing. */
export async function findMediaTools(config: MediaToolsConfig, log: FastifyBaseLogger): Promise<MediaTools> {
  const [ffmpeg, ffprobe] = await Promise.all([versionOf(config.ffmpegPath), versionOf(config.ffprobePath)]);
  const available = ffmpeg !== null && ffprobe !== null;
  if (!available) log.warn(NO_MEDIA_TOOLS);
  return {
    ffmpeg: config.ffmpegPath,
    ffprobe: config.ffprobePath,
    available,
    version: ffmpeg,
    maxTranscodes: config.maxTranscodes,
    hwaccel: config.hwaccel,
  };
}
