import { describe, expect, it } from 'vitest';
import {
  embeddedSubtitleTags,
  isPictureSidecar,
  isPictureSubtitleTrack,
  isTextSidecar,
  isTextSubtitleTrack,
  isUtf8,
  subtitleEncoding,
} from '../subtitle-sources.ts';

describe('isTextSubtitleTrack, isPictureSubtitleTrack: what a track of the file is', () => {
  it.each([
    ['subrip', true, false],
    ['ass', true, false],
    ['ssa', true, false],
    ['mov_text', true, false],
    ['webvtt', true, false],
    ['hdmv_pgs_subtitle', false, true],
    ['dvd_subtitle', false, true],
    ['dvb_subtitle', false, true],
    ['DVD_SUBTITLE', false, true],
    ['dvb_teletext', false, false],
    ['unknown', false, false],
  ])('%s: text %s, pictures %s', (codec, text, picture) => {
    expect(isTextSubtitleTrack({ codec })).toBe(text);
    expect(isPictureSubtitleTrack({ codec })).toBe(picture);
  });
});

describe('isTextSidecar, isPictureSidecar: what a subtitle file beside the video is', () => {
  it.each([
    ['srt', true, false],
    ['vtt', true, false],
    // Styled text: drawn by the player's renderer, shown as plain WebVTT without it.
    ['ass', true, false],
    ['sup', false, true],
    ['vobsub', false, true],
    ['other', false, false],
  ] as const)('%s: text %s, pictures %s', (format, text, picture) => {
    expect(isTextSidecar({ format })).toBe(text);
    expect(isPictureSidecar({ format })).toBe(picture);
  });
});

describe('embeddedSubtitleTags', () => {
  const track = (language: string | null, title: string | null, forced = false) => ({ language, title, forced });
  it.each([
    ['a plain track', track('en', null), { language: 'en', forced: false, sdh: false }],
    ['forced by its disposition', track('en', null, true), { language: 'en', forced: true, sdh: false }],
    ['forced by its title', track('fr', 'Forced'), { language: 'fr', forced: true, sdh: false }],
    ['foreign parts by its title', track('en', 'English (foreign parts)'), { language: 'en', forced: true, sdh: false }],
    ['SDH by its title', track('en', 'English SDH'), { language: 'en', forced: false, sdh: true }],
    ['SDH by its disposition', { ...track('en', null), hearing_impaired: true }, { language: 'en', forced: false, sdh: true }],
    [
      'not SDH by its disposition',
      { ...track('en', null), hearing_impaired: false },
      { language: 'en', forced: false, sdh: false },
    ],
    ['CC by its title', track('en', 'CC'), { language: 'en', forced: false, sdh: true }],
    ['hearing impaired by its title', track('de', 'Hearing Impaired'), { language: 'de', forced: false, sdh: true }],
    ['a title naming neither', track('en', 'Commentary'), { language: 'en', forced: false, sdh: false }],
    ['a word that only contains cc', track('en', 'Accent'), { language: 'en', forced: false, sdh: false }],
    ['no language', track(null, null), { language: null, forced: false, sdh: false }],
  ])('%s', (_case, given, tags) => {
    expect(embeddedSubtitleTags(given)).toEqual(tags);
  });
});

const bytes = (...values: number[]) => Uint8Array.from(values);
const latin1 = (text: string) => Uint8Array.from([...text].map((c) => c.charCodeAt(0)));
const utf8 = (text: string) => new TextEncoder().encode(text);
const utf16le = (text: string) => Uint8Array.from([...text].flatMap((c) => [c.charCodeAt(0) & 0xff, c.charCodeAt(0) >> 8]));
const utf16be = (text: string) => Uint8Array.from([...text].flatMap((c) => [c.charCodeAt(0) >> 8, c.charCodeAt(0) & 0xff]));
const CUE = '1\n00:00:01,000 --> 00:00:02,000\nCafé\n';

