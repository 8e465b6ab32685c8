import type { LibraryMatchBody, LibraryStatusReply } from '@marquee/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { LIBRARY_QUERY_KEY } from '@/lib/library';
import { LIBRARY_STATUS_QUERY_KEY as STATUS_QUERY_KEY, useLibraryStatus } from '@/lib/library-status';

export { useLibraryStatus };

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
