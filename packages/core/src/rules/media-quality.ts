import type { MediaInfo } from '../playback.ts';
import { audioCodecLabel, channelsLabel, videoCodecLabel } from './media-labels.ts';
import { fileDefaultAudio } from './playback-decision.ts';

/**
 * A library file's quality as a download list shows it (docs/behaviour.md#downloads), from what ffprobe read of it:
 * '1080p · HEVC · DTS 5.1', '4K · HEVC · HDR10 · TrueHD 7.1'. Pure: the server keeps the reading, this only names it.
 */

/**
 * The resolution as people name it. Wide films are letterboxed below their class's height (1920×800 is 1080p), so
 * the width decides as much as the height, as Plex and Jellyfin class them.
 */
export function resolutionLabel(width: number, height: number): string {
  if (width >= 3800 || height >= 2000) return '4K';
  if (width >= 2500 || height >= 1400) return '1440p';
  if (width >= 1900 || height >= 1000) return '1080p';
  if (width >= 1260 || height >= 700) return '720p';
  return `${height}p`;
}

const HDR_NAMES = { hdr10: 'HDR10', hlg: 'HLG', 'dolby-vision': 'Dolby Vision' } as const;

/** Resolution, video codec, HDR kind and the audio a player starts with; null when the file holds neither picture nor sound. */
export function mediaQualityLabel(info: MediaInfo): string | null {
  const { video } = info;
  const audio = fileDefaultAudio(info);
  const parts = [
    video && video.width > 0 && video.height > 0 ? resolutionLabel(video.width, video.height) : null,
    video ? videoCodecLabel(video.codec) : null,
    video && video.hdr !== 'sdr' ? HDR_NAMES[video.hdr] : null,
    audio
      ? [audioCodecLabel(audio.codec, audio.profile), audio.channels > 0 ? channelsLabel(audio.channels) : null]
          .filter(Boolean)
          .join(' ')
      : null,
  ].filter((part) => part !== null);
  return parts.length > 0 ? parts.join(' · ') : null;
}
