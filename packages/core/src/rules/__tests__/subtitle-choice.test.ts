import { describe, expect, it } from 'vitest';
import {
  defaultSubtitle,
  effectiveSubtitleMode,
  subtitleCueStyle,
  type SubtitleCandidate,
  type SubtitleMode,
} from '../subtitle-choice.ts';

/** A track: 'en', 'en forced', 'en sdh', 'en assumed'. */
const track = (spec: string): SubtitleCandidate => {
  const [language, ...kinds] = spec.split(' ');
  return {
    language: language!,
    forced: kinds.includes('forced'),
    sdh: kinds.includes('sdh'),
    assumed: kinds.includes('assumed'),
  };
};

const FULL = ['fr forced', 'en sdh', 'en', 'en forced', 'fr', 'ja forced'].map(track);
const FORCED_ONLY = ['en forced', 'fr forced'].map(track);
const PLAIN_ONLY = ['en', 'fr'].map(track);

describe('defaultSubtitle', () => {
  it.each<[string, readonly SubtitleCandidate[], SubtitleMode, string, string, number]>([
    // mode 'always': the subtitle language's plain, then SDH, then forced track
    ['always: the plain track', FULL, 'always', 'en', 'ja', 2],
    ['always: SDH when there is no plain one', ['en forced', 'en sdh'].map(track), 'always', 'en', '', 1],
    ['always: forced when that is all in the language', FORCED_ONLY, 'always', 'fr', '', 1],
    ['always: a track naming the language before one assumed', ['en assumed', 'en'].map(track), 'always', 'en', '', 1],
    ['always: an assumed plain track before a named SDH one', ['en sdh', 'en assumed'].map(track), 'always', 'en', '', 1],
    ['always: the first of equals', ['en', 'en'].map(track), 'always', 'en', '', 0],
    ['always: none in the language, a forced one in the audio’s', FULL, 'always', 'de', 'ja', 5],
    ['always: none in the language and none forced in the audio’s', FULL, 'always', 'de', 'es', -1],
    ['always without a language: the audio’s own', FULL, 'always', '', 'fr', 4],
    ['always without a language or audio language', FULL, 'always', '', '', -1],
    ['always: nothing offered', [], 'always', 'en', 'en', -1],
    // mode 'forced': a forced track in the subtitle language, else in the audio's
    ['forced: in the subtitle language', FULL, 'forced', 'en', 'ja', 3],
    ['forced: in the audio’s language when none in the subtitle language', FULL, 'forced', 'de', 'fr', 0],
    ['forced: in the audio’s language with no subtitle language', FULL, 'forced', '', 'ja', 5],
    ['forced: never a plain track', PLAIN_ONLY, 'forced', 'en', 'en', -1],
    ['forced: none in either language', FORCED_ONLY, 'forced', 'de', 'ja', -1],
    ['forced: audio language unknown', FORCED_ONLY, 'forced', '', '', -1],
    // mode 'off': none, whatever is offered
    ['off: none', FULL, 'off', 'en', 'en', -1],
    ['off: not even a forced one', FORCED_ONLY, 'off', '', 'en', -1],
    // the default mode: always with a language, only forced without
    ['default with a language: always', FULL, '', 'fr', 'en', 4],
    ['default without a language: only forced, in the audio’s language', FULL, '', '', 'en', 3],
    ['default without a language: no plain track', PLAIN_ONLY, '', '', 'en', -1],
  ])('%s', (_case, candidates, mode, subtitleLanguage, audioLanguage, expected) => {
    expect(defaultSubtitle(candidates, { mode, subtitleLanguage, audioLanguage })).toBe(expected);
  });

  it('follows the audio language as it changes', () => {
    const choice = (audioLanguage: string) => defaultSubtitle(FULL, { mode: 'forced', subtitleLanguage: '', audioLanguage });
    expect([choice('en'), choice('fr'), choice('ja'), choice('de')]).toEqual([3, 0, 5, -1]);
  });
});

describe('effectiveSubtitleMode', () => {
  it.each<[SubtitleMode, string, string]>([
    ['', 'en', 'always'],
    ['', '', 'forced'],
    ['off', 'en', 'off'],
    ['forced', 'en', 'forced'],
    ['always', '', 'always'],
  ])('%j with %j is %s', (mode, language, expected) => {
    expect(effectiveSubtitleMode(mode, language)).toBe(expected);
  });
});

describe('subtitleCueStyle', () => {
  it.each([
    ['normal', 'box', 'video::cue{font-size:5vh;background-color:rgba(0,0,0,.8);text-shadow:none}'],
    ['xlarge', 'none', 'video::cue{font-size:8vh;background-color:transparent;text-shadow:none}'],
  ] as const)('%s on %s', (size, background, style) => {
    expect(subtitleCueStyle(size, background)).toBe(style);
  });

  it('draws a shadow without a box', () => {
    expect(subtitleCueStyle('large', 'shadow')).toMatch(
      /^video::cue\{font-size:6\.5vh;background-color:transparent;text-shadow:0 0 4px #000/,
    );
  });
});
