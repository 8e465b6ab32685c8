import type { PictureSubtitleFormat, SubtitleTrackInfo } from '../playback.ts';
import type { SidecarSubtitle } from './media-file-name.ts';

/**
 * Subtitles as their authors made them (docs/behaviour.md#library): which of a file's own subtitle tracks the
 * player offers, and what they are (language, forced, for the deaf and hard of hearing); and which text encoding a
 * subtitle file beside a video is written in, as the browser reads UTF-8 WebVTT only.
 */

/**
 * The codecs of text subtitle tracks, which FFmpeg writes as WebVTT: SubRip, ASS/SSA (as plain text), MP4's timed
 * text, WebVTT. The browser shows them.
 */
const TEXT_SUBTITLE_CODECS: ReadonlySet<string> = new Set(['subrip', 'srt', 'ass', 'ssa', 'mov_text', 'webvtt', 'text']);

/**
 * The codecs of picture subtitle tracks: Blu-ray's PGS, DVD's VobSub, broadcast DVB. No browser draws them and no
 * text can be read from them, so the server draws them into a transcode (docs/playback.md#picture-subtitles).
 */
const PICTURE_SUBTITLE_CODECS: ReadonlySet<string> = new Set(['hdmv_pgs_subtitle', 'dvd_subtitle', 'dvb_subtitle']);

/** Whether this track of the file is text the browser shows (as WebVTT). */
export const isTextSubtitleTrack = (track: Pick<SubtitleTrackInfo, 'codec'>): boolean =>
  TEXT_SUBTITLE_CODECS.has(track.codec.toLowerCase());

/** Whether this track of the file is pictures, which play drawn into the video. */
export const isPictureSubtitleTrack = (track: Pick<SubtitleTrackInfo, 'codec'>): boolean =>
  PICTURE_SUBTITLE_CODECS.has(track.codec.toLowerCase());

/** Whether a subtitle file beside a video is pictures (PGS `.sup`, VobSub `.idx`), by the format its name gives. */
export const isPictureSidecar = (subtitle: Pick<SidecarSubtitle, 'format'>): subtitle is { format: PictureSubtitleFormat } =>
  subtitle.format === 'sup' || subtitle.format === 'vobsub';

/** Whether a subtitle file beside a video is text the browser shows (SRT, converted; WebVTT; ASS/SSA, drawn or as text). */
export const isTextSidecar = (subtitle: Pick<SidecarSubtitle, 'format'>): boolean =>
  subtitle.format === 'srt' || subtitle.format === 'vtt' || subtitle.format === 'ass';

const FORCED_TITLE = /\b(?:forced|foreign)\b/i;
const SDH_TITLE = /\b(?:sdh|cc|hoh|hearing[ -]impaired|deaf)\b/i;

/**
 * A file's own subtitle track as the sidecar rules read a subtitle file's name: its language as tagged; forced, and
 * for the deaf and hard of hearing, when its disposition or its title says so ('Forced', 'English SDH', 'CC'). The
 * same ranking and naming then apply to both.
 */
export function embeddedSubtitleTags(
  track: Pick<SubtitleTrackInfo, 'language' | 'title' | 'forced' | 'hearing_impaired'>,
): Pick<SidecarSubtitle, 'language' | 'forced' | 'sdh'> {
  const title = track.title ?? '';
  return {
    language: track.language,
    forced: track.forced || FORCED_TITLE.test(title),
    sdh: track.hearing_impaired === true || SDH_TITLE.test(title),
  };
}

/** An encoding by the name the server's decoder gives it, and how many bytes of byte order mark come before the text. */
export interface SubtitleEncoding {
  encoding: string;
  bom: number;
}

/**
 * The encodings a subtitle file may be in that the server decodes, by the names a detector gives them. The
 * ISO-8859 Latin ones are read as their Windows supersets when the text uses the bytes those add (0x80–0x9F: curly
 * quotes, dashes, the euro), which in ISO-8859 are control codes no subtitle holds.
 */
