import type { AudioTrackInfo, MediaContainer, VideoStreamInfo } from '../playback.ts';
import { languageName } from './media-file-name.ts';

/** Codecs, containers and tracks named as people read them, for the player's menus and its plan's words. */

/**
 * How a library file reaches a browser (docs/playback.md), decided per viewer from what the file holds and what the
 * browser plays: the cheapest way that works.
 *   direct     the file as it is: its container, video and chosen audio all play, the audio chosen is the one a
 *              browser plays from the file (its default), and the quality asked for is the file's own;
 *   remux      the video copied, the audio copied or converted to AAC, repackaged as fragmented MP4;
 *   transcode  the video converted to H.264 (8-bit, within the quality's height and bitrate), the audio as above.
 * Pure: the server probes the file and streams it, these rules only judge and name.
 */

const CONTAINER_NAMES: Record<MediaContainer, string> = {
  mp4: 'MP4',
  quicktime: 'QuickTime',
  matroska: 'Matroska',
  webm: 'WebM',
  avi: 'AVI',
  asf: 'Windows Media',
  flv: 'Flash Video',
  'mpeg-ts': 'MPEG transport stream',
  'mpeg-ps': 'MPEG program stream',
  ogg: 'Ogg',
  other: 'Unknown container',
};

const VIDEO_CODEC_NAMES: Record<string, string> = {
  h264: 'H.264',
  hevc: 'HEVC',
  av1: 'AV1',
  vp9: 'VP9',
  vp8: 'VP8',
  mpeg4: 'MPEG-4 Part 2',
  msmpeg4v3: 'Microsoft MPEG-4 v3',
  msmpeg4v2: 'Microsoft MPEG-4 v2',
  mpeg2video: 'MPEG-2',
  mpeg1video: 'MPEG-1',
  vc1: 'VC-1',
  wmv3: 'Windows Media Video 9',
  wmv2: 'Windows Media Video 8',
  wmv1: 'Windows Media Video 7',
  theora: 'Theora',
  prores: 'Apple ProRes',
  vvc: 'VVC',
  flv1: 'Sorenson Spark',
  mjpeg: 'Motion JPEG',
  rv40: 'RealVideo 4',
};

const AUDIO_CODEC_NAMES: Record<string, string> = {
  aac: 'AAC',
  ac3: 'AC-3',
  eac3: 'E-AC-3',
  dts: 'DTS',
  truehd: 'TrueHD',
  flac: 'FLAC',
  mp3: 'MP3',
  mp2: 'MP2',
  opus: 'Opus',
  vorbis: 'Vorbis',
  alac: 'ALAC',
  wmav1: 'WMA',
  wmav2: 'WMA',
  wmapro: 'WMA Pro',
};

/** A codec name as people read it; ffprobe's own name for one not listed. */
export function videoCodecLabel(codec: string): string {
  return VIDEO_CODEC_NAMES[codec] ?? codec;
}

export function audioCodecLabel(codec: string, profile: string | null = null): string {
  // ffprobe's DTS profiles name the richer kinds: 'DTS-HD MA', 'DTS:X', 'DTS-ES'.
  if (codec === 'dts' && profile && /^(DTS-HD MA|DTS-HD HRA|DTS:X|DTS-ES)/i.test(profile)) return profile;
  if (codec.startsWith('pcm_')) return 'PCM';
  return AUDIO_CODEC_NAMES[codec] ?? codec;
}

export function containerLabel(container: MediaContainer): string {
  return CONTAINER_NAMES[container];
}

/** 'Mono', 'Stereo', '5.1', '7.1', '3 channels'. */
export function channelsLabel(channels: number): string {
  if (channels === 1) return 'Mono';
  if (channels === 2) return 'Stereo';
  if (channels === 6) return '5.1';
  if (channels === 8) return '7.1';
  return `${channels} channels`;
}

/** 'HEVC 10-bit 1080p', 'H.264 720p', 'MPEG-2 576p'. */
export function videoLabel(video: VideoStreamInfo): string {
  const depth = video.bit_depth !== null && video.bit_depth > 8 ? ` ${video.bit_depth}-bit` : '';
  const hdr = video.hdr === 'sdr' ? '' : video.hdr === 'dolby-vision' ? ' Dolby Vision' : ` ${video.hdr.toUpperCase()}`;
  return `${videoCodecLabel(video.codec)}${depth}${hdr} ${video.height}p`;
}

/** An audio track as the player lists it: 'English · 5.1 · DTS', 'Stereo · AAC' when it names no language. */
export function audioTrackLabel(track: AudioTrackInfo): string {
  const parts = [
    track.language ? languageName(track.language) : null,
    channelsLabel(track.channels),
    audioCodecLabel(track.codec, track.profile),
  ];
  const label = parts.filter((part) => part !== null).join(' · ');
  // A title such as 'Director's commentary' tells tracks of one language apart.
  return track.title && track.title.trim() !== '' ? `${label} (${track.title.trim().slice(0, 60)})` : label;
}

/** 'DTS 5.1', 'AAC Stereo'. */
export function audioShort(track: AudioTrackInfo): string {
  return `${audioCodecLabel(track.codec, track.profile)} ${channelsLabel(track.channels)}`;
}
