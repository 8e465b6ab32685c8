import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { dateTimeFormat, formatRelativeTime } from '@marquee/core';

/** 'Nov 27, 2026', '27.11.2026': a day in the page's language. */
export function formatDay(iso: string, i18n: I18n): string {
  return dateTimeFormat(i18n.locale, { dateStyle: 'medium' }).format(new Date(iso));
}

/**
 * '3 hours ago' in the page's language; 'Recently' for a time that cannot be told, in lower case `inSentence` ('last
 * seen recently').
 */
export function formatAgo(iso: string, i18n: I18n, { now = Date.now(), inSentence = false } = {}): string {
  const text = formatRelativeTime(iso, i18n.locale, now);
  if (text !== null) return text;
  return inSentence ? i18n._(msg`recently`) : i18n._(msg`Recently`);
}

/** When an account was last seen: '3 hours ago', or 'Never'. */
export function formatLastSeen(iso: string | null, i18n: I18n, now = Date.now()): string {
  return iso === null ? i18n._(msg`Never`) : formatAgo(iso, i18n, { now });
}
