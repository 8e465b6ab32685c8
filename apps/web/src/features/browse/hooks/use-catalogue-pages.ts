import { hasMorePages } from '@marquee/core';
import { cataloguePageQueryOptions, type CatalogueListName } from '@/lib/catalogue';
import { usePagedList, type PagedList } from '@/lib/use-paged-list';

/**
 * A catalogue list with 'Show More': offered, and the next page prefetched, only when the last page
 * came back with exactly 20 items (docs/behaviour.md#paging).
 */
export function useCataloguePages(list: CatalogueListName): PagedList {
  return usePagedList({
    listKey: list,
    pageQuery: (page) => cataloguePageQueryOptions(list, page),
    hasNextPage: (page) => hasMorePages(page.received),
  });
}
