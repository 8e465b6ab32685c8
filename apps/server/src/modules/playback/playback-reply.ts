import path from 'node:path';
import {
  audioTrackLabel,
  chapterSkip,
  containerLabel,
  decidePlayback,
  defaultAudioTrack,
  qualitiesFor,
  type MediaContainer,
  type MediaInfo,
  type PlaybackPlan,
  type PlaybackReply,
  type PlaybackRequest,
  type SubtitleBurn,
} from '@marquee/core';
import { type ApiApp } from '../../http/api-description.ts';
import { HttpError, notFound } from '../../http/errors.ts';
import { type UrlSigner } from '../../lib/signed-urls.ts';
import { isServedPath, mediaFileUrl, streamUrl, type LibrarySearch } from '../downloads/index.ts';
import { libraryMediaInfo } from './media-info.ts';
import { ProbeError } from './media-probe.ts';
import { streamParams } from './stream-plan.ts';
import { BUSY } from './stream-sessions.ts';

/** What the playback route answers: how this browser plays a library file, and at which address. */

/** Without FFmpeg nothing is probed nor converted: the browser gets the file as it is. */
export const NO_FFMPEG = /*i18n*/ "FFmpeg isn't installed on this server: only direct play is available";
const BUSY_DIRECT = 'The server is busy converting other films: playing the file as it is';

/** A file's container as its extension names it, for the plan's words when nothing probed it. */
const CONTAINER_OF_EXTENSION: Record<string, MediaContainer> = {
  mp4: 'mp4',
  m4v: 'mp4',
  mov: 'quicktime',
  mkv: 'matroska',
  webm: 'webm',
  avi: 'avi',
  wmv: 'asf',
  flv: 'flv',
  ts: 'mpeg-ts',
  m2ts: 'mpeg-ts',
  mts: 'mpeg-ts',
  mpg: 'mpeg-ps',
  mpeg: 'mpeg-ps',
  ogv: 'ogg',
};

/** What the file holds; 404 for a path the file route would not serve, 422 naming a file that can't be read. */
export async function mediaInfoOf(app: ApiApp, library: LibrarySearch, relativePath: string): Promise<MediaInfo> {
  if (!(await isServedPath(library, relativePath))) throw notFound(/*i18n*/ 'No such file in the media library');
  const info = await libraryMediaInfo(app.ctx.mediaTools, library.mediaDir, relativePath, app.ctx.db.kysely);
  if (info instanceof ProbeError) throw new HttpError(422, `${path.posix.basename(relativePath)}: ${info.message}`);
  return info;
}

/** The plan for this browser and what the player shows of the file; the original when the node has no conversion free. */
export function playbackAnswer(
  app: ApiApp,
  relativePath: string,
  info: MediaInfo,
  body: PlaybackRequest,
  session: string | undefined,
  burn: SubtitleBurn | null,
): Omit<PlaybackReply, 'picture_subtitles'> {
  const { urls, mediaTools: tools, streams } = app.ctx;
  const audio = body.choice.audio ?? defaultAudioTrack(info, body.audio_language)?.index ?? null;
  let quality = body.choice.quality;
  let plan = decidePlayback(info, body.browser, { audio, quality }, burn);
  if ('error' in plan) throw new HttpError(422, `${path.posix.basename(relativePath)}: ${plan.error}`);
  // The player's own stream, which its next one replaces, leaves its place to it.
  const running = streams.count - (session !== undefined && streams.has(session) ? 1 : 0);
  if (plan.method !== 'direct' && running >= tools.maxTranscodes) {
    // No conversion free on this node: the original, if this browser plays it as it is, rather than nothing.
    const original = decidePlayback(info, body.browser, { audio: null, quality: 'original' });
    if ('error' in original || original.method !== 'direct') throw new HttpError(503, BUSY);
    plan = { ...original, reasons: [BUSY_DIRECT, ...original.reasons] };
    quality = 'original';
  }
  return {
    plan,
    url: plan.method === 'direct' ? mediaFileUrl(urls, relativePath) : streamUrl(urls, relativePath, paramsOf(plan)),
    duration: info.duration,
    audio_tracks: info.audio.map((track) => ({ index: track.index, label: audioTrackLabel(track), language: track.language })),
    audio: plan.audio?.index ?? null,
    quality,
    qualities: qualitiesFor(info),
    chapters: info.chapters.map((chapter) => ({ ...chapter, skip: chapterSkip(chapter.title) })),
    // None when the server was too busy to convert, and played the file as it is.
    subtitle: plan.subtitle ? (body.choice.subtitle ?? null) : null,
  };
}

/** Without FFmpeg: the file as it is, its container named by its extension. */
export function directWithoutTools(urls: UrlSigner, relativePath: string): PlaybackReply {
  const extension = path.posix.extname(relativePath).slice(1).toLowerCase();
  const container = containerLabel(CONTAINER_OF_EXTENSION[extension] ?? 'other');
  return {
    plan: {
      method: 'direct',
      video: null,
      audio: null,
      reasons: [NO_FFMPEG],
      source: container,
      delivered: container,
      codecs: null,
    },
    url: mediaFileUrl(urls, relativePath),
    duration: null,
    audio_tracks: [],
    audio: null,
    quality: 'original',
    qualities: ['original'],
    chapters: [],
    picture_subtitles: [],
    subtitle: null,
  };
}

const paramsOf = (plan: PlaybackPlan) => {
  if (plan.video === null) throw new HttpError(422, /*i18n*/ 'This file has no video to play');
  return streamParams({ video: plan.video, audio: plan.audio, ...(plan.subtitle ? { subtitle: plan.subtitle } : {}) });
};
