import {
  BROWSER_AUDIO_CODECS,
  QUALITY_LIMITS,
  type AudioTrackInfo,
  type BrowserAudioCodec,
  type BurnedSubtitle,
  type BrowserProfile,
  type BrowserVideoCodec,
  type MediaInfo,
  type PlaybackChoice,
  type PlaybackPlan,
  type PlaybackQuality,
  type PlaybackRefusal,
  type VideoStreamInfo,
} from '../playback.ts';
import {
  audioCodecLabel,
  audioShort,
  audioTrackLabel,
  channelsLabel,
  containerLabel,
  videoCodecLabel,
  videoLabel,
} from './media-labels.ts';

/** The track a browser plays from the file itself: the one marked default, else the first. */
export function fileDefaultAudio(info: MediaInfo): AudioTrackInfo | undefined {
  return info.audio.find((track) => track.default) ?? info.audio[0];
}

/**
 * The audio track to play when the viewer has not chosen one: of the preferred language (its default-marked one
 * first), else the file's default.
 */
export function defaultAudioTrack(info: MediaInfo, preferredLanguage: string): AudioTrackInfo | undefined {
  if (preferredLanguage !== '') {
    const ofLanguage = info.audio.filter((track) => track.language === preferredLanguage);
    const found = ofLanguage.find((track) => track.default) ?? ofLanguage[0];
    if (found) return found;
  }
  return fileDefaultAudio(info);
}

/** The browser's name for a video stream's codec and depth, null for one no browser decodes. */
export function browserVideoCodec(video: VideoStreamInfo): BrowserVideoCodec | null {
  const deep = video.bit_depth !== null && video.bit_depth > 8;
  switch (video.codec) {
    case 'h264':
      return deep ? 'h264-10' : 'h264';
    case 'hevc':
      return deep ? 'hevc-10' : 'hevc';
    case 'av1':
      return deep ? 'av1-10' : 'av1';
    case 'vp9':
      return deep ? 'vp9-10' : 'vp9';
    case 'vp8':
      return 'vp8';
    case 'mpeg4':
      return 'mpeg4';
    case 'theora':
      return 'theora';
    default:
      return null;
  }
}

export function browserAudioCodec(codec: string): BrowserAudioCodec | null {
  if (codec.startsWith('pcm_')) return 'pcm';
  // ffprobe names these codecs as browsers do; PCM alone comes in many sample formats (above).
  const known: readonly string[] = BROWSER_AUDIO_CODECS;
  return known.includes(codec) ? (codec as BrowserAudioCodec) : null;
}

/** Codecs fragmented MP4 carries, so a remux may copy them. */
const MP4_VIDEO: ReadonlySet<BrowserVideoCodec> = new Set([
  'h264',
  'h264-10',
  'hevc',
  'hevc-10',
  'av1',
  'av1-10',
  'vp9',
  'vp9-10',
  'mpeg4',
]);
const MP4_AUDIO: ReadonlySet<BrowserAudioCodec> = new Set(['aac', 'mp3', 'opus', 'flac', 'ac3', 'eac3', 'alac']);
/** What WebM allows: a Matroska file of only these plays where WebM does. */
const WEBM_VIDEO: ReadonlySet<BrowserVideoCodec> = new Set(['vp8', 'vp9', 'vp9-10', 'av1', 'av1-10']);
const WEBM_AUDIO: ReadonlySet<BrowserAudioCodec> = new Set(['opus', 'vorbis']);

/** The converted video's limits: the quality's, or for 'original' the source's height at a generous bitrate. */
function conversionLimits(video: VideoStreamInfo, quality: PlaybackQuality): { height: number; bitRate: number } {
  if (quality === 'original') return { height: video.height, bitRate: 12_000_000 };
  const limit = QUALITY_LIMITS[quality];
  return { height: Math.min(video.height, limit.height), bitRate: limit.bitRate };
}

