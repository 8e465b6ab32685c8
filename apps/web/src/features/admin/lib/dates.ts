import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { formatRelativeTime, RECENTLY } from '@marquee/core';

const dayFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });

/** 'Nov 27, 2026'. */
export function formatDay(iso: string): string {
  return dayFormat.format(new Date(iso));
}

/**
 * '3 hours ago', as core says it; its 'Recently' (a time that cannot be told) in the page's language, in lower case
 * `inSentence` ('last seen recently').
 */
export function formatAgo(iso: string, i18n: I18n, { now = Date.now(), inSentence = false } = {}): string {
  const text = formatRelativeTime(iso, now);
  if (text !== RECENTLY) return text;
  return inSentence ? i18n._(msg`recently`) : i18n._(msg`Recently`);
}

/** When an account was last seen: '3 hours ago', or 'Never'. */
export function formatLastSeen(iso: string | null, i18n: I18n, now = Date.now()): string {
  return iso === null ? i18n._(msg`Never`) : formatAgo(iso, i18n, { now });
}
