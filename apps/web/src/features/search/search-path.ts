import type { SearchSort, SearchTypeFilter } from '@marquee/core';

/** /search?q=&type=&sort=, leaving out the defaults ('all', 'popularity') so shared links stay short. */
export function searchPath(query: string, type: SearchTypeFilter = 'all', sort: SearchSort = 'popularity'): string {
  const params = new URLSearchParams({ q: query });
  if (type !== 'all') params.set('type', type);
  if (sort !== 'popularity') params.set('sort', sort);
  return `/search?${params}`;
}
