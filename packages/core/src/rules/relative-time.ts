import { relativeTimeFormat } from './intl-formats.ts';
import { toEpochMs, type DateInput } from './timestamps.ts';

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const MONTH = 30 * DAY;
const YEAR = 365 * DAY;

// Largest unit first: the first step whose size fits in the elapsed time names it (docs/behaviour.md#formats).
const STEPS: ReadonlyArray<[Intl.RelativeTimeFormatUnit, number]> = [
  ['year', YEAR],
  ['month', MONTH],
  ['day', DAY],
  ['hour', HOUR],
  ['minute', MINUTE],
  ['second', SECOND],
];

/** How long ago, in words of `locale`: '3 hours ago', 'yesterday', 'vor 3 Tagen' for an elapsed time of 0 or more. */
export function formatElapsed(elapsed: number, locale: string): string {
  const [unit, size] = STEPS.find(([, stepSize]) => elapsed >= stepSize) ?? ['second', SECOND];
  return relativeTimeFormat(locale, { numeric: 'auto' }).format(-Math.floor(elapsed / size), unit);
}

/**
 * '3 hours ago', 'yesterday', 'last month'... for a past date, in the words of `locale`; null for a missing, invalid
 * or future one, which the screen says its own way ('Recently'). `now` is injectable so callers (and tests) decide
 * what the present is.
 */
export function formatRelativeTime(date: DateInput, locale: string, now: DateInput = Date.now()): string | null {
  const then = toEpochMs(date);
  const present = toEpochMs(now);
  if (then === null || present === null || then > present) return null;
  return formatElapsed(present - then, locale);
}
