import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { formatRelativeTime, RECENTLY, type DateInput } from '@marquee/core';

const RECENTLY_TEXT = msg`Recently`;

/**
 * '3 hours ago' (formatRelativeTime, still in English: its locale is its default), with packages/core's 'Recently', for
 * a time that cannot be told, in the language of `i18n`.
 */
export function relativeTime(i18n: I18n, date: DateInput): string {
  const text = formatRelativeTime(date);
  return text === RECENTLY ? i18n._(RECENTLY_TEXT) : text;
}
