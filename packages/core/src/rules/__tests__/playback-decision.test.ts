import { describe, expect, it } from 'vitest';
import type {
  AudioTrackInfo,
  BrowserProfile,
  MediaInfo,
  PlaybackChoice,
  PlaybackPlan,
  PlaybackMethod,
  VideoStreamInfo,
} from '../../playback.ts';
import { audioTrackLabel, videoLabel } from '../media-labels.ts';
import { burnReason, decidePlayback, defaultAudioTrack, qualitiesFor, type SubtitleBurn } from '../playback-decision.ts';

/** What today's browsers say they play (their canPlayType answers, as the player reads them). */
const CHROME: BrowserProfile = {
  containers: ['mp4', 'webm', 'ogg'],
  video: ['h264', 'vp8', 'vp9', 'vp9-10', 'av1', 'av1-10'],
  audio: ['aac', 'mp3', 'opus', 'vorbis', 'flac', 'pcm'],
};
const CHROME_WITH_HEVC: BrowserProfile = { ...CHROME, video: [...CHROME.video, 'hevc', 'hevc-10'] };
const FIREFOX: BrowserProfile = {
  containers: ['mp4', 'webm', 'ogg'],
  video: ['h264', 'vp8', 'vp9', 'av1', 'theora'],
  audio: ['aac', 'mp3', 'opus', 'vorbis', 'flac', 'pcm'],
};
const SAFARI: BrowserProfile = {
  containers: ['mp4', 'quicktime', 'mpeg-ts'],
  video: ['h264', 'hevc', 'hevc-10', 'mpeg4'],
  audio: ['aac', 'mp3', 'ac3', 'eac3', 'flac', 'alac', 'pcm'],
};

const video = (codec: string, height = 1080, bitDepth = 8): VideoStreamInfo => ({
  index: 0,
  codec,
  profile: null,
  bit_depth: bitDepth,
  width: Math.round((height * 16) / 9),
  height,
  frame_rate: 24,
  hdr: 'sdr',
});
const audio = (
  index: number,
  codec: string,
  channels = 2,
  language: string | null = null,
  isDefault = false,
): AudioTrackInfo => ({
  index,
  codec,
  profile: null,
  channels,
  language,
  title: null,
  default: isDefault,
});
const file = (container: MediaInfo['container'], v: VideoStreamInfo | null, ...tracks: AudioTrackInfo[]): MediaInfo => ({
  container,
  duration: 5400,
  bit_rate: 6_000_000,
  video: v,
  audio: tracks,
  subtitles: [],
  chapters: [],
});
const ORIGINAL: PlaybackChoice = { audio: null, quality: 'original' };