const DECODABLE: ReadonlyMap<string, string> = new Map([
  ...['1250', '1251', '1252', '1253', '1254', '1255', '1256', '1257', '1258'].map(
    (n) => [`windows-${n}`, `windows-${n}`] as const,
  ),
  ...['2', '3', '4', '5', '6', '7', '8', '10', '13', '14', '15', '16'].map((n) => [`iso-8859-${n}`, `iso-8859-${n}`] as const),
  ['iso-8859-1', 'windows-1252'],
  ['iso-8859-9', 'windows-1254'],
  ['koi8-r', 'koi8-r'],
  ['koi8-u', 'koi8-u'],
  ['big5', 'big5'],
  ['gb18030', 'gb18030'],
  ['gbk', 'gb18030'],
  ['gb2312', 'gb18030'],
  ['shift_jis', 'shift_jis'],
  ['euc-jp', 'euc-jp'],
  ['euc-kr', 'euc-kr'],
]);

/** ISO-8859 encodings whose Windows superset gives 0x80–0x9F letters and punctuation. */
const WINDOWS_SUPERSET: ReadonlyMap<string, string> = new Map([
  ['iso-8859-2', 'windows-1250'],
  ['iso-8859-15', 'windows-1252'],
]);

/** The encoding when nothing better is known: Western European, what most subtitles outside UTF-8 are in. */
export const FALLBACK_SUBTITLE_ENCODING = 'windows-1252';

/**
 * Which encoding a subtitle file's bytes are in. A byte order mark decides (UTF-8, UTF-16 LE or BE); then UTF-16
 * without one (every other byte of Latin text is zero); then bytes that are valid UTF-8 are UTF-8 (no legacy text of
 * any length is by chance); else the detector's guess (`guess`, as it names it) when it is one of those above, else
 * Windows-1252.
 */
export function subtitleEncoding(bytes: Uint8Array, guess: string | null | (() => string | null)): SubtitleEncoding {
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) return { encoding: 'utf-8', bom: 3 };
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return { encoding: 'utf-16le', bom: 2 };
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return { encoding: 'utf-16be', bom: 2 };
  const utf16 = utf16WithoutBom(bytes);
  if (utf16) return { encoding: utf16, bom: 0 };
  if (isUtf8(bytes)) return { encoding: 'utf-8', bom: 0 };
  // Asked only now: a detector reads the whole text.
  const guessed = typeof guess === 'function' ? guess() : guess;
  const named = guessed ? DECODABLE.get(guessed.trim().toLowerCase()) : undefined;
  if (!named) return { encoding: FALLBACK_SUBTITLE_ENCODING, bom: 0 };
  const superset = WINDOWS_SUPERSET.get(named);
  return { encoding: superset && usesC1Range(bytes) ? superset : named, bom: 0 };
}

/** UTF-16 without a byte order mark: most of the first bytes' even (BE) or odd (LE) positions are zero. */
function utf16WithoutBom(bytes: Uint8Array): 'utf-16le' | 'utf-16be' | null {
  const pairs = Math.min(256, Math.floor(bytes.length / 2));
  if (pairs < 4) return null;
  let evenZero = 0;
  let oddZero = 0;
  for (let i = 0; i < pairs; i++) {
    if (bytes[2 * i] === 0) evenZero++;
    if (bytes[2 * i + 1] === 0) oddZero++;
  }
  if (oddZero > pairs * 0.6 && evenZero < pairs * 0.1) return 'utf-16le';
  if (evenZero > pairs * 0.6 && oddZero < pairs * 0.1) return 'utf-16be';
  return null;
}

const usesC1Range = (bytes: Uint8Array) => bytes.some((byte) => byte >= 0x80 && byte <= 0x9f);

/** Whether the bytes are well-formed UTF-8 (no overlong forms, surrogates or code points past U+10FFFF). */
export function isUtf8(bytes: Uint8Array): boolean {
  let i = 0;
  while (i < bytes.length) {
    const byte = bytes[i]!;
    if (byte < 0x80) {
      i++;
      continue;
    }
    let length: number;
    let min: number;
    let code: number;
    if (byte >= 0xc2 && byte <= 0xdf) [length, min, code] = [2, 0x80, byte & 0x1f];
    else if (byte >= 0xe0 && byte <= 0xef) [length, min, code] = [3, 0x800, byte & 0x0f];
    else if (byte >= 0xf0 && byte <= 0xf4) [length, min, code] = [4, 0x10000, byte & 0x07];
    else return false;
    if (i + length > bytes.length) return false;
    for (let k = 1; k < length; k++) {
      const next = bytes[i + k]!;
      if ((next & 0xc0) !== 0x80) return false;
      code = (code << 6) | (next & 0x3f);
    }
    if (code < min || code > 0x10ffff || (code >= 0xd800 && code <= 0xdfff)) return false;
    i += length;
  }
  return true;
}
