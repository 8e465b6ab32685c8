/** Anything the app receives as a point in time: ISO text from our API or TMDB, epoch ms from the sports service. */
export type DateInput = string | number | Date | null | undefined;

/** Epoch milliseconds of a date input, or null when it is missing or unreadable. */
export function toEpochMs(value: DateInput): number | null {
  if (value === null || value === undefined || value === '') return null;
  const ms = value instanceof Date ? value.getTime() : new Date(value).getTime();
  return Number.isFinite(ms) ? ms : null;
}
