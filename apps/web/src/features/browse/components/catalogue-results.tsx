import { useLingui } from '@lingui/react/macro';
import { SKELETON_COUNT } from '@marquee/core';
import { ErrorState } from '@/components/error-state';
import { mediaCardKey } from '@/components/media-card';
import { MediaGrid, MediaGridSkeleton } from '@/components/media-grid';
import { ShowMore } from '@/components/show-more';
import { errorDetails } from '@/lib/error-details';
import { useLimitedProfile } from '@/lib/profiles';
import type { MediaListItem as Item } from '@/lib/tmdb';
import type { PagedList } from '@/lib/use-paged-list';
import { MediaListItem, MediaListItemSkeleton } from './media-list-item';

export type CatalogueView = 'grid' | 'list';

interface CatalogueResultsProps {
  /** The items to show: the loaded pages, possibly filtered and sorted. */
  items: readonly Item[];
  paging: Omit<PagedList, 'items'>;
  view?: CatalogueView;
  /** The error text for this screen, translated (docs/behaviour.md#movies-and-tv-shows), e.g. 'Error loading movies. Please try again.' */
  errorText: string;
  /** Narrowed to 'Available to watch': an empty list says so. */
  availableOnly?: boolean;
}

const LIST = 'grid gap-3 lg:grid-cols-2';

/**
 * A catalogue list in grid or list view: a skeleton of 20 placeholders while the first page loads,
 * the screen's error text, 'No results found.' for an empty list ('Nothing for this profile here' for a limited
 * profile's, whose list is empty only once every page has been looked through), and 'Show More'.
 */
export function CatalogueResults({ items, paging, view = 'grid', errorText, availableOnly = false }: CatalogueResultsProps) {
  const limited = useLimitedProfile() !== null;
  const { t, i18n } = useLingui();
  if (paging.error) return <ErrorState title={errorText} message={errorDetails(paging.error, i18n)} onRetry={paging.retry} />;

  if (paging.isPending) {
    return view === 'grid' ? (
      <MediaGridSkeleton count={SKELETON_COUNT} />
    ) : (
      <div role="status" aria-label={t`Loading`} className={LIST}>
        {Array.from({ length: SKELETON_COUNT }, (_, index) => (
          <MediaListItemSkeleton key={index} />
        ))}
      </div>
    );
  }

  return (
    <div className="space-y-8">
      {items.length === 0 ? (
        <p className="rounded-lg border border-line bg-surface px-4 py-12 text-center text-muted">
          {availableOnly
            ? t`Nothing here is available to watch`
            : limited
              ? t`Nothing for this profile here`
              : t`No results found.`}
        </p>
      ) : view === 'grid' ? (
        <MediaGrid items={items} />
      ) : (
        <ul className={LIST}>
          {items.map((item, index) => (
            <li key={mediaCardKey(item, index)}>
              <MediaListItem item={item} />
            </li>
          ))}
        </ul>
      )}
      <ShowMore paging={paging} errorText={errorText} />
    </div>
  );
}
