import { describe, expect, it } from 'vitest';
import { formatMoney, formatPlaybackPosition, formatRating, formatReviewRating, formatRuntime, formatYear } from '../format.ts';

describe('formatRuntime', () => {
  it.each<[number | null | undefined, string | null]>([
    [139, '2h 19m'],
    [120, '2h 0m'],
    [60, '1h 0m'],
    [59, '59m'],
    [1, '1m'],
    [90.4, '1h 30m'],
    [0, null],
    [-5, null],
    [null, null],
    [undefined, null],
    [Number.NaN, null],
  ])('%s minutes → %s', (minutes, expected) => {
    expect(formatRuntime(minutes)).toBe(expected);
  });
});

describe('formatMoney', () => {
  it.each<[number | null | undefined, string]>([
    [63_000_000, '$63,000,000'],
    [1_234_567, '$1,234,567'],
    [999, '$999'],
    [1, '$1'],
    [1_000, '$1,000'],
    [2_847_246_203, '$2,847,246,203'],
    [1_234.5, '$1,235'],
    [0.4, '$0'],
    [0, 'Not available'],
    [-10, 'Not available'],
    [null, 'Not available'],
    [undefined, 'Not available'],
  ])('%s → %s', (amount, expected) => {
    expect(formatMoney(amount)).toBe(expected);
  });

  it("writes what Intl's US dollar format writes, for amounts across the range", () => {
    const intl = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });
    for (let amount = 0.6; amount < 1e13; amount = amount * 3.7 + 1) expect(formatMoney(amount)).toBe(intl.format(amount));
  });
});

describe('formatRating', () => {
  it.each<[number | null | undefined, string | null]>([
    [8.433, '8.4'],
    [7, '7.0'],
    [9.96, '10.0'],
    [0.1, '0.1'],
    [0, null],
    [-1, null],
    [null, null],
    [undefined, null],
  ])('%s → %s', (vote, expected) => {
    expect(formatRating(vote)).toBe(expected);
  });
});

describe('formatReviewRating', () => {
  it.each<[number | null | undefined, string | null]>([
    [9, '9/10'],
    [7.5, '7.5/10'],
    [0, '0/10'],
    [null, null],
    [undefined, null],
  ])('%s → %s', (rating, expected) => {
    expect(formatReviewRating(rating)).toBe(expected);
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