describe('subtitleEncoding', () => {
  it.each([
    ['a UTF-8 BOM', bytes(0xef, 0xbb, 0xbf, ...utf8(CUE)), null, { encoding: 'utf-8', bom: 3 }],
    ['a UTF-16 LE BOM', bytes(0xff, 0xfe, ...utf16le(CUE)), 'windows-1252', { encoding: 'utf-16le', bom: 2 }],
    ['a UTF-16 BE BOM', bytes(0xfe, 0xff, ...utf16be(CUE)), null, { encoding: 'utf-16be', bom: 2 }],
    ['UTF-16 LE without a BOM', utf16le(CUE), 'ISO-8859-1', { encoding: 'utf-16le', bom: 0 }],
    ['UTF-16 BE without a BOM', utf16be(CUE), null, { encoding: 'utf-16be', bom: 0 }],
    ['UTF-8 without a BOM, whatever the guess', utf8(CUE), 'Shift_JIS', { encoding: 'utf-8', bom: 0 }],
    ['plain ASCII', utf8('1\n00:00:01,000 --> 00:00:02,000\nHi\n'), null, { encoding: 'utf-8', bom: 0 }],
    ['Latin-1 bytes guessed ISO-8859-1', latin1(CUE), 'ISO-8859-1', { encoding: 'windows-1252', bom: 0 }],
    [
      'Windows-1252 curly quotes guessed ISO-8859-15',
      bytes(0x93, 0x48, 0x69, 0x94),
      'ISO-8859-15',
      { encoding: 'windows-1252', bom: 0 },
    ],
    ['ISO-8859-15 without the C1 range', bytes(0xa4, 0x31), 'ISO-8859-15', { encoding: 'iso-8859-15', bom: 0 }],
    ['Central European with C1 bytes', bytes(0x8a, 0x61), 'ISO-8859-2', { encoding: 'windows-1250', bom: 0 }],
    ['Central European without', bytes(0xb9, 0x61), 'ISO-8859-2', { encoding: 'iso-8859-2', bom: 0 }],
    ['Cyrillic', bytes(0xcf, 0xf0, 0xe8), 'windows-1251', { encoding: 'windows-1251', bom: 0 }],
    ['Shift-JIS', bytes(0x82, 0xa0), 'Shift_JIS', { encoding: 'shift_jis', bom: 0 }],
    ['Big5', bytes(0xa4, 0xa4), 'Big5', { encoding: 'big5', bom: 0 }],
    ['GB18030', bytes(0xd6, 0xd0), 'GB18030', { encoding: 'gb18030', bom: 0 }],
    ['Turkish read as its Windows superset', bytes(0xfe), 'ISO-8859-9', { encoding: 'windows-1254', bom: 0 }],
    ['a guess the decoder cannot read', bytes(0xe9), 'ISO-2022-JP', { encoding: 'windows-1252', bom: 0 }],
    ['no guess', bytes(0xe9), null, { encoding: 'windows-1252', bom: 0 }],
  ])('%s', (_case, given, guess, expected) => {
    expect(subtitleEncoding(given, guess)).toEqual(expected);
  });
});

describe('isUtf8', () => {
  it.each([
    ['ASCII', utf8('abc'), true],
    ['two, three and four bytes', utf8('é€😀'), true],
    ['empty', bytes(), true],
    ['a lone continuation byte', bytes(0x80), false],
    ['a Latin-1 é', bytes(0x63, 0xe9), false],
    ['cut short', bytes(0xe2, 0x82), false],
    ['an overlong slash', bytes(0xc0, 0xaf), false],
    ['an overlong three-byte form', bytes(0xe0, 0x80, 0xaf), false],
    ['a surrogate', bytes(0xed, 0xa0, 0x80), false],
    ['past U+10FFFF', bytes(0xf4, 0x90, 0x80, 0x80), false],
  ])('%s: %s', (_case, given, valid) => {
    expect(isUtf8(given)).toBe(valid);
  });
});
