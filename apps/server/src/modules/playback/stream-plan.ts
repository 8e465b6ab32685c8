import type { BurnedSubtitle, PlaybackPlan } from '@marquee/core';

/**
 * A converted stream's plan as its URL carries it (docs/playback.md#the-stream): `v` the video's fate, `a` the
 * audio's, `s` the picture subtitles drawn into a transcode (absent for none). The URL's signature covers them, so
 * a viewer cannot turn a remux into a costlier transcode or pick streams the server did not choose.
 *   v  `copy-{index}` | `h264-{index}-{height}-{bitRate}`
 *   a  `none` | `copy-{index}` | `aac-{index}`
 *   s  `track-{index}` | `sup-{file name}` | `vobsub-{file name}` (the `.idx` beside the video)
 */

export type StreamVideo = NonNullable<PlaybackPlan['video']>;
export type StreamAudio = PlaybackPlan['audio'];

export interface StreamPlan {
  video: StreamVideo;
  audio: StreamAudio;
  /** Drawn into converted video only. */
  subtitle?: BurnedSubtitle;
}

export interface StreamParams {
  v: string;
  a: string;
  s?: string;
}

/** The `v`, `a` and (with picture subtitles) `s` of a plan that converts (remux or transcode). */
export function streamParams(plan: StreamPlan): StreamParams {
  const { video, audio, subtitle } = plan;
  const v = video.action === 'copy' ? `copy-${video.index}` : `h264-${video.index}-${video.height}-${Math.round(video.bitRate)}`;
  const a = audio === null ? 'none' : `${audio.action === 'copy' ? 'copy' : 'aac'}-${audio.index}`;
  if (!subtitle) return { v, a };
  return { v, a, s: 'track' in subtitle ? `track-${subtitle.track}` : `${subtitle.format}-${subtitle.file}` };
}

/** Bounds no real file passes: a stream index, a picture height, a video bitrate. */
const MAX_INDEX = 10_000;
const HEIGHTS = { min: 16, max: 4320 };
const BIT_RATES = { min: 100_000, max: 200_000_000 };

const within = (n: number, min: number, max: number) => Number.isSafeInteger(n) && n >= min && n <= max;

/** The plan a stream URL's `v`, `a` and `s` name; null when any is not one streamParams writes. */
export function parseStreamParams(params: StreamParams): StreamPlan | null {
  const video = parseVideo(params.v);
  const audio = parseAudio(params.a);
  if (video === null || audio === undefined) return null;
  if (params.s === undefined) return { video, audio };
  const subtitle = parseSubtitle(params.s);
  // Pictures are drawn into converted video only.
  return subtitle === null || video.action !== 'convert' ? null : { video, audio, subtitle };
}

/**
 * A plain file name: what a subtitle file beside the video is named by, never a path to elsewhere. Names the
 * scan stores, within the bounds a file system allows.
 */
export const isPlainFileName = (name: string) =>
  name.length > 0 && name.length <= 255 && name !== '.' && name !== '..' && !/[/\\\0]/.test(name);

function parseSubtitle(s: string): BurnedSubtitle | null {
  const track = /^track-(\d{1,5})$/.exec(s);
  if (track) {
    const index = Number(track[1]);
    return within(index, 0, MAX_INDEX) ? { track: index } : null;
  }
  const file = /^(sup|vobsub)-(.+)$/s.exec(s);
  if (!file || !isPlainFileName(file[2]!)) return null;
  return { file: file[2]!, format: file[1] === 'sup' ? 'sup' : 'vobsub' };
}

function parseVideo(v: string): StreamVideo | null {
  const copy = /^copy-(\d{1,5})$/.exec(v);
  if (copy) {
    const index = Number(copy[1]);
    return within(index, 0, MAX_INDEX) ? { index, action: 'copy' } : null;
  }
  const convert = /^h264-(\d{1,5})-(\d{1,5})-(\d{1,9})$/.exec(v);
  if (!convert) return null;
  const [index, height, bitRate] = convert.slice(1).map(Number) as [number, number, number];
  if (!within(index, 0, MAX_INDEX) || !within(height, HEIGHTS.min, HEIGHTS.max)) return null;
  if (!within(bitRate, BIT_RATES.min, BIT_RATES.max)) return null;
  return { index, action: 'convert', height, bitRate };
}

/** undefined: not a valid `a` (null is 'no sound'). */
function parseAudio(a: string): StreamAudio | undefined {
  if (a === 'none') return null;
  const match = /^(copy|aac)-(\d{1,5})$/.exec(a);
  if (!match) return undefined;
  const index = Number(match[2]);
  if (!within(index, 0, MAX_INDEX)) return undefined;
  return { index, action: match[1] === 'copy' ? 'copy' : 'convert' };
}

/** remux when the video is copied, transcode when it is converted. */
export const streamMethod = (plan: StreamPlan): 'remux' | 'transcode' => (plan.video.action === 'copy' ? 'remux' : 'transcode');
