import { format, isValid, parseISO } from 'date-fns';
import { formatRelativeTime } from './relative-time.ts';
import { toEpochMs, type DateInput } from './timestamps.ts';

/** The date formats of docs/behaviour.md#formats (the lighter formats are in format.ts). */
export const TBA = 'TBA';
export const INVALID_DATE = 'Invalid date';

/** A TV first air date as 'MMM d, yyyy' ('Jan 5, 2024'); 'TBA' when missing, 'Invalid date' when unreadable. */
export function formatAirDate(date: string | null | undefined): string {
  if (!date) return TBA;
  // parseISO reads a date-only value as local midnight, so the day shown is the day TMDB gives.
  const parsed = parseISO(date);
  return isValid(parsed) ? format(parsed, 'MMM d, yyyy') : INVALID_DATE;
}

/**
 * A match start: 'Started {relative}' once the start time has passed, else 'MMM d, yyyy - h:mm a' in local time.
 * Null for an unreadable date.
 */
export function formatMatchStart(date: DateInput, now: DateInput = Date.now()): string | null {
  const start = toEpochMs(date);
  const present = toEpochMs(now);
  if (start === null || present === null) return null;
  return start <= present ? `Started ${formatRelativeTime(start, present)}` : format(start, 'MMM d, yyyy - h:mm a');
}
