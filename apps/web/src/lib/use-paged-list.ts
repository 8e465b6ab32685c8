import { CATALOGUE_PAGE_SIZE, mergePages } from '@marquee/core';
import { useQueries, useQueryClient, type QueryKey, type UseQueryOptions, type UseQueryResult } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { MediaListItem, MediaListPage } from './tmdb';

export interface PagedList {
  /** The loaded pages merged in order, without duplicates (docs/behaviour.md#paging). */
  items: MediaListItem[];
  /** The first page, once loaded (its totals describe the whole list). */
  firstPage: MediaListPage | undefined;
  /** The first page is still loading: the screen shows its skeleton. */
  isPending: boolean;
  /** The first page failed: the screen shows its error. */
  error: Error | null;
  /** 'Show More' is offered: there is a next page, it is on its way, or it failed and can be asked for again. */
  hasMore: boolean;
  /** The page asked for by 'Show More' is still on its way (it is usually prefetched already). */
  isLoadingMore: boolean;
  /** The last page asked for by 'Show More' failed. */
  loadMoreError: Error | null;
  showMore(): void;
  retry(): void;
}

interface PagedListOptions<Key extends QueryKey> {
  /** Identifies the list: when it changes, paging starts again from page 1 with an empty list. */
  listKey: string;
  /** The query of one 1-based page. */
  pageQuery(page: number): UseQueryOptions<MediaListPage, Error, MediaListPage, Key>;
  /** Whether another page follows this one. */
  hasNextPage(page: MediaListPage): boolean;
  /**
   * For a list whose pages may show fewer than 20 titles (a limited profile's, which the server leaves titles out of,
   * or one the screen filters): `shown` counts the loaded items the screen shows. Pages are then asked for one after
   * another until 20 more are shown than before 'Show More' (a full page) or the list ends, and the list counts as
   * loading until then. A new `key` (another filter) starts again from 20 shown, keeping the pages loaded.
   */
  fill?: { key: string; shown(items: MediaListItem[]): number };
}

/** Merges the loaded pages; TanStack Query reruns this only when one of the pages changes. */
function combinePages(results: UseQueryResult<MediaListPage>[]) {
  return {
    items: results.reduce<MediaListItem[]>(
      (merged, result) => (result.data ? mergePages(merged, result.data.items) : merged),
      [],
    ),
    first: results[0],
    last: results.at(-1),
  };
}

/**
 * 'Show More' paging of a TMDB list (docs/behaviour.md#paging): one query per page, so each page is
 * cached on its own and the next one is prefetched as soon as it is known to exist.
 */
export function usePagedList<Key extends QueryKey>({ listKey, pageQuery, hasNextPage, fill }: PagedListOptions<Key>): PagedList {
  const queryClient = useQueryClient();
  const fillKey = fill?.key ?? '';
  const [paging, setPaging] = useState({ listKey, pages: 1, fillKey, wanted: CATALOGUE_PAGE_SIZE });
  // Another list starts again at page 1, in this very render (React's pattern for state derived from props); another
  // filter of the same list wants a page's worth again, of the pages loaded and more.
  if (paging.listKey !== listKey) setPaging({ listKey, pages: 1, fillKey, wanted: CATALOGUE_PAGE_SIZE });
  else if (paging.fillKey !== fillKey) setPaging({ ...paging, fillKey, wanted: CATALOGUE_PAGE_SIZE });
  const pages = paging.listKey === listKey ? paging.pages : 1;
  const wanted = paging.listKey === listKey && paging.fillKey === fillKey ? paging.wanted : CATALOGUE_PAGE_SIZE;

  const { items, first, last } = useQueries({
    queries: Array.from({ length: pages }, (_, index) => pageQuery(index + 1)),
    combine: combinePages,
  });

  const nextExists = last?.data !== undefined && hasNextPage(last.data);
  useEffect(() => {
    if (nextExists) void queryClient.prefetchQuery(pageQuery(pages + 1));
    // pageQuery is a new function each render; listKey and pages name the page it builds.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- see above
  }, [nextExists, listKey, pages, queryClient]);

  const shown = fill ? fill.shown(items) : items.length;
  const loadMoreError = pages > 1 && last?.error ? last.error : null;
  // Short of a full page while more pages exist: the next is asked for without waiting for 'Show More'.
  const filling =
    fill !== undefined && shown < wanted && !first?.error && !loadMoreError && (nextExists || last?.isPending === true);
  const fetchNext = fill !== undefined && shown < wanted && nextExists && !first?.error;
  useEffect(() => {
    if (!fetchNext) return;
    // The page joins the list once it is in (failed, it shows as 'Show More''s error, to be asked again).
    let current = true;
    void queryClient.prefetchQuery(pageQuery(pages + 1)).then(() => {
      if (current)
        setPaging((state) => (state.listKey === listKey && state.pages === pages ? { ...state, pages: pages + 1 } : state));
    });
    return () => {
      current = false;
    };
    // As above: listKey and pages name the page.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- see above
  }, [fetchNext, listKey, pages, queryClient]);

  const isLoadingMore = (pages > 1 && last?.isPending === true) || (filling && shown > 0);
  return {
    items,
    firstPage: first?.data,
    // Nothing to show yet while pages are still looked through: not yet an empty list.
    isPending: (first?.isPending ?? true) || (filling && shown === 0),
    error: first?.error ?? null,
    hasMore: nextExists || isLoadingMore || loadMoreError !== null,
    isLoadingMore,
    loadMoreError,
    showMore: () => {
      if (loadMoreError) void last?.refetch();
      else setPaging({ listKey, pages: pages + 1, fillKey, wanted: Math.max(wanted, shown) + CATALOGUE_PAGE_SIZE });
    },
    retry: () => void first?.refetch(),
  };
}
