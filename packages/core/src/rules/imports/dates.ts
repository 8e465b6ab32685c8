const DATE = /^(\d{4})-(\d{1,2})-(\d{1,2})$/;
const DATE_TIME = /^(\d{4})-(\d{1,2})-(\d{1,2})[T ](\d{1,2}):(\d{2})(?::(\d{2})(?:[.,](\d+))?)?\s*(Z|[+-]\d{2}(?::?\d{2})?)?$/i;
const MIN_YEAR = 1800;

function offsetMinutes(zone: string | undefined): number {
  if (!zone || zone.toUpperCase() === 'Z') return 0;
  const digits = zone.slice(1).replace(':', '');
  const minutes = Number(digits.slice(0, 2)) * 60 + Number(digits.slice(2) || '0');
  return zone.startsWith('-') ? -minutes : minutes;
}

function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

function utcTime(parts: (string | undefined)[], fraction: string | undefined, zone: string | undefined): string | null {
  const [year = 0, month = 0, day = 0, hour = 0, minute = 0, second = 0] = parts.map((part) => Number(part ?? 0));
  if (year < MIN_YEAR || month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return null;
  if (hour > 23 || minute > 59 || second > 59) return null;
  const millis = fraction ? Number(fraction.slice(0, 3).padEnd(3, '0')) : 0;
  const time = Date.UTC(year, month - 1, day, hour, minute, second, millis) - offsetMinutes(zone) * 60_000;
  return new Date(time).toISOString();
}

/**
 * A file's time as ISO 8601 in UTC, null when it has none or it is not a real time. A day alone becomes noon UTC of
 * that day, so it reads as that day in every time zone; a time without a zone is taken as UTC.
 */
export function importTime(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const text = value.trim();
  const date = DATE.exec(text);
  if (date) return utcTime([date[1], date[2], date[3], '12'], undefined, undefined);
  const dateTime = DATE_TIME.exec(text);
  if (!dateTime) return null;
  return utcTime(dateTime.slice(1, 7), dateTime[7], dateTime[8]);
}

/** The later of two times; a time beats none, and a tie goes to the newer reading. */
export function isLaterOrSame(time: string | null, than: string | null): boolean {
  if (time === null) return than === null;
  return than === null || time >= than;
}
