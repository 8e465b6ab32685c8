import { dateTimeFormat } from './intl-formats.ts';
import { formatElapsed } from './relative-time.ts';
import { toEpochMs, type DateInput } from './timestamps.ts';

/** The date formats of docs/behaviour.md#formats (the lighter formats are in format.ts). */
export const TBA = 'TBA';
export const INVALID_DATE = 'Invalid date';

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * A TV first air date in the medium date style of `locale` ('Jan 5, 2024', '05.01.2024'); 'TBA' when missing,
 * 'Invalid date' when unreadable. A date without a time is the day TMDB gives, whatever the time zone.
 */
export function formatAirDate(date: string | null | undefined, locale: string): string {
  if (!date) return TBA;
  const day = DATE_ONLY.exec(date);
  if (day) {
    const [year, month, dayOfMonth] = [Number(day[1]), Number(day[2]) - 1, Number(day[3])];
    const utc = new Date(Date.UTC(year, month, dayOfMonth));
    // Date.UTC rolls an impossible day over ('2024-02-30' would be March 1st): such a date is unreadable.
    if (utc.getUTCFullYear() !== year || utc.getUTCMonth() !== month || utc.getUTCDate() !== dayOfMonth) return INVALID_DATE;
    return dateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(utc);
  }
  const at = /^\d{4}-\d{2}-\d{2}T/.test(date) ? toEpochMs(date) : null;
  return at === null ? INVALID_DATE : dateTimeFormat(locale, { dateStyle: 'medium' }).format(at);
}

/** When a match starts: how long ago once it has (`started`), else its date and time in local time. */
export interface MatchStart {
  started: boolean;
  text: string;
}

/**
 * A match start in the words of `locale`: '2 hours ago' once the start time has passed (the screen says 'Started …'),
 * else its date and time ('Mar 26, 2025, 7:05 PM'). Null for an unreadable date.
 */
export function formatMatchStart(date: DateInput, locale: string, now: DateInput = Date.now()): MatchStart | null {
  const start = toEpochMs(date);
  const present = toEpochMs(now);
  if (start === null || present === null) return null;
  return start <= present
    ? { started: true, text: formatElapsed(present - start, locale) }
    : { started: false, text: dateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(start) };
}
