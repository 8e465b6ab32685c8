import type { ListEntry } from '@marquee/core';
import { Bookmark, Heart } from 'lucide';
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
    label: 'Favorites',
    unableToLoad: 'Unable to load favorites',
    fallback: 'Failed to get favorites',
    empty: { icon: Heart, title: 'No favorites yet', description: 'Titles you add to your favorites will show up here.' },
  },
  watchlist: {
    label: 'Watchlist',
    unableToLoad: 'Unable to load watchlist',
    fallback: 'Failed to get watchlist',
    empty: { icon: Bookmark, title: 'Your watchlist is empty', description: 'Titles you want to watch later will show up here.' },
  },
} satisfies Record<ListName, unknown>;

interface SavedListEntriesProps {
  list: ListName;
  entries: ReturnType<typeof useList>;
  selection?: ReturnType<typeof useSelection>;
  actions(entry: ListEntry): ReactNode;
}

/** The favourites or the watchlist as rows, newest first, with their loading, empty and error states. */
export function SavedListEntries({ list, entries: query, selection, actions }: SavedListEntriesProps) {
  const texts = TEXTS[list];
  if (query.isPending) return <EntryListSkeleton />;
  if (query.isError) {
    return (
      <ErrorState
        title={texts.unableToLoad}
        message={errorMessage(query.error, texts.fallback)}
        onRetry={() => void query.refetch()}
      />
    );
  }
  if (query.data.length === 0) return <BrowseContentEmptyState {...texts.empty} />;

  return (
    <ul aria-label={texts.label} className="grid gap-2">
      {query.data.map((entry) => (
        <EntryRow
          key={entry.id}
          entry={entry}
          details={listEntryDetails(entry)}
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
