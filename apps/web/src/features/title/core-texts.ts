import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { INVALID_DATE, NO_YEAR, NOT_AVAILABLE, TBA } from '@marquee/core';

/*
 * English texts of packages/core that the title pages show, translated by their value (docs/translating.md): core
 * stays English, and the pages give each known text in the page's language.
 */

/** The fallbacks core's formats give instead of a value (formatMoney, formatYear, formatAirDate). */
const NOT_AVAILABLE_LABEL = msg`Not available`;
const FALLBACKS = new Map<string, MessageDescriptor>([
  [NOT_AVAILABLE, NOT_AVAILABLE_LABEL],
  [NO_YEAR, msg`N/A`],
  [TBA, msg`TBA`],
  [INVALID_DATE, msg`Invalid date`],
]);

/** A formatted value as it is, or a core fallback ('Not available', 'N/A', 'TBA', 'Invalid date') translated. */
export function fallbackText(i18n: I18n, value: string): string {
  const label = FALLBACKS.get(value);
  return label ? i18n._(label) : value;
}

/** parseRouteId's messages (packages/core/src/rules/route-ids.ts), by their text. */
const ROUTE_ID_ERRORS = new Map<string, MessageDescriptor>([
  ['Movie ID is required', msg`Movie ID is required`],
  ['Invalid movie ID', msg`Invalid movie ID`],
  ['TV show ID is required', msg`TV show ID is required`],
  ['Invalid TV show ID', msg`Invalid TV show ID`],
]);

export function routeIdErrorText(i18n: I18n, error: string): string {
  const label = ROUTE_ID_ERRORS.get(error);
  return label ? i18n._(label) : error;
}

/** TMDB's statuses of films and shows, which TMDB sends in English whatever the language asked for. */
const STATUSES = new Map<string, MessageDescriptor>([
  ['Rumored', msg`Rumored`],
  ['Planned', msg`Planned`],
  ['In Production', msg`In Production`],
  ['Post Production', msg`Post Production`],
  ['Released', msg`Released`],
  ['Canceled', msg`Canceled`],
  ['Returning Series', msg`Returning Series`],
  ['Ended', msg`Ended`],
  ['Pilot', msg`Pilot`],
]);

/** A title's status translated when it is one TMDB knows, as sent otherwise; 'Not available' when there is none. */
export function statusText(i18n: I18n, status: string | null | undefined): string {
  if (!status) return i18n._(NOT_AVAILABLE_LABEL);
  const label = STATUSES.get(status);
  return label ? i18n._(label) : status;
}
