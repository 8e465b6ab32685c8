import {
  defaultSubtitle,
  embeddedSubtitleTags,
  isTextSidecar,
  sidecarSubtitleLabel,
  sidecarSubtitleLanguage,
  type AudioTrackInfo,
  type SubtitleMode,
  type SubtitleTrackInfo,
} from '@marquee/core';
import type { LibraryFile } from '../downloads/index.ts';
import type { StoredSubtitle } from '../library/index.ts';
import { escapeXml } from '../../lib/escape-xml.ts';

/**
 * The local player's subtitle tracks (docs/behaviour.md#library): the subtitle files beside the video, then the
 * file's own text tracks, each named by its language ('English', 'French (forced)', 'English (SDH)'; 'English
 * (assumed)' for one that names none, taken to be in the library's language). A styled one (ASS/SSA, beside the
 * video or in it) is WebVTT like the others, for a browser that cannot draw it, and names its ASS in `data-ass` for
 * the player's renderer (local-player/styled-subtitles.js); picture subtitles, in the file or beside it, are offered
 * by the playback reply, as a transcode draws them in (modules/playback). The one the profile's subtitle mode chooses
 * for the audio playing is on (rules/subtitle-choice.ts).
 */

/** A track of the file itself, with the signed URL of its WebVTT, and of its ASS when it is styled. */
export interface EmbeddedSubtitle {
  track: SubtitleTrackInfo;
  url: string;
  assUrl?: string;
}

export interface TrackOptions {
  /** The profile's subtitle language: '' for none, else an ISO 639-1 code. */
  subtitleLanguage: string;
  /** When subtitles come on by themselves (SUBTITLE_MODES). */
  subtitleMode: SubtitleMode;
  /** The audio language to ask for: '' for the file's own default, else an ISO 639-1 code. */
  audioLanguage: string;
  /** The file's audio tracks as ffprobe read them (none when it has not been read). */
  audioTracks: readonly AudioTrackInfo[];
  /** The library's language (LIBRARY_LANGUAGE): subtitles that name none are taken to be in it. */
  libraryLanguage: string;
  subtitleUrl: (subtitle: StoredSubtitle) => string;
}

/** What the player offers of either kind: what it is, and where its WebVTT (and its ASS) is. */
interface Offered {
  tags: { language: string | null; forced: boolean; sdh: boolean };
  url: string;
  assUrl?: string;
}

/** A subtitle file's URL for its ASS as it is (the same route, `format=ass`). */
const assOf = (url: string) => `${url}${url.includes('?') ? '&' : '?'}format=ass`;

/**
 * The language of the audio that plays first: the asked-for one when the file has it (as the playback route chooses),
 * else the file's default track's, else its first's; '' when unknown.
 */
function firstAudioLanguage(tracks: readonly AudioTrackInfo[], asked: string): string {
  if (asked && tracks.some((track) => track.language === asked)) return asked;
  return (tracks.find((track) => track.default) ?? tracks[0])?.language ?? '';
}

/** The subtitles a video offers, and which is on for each language its audio may be in. */
export interface SubtitleTracks {
  /** The `<track>` elements of the video; the one on for the first audio is marked `default`. */
  html: string;
  /** By audio language ('' for unknown): the index of the track on, -1 for none. */
  defaults: Record<string, number>;
}

export function subtitleTracks(file: LibraryFile, embedded: readonly EmbeddedSubtitle[], options: TrackOptions): SubtitleTracks {
  const offered: Offered[] = [
    ...file.subtitles
      .filter((subtitle) => isTextSidecar(subtitle))
      .map((subtitle) => {
        const url = options.subtitleUrl(subtitle);
        return { tags: subtitle, url, ...(subtitle.format === 'ass' ? { assUrl: assOf(url) } : {}) };
      }),
    ...embedded.map(({ track, url, assUrl }) => ({ tags: embeddedSubtitleTags(track), url, ...(assUrl ? { assUrl } : {}) })),
  ];
  const candidates = offered.map(({ tags }) => ({ ...tags, ...sidecarSubtitleLanguage(tags, options.libraryLanguage) }));
  const choice = (audioLanguage: string) =>
    defaultSubtitle(candidates, { mode: options.subtitleMode, subtitleLanguage: options.subtitleLanguage, audioLanguage });
  const audioLanguages = new Set(['', ...options.audioTracks.flatMap((track) => (track.language ? [track.language] : []))]);
  const defaults = Object.fromEntries([...audioLanguages].map((language) => [language, choice(language)]));
  const on = choice(firstAudioLanguage(options.audioTracks, options.audioLanguage));
  const html = offered
    .map((subtitle, index) => {
      const label = sidecarSubtitleLabel(subtitle.tags, options.libraryLanguage);
      const srclang = ` srclang="${escapeXml(candidates[index]!.language)}"`;
      const isDefault = index === on ? ' default' : '';
      const ass = subtitle.assUrl ? ` data-ass="${escapeXml(subtitle.assUrl)}"` : '';
      return `<track kind="subtitles" src="${escapeXml(subtitle.url)}"${srclang} label="${escapeXml(label)}"${ass}${isDefault}>`;
    })
    .join('');
  return { html, defaults };
}
