import { normaliseQuery, searchPageRequest, wantsSuggestions, type SearchSort, type SearchTypeFilter } from '@marquee/core';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { fetchMediaListPage } from '@/lib/tmdb';

/** One page of search results for a query, in the sort asked for (@marquee/core searchPageRequest). */
export function searchPageQueryOptions(query: string, type: SearchTypeFilter, page: number, sort: SearchSort = 'popularity') {
  const { path, params, mediaType } = searchPageRequest(query, type, page, sort);
  return queryOptions({
    queryKey: ['search', type, query, sort, page],
    queryFn: ({ signal }) => fetchMediaListPage(path, params ?? {}, mediaType, signal),
  });
}

/**
 * The titles matching what is typed, for a suggestion list: the first page of results, fetched only
 * from 2 characters on (docs/behaviour.md#search). The previous list stays up while the next one loads.
 */
export function useSearchSuggestions(input: string) {
  const query = normaliseQuery(input);
  return useQuery({
    ...searchPageQueryOptions(query, 'all', 1),
    enabled: wantsSuggestions(query),
    placeholderData: keepPreviousData,
  });
}
