import { describe, expect, it } from 'vitest';
import { dayIn, isTimeZone } from '../time-zones.ts';

describe('dayIn', () => {
  it.each([
    ['late evening in New York is the next day in UTC', '2026-12-31T23:30:00-05:00', 'America/New_York', '2026-12-31'],
    ['the same moment in UTC', '2026-12-31T23:30:00-05:00', 'UTC', '2027-01-01'],
    ['early morning in Tokyo is the day before in UTC', '2026-03-01T02:00:00+09:00', 'Asia/Tokyo', '2026-03-01'],
    ['the same moment in UTC', '2026-03-01T02:00:00+09:00', 'UTC', '2026-02-28'],
    ['a half-hour zone', '2026-06-30T19:00:00Z', 'Asia/Kolkata', '2026-07-01'],
    ['summer time', '2026-07-01T22:30:00Z', 'Europe/Paris', '2026-07-02'],
    ['winter time', '2026-01-01T22:30:00Z', 'Europe/Paris', '2026-01-01'],
    ['epoch milliseconds', Date.parse('2026-05-05T12:00:00Z'), 'Pacific/Kiritimati', '2026-05-06'],
  ])('%s', (_, moment, zone, day) => {
    expect(dayIn(moment, zone)).toBe(day);
  });
});

describe('isTimeZone', () => {
  it.each([
    ['Europe/Paris', true],
    ['UTC', true],
    ['America/Argentina/Buenos_Aires', true],
    ['Mars/Olympus_Mons', false],
    ['', false],
    ['x'.repeat(65), false],
    ['../../etc', false],
  ])('%s', (name, known) => {
    expect(isTimeZone(name)).toBe(known);
  });
});
