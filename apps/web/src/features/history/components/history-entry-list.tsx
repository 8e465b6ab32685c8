import { useLingui } from '@lingui/react/macro';
import { progressPercent, type HistoryEntry } from '@marquee/core';
import { History } from 'lucide';
import type { ReactNode } from 'react';
import { Button } from '@/components/button';
import { ErrorState } from '@/components/error-state';
import { Spinner } from '@/components/spinner';
import { errorMessage } from '@/lib/api-client';
import { historyEntryDetails } from '@/lib/entry-text';
import type { useHistoryPages } from '../api/get-history-pages';
import { useInfiniteScroll } from '../hooks/use-infinite-scroll';
import type { useSelection } from '../hooks/use-selection';
import { BrowseContentEmptyState } from './browse-content-empty-state';
import { EntryListSkeleton } from './entry-list-skeleton';
import { EntryRow } from './entry-row';

interface HistoryEntryListProps {
  history: ReturnType<typeof useHistoryPages>;
  /** Checkboxes on the rows while the selection is on. */
  selection?: ReturnType<typeof useSelection>;
  /** The buttons at the end of each row. */
  actions(entry: HistoryEntry): ReactNode;
}

/**
 * The watch history as rows, loading the next 20 when the end of the list scrolls into view (docs/behaviour.md#watch-history-page),
 * with its loading, empty and error states ('Unable to load watch history', docs/behaviour.md#watch-history-page).
 */
export function HistoryEntryList({ history, selection, actions }: HistoryEntryListProps) {
  const { entries, hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage } = history;
  const { t, i18n } = useLingui();
  const sentinel = useInfiniteScroll<HTMLDivElement>({
    canLoadMore: hasNextPage && !isFetchingNextPage && !isFetchNextPageError,
    loadMore: () => void fetchNextPage(),
  });

  if (history.isPending) return <EntryListSkeleton />;
  if (history.isError && entries.length === 0) {
    return (
      <ErrorState
        title={t`Unable to load watch history`}
        message={errorMessage(history.error, t`Failed to get watch history`)}
        onRetry={() => void history.refetch()}
      />
    );
  }
  if (entries.length === 0) {
    return (
      <BrowseContentEmptyState
        icon={History}
        title={t`No watch history yet`}
        description={t`Titles you play will show up here.`}
      />
    );
  }

  return (
    <>
      <ul aria-label={t`Watch history`} className="grid gap-2">
        {entries.map((entry) => (
          <EntryRow
            key={entry.id}
            entry={entry}
            details={historyEntryDetails(i18n, entry)}
            progress={progressPercent(entry.watch_position, entry.duration)}
            selection={
              selection?.isSelecting
                ? { selected: selection.isSelected(entry.id), onToggle: () => selection.toggle(entry.id) }
                : undefined
            }
            actions={actions(entry)}
          />
        ))}
      </ul>
      <div ref={sentinel} className="flex min-h-12 items-center justify-center py-4">
        {isFetchingNextPage && <Spinner label={t`Loading more history`} />}
        {isFetchNextPageError && (
          <div role="alert" className="flex flex-wrap items-center justify-center gap-3 text-sm text-danger-fg">
            {t`Failed to load more watch history items.`}
            <Button variant="secondary" size="sm" onClick={() => void fetchNextPage()}>
              {t`Try again`}
            </Button>
          </div>
        )}
      </div>
    </>
  );
}
