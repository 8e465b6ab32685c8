import { useDeleteListEntries } from '@/features/lists/api/delete-list-entries';
import { LIST_WORDS, useList, type ListName } from '@/features/lists/api/get-list';
import { RemoveEntryButton } from '@/features/history/components/remove-entry-button';
import { SavedListEntries } from '@/features/history/components/saved-list-entries';
import { deletionToasts } from '@/features/history/deletion-toasts';
import { entryTitle } from '@/features/history/entry-text';
import { useLoadErrorToast } from '../hooks/use-load-error-toast';

/** The profile's Favorites or Watchlist tab: the saved titles, each removable ('Item removed'). */
export function ProfileListTab({ list }: { list: ListName }) {
  const entries = useList(list);
  const word = LIST_WORDS[list];
  useLoadErrorToast(entries.error, `Error loading ${word}`, `Failed to get ${word}`);
  const deletion = useDeleteListEntries(list);

  return (
    <SavedListEntries
      list={list}
      entries={entries}
      actions={(entry) => (
        <RemoveEntryButton
          title={entryTitle(entry)}
          busy={deletion.isPending && deletion.variables.includes(entry)}
          onRemove={() => deletion.mutate([entry], deletionToasts(list, [entryTitle(entry)]))}
        />
      )}
    />
  );
}
