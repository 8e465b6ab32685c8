import type { HistoryPage, MediaType } from '@marquee/core';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from './api-client';
import { USER_QUERY_KEY } from './auth';

/**
 * Every watch-history query lives under this key (the history screens, the home page's Continue Watching row,
 * the TV page's Continue button), so one invalidation after a change or a recorded play refreshes them all;
 * being under the user's key, signing out forgets them.
 */
export const HISTORY_QUERY_KEY = [...USER_QUERY_KEY, 'watch-history'] as const;

/** The newest history entry of one title (a show's 'Continue' button), or none, however long ago it was watched. */
export function latestTitleEntryQueryOptions(mediaType: MediaType, mediaId: number) {
  return queryOptions({
    queryKey: [...HISTORY_QUERY_KEY, 'title', mediaType, mediaId],
    queryFn: ({ signal }) =>
      apiRequest<HistoryPage>(`/watch-history?media_type=${mediaType}&media_id=${mediaId}&limit=1`, { signal }),
  });
}
