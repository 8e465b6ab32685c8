import { z } from './zod.ts';

/**
 * Playback of the library's files (docs/playback.md): what ffprobe says a file holds (MediaInfo, stored per file by
 * the scan), what a browser says it plays (BrowserProfile, sent by the player), what the viewer chose (audio track,
 * quality), and the server's answer: how the file is delivered and why (PlaybackPlan).
 */

/** Containers as the playback rules name them (the server maps ffprobe's format names onto these). */
export const MEDIA_CONTAINERS = [
  'mp4',
  'quicktime',
  'matroska',
  'webm',
  'avi',
  'asf',
  'flv',
  'mpeg-ts',
  'mpeg-ps',
  'ogg',
  'other',
] as const;
export type MediaContainer = (typeof MEDIA_CONTAINERS)[number];

/** The video stream: codec as ffprobe names it ('h264', 'hevc', 'mpeg2video', 'vc1', …). */
export const videoStreamInfoSchema = z.object({
  /** The stream's index in the file (FFmpeg's `0:{index}`). */
  index: z.number().int().min(0),
  codec: z.string(),
  profile: z.string().nullable(),
  /** 8, 10 or 12; null when the file does not say. */
  bit_depth: z.number().int().nullable(),
  width: z.number().int().min(0),
  height: z.number().int().min(0),
  /** Frames per second. */
  frame_rate: z.number().nullable(),
  hdr: z.enum(['sdr', 'hdr10', 'hlg', 'dolby-vision']),
});
export type VideoStreamInfo = z.infer<typeof videoStreamInfoSchema>;

export const audioTrackInfoSchema = z.object({
  index: z.number().int().min(0),
  /** 'aac', 'ac3', 'eac3', 'dts', 'truehd', 'flac', 'mp3', 'opus', 'vorbis', 'wmav2', 'pcm_s16le', … */
  codec: z.string(),
  /** ffprobe's profile, which tells DTS-HD MA from DTS. */
  profile: z.string().nullable(),
  channels: z.number().int().min(0),
  /** ISO 639-1 code when the file names a known language. */
  language: z.string().nullable(),
  title: z.string().nullable(),
  default: z.boolean(),
});
export type AudioTrackInfo = z.infer<typeof audioTrackInfoSchema>;

export const subtitleTrackInfoSchema = z.object({
  index: z.number().int().min(0),
  /** 'subrip', 'ass', 'webvtt', 'mov_text', 'hdmv_pgs_subtitle', 'dvd_subtitle', … */
  codec: z.string(),
  language: z.string().nullable(),
  title: z.string().nullable(),
  default: z.boolean(),
  forced: z.boolean(),
  /** For the deaf and hard of hearing, by its disposition (absent from readings kept before it was read). */
  hearing_impaired: z.boolean().optional(),
});
export type SubtitleTrackInfo = z.infer<typeof subtitleTrackInfoSchema>;

/** A font attached to the file (Matroska attachments), which styled subtitles may be written in. */
export const fontAttachmentSchema = z.object({
  index: z.number().int().min(0),
  filename: z.string().nullable(),
  /** The type the server sends it as ('font/ttf'; rules/styled-subtitles.ts fontType). */
  type: z.string(),
});
export type FontAttachment = z.infer<typeof fontAttachmentSchema>;

export const chapterInfoSchema = z.object({ start: z.number(), end: z.number(), title: z.string().nullable() });
export type ChapterInfo = z.infer<typeof chapterInfoSchema>;

/** The chapters a player offers to skip, by what their names say (rules/chapter-skips.ts). */
export const CHAPTER_SKIPS = ['intro', 'recap', 'credits'] as const;
export type ChapterSkip = (typeof CHAPTER_SKIPS)[number];
/** A chapter as the playback reply gives it: with what it is to skip, if anything. */
export const playbackChapterSchema = chapterInfoSchema.extend({ skip: z.enum(CHAPTER_SKIPS).nullable() });
export type PlaybackChapter = z.infer<typeof playbackChapterSchema>;

/** What ffprobe says a library file holds. */
export const mediaInfoSchema = z.object({
  container: z.enum(MEDIA_CONTAINERS),
  /** Seconds; null when the file does not say. */
  duration: z.number().nullable(),
  /** Bits per second of the whole file. */
  bit_rate: z.number().nullable(),
  /** The first video stream (cover art left out); null when the file has none. */
  video: videoStreamInfoSchema.nullable(),
  audio: z.array(audioTrackInfoSchema),
  subtitles: z.array(subtitleTrackInfoSchema),
  chapters: z.array(chapterInfoSchema),
  /** Its attached fonts (absent from readings kept before they were read). */
  fonts: z.array(fontAttachmentSchema).optional(),
});
export type MediaInfo = z.infer<typeof mediaInfoSchema>;

