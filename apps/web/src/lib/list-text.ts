import type { I18n } from '@lingui/core';
import { listFormat } from '@marquee/core';

/** Names in a row as the page's language joins them: 'Ann, Bob, and Cy', 'Ann, Bob und Cy', 'Ann、Bob、Cy'. */
export function listText(i18n: I18n, items: readonly string[]): string {
  return listFormat(i18n.locale, { type: 'conjunction' }).format(items);
}
