import { useLingui } from '@lingui/react/macro';
import { entryTitle } from '@/lib/entry-text';
import { useDeleteListEntries } from '@/lib/lists/delete-list-entries';
import { useList, type ListName } from '@/lib/lists/get-list';
import { deletionToasts } from '../deletion-toasts';
import { useSelection } from '../hooks/use-selection';
import { PlayInNewTab } from './play-in-new-tab';
import { RemoveEntryButton } from './remove-entry-button';
import { SavedListEntries } from './saved-list-entries';
import { SelectionToolbar } from './selection-toolbar';

/** The Favorites or Watchlist tab of the Watch History page: selection mode, play and delete per entry. */
export function SavedListPanel({ list }: { list: ListName }) {
  const entries = useList(list);
  const shown = entries.data ?? [];
  const selection = useSelection(shown.map((entry) => entry.id));
  const deletion = useDeleteListEntries(list);
  const { i18n } = useLingui();

  const deleteSelected = () => {
    const chosen = shown.filter((entry) => selection.isSelected(entry.id));
    deletion.mutate(chosen, {
      ...deletionToasts(
        i18n,
        list,
        chosen.map((entry) => entryTitle(i18n, entry)),
      ),
      onSettled: selection.cancel,
    });
  };

  return (
    <>
      <SelectionToolbar
        selection={selection}
        hasItems={shown.length > 0}
        onDeleteSelected={deleteSelected}
        deleting={deletion.isPending}
      />
      <SavedListEntries
        list={list}
        entries={entries}
        selection={selection}
        actions={(entry) => (
          <>
            <PlayInNewTab entry={entry} />
            <RemoveEntryButton
              title={entryTitle(i18n, entry)}
              busy={deletion.isPending && deletion.variables.includes(entry)}
              onRemove={() => deletion.mutate([entry], deletionToasts(i18n, list, [entryTitle(i18n, entry)]))}
            />
          </>
        )}
      />
    </>
  );
}
