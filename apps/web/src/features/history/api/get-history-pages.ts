import { HISTORY_PAGE_SIZE, type HistoryPage } from '@marquee/core';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { useAuth } from '@/lib/auth';
import { HISTORY_QUERY_KEY } from '@/lib/watch-history';

/** Newest First / Oldest First (docs/behaviour.md#watch-history-page); the server sorts. */
export type HistoryOrder = 'newest' | 'oldest';

/** GET /api/watch-history?limit=&offset=&order=: one page of 20 (docs/behaviour.md#watch-history-page) and whether more follow. */
export function getHistoryPage(order: HistoryOrder, offset: number, signal?: AbortSignal): Promise<HistoryPage> {
  const query = new URLSearchParams({ limit: String(HISTORY_PAGE_SIZE), offset: String(offset), order });
  return apiRequest<HistoryPage>(`/watch-history?${query}`, { signal });
}

export function historyPagesQueryOptions(order: HistoryOrder) {
  return infiniteQueryOptions({
    queryKey: [...HISTORY_QUERY_KEY, 'pages', order],
    queryFn: ({ pageParam, signal }) => getHistoryPage(order, pageParam, signal),
    initialPageParam: 0,
    // The offset is what has been loaded so far; a refetch after a deletion recomputes it page by page.
    getNextPageParam: (last, pages) => (last.hasMore ? pages.reduce((count, page) => count + page.items.length, 0) : undefined),
  });
}

/** The signed-in user's history, loaded 20 entries at a time (docs/behaviour.md#watch-history-page). */
export function useHistoryPages(order: HistoryOrder) {
  const { user } = useAuth();
  const query = useInfiniteQuery({ ...historyPagesQueryOptions(order), enabled: user !== null });
  return { ...query, entries: query.data?.pages.flatMap((page) => page.items) ?? [] };
}
