import { msg, plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { applySearchOptions, SEARCH_PAGE_SIZE, type SearchSort, type SearchTypeFilter } from '@marquee/core';
import { memo, useEffect, useId } from 'react';
import { toast } from '@/lib/toast';
import { AvailableToggle } from '@/components/available-toggle';
import { Button } from '@/components/button';
import { MediaGrid, MediaGridSkeleton } from '@/components/media-grid';
import { ShowMore } from '@/components/show-more';
import { NOTHING_AVAILABLE, useAvailableFilter } from '@/lib/available-filter';
import { useLanguage } from '@/lib/use-language';
import { usePagedList } from '@/lib/use-paged-list';
import { searchPageQueryOptions } from '../api/search-titles';

const SEARCH_ERROR = msg`Failed to retrieve search results. Please try again.`;

interface SearchResultsProps {
  query: string;
  type: SearchTypeFilter;
  sort: SearchSort;
}

/**
 * 'Results for "{q}"' (docs/behaviour.md#search): the results of the type asked for, in the order asked
 * for, 20 more with each 'Show More', and 'Showing X of Y results'; 'Available to watch' narrows them. A failed search shows the
 * 'Search Error' toast and no results.
 */
// Memoised: the search page renders again when Recent Searches changes (as each search is recorded, just after the
// results arrive), which leaves the results as they are.
export const SearchResults = memo(function SearchResults({ query, type, sort }: SearchResultsProps) {
  const available = useAvailableFilter();
  const { keep } = available;
  const language = useLanguage();
  const { items, firstPage, ...paging } = usePagedList({
    // A new query or type is a new list. A new sort asks again for as many pages as are shown, in its order: the
    // server sorts every result before paging them.
    listKey: `${type}:${query}`,
    pageQuery: (page) => searchPageQueryOptions(query, type, page, sort, language),
    hasNextPage: (page) => page.page < page.totalPages,
    // 'Available to watch' keeps few of a page's results: pages are asked for until 20 show or the results end
    // (docs/behaviour.md#paging). Until what is available is known, none is asked for on its account.
    fill: available.on ? { key: 'available', shown: (loaded) => (keep ? keep(loaded).length : SEARCH_PAGE_SIZE) } : undefined,
  });
  const { error } = paging;
  const headingId = useId();
  const { t, i18n } = useLingui();

  useEffect(() => {
    if (error) toast.error(i18n._(msg`Search Error`), { description: i18n._(SEARCH_ERROR) });
  }, [error, i18n]);

  // Sorted again as loaded: with TMDB, whose search has no sort, the pages come in its order.
  const shown = error || !keep ? [] : keep(applySearchOptions(items, type, sort));
  const isPending = paging.isPending || keep === null;
  // Until the last page is in, the total is TMDB's count (unknown when narrowed); after it, exactly what was found.
  const total = paging.hasMore && !available.on ? Math.max(firstPage?.totalResults ?? 0, shown.length) : shown.length;
  const count = shown.length;

  return (
    <section aria-labelledby={headingId} className="space-y-4">
      <div className="space-y-1">
        <h2 id={headingId} className="text-lg font-semibold break-words">
          {t`Results for "${query}"`}
        </h2>
        {!isPending && !error && (
          <p role="status" className="text-sm text-muted">
            {/* English says 'results' whatever the count; a language with plural forms gives its own. */}
            {available.on && paging.hasMore
              ? t`${plural(count, { other: 'Showing # results' })}`
              : t`Showing ${count} of ${plural(total, { other: '# results' })}`}
          </p>
        )}
        <div className="pt-2">
          <AvailableToggle on={available.on} onToggle={available.toggle} />
        </div>
      </div>
      {isPending ? (
        <MediaGridSkeleton count={SEARCH_PAGE_SIZE} />
      ) : error ? (
        <div className="flex justify-center py-8">
          <Button variant="secondary" onClick={paging.retry}>
            {t`Try again`}
          </Button>
        </div>
      ) : shown.length === 0 ? (
        <p className="rounded-lg border border-line bg-surface px-4 py-12 text-center text-muted">
          {available.on ? i18n._(NOTHING_AVAILABLE) : t`No results found.`}
        </p>
      ) : (
        <MediaGrid items={shown} />
      )}
      {!error && <ShowMore paging={paging} errorText={i18n._(SEARCH_ERROR)} />}
    </section>
  );
});
