import type { LibraryMatchBody, LibraryStatusReply } from '@marquee/core';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { USER_QUERY_KEY, useAuth } from '@/lib/auth';
import { LIBRARY_QUERY_KEY } from '@/lib/library';

const STATUS_QUERY_KEY = [...USER_QUERY_KEY, 'library-status'] as const;

/** How often the owner's screen asks again while a scan runs. */
const SCANNING_POLL_MS = 1000;

/**
 * GET /api/library/status: the scan and the unmatched files, for the server's owner. Anyone else gets a 403, which
 * is the answer ('not the owner'), not an ended session, and is not asked again.
 */
function libraryStatusQueryOptions() {
  return queryOptions({
    queryKey: STATUS_QUERY_KEY,
    queryFn: ({ signal }) => apiRequest<LibraryStatusReply>('/library/status', { signal }),
    retry: false,
    staleTime: 30_000,
    refetchInterval: (query) => (query.state.data?.scanning ? SCANNING_POLL_MS : false),
  });
}

export function useLibraryStatus() {
  const { user } = useAuth();
  return useQuery({ ...libraryStatusQueryOptions(), enabled: user !== null });
}

/** After a scan or a match, the library's titles and its state are read again. */
function useRefreshLibrary() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: STATUS_QUERY_KEY }),
      queryClient.invalidateQueries({ queryKey: LIBRARY_QUERY_KEY, exact: true }),
    ]);
}

/** POST /api/library/rescan: answers at once with the state (scanning), which the status then follows. */
export function useRescan() {
  const queryClient = useQueryClient();
  const refresh = useRefreshLibrary();
  return useMutation({
    mutationFn: () => apiRequest<LibraryStatusReply>('/library/rescan', { method: 'POST' }),
    onSuccess: (status) => {
      queryClient.setQueryData(STATUS_QUERY_KEY, status);
      void refresh();
    },
  });
}

/** PUT /api/library/match: 'Match…' on an unmatched file. */
export function useMatchFile() {
  const refresh = useRefreshLibrary();
  return useMutation({
    mutationFn: (body: LibraryMatchBody) => apiRequest('/library/match', { method: 'PUT', body }),
    // Not awaited: the file leaves the unmatched list when the refresh lands, unmounting the dialog, whose own
    // callbacks (the toast) must have run by then.
    onSuccess: () => void refresh(),
  });
}
