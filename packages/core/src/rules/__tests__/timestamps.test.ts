import { describe, expect, it } from 'vitest';
import { toEpochMs, type DateInput } from '../timestamps.ts';

describe('toEpochMs', () => {
  it.each<[string, DateInput, number | null]>([
    ['an ISO timestamp', '2024-03-01T10:00:00.000Z', Date.UTC(2024, 2, 1, 10)],
    ['epoch milliseconds', 1_700_000_000_000, 1_700_000_000_000],
    ['a Date', new Date(Date.UTC(2020, 0, 1)), Date.UTC(2020, 0, 1)],
    ['null', null, null],
    ['undefined', undefined, null],
    ['an empty string', '', null],
    ['unreadable text', 'not a date', null],
    ['an invalid Date', new Date('nope'), null],
    ['NaN', Number.NaN, null],
  ])('%s', (_label, input, expected) => {
    expect(toEpochMs(input)).toBe(expected);
  });
});