describe('decidePlayback: the method per browser and file', () => {
  it.each<[string, MediaInfo, BrowserProfile, PlaybackMethod, string[]]>([
    [
      'MP4 H.264 + AAC in Chrome',
      file('mp4', video('h264'), audio(1, 'aac')),
      CHROME,
      'direct',
      ['Your browser plays this file as it is'],
    ],
    [
      'MP4 H.264 + AAC in Safari',
      file('mp4', video('h264'), audio(1, 'aac')),
      SAFARI,
      'direct',
      ['Your browser plays this file as it is'],
    ],
    [
      'WebM VP9 + Opus in Chrome',
      file('webm', video('vp9'), audio(1, 'opus')),
      CHROME,
      'direct',
      ['Your browser plays this file as it is'],
    ],
    [
      'Matroska of WebM codecs plays as WebM',
      file('matroska', video('vp9'), audio(1, 'opus')),
      FIREFOX,
      'direct',
      ['Your browser plays this file as it is'],
    ],
    [
      'Matroska H.264 + AAC: repackaged',
      file('matroska', video('h264'), audio(1, 'aac')),
      CHROME,
      'remux',
      ["Your browser can't play Matroska files: repackaging as MP4"],
    ],
    [
      'Matroska H.264 + AC-3 in Chrome: audio converted',
      file('matroska', video('h264'), audio(1, 'ac3', 6)),
      CHROME,
      'remux',
      [
        "Your browser can't play AC-3 audio: converting the audio to AAC",
        "Your browser can't play Matroska files: repackaging as MP4",
      ],
    ],
    [
      'Matroska H.264 + DTS',
      file('matroska', video('h264'), audio(1, 'dts', 6)),
      FIREFOX,
      'remux',
      [
        "Your browser can't play DTS audio: converting the audio to AAC",
        "Your browser can't play Matroska files: repackaging as MP4",
      ],
    ],
    [
      'MP4 H.264 + E-AC-3 in Safari plays as it is',
      file('mp4', video('h264'), audio(1, 'eac3', 6)),
      SAFARI,
      'direct',
      ['Your browser plays this file as it is'],
    ],
    [
      'MP4 H.264 + E-AC-3 in Chrome: audio converted, no repackaging reason',
      file('mp4', video('h264'), audio(1, 'eac3', 6)),
      CHROME,
      'remux',
      ["Your browser can't play E-AC-3 audio: converting the audio to AAC"],
    ],
    [
      'Matroska HEVC 10-bit + TrueHD in Chrome without HEVC',
      file('matroska', video('hevc', 2160, 10), audio(1, 'truehd', 8)),
      CHROME,
      'transcode',
      [
        "Your browser can't play HEVC 10-bit video: converting the video to H.264",
        "Your browser can't play TrueHD audio: converting the audio to AAC",
      ],
    ],
    [
      'Matroska HEVC 10-bit in a Chrome that decodes HEVC: copied',
      file('matroska', video('hevc', 1080, 10), audio(1, 'aac')),
      CHROME_WITH_HEVC,
      'remux',
      ["Your browser can't play Matroska files: repackaging as MP4"],
    ],
    [
      'MP4 HEVC in Safari',
      file('mp4', video('hevc', 2160, 10), audio(1, 'aac', 6)),
      SAFARI,
      'direct',
      ['Your browser plays this file as it is'],
    ],
    [
      'MPEG-2 in a transport stream',
      file('mpeg-ts', video('mpeg2video', 576), audio(1, 'mp2')),
      CHROME,
      'transcode',
      [
        "Your browser can't play MPEG-2 video: converting the video to H.264",
        "Your browser can't play MP2 audio: converting the audio to AAC",
      ],
    ],
    [
      'XviD AVI with MP3: video converted, audio copied',
      file('avi', video('mpeg4', 480), audio(1, 'mp3')),
      CHROME,
      'transcode',
      ["Your browser can't play MPEG-4 Part 2 video: converting the video to H.264"],
    ],
    [
      'XviD AVI with MP3 in Safari, which decodes MPEG-4 Part 2: repackaged',
      file('avi', video('mpeg4', 480), audio(1, 'mp3')),
      SAFARI,
      'remux',
      ["Your browser can't play AVI files: repackaging as MP4"],
    ],
    [
      'WMV',
      file('asf', video('wmv3', 720), audio(1, 'wmav2')),
      FIREFOX,
      'transcode',
      [
        "Your browser can't play Windows Media Video 9 video: converting the video to H.264",
        "Your browser can't play WMA audio: converting the audio to AAC",
      ],
    ],
    [
      'VC-1 in a transport stream',
      file('mpeg-ts', video('vc1'), audio(1, 'ac3', 6)),
      SAFARI,
      'transcode',
      ["Your browser can't play VC-1 video: converting the video to H.264"],
    ],
    [
      'FLV with H.264 + AAC: repackaged',
      file('flv', video('h264', 360), audio(1, 'aac')),
      FIREFOX,
      'remux',
      ["Your browser can't play Flash Video files: repackaging as MP4"],
    ],
    [
      'MP4 AV1 + Opus in Chrome',
      file('mp4', video('av1', 2160, 10), audio(1, 'opus', 6)),
      CHROME,
      'direct',
      ['Your browser plays this file as it is'],
    ],
    [
      'VP9 in Safari, which has none: converted',
      file('webm', video('vp9'), audio(1, 'opus')),
      SAFARI,
      'transcode',
      [
        "Your browser can't play VP9 video: converting the video to H.264",
        "Your browser can't play Opus audio: converting the audio to AAC",
      ],
    ],
    [
      'Ogg Theora + Vorbis in Chrome, which has no Theora',
      file('ogg', video('theora', 480), audio(1, 'vorbis')),
      CHROME,
      'transcode',
      [
        "Your browser can't play Theora video: converting the video to H.264",
        "Vorbis audio can't be repackaged for your browser: converting the audio to AAC",
      ],
    ],
    [
      'H.264 10-bit (Hi10P anime) in Chrome: converted',
      file('matroska', video('h264', 1080, 10), audio(1, 'flac')),
      CHROME,
      'transcode',
      ["Your browser can't play H.264 10-bit video: converting the video to H.264"],
    ],
    [
      'QuickTime with ProRes',
      file('quicktime', video('prores', 1080, 10), audio(1, 'pcm_s24le', 2)),
      SAFARI,
      'transcode',
      [
        "Your browser can't play Apple ProRes 10-bit video: converting the video to H.264",
        "PCM audio can't be repackaged for your browser: converting the audio to AAC",
      ],
    ],
    ['A silent MP4', file('mp4', video('h264')), CHROME, 'direct', ['Your browser plays this file as it is']],
    [
      'A silent AVI of H.264',
      file('avi', video('h264')),
      CHROME,
      'remux',
      ["Your browser can't play AVI files: repackaging as MP4"],
    ],
  ])('%s', (_case, info, browser, method, reasons) => {
    const plan = decidePlayback(info, browser, ORIGINAL);
    if ('error' in plan) throw new Error(plan.error);
    expect(plan.method).toBe(method);
    expect(plan.reasons).toEqual(reasons);
    expect(plan.video?.action).toBe(method === 'transcode' ? 'convert' : 'copy');
  });

  it('refuses a file without video', () => {
    expect(decidePlayback(file('matroska', null, audio(0, 'flac')), CHROME, ORIGINAL)).toEqual({
      error: 'This file has no video to play',
    });
  });

  it('refuses a file whose video stream could not be read', () => {
    expect(decidePlayback(file('matroska', { ...video('hevc'), width: 0, height: 0 }), CHROME, ORIGINAL)).toEqual({
      error: "This file's video could not be read",
    });
  });

  it('names the source and what is delivered', () => {
    const plan = decidePlayback(file('matroska', video('hevc', 1080, 10), audio(1, 'dts', 6)), CHROME, {
      audio: null,
      quality: '720p',
    });
    expect(plan).toMatchObject({
      method: 'transcode',
      source: 'Matroska · HEVC 10-bit 1080p · DTS 5.1',
      delivered: 'MP4 · H.264 720p · AAC Stereo',
      video: { index: 0, action: 'convert', height: 720, bitRate: 4_000_000 },
      audio: { index: 1, action: 'convert' },
    });
  });
});

