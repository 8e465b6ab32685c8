import { normaliseQuery, wantsSuggestions, type SearchTypeFilter } from '@marquee/core';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { fetchMediaListPage } from '@/lib/tmdb';

/**
 * One page of search results for a query. 'All' asks /search/multi (SPEC.md §7) and keeps its movies
 * and shows; Movies or TV Shows ask /search/movie or /search/tv, whose totals then count exactly the
 * titles of that type, for 'Showing X of Y results'.
 */
export function searchPageQueryOptions(query: string, type: SearchTypeFilter, page: number) {
  return queryOptions({
    queryKey: ['search', type, query, page],
    queryFn: ({ signal }) =>
      fetchMediaListPage(
        type === 'all' ? 'search/multi' : `search/${type}`,
        { query, page },
        type === 'all' ? undefined : type,
        signal,
      ),
  });
}

/**
 * The titles matching what is typed, for a suggestion list: the first page of results, fetched only
 * from 2 characters on (SPEC.md §5). The previous list stays up while the next one loads.
 */
export function useSearchSuggestions(input: string) {
  const query = normaliseQuery(input);
  return useQuery({
    ...searchPageQueryOptions(query, 'all', 1),
    enabled: wantsSuggestions(query),
    placeholderData: keepPreviousData,
  });
}
