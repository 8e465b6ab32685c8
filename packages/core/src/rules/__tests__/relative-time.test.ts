import { describe, expect, it } from 'vitest';
import { formatRelativeTime } from '../relative-time.ts';
import type { DateInput } from '../timestamps.ts';

const NOW = Date.UTC(2025, 2, 26, 12, 0, 0);
const ago = (ms: number) => new Date(NOW - ms).toISOString();
const S = 1000;
const M = 60 * S;
const H = 60 * M;
const D = 24 * H;

describe('formatRelativeTime', () => {
  it.each<[DateInput, string]>([
    [ago(0), 'now'],
    [ago(1 * S), '1 second ago'],
    [ago(45 * S), '45 seconds ago'],
    [ago(60 * S), '1 minute ago'],
    [ago(59 * M + 59 * S), '59 minutes ago'],
    [ago(1 * H), '1 hour ago'],
    [ago(3 * H + 20 * M), '3 hours ago'],
    [ago(23 * H), '23 hours ago'],
    [ago(1 * D), 'yesterday'],
    [ago(5 * D), '5 days ago'],
    [ago(29 * D), '29 days ago'],
    [ago(30 * D), 'last month'],
    [ago(95 * D), '3 months ago'],
    [ago(364 * D), '12 months ago'],
    [ago(365 * D), 'last year'],
    [ago(3 * 365 * D), '3 years ago'],
    [NOW - 2 * H, '2 hours ago'],
  ])('%s → %s', (date, expected) => {
    expect(formatRelativeTime(date, 'en', NOW)).toBe(expected);
  });

  it.each<[number, string, string]>([
    [3 * D, 'de', 'vor 3 Tagen'],
    [1 * D, 'de', 'gestern'],
    [3 * H, 'ar', 'قبل 3 ساعات'],
    [1 * D, 'ar', 'أمس'],
    [3 * D, 'ja', '3 日前'],
    [30 * D, 'ja', '先月'],
    [3 * D, 'en-XA', '3 ðáýš áğó'],
  ])('%s ms ago in %s → %s', (elapsed, locale, expected) => {
    expect(formatRelativeTime(NOW - elapsed, locale, NOW)).toBe(expected);
  });

  it.each<[string, DateInput]>([
    ['missing', undefined],
    ['null', null],
    ['empty', ''],
    ['invalid', '2025-99-99T99:99'],
    ['in the future', new Date(NOW + 1000).toISOString()],
  ])('cannot tell a %s date', (_label, date) => {
    expect(formatRelativeTime(date, 'en', NOW)).toBeNull();
  });

  it('uses the present when no now is given', () => {
    expect(formatRelativeTime(new Date(Date.now() - 5 * D), 'de')).toBe('vor 5 Tagen');
  });
});