describe('decidePlayback: the codecs delivered, for a player that names them to Media Source', () => {
  it.each<[string, MediaInfo, PlaybackChoice, PlaybackPlan['codecs']]>([
    ['a direct file: its own', file('mp4', video('h264'), audio(1, 'aac', 2)), ORIGINAL, { video: 'h264', audio: 'aac' }],
    [
      'a remux: video copied, sound converted',
      file('matroska', video('h264'), audio(1, 'dts', 6)),
      ORIGINAL,
      { video: 'h264', audio: 'aac' },
    ],
    [
      'a remux: sound copied too',
      file('matroska', video('h264'), audio(1, 'opus', 2)),
      ORIGINAL,
      { video: 'h264', audio: 'opus' },
    ],
    [
      'a transcode: H.264 whatever the source',
      file('matroska', video('hevc', 1080, 10), audio(1, 'aac', 2)),
      { audio: null, quality: '720p' },
      { video: 'h264', audio: 'aac' },
    ],
    ['no sound: none', file('avi', video('mpeg4')), ORIGINAL, { video: 'h264', audio: null }],
  ])('%s', (_, info, choice, codecs) => {
    const plan = decidePlayback(info, CHROME, choice);
    expect('error' in plan ? plan : plan.codecs).toEqual(codecs);
  });
});

