import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { ListEntry } from '@marquee/core';
import { Bookmark, Heart, type IconNode } from 'lucide';
import type { ReactNode } from 'react';
import { ErrorState } from '@/components/error-state';
import { errorMessage } from '@/lib/api-client';
import { listEntryDetails } from '@/lib/entry-text';
import type { useList, ListName } from '@/lib/lists/get-list';
import type { useSelection } from '../hooks/use-selection';
import { BrowseContentEmptyState } from './browse-content-empty-state';
import { EntryListSkeleton } from './entry-list-skeleton';
import { EntryRow } from './entry-row';

// The error panels of docs/behaviour.md#watch-history-page, the service fallbacks, and the empty states of each list.
const TEXTS = {
  favourites: {
    label: msg`Favorites`,
    unableToLoad: msg`Unable to load favorites`,
    fallback: msg`Failed to get favorites`,
    icon: Heart,
    emptyTitle: msg`No favorites yet`,
    emptyDescription: msg`Titles you add to your favorites will show up here.`,
  },
  watchlist: {
    label: msg`Watchlist`,
    unableToLoad: msg`Unable to load watchlist`,
    fallback: msg`Failed to get watchlist`,
    icon: Bookmark,
    emptyTitle: msg`Your watchlist is empty`,
    emptyDescription: msg`Titles you want to watch later will show up here.`,
  },
} satisfies Record<ListName, Record<string, MessageDescriptor | IconNode>>;

interface SavedListEntriesProps {
  list: ListName;
  entries: ReturnType<typeof useList>;
  selection?: ReturnType<typeof useSelection>;
  actions(entry: ListEntry): ReactNode;
}

/** The favourites or the watchlist as rows, newest first, with their loading, empty and error states. */
export function SavedListEntries({ list, entries: query, selection, actions }: SavedListEntriesProps) {
  const texts = TEXTS[list];
  const { i18n } = useLingui();
  if (query.isPending) return <EntryListSkeleton />;
  if (query.isError) {
    return (
      <ErrorState
        title={i18n._(texts.unableToLoad)}
        message={errorMessage(query.error, i18n._(texts.fallback))}
        onRetry={() => void query.refetch()}
      />
    );
  }
  if (query.data.length === 0) {
    return (
      <BrowseContentEmptyState icon={texts.icon} title={i18n._(texts.emptyTitle)} description={i18n._(texts.emptyDescription)} />
    );
  }

  return (
    <ul aria-label={i18n._(texts.label)} className="grid gap-2">
      {query.data.map((entry) => (
        <EntryRow
          key={entry.id}
          entry={entry}
          details={listEntryDetails(i18n, entry)}
          selection={
            selection?.isSelecting
              ? { selected: selection.isSelected(entry.id), onToggle: () => selection.toggle(entry.id) }
              : undefined
          }
          actions={actions(entry)}
        />
      ))}
    </ul>
  );
}
