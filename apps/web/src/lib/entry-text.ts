import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { UNTITLED, type HistoryEntry, type ListEntry } from '@marquee/core';
import { cardText, MEDIA_TYPE_LABELS } from './core-texts';
import { relativeTime } from './relative-time';

/** How saved entries (history, favourites, watchlist) describe themselves on the account screens, in the language of `i18n`. */

export function entryTitle(i18n: I18n, entry: Pick<ListEntry, 'title'>): string {
  return entry.title.trim() || cardText(i18n, UNTITLED);
}

/** 'S1 E2' for an episode the player recorded; null for movies and for shows recorded without one. */
export function episodeLabel(i18n: I18n, entry: Pick<HistoryEntry, 'media_type' | 'season' | 'episode'>): string | null {
  const { season, episode } = entry;
  return entry.media_type === 'tv' && season !== null && episode !== null ? i18n._(msg`S${season} E${episode}`) : null;
}

/** 'TV Show · S1 E2 · 3 hours ago': what it is, which episode, and when it was watched (docs/behaviour.md#watch-history-page: relative times). */
export function historyEntryDetails(i18n: I18n, entry: HistoryEntry): string {
  return [i18n._(MEDIA_TYPE_LABELS[entry.media_type]), episodeLabel(i18n, entry), relativeTime(i18n, entry.created_at)]
    .filter(Boolean)
    .join(' · ');
}

/** 'Movie · 2 days ago': what it is and when it was saved. */
export function listEntryDetails(i18n: I18n, entry: ListEntry): string {
  return `${i18n._(MEDIA_TYPE_LABELS[entry.media_type])} · ${relativeTime(i18n, entry.added_at)}`;
}
