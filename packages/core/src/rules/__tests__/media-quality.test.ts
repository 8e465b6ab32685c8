import { describe, expect, it } from 'vitest';
import type { AudioTrackInfo, MediaInfo, VideoStreamInfo } from '../../playback.ts';
import { mediaQualityLabel, resolutionLabel } from '../media-quality.ts';

const video = (codec: string, width: number, height: number, hdr: VideoStreamInfo['hdr'] = 'sdr'): VideoStreamInfo => ({
  index: 0,
  codec,
  profile: null,
  bit_depth: 8,
  width,
  height,
  frame_rate: 24,
  hdr,
});

const audio = (codec: string, channels: number, options: { profile?: string; default?: boolean } = {}): AudioTrackInfo => ({
  index: 1,
  codec,
  profile: options.profile ?? null,
  channels,
  language: 'en',
  title: null,
  default: options.default ?? false,
});

const info = (v: VideoStreamInfo | null, ...tracks: AudioTrackInfo[]): MediaInfo => ({
  container: 'matroska',
  duration: 6000,
  bit_rate: null,
  video: v,
  audio: tracks,
  subtitles: [],
  chapters: [],
});

describe('resolutionLabel', () => {
  it.each([
    [3840, 2160, '4K'],
    [3840, 1600, '4K'], // scope 4K
    [2560, 1440, '1440p'],
    [1920, 1080, '1080p'],
    [1920, 800, '1080p'], // scope: letterboxed, still 1080p
    [1440, 1080, '1080p'], // 4:3 in HD
    [1280, 720, '720p'],
    [1280, 534, '720p'],
    [720, 576, '576p'],
    [720, 480, '480p'],
    [320, 180, '180p'],
  ])('%i×%i is %s', (width, height, label) => {
    expect(resolutionLabel(width, height)).toBe(label);
  });
});

describe('mediaQualityLabel', () => {
  it.each([
    ['HEVC with DTS 5.1', info(video('hevc', 1920, 1080), audio('dts', 6)), '1080p · HEVC · DTS 5.1'],
    ['H.264 with stereo AAC', info(video('h264', 1280, 720), audio('aac', 2)), '720p · H.264 · AAC Stereo'],
    ['HDR10 with TrueHD 7.1', info(video('hevc', 3840, 2160, 'hdr10'), audio('truehd', 8)), '4K · HEVC · HDR10 · TrueHD 7.1'],
    ['Dolby Vision', info(video('hevc', 3840, 2160, 'dolby-vision'), audio('eac3', 6)), '4K · HEVC · Dolby Vision · E-AC-3 5.1'],
    [
      'DTS-HD MA by its profile',
      info(video('h264', 1920, 1080), audio('dts', 8, { profile: 'DTS-HD MA' })),
      '1080p · H.264 · DTS-HD MA 7.1',
    ],
    [
      'the audio a player starts with: the default-marked track',
      info(video('h264', 1920, 1080), audio('aac', 2), audio('ac3', 6, { default: true })),
      '1080p · H.264 · AC-3 5.1',
    ],
    ['a codec without a common name keeps ffprobe’s', info(video('rawvideo', 640, 480)), '480p · rawvideo'],
    ['no sound', info(video('vp9', 1920, 1080)), '1080p · VP9'],
    ['no picture', info(null, audio('flac', 2)), 'FLAC Stereo'],
    ['audio with no channel count', info(null, audio('mp3', 0)), 'MP3'],
    ['a video stream ffprobe could not size', info(video('hevc', 0, 0), audio('aac', 2)), 'HEVC · AAC Stereo'],
    ['nothing at all', info(null), null],
  ])('%s', (_case, file, label) => {
    expect(mediaQualityLabel(file)).toBe(label);
  });
});
