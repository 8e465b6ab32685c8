import { entryTitle } from '@/lib/entry-text';
import { useDeleteListEntries } from '@/lib/lists/delete-list-entries';
import { LIST_WORDS, useList, type ListName } from '@/lib/lists/get-list';
import { deletionToasts } from '../deletion-toasts';
import { useLoadErrorToast } from '../hooks/use-load-error-toast';
import { RemoveEntryButton } from './remove-entry-button';
import { SavedListEntries } from './saved-list-entries';

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
