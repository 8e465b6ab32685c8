import { normaliseQuery, parseSearchSort, parseSearchType } from '@marquee/core';
import type { QueryClient } from '@tanstack/react-query';
import { searchPageQueryOptions } from './search-titles';

/** Loads the first page of results the search page at these URL parameters shows (entry-server.tsx). */
export async function prefetchSearch(queryClient: QueryClient, params: URLSearchParams): Promise<void> {
  const query = normaliseQuery(params.get('q') ?? '');
  if (!query) return;
  const options = searchPageQueryOptions(query, parseSearchType(params.get('type')), 1, parseSearchSort(params.get('sort')));
  await queryClient.fetchQuery(options);
}
