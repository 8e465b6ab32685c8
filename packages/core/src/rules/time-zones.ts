import { toEpochMs, type DateInput } from './timestamps.ts';

/**
 * Days as a viewer lives them: the calendar day of a moment in an IANA time zone ('Europe/Paris'), as the browser
 * names its own (`Intl.DateTimeFormat().resolvedOptions().timeZone`).
 */

/** The most a time zone is ahead of or behind UTC (Kiritimati, Baker Island), with margin: 14 h. */
export const TIME_ZONE_MAX_OFFSET_MS = 14 * 3_600_000;

const formats = new Map<string, Intl.DateTimeFormat>();

function formatIn(timeZone: string): Intl.DateTimeFormat {
  let format = formats.get(timeZone);
  if (!format) {
    // en-CA writes days as 'YYYY-MM-DD'.
    format = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    formats.set(timeZone, format);
  }
  return format;
}

/** Whether the runtime knows this IANA time zone name. */
export function isTimeZone(name: string): boolean {
  if (name.length === 0 || name.length > 64) return false;
  try {
    formatIn(name);
    return true;
  } catch {
    return false;
  }
}

/** The day ('YYYY-MM-DD') of a moment in `timeZone`; an unreadable moment is 1970-01-01. */
export function dayIn(moment: DateInput, timeZone: string): string {
  const parts = formatIn(timeZone).formatToParts(toEpochMs(moment) ?? 0);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}
