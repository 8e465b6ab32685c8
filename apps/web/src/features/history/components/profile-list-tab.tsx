import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { entryTitle } from '@/lib/entry-text';
import { useDeleteListEntries } from '@/lib/lists/delete-list-entries';
import { useList, type ListName } from '@/lib/lists/get-list';
import { deletionToasts } from '../deletion-toasts';
import { useLoadErrorToast } from '../hooks/use-load-error-toast';
import { RemoveEntryButton } from './remove-entry-button';
import { SavedListEntries } from './saved-list-entries';

// The load-failure toasts of docs/behaviour.md#profile: the title, and the fallback for a failure the server did not word.
const LOAD_ERRORS = {
  favourites: { title: msg`Error loading favorites`, fallback: msg`Failed to get favorites` },
  watchlist: { title: msg`Error loading watchlist`, fallback: msg`Failed to get watchlist` },
} satisfies Record<ListName, unknown>;

/** The profile's Favorites or Watchlist tab: the saved titles, each removable ('Item removed'). */
export function ProfileListTab({ list }: { list: ListName }) {
  const entries = useList(list);
  const { i18n } = useLingui();
  const loadError = LOAD_ERRORS[list];
  useLoadErrorToast(entries.error, i18n._(loadError.title), i18n._(loadError.fallback));
  const deletion = useDeleteListEntries(list);

  return (
    <SavedListEntries
      list={list}
      entries={entries}
      actions={(entry) => (
        <RemoveEntryButton
          title={entryTitle(i18n, entry)}
          busy={deletion.isPending && deletion.variables.includes(entry)}
          onRemove={() => deletion.mutate([entry], deletionToasts(i18n, list, [entryTitle(i18n, entry)]))}
        />
      )}
    />
  );
}
