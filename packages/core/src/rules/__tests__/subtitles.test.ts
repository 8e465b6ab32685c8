import { describe, expect, it } from 'vitest';
import { sidecarSubtitleLabel, sidecarSubtitleLanguage, srtToVtt } from '../subtitles.ts';

describe('srtToVtt', () => {
  it.each([
    ['one cue', '1\n00:00:01,000 --> 00:00:02,500\nHello\n', 'WEBVTT\n\n1\n00:00:01.000 --> 00:00:02.500\nHello\n'],
    [
      'Windows line ends and a BOM',
      '\uFEFF1\r\n00:00:01,000 --> 00:00:02,000\r\nHi\r\n',
      'WEBVTT\n\n1\n00:00:01.000 --> 00:00:02.000\nHi\n',
    ],
    [
      'two cues with two lines',
      '1\n00:00:01,000 --> 00:00:02,000\nA\nB\n\n2\n00:01:00,100 --> 00:01:02,000\nC\n',
      'WEBVTT\n\n1\n00:00:01.000 --> 00:00:02.000\nA\nB\n\n2\n00:01:00.100 --> 00:01:02.000\nC\n',
    ],
    [
      'SRT positions dropped',
      '1\n00:00:01,000 --> 00:00:02,000 X1:10 Y1:20\nA\n',
      'WEBVTT\n\n1\n00:00:01.000 --> 00:00:02.000\nA\n',
    ],
    ['a one-digit hour', '1\n0:00:01,000 --> 0:00:02,000\nA\n', 'WEBVTT\n\n1\n0:00:01.000 --> 0:00:02.000\nA\n'],
    [
      'a comma in the text stays',
      '1\n00:00:01,000 --> 00:00:02,000\nWell, 00:00:01,000 is a time\n',
      'WEBVTT\n\n1\n00:00:01.000 --> 00:00:02.000\nWell, 00:00:01,000 is a time\n',
    ],
    ['WebVTT already', 'WEBVTT\n\n00:01.000 --> 00:02.000\nA\n', 'WEBVTT\n\n00:01.000 --> 00:02.000\nA\n'],
    ['empty', '', 'WEBVTT\n\n\n'],
  ])('%s', (_case, srt, vtt) => {
    expect(srtToVtt(srt)).toBe(vtt);
  });
});

const tags = (language: string | null, kind: { forced?: boolean; sdh?: boolean } = {}) => ({
  language,
  forced: kind.forced ?? false,
  sdh: kind.sdh ?? false,
});

describe('sidecarSubtitleLanguage and sidecarSubtitleLabel', () => {
  it.each([
    ['a named language stays', tags('fr'), 'en', { language: 'fr', assumed: false }, 'French'],
    ["no language code: the library's, assumed", tags(null), 'en', { language: 'en', assumed: true }, 'English (assumed)'],
    ['in a French library', tags(null), 'fr', { language: 'fr', assumed: true }, 'French (assumed)'],
    ["the library's own language named", tags('en'), 'en', { language: 'en', assumed: false }, 'English'],
    ['forced', tags('fr', { forced: true }), 'en', { language: 'fr', assumed: false }, 'French (forced)'],
    ['SDH', tags('en', { sdh: true }), 'en', { language: 'en', assumed: false }, 'English (SDH)'],
    ['assumed and SDH', tags(null, { sdh: true }), 'de', { language: 'de', assumed: true }, 'German (assumed) (SDH)'],
    ['assumed and forced', tags(null, { forced: true }), 'en', { language: 'en', assumed: true }, 'English (assumed) (forced)'],
  ])('%s', (_case, subtitle, libraryLanguage, language, label) => {
    expect(sidecarSubtitleLanguage(subtitle, libraryLanguage)).toEqual(language);
    expect(sidecarSubtitleLabel(subtitle, libraryLanguage)).toBe(label);
  });
});
