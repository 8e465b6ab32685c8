import { STORAGE_KEYS, type BulkDeleteResult, type CleanupResult } from '@marquee/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { removeKey } from '@/lib/storage';
import { HISTORY_QUERY_KEY } from '@/lib/watch-history';

/**
 * The changes a user makes to their watch history (docs/behaviour.md#clearing-and-duplicates): each one reloads every
 * history query afterwards, whether it worked or not, so the screen shows what the server holds.
 */
function useHistoryChange<Variables, Result>(change: (variables: Variables) => Promise<Result>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSettled: () => queryClient.invalidateQueries({ queryKey: HISTORY_QUERY_KEY }),
  });
}

/** DELETE /api/watch-history: empties the history, and the local copy kept for signed-out viewing with it. */
export function useClearHistory() {
  return useHistoryChange(async () => {
    await apiRequest('/watch-history', { method: 'DELETE' });
    removeKey(STORAGE_KEYS.localWatchHistory);
  });
}

/** Deletes exactly the given entries (docs/behaviour.md#watch-history-page): DELETE /{id} for one, POST /bulk-delete for several. */
export function useDeleteHistoryEntries() {
  return useHistoryChange(async (ids: readonly string[]) => {
    const [only, ...others] = ids;
    if (only !== undefined && others.length === 0) {
      await apiRequest(`/watch-history/${encodeURIComponent(only)}`, { method: 'DELETE' });
      return;
    }
    await apiRequest<BulkDeleteResult>('/watch-history/bulk-delete', { method: 'POST', body: { ids } });
  });
}

/** POST /api/watch-history/cleanup ('Remove Duplicates'): keeps the newest entry per title, per episode for TV. */
export function useRemoveDuplicates() {
  return useHistoryChange(() => apiRequest<CleanupResult>('/watch-history/cleanup', { method: 'POST' }));
}
