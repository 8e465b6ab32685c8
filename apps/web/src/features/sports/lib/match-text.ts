import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { formatMatchStart, type MatchBadge, type SportsTab } from '@marquee/core';

/**
 * Core's sports texts in the words of `i18n`'s language (the screen's own instance), keyed by core's values: core
 * says them in English. Sports, teams and matches are named as the sports service names them.
 */

/** The card and player badge: core's 'LIVE' or 'Popular'. */
export const BADGE_LABELS: Record<NonNullable<MatchBadge>, MessageDescriptor> = {
  LIVE: msg`LIVE`,
  Popular: msg`Popular`,
};

/**
 * When a match starts or started (core's formatMatchStart), in the page's language: 'Started 1 hour ago' once it has,
 * else its date and time. Null for an unreadable date.
 */
export function matchStartText(date: number, now: number, i18n: I18n): string | null {
  const start = formatMatchStart(date, i18n.locale, now);
  if (start === null || !start.started) return start?.text ?? null;
  const ago = start.text;
  return i18n._(msg`Started ${ago}`);
}

/** The empty-list text of docs/behaviour.md#sports-list for a tab (core's sportsEmptyMessage), naming the sport when one is chosen. */
export function sportsEmptyText(tab: SportsTab, sport: string | null, i18n: I18n): string {
  if (tab === 'popular') {
    return sport
      ? i18n._(msg`No popular ${sport} matches available at the moment.`)
      : i18n._(msg`No popular matches available at the moment.`);
  }
  if (tab === 'live') {
    return sport
      ? i18n._(msg`No live ${sport} matches available at the moment.`)
      : i18n._(msg`No live matches available at the moment.`);
  }
  return sport ? i18n._(msg`No ${sport} matches scheduled for today.`) : i18n._(msg`No matches scheduled for today.`);
}