/** Containers a browser may play from a file, as the player asks it (`canPlayType`). */
export const BROWSER_CONTAINERS = ['mp4', 'quicktime', 'webm', 'matroska', 'ogg', 'mpeg-ts'] as const;
/** Video codecs a browser may decode; `-10` is the 10-bit variant. */
export const BROWSER_VIDEO_CODECS = [
  'h264',
  'h264-10',
  'hevc',
  'hevc-10',
  'av1',
  'av1-10',
  'vp9',
  'vp9-10',
  'vp8',
  'mpeg4',
  'theora',
] as const;
export const BROWSER_AUDIO_CODECS = [
  'aac',
  'mp3',
  'opus',
  'vorbis',
  'flac',
  'ac3',
  'eac3',
  'dts',
  'truehd',
  'alac',
  'pcm',
] as const;
export type BrowserVideoCodec = (typeof BROWSER_VIDEO_CODECS)[number];
export type BrowserAudioCodec = (typeof BROWSER_AUDIO_CODECS)[number];

/** What this browser plays, as its player found out (canPlayType, MediaSource.isTypeSupported, MediaCapabilities). */
export const browserProfileSchema = z.strictObject({
  containers: z.array(z.enum(BROWSER_CONTAINERS)).max(BROWSER_CONTAINERS.length),
  video: z.array(z.enum(BROWSER_VIDEO_CODECS)).max(BROWSER_VIDEO_CODECS.length),
  audio: z.array(z.enum(BROWSER_AUDIO_CODECS)).max(BROWSER_AUDIO_CODECS.length),
});
export type BrowserProfile = z.infer<typeof browserProfileSchema>;

/** The qualities a viewer may ask for: 'original' is the file's own. */
export const PLAYBACK_QUALITIES = ['original', '1080p', '720p', '480p'] as const;
export type PlaybackQuality = (typeof PLAYBACK_QUALITIES)[number];

/** Each quality's picture height and video bitrate limit (bits per second); 'original' has none. */
export const QUALITY_LIMITS: Record<Exclude<PlaybackQuality, 'original'>, { height: number; bitRate: number }> = {
  '1080p': { height: 1080, bitRate: 8_000_000 },
  '720p': { height: 720, bitRate: 4_000_000 },
  '480p': { height: 480, bitRate: 1_500_000 },
};

/**
 * Picture subtitles the viewer chose, which the server draws into the video (docs/playback.md#picture-subtitles):
 * one of the file's own tracks by its stream index, or a subtitle file beside it (PGS `.sup`, VobSub `.idx`) by name.
 */
export const pictureSubtitleChoiceSchema = z.union([
  z.strictObject({ track: z.number().int().min(0).max(10_000) }),
  z.strictObject({ file: z.string().min(1).max(255) }),
]);
export type PictureSubtitleChoice = z.infer<typeof pictureSubtitleChoiceSchema>;

/**
 * What the viewer chose: an audio track (the stream's index; null for the default one), a quality, and picture
 * subtitles to draw into the video (null: none, or text subtitles, which the browser shows itself).
 */
export const playbackChoiceSchema = z.strictObject({
  audio: z.number().int().min(0).max(10_000).nullable(),
  quality: z.enum(PLAYBACK_QUALITIES),
  subtitle: pictureSubtitleChoiceSchema.nullable().default(null),
});
/** As the player sends it: without `subtitle`, none. */
export type PlaybackChoice = z.input<typeof playbackChoiceSchema>;

/** The body the player posts to learn how to play a file. */
export const playbackRequestSchema = z.strictObject({
  browser: browserProfileSchema,
  choice: playbackChoiceSchema,
  /** The profile's preferred audio language (ISO 639-1), '' for the file's own default. */
  audio_language: z.string().max(8).default(''),
});
export type PlaybackRequest = z.infer<typeof playbackRequestSchema>;

/** direct: the file as it is; remux: video copied, repackaged (audio converted if need be); transcode: video converted. */
export type PlaybackMethod = 'direct' | 'remux' | 'transcode';

/** How the file reaches the browser. */
export interface PlaybackPlan {
  method: PlaybackMethod;
  /** The video stream's fate: copied as it is, or converted to H.264 at `height` lines (null: the source's). */
  video: { index: number; action: 'copy' } | { index: number; action: 'convert'; height: number; bitRate: number } | null;
  /** The audio track played, copied or converted to AAC stereo; null for a file without sound. */
  audio: { index: number; action: 'copy' | 'convert' } | null;
  /** Why, in plain words, one line per conversion ('Your browser can't play DTS audio: converting the audio to AAC'). */
  reasons: string[];
  /** 'Matroska · HEVC 10-bit 1080p · DTS 5.1' */
  source: string;
  /** 'MP4 · H.264 720p · AAC stereo'; the source's own words for direct play. */
  delivered: string;
  /**
   * The codecs of what is delivered, as the browser was asked about them: a player that feeds a stream to Media
   * Source Extensions names them to it. Null when the file was not read.
   */
  codecs: { video: BrowserVideoCodec; audio: BrowserAudioCodec | null } | null;
  /** The picture subtitles drawn into the video (a transcode), when the viewer chose some. */
  subtitle?: BurnedSubtitle;
}

