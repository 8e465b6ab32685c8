import { format, isValid, parseISO } from 'date-fns';
import { formatRelativeTime } from './relative-time.ts';
import { toEpochMs, type DateInput } from './timestamps.ts';

/** SPEC.md §9 formats and the fallbacks SPEC.md §5 names. */
export const NOT_AVAILABLE = 'Not available';
export const NO_YEAR = 'N/A';
export const TBA = 'TBA';
export const INVALID_DATE = 'Invalid date';

const isPositive = (n: number | null | undefined): n is number => typeof n === 'number' && Number.isFinite(n) && n > 0;

/** Runtime in minutes as 'Xh Ym', or 'Ym' under an hour; null when missing or 0, so the screen leaves it out. */
export function formatRuntime(minutes: number | null | undefined): string | null {
  if (!isPositive(minutes)) return null;
  const total = Math.round(minutes);
  const hours = Math.floor(total / 60);
  return hours > 0 ? `${hours}h ${total % 60}m` : `${total}m`;
}

const dollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });

/** Budget and revenue: '$1,234,567', or 'Not available' when 0 or less (TMDB sends 0 for unknown). */
export function formatMoney(amount: number | null | undefined): string {
  return isPositive(amount) ? dollars.format(amount) : NOT_AVAILABLE;
}

/** A vote average with one decimal, or null when it is not above 0 (the rating is then not shown). */
export function formatRating(vote: number | null | undefined): string | null {
  return isPositive(vote) ? vote.toFixed(1) : null;
}

/** A reviewer's own rating as 'n/10'; null when the reviewer gave none. */
export function formatReviewRating(rating: number | null | undefined): string | null {
  return typeof rating === 'number' && Number.isFinite(rating) ? `${rating}/10` : null;
}

/** The year of a TMDB date ('1999-10-15' → '1999'), or 'N/A'. Read from the text, so no time zone can shift it. */
export function formatYear(date: string | null | undefined): string {
  return date?.match(/^(\d{4})-/)?.[1] ?? NO_YEAR;
}

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
