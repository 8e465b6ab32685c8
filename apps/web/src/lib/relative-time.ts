import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { formatRelativeTime, type DateInput } from '@marquee/core';

const RECENTLY = msg`Recently`;

/**
 * '3 hours ago', 'vor 3 Stunden'... in the language of `i18n` (the screen's own instance), or 'Recently' for a time that
 * cannot be told (docs/behaviour.md#formats). `now` is the present unless given.
 */
export function relativeTime(i18n: I18n, date: DateInput, now?: DateInput): string {
  return formatRelativeTime(date, i18n.locale, now) ?? i18n._(RECENTLY);
}
