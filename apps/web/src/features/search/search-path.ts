import type { SearchSort, SearchTypeFilter } from '@marquee/core';
import { AVAILABLE_PARAM } from '@/lib/available-param';

/**
 * /search?q=&type=&sort=&available=1, leaving out the defaults ('all', 'popularity', everything) so shared links stay
 * short. A new search from the search page keeps its filters.
 */
export function searchPath(
  query: string,
  type: SearchTypeFilter = 'all',
  sort: SearchSort = 'popularity',
  availableOnly = false,
): string {
  const params = new URLSearchParams({ q: query });
  if (type !== 'all') params.set('type', type);
  if (sort !== 'popularity') params.set('sort', sort);
  if (availableOnly) params.set(AVAILABLE_PARAM, '1');
  return `/search?${params}`;
}