describe('decidePlayback: the viewer’s choices', () => {
  const twoTracks = file('mp4', video('h264'), audio(1, 'aac', 2, 'en', true), audio(2, 'aac', 2, 'fr'));

  it.each<[string, MediaInfo, PlaybackChoice, PlaybackMethod, string[]]>([
    [
      'the default track plays directly',
      twoTracks,
      { audio: 1, quality: 'original' },
      'direct',
      ['Your browser plays this file as it is'],
    ],
    [
      'another track is repackaged with it',
      twoTracks,
      { audio: 2, quality: 'original' },
      'remux',
      ['Playing the French · Stereo · AAC track: repackaging the file with it'],
    ],
    [
      'an unknown track index falls back to the default',
      twoTracks,
      { audio: 9, quality: 'original' },
      'direct',
      ['Your browser plays this file as it is'],
    ],
    [
      'a lower quality than the file converts the video',
      twoTracks,
      { audio: null, quality: '720p' },
      'transcode',
      ['You chose 720p: converting the video from 1080p'],
    ],
    [
      'a quality above the file changes nothing',
      file('mp4', video('h264', 720), audio(1, 'aac')),
      { audio: null, quality: '1080p' },
      'direct',
      ['Your browser plays this file as it is'],
    ],
    [
      'a file of too high a bitrate for the quality is converted',
      { ...file('mp4', video('h264', 480), audio(1, 'aac')), bit_rate: 20_000_000 },
      { audio: null, quality: '480p' },
      'transcode',
      ['You chose 480p: converting the video from 480p'],
    ],
  ])('%s', (_case, info, choice, method, reasons) => {
    const plan = decidePlayback(info, CHROME, choice);
    if ('error' in plan) throw new Error(plan.error);
    expect(plan.method).toBe(method);
    expect(plan.reasons).toEqual(reasons);
  });
});

describe('decidePlayback: picture subtitles drawn into the video', () => {
  const track: SubtitleBurn = { subtitle: { track: 3 }, label: 'English' };
  const sup: SubtitleBurn = { subtitle: { file: 'Film.fr.sup', format: 'sup' }, label: 'French (forced)' };
  const drawn = (label: string) => `${label} subtitles drawn in`;

  it.each<[string, MediaInfo, BrowserProfile, PlaybackChoice, SubtitleBurn, string[], string]>([
    [
      'a file that plays as it is is converted to draw them in',
      file('mp4', video('h264'), audio(1, 'aac')),
      CHROME,
      ORIGINAL,
      track,
      [burnReason('English')],
      `MP4 · H.264 1080p · ${drawn('English')} · AAC Stereo`,
    ],
    [
      'a file that would be repackaged is converted, its audio kept as it would be',
      file('matroska', video('h264'), audio(1, 'ac3', 6)),
      CHROME,
      ORIGINAL,
      sup,
      [burnReason('French (forced)'), "Your browser can't play AC-3 audio: converting the audio to AAC"],
      `MP4 · H.264 1080p · ${drawn('French (forced)')} · AAC Stereo`,
    ],
    [
      'video the browser cannot play says both',
      file('matroska', video('hevc', 2160, 10), audio(1, 'aac')),
      CHROME,
      ORIGINAL,
      track,
      [burnReason('English'), "Your browser can't play HEVC 10-bit video: converting the video to H.264"],
      `MP4 · H.264 2160p · ${drawn('English')} · AAC Stereo`,
    ],
    [
      'a lower quality is drawn at its size',
      file('mp4', video('h264'), audio(1, 'aac')),
      SAFARI,
      { audio: null, quality: '720p' },
      sup,
      [burnReason('French (forced)'), 'You chose 720p: converting the video from 1080p'],
      `MP4 · H.264 720p · ${drawn('French (forced)')} · AAC Stereo`,
    ],
  ])('%s', (_case, info, browser, choice, burn, reasons, delivered) => {
    const plan = decidePlayback(info, browser, choice, burn);
    if ('error' in plan) throw new Error(plan.error);
    expect(plan).toMatchObject({ method: 'transcode', video: { action: 'convert' }, subtitle: burn.subtitle });
    expect(plan.reasons).toEqual(reasons);
    expect(plan.delivered).toBe(delivered);
  });

  it('says in plain words that the subtitles are pictures drawn into the video', () => {
    expect(burnReason('English (SDH)')).toBe(
      "The English (SDH) subtitles are pictures, which your browser can't show: drawing them into the video, converted to H.264",
    );
  });

  it('draws nothing in without them: the plan has no subtitles', () => {
    const plan = decidePlayback(file('mp4', video('h264'), audio(1, 'aac')), CHROME, ORIGINAL, null);
    expect(plan).toMatchObject({ method: 'direct' });
    expect(plan).not.toHaveProperty('subtitle');
  });
});

