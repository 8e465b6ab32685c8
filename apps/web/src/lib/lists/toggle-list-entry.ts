import { titleSnapshot, type ListEntry, type ListEntryBody, type MetadataSourceName } from '@marquee/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { useMetadataSource } from '@/lib/metadata-source';
import { findListEntry, listQueryOptions, type ListName } from './get-list';

/** POST /api/{list}: adds the title (the server answers with the existing entry when it is already there). */
export function addToList(list: ListName, media: ListEntryBody): Promise<ListEntry> {
  return apiRequest<ListEntry>(`/${list}`, { method: 'POST', body: media });
}

/** DELETE /api/{list}/{entry id}. */
export function removeFromList(list: ListName, entry: ListEntry): Promise<void> {
  return apiRequest(`/${list}/${encodeURIComponent(entry.id)}`, { method: 'DELETE' });
}

/** What a toggle does: add the title, or remove the entry it has. */
export type ListChange = { kind: 'add'; media: ListEntryBody } | { kind: 'remove'; entry: ListEntry };

/**
 * An entry standing in for the one the server is creating, so the button shows the new state at once; the
 * server stamps it with its current source, as this does.
 */
function provisionalEntry(media: ListEntryBody, source: MetadataSourceName): ListEntry {
  return {
    id: `pending-${media.media_type}-${media.media_id}`,
    ...titleSnapshot(media, source),
    added_at: new Date().toISOString(),
  };
}

/**
 * Adds to or removes from a list, optimistically: the cached list (and with it every button reading it) changes
 * at once, and goes back to what it was when the server refuses. Callers add the toasts.
 */
export function useListChange(list: ListName) {
  const queryClient = useQueryClient();
  const source = useMetadataSource();
  const { queryKey } = listQueryOptions(list);
  return useMutation({
    mutationFn: async (change: ListChange): Promise<void> => {
      if (change.kind === 'add') await addToList(list, change.media);
      else await removeFromList(list, change.entry);
    },
    onMutate: async (change) => {
      await queryClient.cancelQueries({ queryKey });
      const previous = queryClient.getQueryData(queryKey);
      queryClient.setQueryData(queryKey, (entries = []) =>
        change.kind === 'add'
          ? findListEntry(entries, change.media)
            ? entries
            : [provisionalEntry(change.media, source), ...entries] // new entries go to the front (docs/behaviour.md#lists)
          : entries.filter((entry) => entry.id !== change.entry.id),
      );
      return { previous };
    },
    onError: (_error, _change, context) => queryClient.setQueryData(queryKey, context?.previous),
    onSettled: () => queryClient.invalidateQueries({ queryKey }),
  });
}
