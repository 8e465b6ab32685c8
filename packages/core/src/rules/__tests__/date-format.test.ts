import { describe, expect, it } from 'vitest';
import { formatAirDate, formatMatchStart } from '../date-format.ts';

describe('formatAirDate', () => {
  it.each<[string | null | undefined, string]>([
    ['2011-04-17', 'Apr 17, 2011'],
    ['2024-01-05', 'Jan 5, 2024'],
    ['2023-12-31', 'Dec 31, 2023'],
    ['', 'TBA'],
    [null, 'TBA'],
    [undefined, 'TBA'],
    ['2024-13-40', 'Invalid date'],
    ['someday', 'Invalid date'],
  ])('%s → %s', (date, expected) => {
    expect(formatAirDate(date)).toBe(expected);
  });
});

describe('formatMatchStart', () => {
  const now = new Date(2025, 2, 26, 18, 0).getTime();
  it.each<[string, number | string | null, string | null]>([
    ['started two hours ago', now - 2 * 3600_000, 'Started 2 hours ago'],
    ['starting right now', now, 'Started now'],
    ['started yesterday', now - 26 * 3600_000, 'Started yesterday'],
    ['later today (local time)', new Date(2025, 2, 26, 19, 5).getTime(), 'Mar 26, 2025 - 7:05 PM'],
    ['on a later day in the morning', new Date(2025, 3, 2, 9, 30).getTime(), 'Apr 2, 2025 - 9:30 AM'],
    ['an unreadable date', 'later', null],
    ['no date', null, null],
  ])('%s', (_label, date, expected) => {
    expect(formatMatchStart(date, now)).toBe(expected);
  });
});
