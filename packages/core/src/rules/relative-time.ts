import { toEpochMs, type DateInput } from './timestamps.ts';

/** docs/behaviour.md#formats: the text shown instead of a relative time that cannot be told. */
export const RECENTLY = 'Recently';

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

/**
 * '3 hours ago', 'yesterday', 'last month'... for a past date; 'Recently' for a missing, invalid or future one.
 * `now` is injectable so callers (and tests) decide what the present is.
 */
export function formatRelativeTime(date: DateInput, now: DateInput = Date.now(), locale = 'en-US'): string {
  const then = toEpochMs(date);
  const present = toEpochMs(now);
  if (then === null || present === null || then > present) return RECENTLY;
  const elapsed = present - then;
  const [unit, size] = STEPS.find(([, stepSize]) => elapsed >= stepSize) ?? ['second', SECOND];
  return relativeTimeFormat(locale).format(-Math.floor(elapsed / size), unit);
}

const formats = new Map<string, Intl.RelativeTimeFormat>();

/** One formatter a locale: making one loads the locale's data, far slower than formatting (every sports card asks). */
function relativeTimeFormat(locale: string): Intl.RelativeTimeFormat {
  let made = formats.get(locale);
  if (!made) {
    made = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' });
    formats.set(locale, made);
  }
  return made;
}
