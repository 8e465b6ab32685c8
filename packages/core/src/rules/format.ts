import { listFormat, numberFormat } from './intl-formats.ts';

/**
 * The formats and fallbacks of docs/behaviour.md#formats, in the words and digits of the page's language (`locale`).
 * Formats of whole dates live in date-format.ts.
 */
export const NOT_AVAILABLE = 'Not available';
export const NO_YEAR = 'N/A';

const isPositive = (n: number | null | undefined): n is number => typeof n === 'number' && Number.isFinite(n) && n > 0;

const unit = (locale: string, name: 'hour' | 'minute', value: number) =>
  numberFormat(locale, { style: 'unit', unit: name, unitDisplay: 'short' }).format(value);

/**
 * Runtime in minutes as hours and minutes ('2 hr 5 min', '2 Std., 5 Min.'), or minutes alone under an hour; null when
 * missing or 0, so the screen leaves it out.
 */
export function formatRuntime(minutes: number | null | undefined, locale: string): string | null {
  if (!isPositive(minutes)) return null;
  const total = Math.round(minutes);
  const hours = Math.floor(total / 60);
  if (hours === 0) return unit(locale, 'minute', total);
  return listFormat(locale, { type: 'unit', style: 'narrow' }).format([
    unit(locale, 'hour', hours),
    unit(locale, 'minute', total % 60),
  ]);
}

/** Budget and revenue, which TMDB gives in US dollars: '$1,234,567' (rounded to the dollar), or 'Not available' when 0 or less (TMDB sends 0 for unknown). */
export function formatMoney(amount: number | null | undefined, locale: string): string {
  if (!isPositive(amount)) return NOT_AVAILABLE;
  return numberFormat(locale, { style: 'currency', currency: 'USD', maximumFractionDigits: 0 }).format(amount);
}

/** A vote average with one decimal ('8.4', '8,4'), or null when it is not above 0 (the rating is then not shown). */
export function formatRating(vote: number | null | undefined, locale: string): string | null {
  return isPositive(vote) ? numberFormat(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(vote) : null;
}

/** A reviewer's own rating as 'n/10' ('7,5/10'); null when the reviewer gave none. */
export function formatReviewRating(rating: number | null | undefined, locale: string): string | null {
  if (typeof rating !== 'number' || !Number.isFinite(rating)) return null;
  const number = numberFormat(locale, { maximumFractionDigits: 1 });
  return `${number.format(rating)}/${number.format(10)}`;
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
