import { SKELETON_COUNT } from '@marquee/core';
import { Button } from '@/components/button';
import { MediaCard, mediaCardKey, MediaCardSkeleton } from '@/components/media-card';
import { ErrorState } from '@/components/error-state';
import { cn } from '@/lib/cn';
import type { MediaListItem as Item } from '@/lib/tmdb';
import type { PagedList } from '@/lib/use-paged-list';
import { MediaListItem, MediaListItemSkeleton } from './media-list-item';

export type CatalogueView = 'grid' | 'list';

interface CatalogueResultsProps {
  /** The items to show: the loaded pages, possibly filtered and sorted. */
  items: readonly Item[];
  paging: Omit<PagedList, 'items'>;
  view?: CatalogueView;
  /** SPEC.md §8's text for this screen, e.g. 'Error loading movies. Please try again.' */
  errorText: string;
}

const GRID = 'grid grid-cols-[repeat(auto-fill,minmax(9rem,1fr))] gap-x-4 gap-y-6 md:grid-cols-[repeat(auto-fill,minmax(11.25rem,1fr))]';
const LIST = 'grid gap-3 lg:grid-cols-2';

/** 'Details:' and the error's message, or 'Unknown error' (SPEC.md §8 Pages). */
function errorDetails(error: Error): string {
  return `Details: ${error.message || 'Unknown error'}`;
}

/**
 * A catalogue list in grid or list view: a skeleton of 20 placeholders while the first page loads,
 * the screen's error text, 'No results found.' for an empty list, and 'Show More'.
 */
export function CatalogueResults({ items, paging, view = 'grid', errorText }: CatalogueResultsProps) {
  if (paging.error) return <ErrorState title={errorText} message={errorDetails(paging.error)} onRetry={paging.retry} />;

  if (paging.isPending) {
    return (
      <div role="status" aria-label="Loading" className={view === 'grid' ? GRID : LIST}>
        {Array.from({ length: SKELETON_COUNT }, (_, index) =>
          view === 'grid' ? <MediaCardSkeleton key={index} /> : <MediaListItemSkeleton key={index} />,
        )}
      </div>
    );
  }

  return (
    <div className="space-y-8">
      {items.length === 0 ? (
        <p className="rounded-lg border border-line bg-surface px-4 py-12 text-center text-muted">No results found.</p>
      ) : (
        <ul className={view === 'grid' ? GRID : LIST}>
          {items.map((item, index) => (
            <li key={mediaCardKey(item, index)} className={cn(view === 'grid' && 'min-w-0')}>
              {view === 'grid' ? <MediaCard item={item} /> : <MediaListItem item={item} />}
            </li>
          ))}
        </ul>
      )}
      {paging.hasMore && (
        <div className="flex flex-col items-center gap-3">
          {paging.loadMoreError && (
            <p role="alert" className="text-center text-sm text-danger-fg">
              {errorText} {errorDetails(paging.loadMoreError)}
            </p>
          )}
          <Button variant="secondary" onClick={paging.showMore} busy={paging.isLoadingMore} busyText="Loading...">
            Show More
          </Button>
        </div>
      )}
    </div>
  );
}