/** Whether the quality asked for is below the file's: a taller picture, or a much higher bitrate. */
function qualityBelowSource(info: MediaInfo, video: VideoStreamInfo, quality: PlaybackQuality): boolean {
  if (quality === 'original') return false;
  const limit = QUALITY_LIMITS[quality];
  if (video.height > limit.height) return true;
  return info.bit_rate !== null && info.bit_rate > limit.bitRate * 1.5;
}

/** Whether the browser plays the container as the file has it (Matroska of WebM's codecs where WebM plays). */
function containerPlays(
  info: MediaInfo,
  browser: BrowserProfile,
  video: BrowserVideoCodec | null,
  audio: BrowserAudioCodec | null,
) {
  const containers: readonly string[] = browser.containers;
  if (containers.includes(info.container)) return true;
  if (info.container !== 'matroska' || !containers.includes('webm')) return false;
  return video !== null && WEBM_VIDEO.has(video) && (audio === null || WEBM_AUDIO.has(audio));
}

/** The qualities worth offering for a file: 'original' and each below its height. */
export function qualitiesFor(info: MediaInfo): PlaybackQuality[] {
  const height = info.video?.height ?? 0;
  const below = (['1080p', '720p', '480p'] as const).filter((quality) => QUALITY_LIMITS[quality].height < height);
  return ['original', ...below];
}

/** Picture subtitles to draw into the video, and their name in the Subtitles menu ('English', 'French (forced)'). */
export interface SubtitleBurn {
  subtitle: BurnedSubtitle;
  label: string;
}

/** Why a transcode draws picture subtitles in: the browser shows text subtitles only. */
export function burnReason(label: string): string {
  return `The ${label} subtitles are pictures, which your browser can't show: drawing them into the video, converted to H.264`;
}

/**
 * How the file reaches this browser, and why; a refusal for a file no way plays. Picture subtitles (`burn`) are
 * drawn into the video, so the video is converted even where the file would play as it is.
 */
export function decidePlayback(
  info: MediaInfo,
  browser: BrowserProfile,
  choice: Pick<PlaybackChoice, 'audio' | 'quality'>,
  burn: SubtitleBurn | null = null,
): PlaybackPlan | PlaybackRefusal {
  const { video } = info;
  if (video === null) return { error: 'This file has no video to play' };
  // A stream without a picture size is one ffprobe found named but could not read (a damaged or cut-off file).
  if (video.width === 0 || video.height === 0) return { error: "This file's video could not be read" };
  const facts = browserFacts(info, video, browser, choice);
  const { chosen, videoCodec, audioCodec, videoPlays, audioPlays, lowerQuality, isFileDefault } = facts;
  const source = [containerLabel(info.container), videoLabel(video), chosen ? audioShort(chosen) : null]
    .filter((part) => part !== null)
    .join(' · ');

  if (
    burn === null &&
    videoCodec !== null &&
    videoPlays &&
    audioPlays &&
    !lowerQuality &&
    isFileDefault &&
    containerPlays(info, browser, videoCodec, audioCodec)
  ) {
    return {
      method: 'direct',
      video: { index: video.index, action: 'copy' },
      audio: chosen ? { index: chosen.index, action: 'copy' } : null,
      reasons: ['Your browser plays this file as it is'],
      source,
      delivered: source,
      codecs: { video: videoCodec, audio: audioCodec },
    };
  }

  const copyVideo =
    burn === null &&
    videoPlays &&
    videoCodec !== null &&
    MP4_VIDEO.has(videoCodec) &&
    browser.containers.includes('mp4') &&
    !lowerQuality;
  const copyAudio = chosen !== undefined && audioPlays && audioCodec !== null && MP4_AUDIO.has(audioCodec);
  const reasons = conversionReasons(info, video, browser, { ...facts, copyVideo, copyAudio }, choice, burn);
  const audioPlan = chosen ? { index: chosen.index, action: copyAudio ? ('copy' as const) : ('convert' as const) } : null;
  const deliveredAudio = chosen
    ? copyAudio
      ? audioShort(chosen)
      : `AAC ${channelsLabel(Math.min(chosen.channels, 2) || 2)}`
    : null;
  const deliveredAudioCodec = chosen ? (copyAudio ? audioCodec : 'aac') : null;
  if (copyVideo) {
    return {
      method: 'remux',
      video: { index: video.index, action: 'copy' },
      audio: audioPlan,
      reasons,
      source,
      delivered: ['MP4', videoLabel(video), deliveredAudio].filter((part) => part !== null).join(' · '),
      codecs: { video: videoCodec, audio: deliveredAudioCodec },
    };
  }
  const limits = conversionLimits(video, choice.quality);
  return {
    method: 'transcode',
    video: { index: video.index, action: 'convert', ...limits },
    audio: audioPlan,
    reasons,
    source,
    delivered: ['MP4', `H.264 ${limits.height}p`, burn ? `${burn.label} subtitles drawn in` : null, deliveredAudio]
      .filter((part) => part !== null)
      .join(' · '),
    codecs: { video: 'h264', audio: deliveredAudioCodec },
    ...(burn ? { subtitle: burn.subtitle } : {}),
  };
}

