import { languageName, type SidecarSubtitle } from './media-file-name.ts';

/**
 * Subtitle files beside a library's videos in the browser's video element (docs/behaviour.md#library): which
 * language each is in and what the player calls it; and, as the element reads WebVTT only, an SRT file as WebVTT
 * (a header, and a full stop for the comma before each timestamp's milliseconds).
 */

const SRT_TIMING = /^(\d{1,2}:\d{2}:\d{2}),(\d{3})( --> )(\d{1,2}:\d{2}:\d{2}),(\d{3})(.*)$/;

/** The text of an SRT file as WebVTT. A file that is WebVTT already is returned as it is (without a BOM). */
export function srtToVtt(text: string): string {
  const clean = text.replace(/^\uFEFF/, '').replace(/\r\n?/g, '\n');
  if (/^WEBVTT(?:[ \t].*)?(?:\n|$)/.test(clean)) return clean;
  const lines = clean.split('\n').map((line) => {
    const timing = SRT_TIMING.exec(line.trim());
    // SRT positions cues with 'X1:… Y1:…' after the times; WebVTT's settings differ, so they are dropped.
    return timing ? `${timing[1]}.${timing[2]}${timing[3]}${timing[4]}.${timing[5]}` : line;
  });
  return `WEBVTT\n\n${lines.join('\n').trim()}\n`;
}

/** A subtitle file beside a video as the scan read its name (parseSidecarSubtitle). */
type SidecarSubtitleTags = Pick<SidecarSubtitle, 'language' | 'forced' | 'sdh'>;

/**
 * The language of a subtitle file beside a video (docs/behaviour.md#library): the one its name gives, else the
 * library's own (LIBRARY_LANGUAGE): a subtitle file named only after its video is almost always in the language the
 * library is kept in. `assumed` says which. So `Movie.srt` beside `Movie.mkv` is English in an English library, and
 * on for a viewer who prefers English subtitles.
 */
export function sidecarSubtitleLanguage(
  subtitle: Pick<SidecarSubtitleTags, 'language'>,
  libraryLanguage: string,
): { language: string; assumed: boolean } {
  return subtitle.language ? { language: subtitle.language, assumed: false } : { language: libraryLanguage, assumed: true };
}

/**
 * A subtitle track's name in the player: its language's name, '(assumed)' when the file named none and the
 * library's was taken, then what kind it is: 'English', 'French (forced)', 'English (SDH)', 'English (assumed)'.
 */
export function sidecarSubtitleLabel(subtitle: SidecarSubtitleTags, libraryLanguage: string): string {
  const { language, assumed } = sidecarSubtitleLanguage(subtitle, libraryLanguage);
  return [
    languageName(language),
    assumed ? '(assumed)' : null,
    subtitle.forced ? '(forced)' : null,
    subtitle.sdh ? '(SDH)' : null,
  ]
    .filter((part) => part !== null)
    .join(' ');
}
