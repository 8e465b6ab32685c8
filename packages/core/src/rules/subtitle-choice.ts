/**
 * Which subtitles the local player turns on by itself, and how it draws them (docs/behaviour.md#preferences,
 * docs/playback.md#subtitles): the profile's subtitle mode and language, and the language of the audio playing.
 */

/** '' is the default: 'always' when the profile chose a subtitle language, else 'forced'. */
export const SUBTITLE_MODES = ['', 'always', 'forced', 'off'] as const;
export type SubtitleMode = (typeof SUBTITLE_MODES)[number];

export const SUBTITLE_SIZES = ['small', 'normal', 'large', 'xlarge'] as const;
export type SubtitleSize = (typeof SUBTITLE_SIZES)[number];

export const SUBTITLE_BACKGROUNDS = ['none', 'shadow', 'box'] as const;
export type SubtitleBackground = (typeof SUBTITLE_BACKGROUNDS)[number];

/** A subtitle track as the choice reads it: its language (the library's when its name gave none: `assumed`), its kind. */
export interface SubtitleCandidate {
  language: string;
  assumed: boolean;
  forced: boolean;
  sdh: boolean;
}

export interface SubtitleChoiceOptions {
  mode: SubtitleMode;
  /** The profile's subtitle language: '' for none, else an ISO 639-1 code. */
  subtitleLanguage: string;
  /** The language of the audio track playing: '' when unknown. */
  audioLanguage: string;
}

/** The mode in force: the default is 'always' with a subtitle language (as the preference always behaved), else 'forced'. */
export function effectiveSubtitleMode(mode: SubtitleMode, subtitleLanguage: string): Exclude<SubtitleMode, ''> {
  if (mode !== '') return mode;
  return subtitleLanguage ? 'always' : 'forced';
}

/**
 * The best of the tracks in `language` by `rank` (lower first), or -1. Tracks whose language was assumed come
 * after those that name it, at the same rank; the order offered breaks ties.
 */
function best(candidates: readonly SubtitleCandidate[], language: string, rank: (c: SubtitleCandidate) => number | null): number {
  let found = -1;
  let foundRank = Infinity;
  candidates.forEach((candidate, index) => {
    if (language === '' || candidate.language !== language) return;
    const base = rank(candidate);
    if (base === null) return;
    const r = base * 2 + (candidate.assumed ? 1 : 0);
    if (r < foundRank) [found, foundRank] = [index, r];
  });
  return found;
}

/** Plain subtitles first, then those for the deaf and hard of hearing, then forced ones (only the foreign lines). */
const anyKind = (c: SubtitleCandidate) => (c.forced ? 2 : c.sdh ? 1 : 0);
const forcedOnly = (c: SubtitleCandidate) => (c.forced ? 0 : null);

/**
 * The index of the track to show from the start, or -1 for none:
 * - 'always': the subtitle language's track (plain, then SDH, then forced); with no language chosen, the audio's;
 *   failing that, a forced track in the audio's language;
 * - 'forced': a forced track in the subtitle language, else in the audio's language (the foreign lines of what is
 *   heard, translated);
 * - 'off': none.
 */
export function defaultSubtitle(candidates: readonly SubtitleCandidate[], options: SubtitleChoiceOptions): number {
  const mode = effectiveSubtitleMode(options.mode, options.subtitleLanguage);
  if (mode === 'off') return -1;
  const forcedInAudio = () => best(candidates, options.audioLanguage, forcedOnly);
  if (mode === 'forced') {
    const forced = best(candidates, options.subtitleLanguage, forcedOnly);
    return forced !== -1 ? forced : forcedInAudio();
  }
  const wanted = best(candidates, options.subtitleLanguage || options.audioLanguage, anyKind);
  return wanted !== -1 ? wanted : forcedInAudio();
}

/** The font size of cues for each size, relative to the player's height (as browsers size them by default). */
export const SUBTITLE_FONT_SIZES: Record<SubtitleSize, string> = {
  small: '3.5vh',
  normal: '5vh',
  large: '6.5vh',
  xlarge: '8vh',
};

/**
 * The player's `::cue` style for a size and a background: 'box' a dark box (as browsers draw cues by default),
 * 'shadow' an outline of shadows that reads on any picture, 'none' the bare text.
 */
export function subtitleCueStyle(size: SubtitleSize, background: SubtitleBackground): string {
  const behind =
    background === 'box'
      ? 'background-color:rgba(0,0,0,.8);text-shadow:none'
      : background === 'shadow'
        ? 'background-color:transparent;text-shadow:0 0 4px #000,0 0 2px #000,1px 1px 2px #000,-1px -1px 2px #000'
        : 'background-color:transparent;text-shadow:none';
  return `video::cue{font-size:${SUBTITLE_FONT_SIZES[size]};${behind}}`;
}
