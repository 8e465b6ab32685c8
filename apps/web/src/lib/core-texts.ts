import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { NO_DESCRIPTION, NO_YEAR, UNTITLED, type MediaType } from '@marquee/core';

/*
 * English texts of @marquee/core that the screens show, translated by their value (docs/translating.md): core stays
 * English, and the screens give each known text in the page's language.
 */

/** What each of core's media types is called. */
export const MEDIA_TYPE_LABELS: Record<MediaType, MessageDescriptor> = { movie: msg`Movie`, tv: msg`TV Show` };

/** The fallbacks of a card's texts (core's mediaCardView) for a title, year or overview the item lacks. */
const CARD_FALLBACKS = new Map<string, MessageDescriptor>([
  [UNTITLED, msg`Untitled`],
  [NO_YEAR, msg`N/A`],
  [NO_DESCRIPTION, msg`No description available`],
]);

/** A card's text as it is, or in the page's language when it is one of core's fallbacks. */
export function cardText(i18n: I18n, text: string): string {
  const label = CARD_FALLBACKS.get(text);
  return label ? i18n._(label) : text;
}