/** The audio track chosen, and what this browser makes of the file's video and of that track. */
function browserFacts(
  info: MediaInfo,
  video: NonNullable<MediaInfo['video']>,
  browser: BrowserProfile,
  choice: Pick<PlaybackChoice, 'audio' | 'quality'>,
) {
  const chosen =
    choice.audio === null
      ? fileDefaultAudio(info)
      : (info.audio.find((track) => track.index === choice.audio) ?? fileDefaultAudio(info));
  const videoCodec = browserVideoCodec(video);
  const audioCodec = chosen ? browserAudioCodec(chosen.codec) : null;
  const videoPlays = videoCodec !== null && browser.video.includes(videoCodec);
  const audioPlays = chosen === undefined || (audioCodec !== null && browser.audio.includes(audioCodec));
  const lowerQuality = qualityBelowSource(info, video, choice.quality);
  const isFileDefault = chosen === undefined || chosen === fileDefaultAudio(info);
  return { chosen, videoCodec, audioCodec, videoPlays, audioPlays, lowerQuality, isFileDefault };
}

/** Why the file is repackaged or converted, in the words the player shows. */
function conversionReasons(
  info: MediaInfo,
  video: NonNullable<MediaInfo['video']>,
  browser: BrowserProfile,
  facts: ReturnType<typeof browserFacts> & { copyVideo: boolean; copyAudio: boolean },
  choice: Pick<PlaybackChoice, 'audio' | 'quality'>,
  burn: SubtitleBurn | null,
): string[] {
  const { chosen, videoCodec, audioCodec, videoPlays, audioPlays, lowerQuality, isFileDefault } = facts;
  const { copyVideo, copyAudio } = facts;
  const reasons: string[] = [];
  if (burn) reasons.push(burnReason(burn.label));
  if (!videoPlays)
    reasons.push(`Your browser can't play ${videoLabel(video).replace(/ \d+p$/, '')} video: converting the video to H.264`);
  else if (lowerQuality) reasons.push(`You chose ${choice.quality}: converting the video from ${video.height}p`);
  else if (!copyVideo && !burn)
    reasons.push(`${videoCodecLabel(video.codec)} video can't be repackaged for your browser: converting it to H.264`);
  if (chosen && !copyAudio) {
    reasons.push(
      audioPlays
        ? `${audioCodecLabel(chosen.codec, chosen.profile)} audio can't be repackaged for your browser: converting the audio to AAC`
        : `Your browser can't play ${audioCodecLabel(chosen.codec, chosen.profile)} audio: converting the audio to AAC`,
    );
  }
  if (copyVideo) {
    if (!containerPlays(info, browser, videoCodec, audioCodec)) {
      reasons.push(`Your browser can't play ${containerLabel(info.container)} files: repackaging as MP4`);
    } else if (chosen && !isFileDefault) {
      reasons.push(`Playing the ${audioTrackLabel(chosen)} track: repackaging the file with it`);
    }
  }
  return reasons;
}
