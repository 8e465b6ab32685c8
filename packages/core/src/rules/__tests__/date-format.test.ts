import { describe, expect, it } from 'vitest';
import { formatAirDate, formatMatchStart, type MatchStart } from '../date-format.ts';

describe('formatAirDate', () => {
  it.each<[string | null | undefined, string, string]>([
    ['2011-04-17', 'en', 'Apr 17, 2011'],
    ['2024-01-05', 'en', 'Jan 5, 2024'],
    ['2023-12-31', 'en', 'Dec 31, 2023'],
    ['2011-04-17', 'de', '17.04.2011'],
    ['2011-04-17', 'ar', '17\u200f/04\u200f/2011'],
    ['2011-04-17', 'ja', '2011/04/17'],
    ['2011-04-17', 'en-XA', 'Áþŕ 17, 2011'],
    // A review's time of writing: the day it is where the viewer is (midday UTC is that day from UTC-11 to UTC+11).
    ['2023-05-01T12:00:00.000Z', 'en', 'May 1, 2023'],
    ['', 'en', 'TBA'],
    [null, 'de', 'TBA'],
    [undefined, 'ja', 'TBA'],
    ['2024-13-40', 'en', 'Invalid date'],
    ['2024-02-30', 'en', 'Invalid date'],
    ['2024-01-05T99:00', 'de', 'Invalid date'],
    ['someday', 'en', 'Invalid date'],
  ])('%s in %s → %s', (date, locale, expected) => {
    expect(formatAirDate(date, locale)).toBe(expected);
  });
});

describe('formatMatchStart', () => {
  const now = new Date(2025, 2, 26, 18, 0).getTime();
  const later = new Date(2025, 2, 26, 19, 5).getTime();
  it.each<[string, number | string | null, string, MatchStart | null]>([
    ['started two hours ago', now - 2 * 3600_000, 'en', { started: true, text: '2 hours ago' }],
    ['starting right now', now, 'en', { started: true, text: 'now' }],
    ['started yesterday', now - 26 * 3600_000, 'en', { started: true, text: 'yesterday' }],
    ['started two hours ago, in German', now - 2 * 3600_000, 'de', { started: true, text: 'vor 2 Stunden' }],
    ['started two hours ago, in Arabic', now - 2 * 3600_000, 'ar', { started: true, text: 'قبل ساعتين' }],
    ['started two hours ago, in Japanese', now - 2 * 3600_000, 'ja', { started: true, text: '2 時間前' }],
    ['later today (local time)', later, 'en', { started: false, text: 'Mar 26, 2025, 7:05 PM' }],
    [
      'on a later day in the morning',
      new Date(2025, 3, 2, 9, 30).getTime(),
      'en',
      { started: false, text: 'Apr 2, 2025, 9:30 AM' },
    ],
    ['later today, in German', later, 'de', { started: false, text: '26.03.2025, 19:05' }],
    ['later today, in Japanese', later, 'ja', { started: false, text: '2025/03/26 19:05' }],
    ['an unreadable date', 'later', 'en', null],
    ['no date', null, 'en', null],
  ])('%s', (_label, date, locale, expected) => {
    expect(formatMatchStart(date, locale, now)).toEqual(expected);
  });
});
