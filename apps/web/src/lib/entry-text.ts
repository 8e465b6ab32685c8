import { formatRelativeTime, UNTITLED, type HistoryEntry, type ListEntry, type MediaType } from '@marquee/core';

/** How saved entries (history, favourites, watchlist) describe themselves on the account screens. */

const TYPE_LABELS: Record<MediaType, string> = { movie: 'Movie', tv: 'TV Show' };

export function mediaTypeLabel(type: MediaType): string {
  return TYPE_LABELS[type];
}

export function entryTitle(entry: Pick<ListEntry, 'title'>): string {
  return entry.title.trim() || UNTITLED;
}

/** 'S1 E2' for an episode the player recorded; null for movies and for shows recorded without one. */
export function episodeLabel(entry: Pick<HistoryEntry, 'media_type' | 'season' | 'episode'>): string | null {
  return entry.media_type === 'tv' && entry.season !== null && entry.episode !== null
    ? `S${entry.season} E${entry.episode}`
    : null;
}

/** 'TV Show · S1 E2 · 3 hours ago': what it is, which episode, and when it was watched (docs/behaviour.md#watch-history-page: relative times). */
export function historyEntryDetails(entry: HistoryEntry): string {
  return [mediaTypeLabel(entry.media_type), episodeLabel(entry), formatRelativeTime(entry.created_at)]
    .filter(Boolean)
    .join(' · ');
}

/** 'Movie · 2 days ago': what it is and when it was saved. */
export function listEntryDetails(entry: ListEntry): string {
  return `${mediaTypeLabel(entry.media_type)} · ${formatRelativeTime(entry.added_at)}`;
}
