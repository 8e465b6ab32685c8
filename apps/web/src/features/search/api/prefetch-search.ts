import { normaliseQuery, parseSearchSort, parseSearchType, type LanguageCode } from '@marquee/core';
import type { QueryClient } from '@tanstack/react-query';
import { searchPageQueryOptions } from './search-titles';

/** Loads the first page of results the search page at these URL parameters shows, in `language` (entry-server.tsx). */
export async function prefetchSearch(queryClient: QueryClient, params: URLSearchParams, language: LanguageCode): Promise<void> {
  const query = normaliseQuery(params.get('q') ?? '');
  if (!query) return;
  const type = parseSearchType(params.get('type'));
  const options = searchPageQueryOptions(query, type, 1, parseSearchSort(params.get('sort')), language);
  await queryClient.fetchQuery(options);
}
