import type { MediaType, RatingsPage, RatingsSort } from '@marquee/core';
import { RATINGS_PAGE_SIZE } from '@marquee/core';
import { useInfiniteQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { RATINGS_QUERY_KEY } from '@/lib/ratings';

/** What the Ratings tab shows: its order, films or shows or both, and the lowest rating. */
export interface RatingsView {
  sort: RatingsSort;
  type: MediaType | 'all';
  min: number;
}

/** The profile's ratings, a page of 20 at a time (GET /api/ratings, docs/behaviour.md#your-ratings). */
export function useRatings(view: RatingsView) {
  return useInfiniteQuery({
    queryKey: [...RATINGS_QUERY_KEY, 'list', view],
    initialPageParam: 0,
    queryFn: ({ pageParam, signal }) => {
      const query = new URLSearchParams({ sort: view.sort, offset: String(pageParam), limit: String(RATINGS_PAGE_SIZE) });
      if (view.type !== 'all') query.set('media_type', view.type);
      if (view.min > 1) query.set('min', String(view.min));
      return apiRequest<RatingsPage>(`/ratings?${query}`, { signal });
    },
    getNextPageParam: (last, pages) => (last.hasMore ? pages.length * RATINGS_PAGE_SIZE : undefined),
  });
}
