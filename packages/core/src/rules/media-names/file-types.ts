/** Which files of the media library are videos and subtitles, by extension. */

/** Video files the library recognises, lower case without the dot. */
export const VIDEO_EXTENSIONS: readonly string[] = [
  'mp4',
  'm4v',
  'webm',
  'mov',
  'mkv',
  'avi',
  'ts',
  'm2ts',
  'mts',
  'wmv',
  'mpg',
  'mpeg',
  'flv',
  'ogv',
  '3gp',
];

/**
 * Subtitle files recognised beside a video: srt and vtt the browser shows (as WebVTT); sup (PGS) and idx (VobSub,
 * with its `.sub`) are pictures the server draws into the video.
 */
export const SUBTITLE_EXTENSIONS: readonly string[] = ['srt', 'vtt', 'ass', 'ssa', 'sup', 'idx'];

/** The extension of a file name, lower case without the dot ('' when none). */
export function extensionOf(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  return dot <= 0 ? '' : fileName.slice(dot + 1).toLowerCase();
}

export function stemOf(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  return dot <= 0 ? fileName : fileName.slice(0, dot);
}

export function isVideoFileName(fileName: string): boolean {
  return VIDEO_EXTENSIONS.includes(extensionOf(fileName));
}

export function isSubtitleFileName(fileName: string): boolean {
  return SUBTITLE_EXTENSIONS.includes(extensionOf(fileName));
}
