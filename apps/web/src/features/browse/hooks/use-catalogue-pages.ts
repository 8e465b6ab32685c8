import { hasMorePages } from '@marquee/core';
import { cataloguePageQueryOptions, type CatalogueListName } from '@/lib/catalogue';
import { useLimitedProfile } from '@/lib/profiles';
import type { MediaListItem } from '@/lib/tmdb';
import { useLanguage } from '@/lib/use-language';
import { usePagedList, type PagedList } from '@/lib/use-paged-list';

/** What the screen shows of the loaded items (a genre), named by `key`. */
export interface CatalogueFilter {
  key: string;
  shown(items: MediaListItem[]): number;
}

/**
 * A catalogue list with 'Show More': offered, and the next page prefetched, only when the last page
 * came back with exactly 20 items (docs/behaviour.md#paging).
 *
 * A limited profile's pages leave out the titles above its limit, and a genre may be rare among the titles it may
 * see; 'Available to watch' (`narrowed`) keeps few of a page's titles too. Such a list goes on while the server has
 * pages, and pages are asked for until the screen shows a full page of 20 (of the genre chosen, available) or the list
 * ends, so it is never empty above a 'Show More' (docs/behaviour.md#paging).
 */
export function useCataloguePages(list: CatalogueListName, filter?: CatalogueFilter, narrowed = false): PagedList {
  const fills = useLimitedProfile() !== null || narrowed;
  const language = useLanguage();
  return usePagedList({
    listKey: list,
    pageQuery: (page) => cataloguePageQueryOptions(list, page, language),
    hasNextPage: (page) => (fills ? page.page < page.totalPages : hasMorePages(page.received)),
    fill: fills ? (filter ?? { key: '', shown: (items) => items.length }) : undefined,
  });
}
