import type { BulkDeleteResult, ListEntry } from '@marquee/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { listQueryOptions, type ListName } from './get-list';
import { removeFromList } from './toggle-list-entry';

/** Deletes exactly these entries: DELETE /api/{list}/{id} for one, POST /api/{list}/bulk-delete for several. */
export async function deleteListEntries(list: ListName, entries: readonly ListEntry[]): Promise<void> {
  const [only, ...others] = entries;
  if (only !== undefined && others.length === 0) return removeFromList(list, only);
  await apiRequest<BulkDeleteResult>(`/${list}/bulk-delete`, { method: 'POST', body: { ids: entries.map((e) => e.id) } });
}

/**
 * Removes entries from a list (the account screens' delete and 'Delete Selected'): they disappear from the
 * cached list at once (docs/behaviour.md#lists) and come back if the server refuses. Callers add the toasts.
 */
export function useDeleteListEntries(list: ListName) {
  const queryClient = useQueryClient();
  const { queryKey } = listQueryOptions(list);
  return useMutation({
    mutationFn: (entries: readonly ListEntry[]) => deleteListEntries(list, entries),
    onMutate: async (entries) => {
      await queryClient.cancelQueries({ queryKey });
      const previous = queryClient.getQueryData(queryKey);
      const removed = new Set(entries.map((entry) => entry.id));
      queryClient.setQueryData(queryKey, (current = []) => current.filter((entry) => !removed.has(entry.id)));
      return { previous };
    },
    onError: (_error, _entries, context) => queryClient.setQueryData(queryKey, context?.previous),
    onSettled: () => queryClient.invalidateQueries({ queryKey }),
  });
}
