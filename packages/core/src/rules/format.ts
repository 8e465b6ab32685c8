/**
 * The formats and fallbacks of docs/behaviour.md#formats. Formats of whole dates live in date-format.ts,
 * so that screens showing only years and ratings (every media card) never download date-fns.
 */
export const NOT_AVAILABLE = 'Not available';
export const NO_YEAR = 'N/A';

const isPositive = (n: number | null | undefined): n is number => typeof n === 'number' && Number.isFinite(n) && n > 0;

/** Runtime in minutes as 'Xh Ym', or 'Ym' under an hour; null when missing or 0, so the screen leaves it out. */
export function formatRuntime(minutes: number | null | undefined): string | null {
  if (!isPositive(minutes)) return null;
  const total = Math.round(minutes);
  const hours = Math.floor(total / 60);
  return hours > 0 ? `${hours}h ${total % 60}m` : `${total}m`;
}

/**
 * Budget and revenue: '$1,234,567' (rounded to the dollar), or 'Not available' when 0 or less (TMDB sends 0 for
 * unknown). Written out rather than with Intl.NumberFormat: a phone's first currency format loads the locale's
 * data, tens of milliseconds of the main thread on a title page's first render, for a fixed US format.
 */
export function formatMoney(amount: number | null | undefined): string {
  if (!isPositive(amount)) return NOT_AVAILABLE;
  return `$${String(Math.round(amount)).replace(/\B(?=(\d{3})+$)/g, ',')}`;
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

/** A position in a video as a clock: 83 → '1:23', 3723 → '1:02:03' (whole seconds; below 0 counts as 0). */
export function formatPlaybackPosition(seconds: number): string {
  const whole = Number.isFinite(seconds) ? Math.max(0, Math.floor(seconds)) : 0;
  const h = Math.floor(whole / 3600);
  const m = Math.floor((whole % 3600) / 60);
  const s = String(whole % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
}
