import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { SelectField } from '@/components/select-field';
import { entryTitle } from '@/lib/entry-text';
import { useDeleteHistoryEntries } from '../api/change-history';
import { useHistoryPages, type HistoryOrder } from '../api/get-history-pages';
import { deletionToasts } from '../deletion-toasts';
import { useSelection } from '../hooks/use-selection';
import { ClearHistoryButton } from './clear-history-button';
import { HistoryEntryList } from './history-entry-list';
import { PlayInNewTab } from './play-in-new-tab';
import { RemoveEntryButton } from './remove-entry-button';
import { SelectionToolbar } from './selection-toolbar';

/**
 * The History tab of the Watch History page (docs/behaviour.md#watch-history-page): Newest First / Oldest First, 'Clear History',
 * selection mode, and per entry the play action and a delete that removes exactly that entry (docs/behaviour.md#watch-history-page).
 */
export function HistoryPanel() {
  const [order, setOrder] = useState<HistoryOrder>('newest');
  const history = useHistoryPages(order);
  const selection = useSelection(history.entries.map((entry) => entry.id));
  const deletion = useDeleteHistoryEntries();
  const hasItems = history.entries.length > 0;
  const { t, i18n } = useLingui();

  const deleteSelected = () => {
    const titles = history.entries.filter((entry) => selection.isSelected(entry.id)).map((entry) => entryTitle(i18n, entry));
    deletion.mutate(selection.selected, {
      ...deletionToasts(i18n, 'history', titles),
      onSettled: selection.cancel,
    });
  };

  return (
    <>
      <SelectionToolbar selection={selection} hasItems={hasItems} onDeleteSelected={deleteSelected} deleting={deletion.isPending}>
        <SelectField label={t`Sort`} inline value={order} onChange={(event) => setOrder(event.target.value as HistoryOrder)}>
          <option value="newest">{t`Newest First`}</option>
          <option value="oldest">{t`Oldest First`}</option>
        </SelectField>
        <ClearHistoryButton disabled={!hasItems} />
      </SelectionToolbar>
      <HistoryEntryList
        history={history}
        selection={selection}
        actions={(entry) => (
          <>
            <PlayInNewTab entry={entry} />
            <RemoveEntryButton
              title={entryTitle(i18n, entry)}
              busy={deletion.isPending && deletion.variables.includes(entry.id)}
              onRemove={() => deletion.mutate([entry.id], deletionToasts(i18n, 'history', [entryTitle(i18n, entry)]))}
            />
          </>
        )}
      />
    </>
  );
}