/** Picture subtitles drawn into a transcode: a stream of the file, or a file beside it (its name) in its format. */
export type BurnedSubtitle = { track: number } | { file: string; format: PictureSubtitleFormat };

/** The subtitle files beside a video that hold pictures: PGS (`.sup`) and VobSub (`.idx` with its `.sub`). */
export type PictureSubtitleFormat = 'sup' | 'vobsub';

/** A file that no method plays (no video stream), and why. */
export interface PlaybackRefusal {
  error: string;
}

const playbackPlanSchema = z.object({
  method: z.enum(['direct', 'remux', 'transcode']),
  video: z
    .union([
      z.object({ index: z.number(), action: z.literal('copy') }),
      z.object({ index: z.number(), action: z.literal('convert'), height: z.number(), bitRate: z.number() }),
    ])
    .nullable(),
  audio: z.object({ index: z.number(), action: z.enum(['copy', 'convert']) }).nullable(),
  reasons: z.array(z.string()),
  source: z.string(),
  delivered: z.string(),
  codecs: z.object({ video: z.enum(BROWSER_VIDEO_CODECS), audio: z.enum(BROWSER_AUDIO_CODECS).nullable() }).nullable(),
  subtitle: z
    .union([z.object({ track: z.number() }), z.object({ file: z.string(), format: z.enum(['sup', 'vobsub']) })])
    .optional(),
});

/** Picture subtitles the player offers in its Subtitles menu, beside the text ones its page gives as tracks. */
export const playbackPictureSubtitleSchema = z.object({
  choice: pictureSubtitleChoiceSchema,
  /** 'English', 'French (forced)': named as the text ones are. */
  label: z.string(),
  language: z.string(),
});
export type PlaybackPictureSubtitle = z.infer<typeof playbackPictureSubtitleSchema>;

/** An audio track as the player lists it. */
export const playbackAudioTrackSchema = z.object({ index: z.number(), label: z.string(), language: z.string().nullable() });
export type PlaybackAudioTrack = z.infer<typeof playbackAudioTrackSchema>;

/** The server's answer to a playback request. */
export const playbackReplySchema = z.object({
  plan: playbackPlanSchema,
  /** Where the video element loads from: the file itself (direct), or the server's converted stream. */
  url: z.string(),
  /** The file's length in seconds; the seek bar's whole length from the start, also in converted playback. */
  duration: z.number().nullable(),
  audio_tracks: z.array(playbackAudioTrackSchema),
  /** The stream index of the track played (null: no sound). */
  audio: z.number().nullable(),
  quality: z.enum(PLAYBACK_QUALITIES),
  /** The qualities worth offering for this file ('original' and those below its height). */
  qualities: z.array(z.enum(PLAYBACK_QUALITIES)),
  /** The file's chapters in order, each marked when it is an intro, a recap or credits (the player's skip button). */
  chapters: z.array(playbackChapterSchema),
  /** The file's picture subtitles (its own tracks, and files beside it), which play drawn into a transcode. */
  picture_subtitles: z.array(playbackPictureSubtitleSchema),
  /** The picture subtitles drawn into the video now; null for none. */
  subtitle: pictureSubtitleChoiceSchema.nullable(),
});
export type PlaybackReply = z.infer<typeof playbackReplySchema>;

/** GET /api/media/stream-status/{session}: how a running conversion keeps up, for the Playback info view. */
export const streamStatusReplySchema = z.object({
  /** Times real time FFmpeg converts at (2.2: 2.2 s of film per second); null before it says. */
  speed: z.number().nullable(),
  method: z.enum(['remux', 'transcode']),
  /** The hardware converting the video; 'none' for software (and for a remux, which converts no video). */
  accelerator: z.enum(['none', 'vaapi', 'qsv', 'nvenc']),
  /** How far into the file the conversion has come, in seconds; null before it says. */
  position: z.number().nullable(),
});
export type StreamStatusReply = z.infer<typeof streamStatusReplySchema>;

/** The player's id for its converted stream: a new stream with the same id ends the previous one (a seek). */
export const streamSessionSchema = z.string().regex(/^[A-Za-z0-9_-]{8,64}$/, /*i18n*/ 'session: 8 to 64 letters, digits, _ or -');
