import {
  normaliseQuery,
  searchPageRequest,
  wantsSuggestions,
  type LanguageCode,
  type SearchSort,
  type SearchTypeFilter,
} from '@marquee/core';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { fetchMediaListPage } from '@/lib/tmdb';
import { useLanguage } from '@/lib/use-language';

/** One page of search results for a query, in the sort asked for (@marquee/core searchPageRequest), in `language`. */
export function searchPageQueryOptions(
  query: string,
  type: SearchTypeFilter,
  page: number,
  sort: SearchSort,
  language: LanguageCode,
) {
  const { path, params, mediaType } = searchPageRequest(query, type, page, sort);
  return queryOptions({
    queryKey: ['search', type, query, sort, page, language],
    queryFn: ({ signal }) => fetchMediaListPage(path, params ?? {}, mediaType, language, signal),
  });
}

/**
 * The titles matching what is typed, for a suggestion list: the first page of results, fetched only
 * from 2 characters on (docs/behaviour.md#search). The previous list stays up while the next one loads.
 */
export function useSearchSuggestions(input: string) {
  const query = normaliseQuery(input);
  const language = useLanguage();
  return useQuery({
    ...searchPageQueryOptions(query, 'all', 1, 'popularity', language),
    enabled: wantsSuggestions(query),
    placeholderData: keepPreviousData,
  });
}
