import type { LibraryStatusReply } from '@marquee/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from './api-client';
import { USER_QUERY_KEY, useAuth } from './auth';
import { useCanManageLibrary } from './library';

export const LIBRARY_STATUS_QUERY_KEY = [...USER_QUERY_KEY, 'library-status'] as const;

/** How often the status is asked again while a scan runs, and while the files are being read. */
const SCANNING_POLL_MS = 1000;
const READING_POLL_MS = 3000;

/**
 * GET /api/library/status: the scan, the unmatched files and the media folder, for the server's owner
 * (docs/behaviour.md#the-librarys-owner). Anyone else gets a 403, which is the answer ('not the owner'), not an ended
 * session, and is not asked again.
 */
export function libraryStatusQueryOptions() {
  return queryOptions({
    queryKey: LIBRARY_STATUS_QUERY_KEY,
    queryFn: ({ signal }) => apiRequest<LibraryStatusReply>('/library/status', { signal }),
    retry: false,
    staleTime: 30_000,
    refetchInterval: (query) => {
      const status = query.state.data;
      if (status?.scanning) return SCANNING_POLL_MS;
      return status?.media_tools.available && status.probes.waiting > 0 ? READING_POLL_MS : false;
    },
  });
}

/**
 * The library's status for its owner (the library says who that is), so no one else's screen is refused it; `always`
 * asks whoever is signed in (the owner's own screen, which says so to anyone else).
 */
export function useLibraryStatus(options: { pollMs?: number; always?: boolean } = {}) {
  const { user } = useAuth();
  const manage = useCanManageLibrary();
  const base = libraryStatusQueryOptions();
  const { pollMs, always = false } = options;
  return useQuery({
    ...base,
    enabled: user !== null && (manage || always),
    // A screen that follows the folder (home's 'Add your films and shows') asks again while it is shown.
    refetchInterval: pollMs === undefined ? base.refetchInterval : (query) => (query.state.error ? false : pollMs),
  });
}
