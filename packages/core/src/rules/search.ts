import {
  HEADER_SUGGESTIONS_MAX,
  SEARCH_HISTORY_MAX,
  SEARCH_PAGE_HISTORY_SUGGESTIONS,
  SEARCH_PAGE_TITLE_SUGGESTIONS,
  SUGGESTION_MIN_CHARS,
} from '../constants.ts';
import { byNewest, byRatingDesc, mediaIdOf, mediaTitleOf, mediaTypeOf, type MediaFields } from './media-item.ts';

/** Advanced Search options of docs/behaviour.md#search, as they appear in /search?type=&sort=. */
export const SEARCH_TYPE_FILTERS = ['all', 'movie', 'tv'] as const;
export type SearchTypeFilter = (typeof SEARCH_TYPE_FILTERS)[number];
export const SEARCH_SORTS = ['popularity', 'rating', 'newest'] as const;
export type SearchSort = (typeof SEARCH_SORTS)[number];

/** The type filter named in the URL; anything else means the default, 'all'. */
export function parseSearchType(value: string | null | undefined): SearchTypeFilter {
  return SEARCH_TYPE_FILTERS.find((t) => t === value) ?? 'all';
}

/** The sort named in the URL; anything else means the default, 'popularity'. */
export function parseSearchSort(value: string | null | undefined): SearchSort {
  return SEARCH_SORTS.find((s) => s === value) ?? 'popularity';
}

/** The query as it is searched for and stored: trimmed. */
export function normaliseQuery(raw: string): string {
  return raw.trim();
}

/** Blank or whitespace-only input is not submitted (docs/behaviour.md#search). */
export function isSubmittableQuery(raw: string): boolean {
  return normaliseQuery(raw) !== '';
}

/** Suggestions need at least 2 characters (docs/behaviour.md#search). */
export function wantsSuggestions(raw: string): boolean {
  return normaliseQuery(raw).length >= SUGGESTION_MIN_CHARS;
}

/** Only movies and shows can be shown and opened, so a multi search's people never reach the results. */
function isMovieOrShow(item: MediaFields): boolean {
  return mediaIdOf(item) !== null && mediaTypeOf(item) !== null;
}

/**
 * The results of docs/behaviour.md#search: filtered by type, then sorted by rating (vote_average descending)
 * or newest (release or first air date descending, undated last); popularity keeps the received order. The
 * gateway has sorted every result so already (searchPageRequest's sort_by), offline; TMDB's search has no sort,
 * so there this orders the pages loaded.
 */
export function applySearchOptions<T extends MediaFields>(items: readonly T[], type: SearchTypeFilter, sort: SearchSort): T[] {
  const kept = items.filter((item) => isMovieOrShow(item) && (type === 'all' || item.media_type === type));
  if (sort === 'rating') return kept.toSorted(byRatingDesc);
  if (sort === 'newest') return kept.toSorted(byNewest);
  return kept;
}

/** Recent searches after searching `query`: last 5 distinct (ignoring case), newest first, trimmed. */
export function addRecentSearch(history: readonly string[], query: string): string[] {
  const entry = normaliseQuery(query);
  if (entry === '') return [...history];
  const others = history.filter((h) => h.trim().toLowerCase() !== entry.toLowerCase());
  return [entry, ...others].slice(0, SEARCH_HISTORY_MAX);
}

/** Header dropdown: at most 6 openable results, none before 2 characters. */
export function headerSuggestions<T extends MediaFields>(query: string, results: readonly T[]): T[] {
  if (!wantsSuggestions(query)) return [];
  return results.filter(isMovieOrShow).slice(0, HEADER_SUGGESTIONS_MAX);
}

export type SearchSuggestion = { kind: 'history'; text: string } | { kind: 'title'; text: string };

/**
 * Search page dropdown (docs/behaviour.md#search): up to 2 recent searches containing the query, shown first with a
 * history icon, then up to 3 result titles; a text already listed (ignoring case) is not repeated.
 */
export function searchPageSuggestions(
  query: string,
  results: readonly MediaFields[],
  history: readonly string[],
): SearchSuggestion[] {
  if (!wantsSuggestions(query)) return [];
  const needle = normaliseQuery(query).toLowerCase();
  const seen = new Set<string>();
  const firstUnseen = (texts: Iterable<string>, limit: number): string[] => {
    const picked: string[] = [];
    for (const text of texts) {
      if (picked.length === limit) break;
      const key = text.toLowerCase();
      if (seen.has(key)) continue;
      seen.add(key);
      picked.push(text);
    }
    return picked;
  };
  const fromHistory = firstUnseen(
    history.map((h) => h.trim()).filter((h) => h.toLowerCase().includes(needle)),
    SEARCH_PAGE_HISTORY_SUGGESTIONS,
  );
  const fromResults = firstUnseen(
    results.filter(isMovieOrShow).flatMap((item) => mediaTitleOf(item) ?? []),
    SEARCH_PAGE_TITLE_SUGGESTIONS,
  );
  return [
    ...fromHistory.map((text) => ({ kind: 'history' as const, text })),
    ...fromResults.map((text) => ({ kind: 'title' as const, text })),
  ];
}
