import { describe, expect, it } from 'vitest';
import { formatMoney, formatPlaybackPosition, formatRating, formatReviewRating, formatRuntime, formatYear } from '../format.ts';

describe('formatRuntime', () => {
  it.each<[number | null | undefined, string, string | null]>([
    [139, 'en', '2 hr 19 min'],
    [120, 'en', '2 hr 0 min'],
    [60, 'en', '1 hr 0 min'],
    [59, 'en', '59 min'],
    [1, 'en', '1 min'],
    [90.4, 'en', '1 hr 30 min'],
    [139, 'de', '2 Std., 19 Min.'],
    [59, 'de', '59 Min.'],
    [139, 'ar', '2 س و19 د'],
    [139, 'ja', '2 時間19 分'],
    [59, 'ja', '59 分'],
    [139, 'en-XA', '2 ħŕ 19 ɱíñ'],
    [0, 'en', null],
    [-5, 'en', null],
    [null, 'en', null],
    [undefined, 'de', null],
    [Number.NaN, 'ja', null],
  ])('%s minutes in %s → %s', (minutes, locale, expected) => {
    expect(formatRuntime(minutes, locale)).toBe(expected);
  });
});

describe('formatMoney', () => {
  it.each<[number | null | undefined, string, string]>([
    [63_000_000, 'en', '$63,000,000'],
    [1_234_567, 'en', '$1,234,567'],
    [999, 'en', '$999'],
    [1, 'en', '$1'],
    [2_847_246_203, 'en', '$2,847,246,203'],
    [1_234.5, 'en', '$1,235'],
    [0.4, 'en', '$0'],
    [63_000_000, 'de', '63.000.000\u00a0$'],
    [63_000_000, 'ar', '\u200f63,000,000\u00a0US$'],
    [63_000_000, 'ja', '$63,000,000'],
    [0, 'en', 'Not available'],
    [-10, 'de', 'Not available'],
    [null, 'ar', 'Not available'],
    [undefined, 'ja', 'Not available'],
  ])('%s in %s → %s', (amount, locale, expected) => {
    expect(formatMoney(amount, locale)).toBe(expected);
  });
});

describe('formatRating', () => {
  it.each<[number | null | undefined, string, string | null]>([
    [8.433, 'en', '8.4'],
    [7, 'en', '7.0'],
    [9.96, 'en', '10.0'],
    [0.1, 'en', '0.1'],
    [8.433, 'de', '8,4'],
    [7, 'de', '7,0'],
    [8.433, 'ar', '8.4'],
    [8.433, 'ja', '8.4'],
    [0, 'en', null],
    [-1, 'de', null],
    [null, 'ar', null],
    [undefined, 'ja', null],
  ])('%s in %s → %s', (vote, locale, expected) => {
    expect(formatRating(vote, locale)).toBe(expected);
  });
});

describe('formatReviewRating', () => {
  it.each<[number | null | undefined, string, string | null]>([
    [9, 'en', '9/10'],
    [7.5, 'en', '7.5/10'],
    [0, 'en', '0/10'],
    [7.5, 'de', '7,5/10'],
    [7.5, 'ar', '7.5/10'],
    [9, 'ja', '9/10'],
    [null, 'en', null],
    [undefined, 'de', null],
  ])('%s in %s → %s', (rating, locale, expected) => {
    expect(formatReviewRating(rating, locale)).toBe(expected);
  });
});

describe('formatYear', () => {
  it.each<[string | null | undefined, string]>([
    ['1999-10-15', '1999'],
    ['2024-01-01', '2024'],
    ['', 'N/A'],
    [null, 'N/A'],
    [undefined, 'N/A'],
    ['soon', 'N/A'],
  ])('%s → %s', (date, expected) => {
    expect(formatYear(date)).toBe(expected);
  });
});

describe('formatPlaybackPosition', () => {
  it.each<[number, string]>([
    [0, '0:00'],
    [5.9, '0:05'],
    [83, '1:23'],
    [600, '10:00'],
    [3599.99, '59:59'],
    [3600, '1:00:00'],
    [3723, '1:02:03'],
    [-4, '0:00'],
    [Number.NaN, '0:00'],
  ])('%s s → %s', (seconds, text) => {
    expect(formatPlaybackPosition(seconds)).toBe(text);
  });
});