describe('defaultAudioTrack', () => {
  const tracks = file(
    'matroska',
    video('h264'),
    audio(1, 'dts', 6, 'en', true),
    audio(2, 'ac3', 6, 'fr'),
    audio(3, 'aac', 2, 'fr', false),
    audio(4, 'aac', 2, null),
  );
  it.each<[string, string, number | undefined]>([
    ['the preferred language', 'fr', 2],
    ["the file's default without a preference", '', 1],
    ["the file's default when no track is in the preferred language", 'de', 1],
  ])('%s', (_case, language, index) => {
    expect(defaultAudioTrack(tracks, language)?.index).toBe(index);
  });

  it('prefers the default-marked track of the language', () => {
    const info = file('matroska', video('h264'), audio(1, 'aac', 2, 'en'), audio(2, 'ac3', 6, 'en', true));
    expect(defaultAudioTrack(info, 'en')?.index).toBe(2);
  });
  it('the first track when none is marked', () => {
    expect(defaultAudioTrack(file('avi', video('mpeg4'), audio(1, 'mp3'), audio(2, 'mp3')), '')?.index).toBe(1);
  });
  it('none for a silent file', () => {
    expect(defaultAudioTrack(file('mp4', video('h264')), 'en')).toBeUndefined();
  });
});

describe('labels', () => {
  it.each<[AudioTrackInfo, string]>([
    [audio(1, 'dts', 6, 'en'), 'English · 5.1 · DTS'],
    [{ ...audio(1, 'dts', 8, 'en'), profile: 'DTS-HD MA' }, 'English · 7.1 · DTS-HD MA'],
    [audio(1, 'truehd', 8, 'de'), 'German · 7.1 · TrueHD'],
    [audio(1, 'aac', 2), 'Stereo · AAC'],
    [audio(1, 'pcm_s16le', 1, 'ja'), 'Japanese · Mono · PCM'],
    [{ ...audio(1, 'ac3', 2, 'en'), title: "Director's commentary" }, "English · Stereo · AC-3 (Director's commentary)"],
    [audio(1, 'cook', 3), '3 channels · cook'],
  ])('%j', (track, label) => {
    expect(audioTrackLabel(track)).toBe(label);
  });

  it.each<[VideoStreamInfo, string]>([
    [video('hevc', 2160, 10), 'HEVC 10-bit 2160p'],
    [{ ...video('hevc', 2160, 10), hdr: 'hdr10' }, 'HEVC 10-bit HDR10 2160p'],
    [{ ...video('hevc', 2160, 10), hdr: 'dolby-vision' }, 'HEVC 10-bit Dolby Vision 2160p'],
    [video('mpeg2video', 576), 'MPEG-2 576p'],
    [video('h264', 720), 'H.264 720p'],
  ])('%j', (stream, label) => {
    expect(videoLabel(stream)).toBe(label);
  });
});

describe('qualitiesFor', () => {
  it.each<[number | null, string[]]>([
    [2160, ['original', '1080p', '720p', '480p']],
    [1080, ['original', '720p', '480p']],
    [720, ['original', '480p']],
    [480, ['original']],
    [null, ['original']],
  ])('%s lines', (height, qualities) => {
    expect(qualitiesFor(file('mp4', height === null ? null : video('h264', height)))).toEqual(qualities);
  });
});
