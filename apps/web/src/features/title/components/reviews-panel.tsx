import { useLingui } from '@lingui/react/macro';
import { REVIEWS_STEP, type MediaType } from '@marquee/core';
import { MessageSquare } from 'lucide';
import { useEffect, useRef, useState } from 'react';
import { Button } from '@/components/button';
import { EmptyState } from '@/components/empty-state';
import { Skeleton } from '@/components/skeleton';
import { useReviews } from '../api/get-reviews';
import { ReviewCard } from './review-card';

/**
 * The Reviews tab (docs/behaviour.md#reviews): 3 reviews at first, 'Load More' adds 3 (fetching TMDB's next page
 * when the loaded ones run out), 'Show Less' returns to 3. Reviews that fail to load are logged and the tab shows
 * 'No Reviews Yet', as docs/behaviour.md#reviews says.
 */
export function ReviewsPanel({ mediaType, id }: { mediaType: MediaType; id: number }) {
  const reviews = useReviews(mediaType, id);
  const [visible, setVisible] = useState(REVIEWS_STEP);
  const actionsRef = useRef<HTMLDivElement>(null);
  const { t } = useLingui();

  useEffect(() => {
    if (reviews.error) console.error('Failed to load reviews', reviews.error);
  }, [reviews.error]);

  if (reviews.isPending) {
    return (
      <div className="space-y-4" aria-busy="true">
        {Array.from({ length: REVIEWS_STEP }, (_, i) => (
          <Skeleton key={i} className="h-36 w-full" />
        ))}
      </div>
    );
  }

  const loaded = reviews.data?.pages.flatMap((page) => page.results) ?? [];
  if (loaded.length === 0) {
    return (
      <EmptyState
        icon={MessageSquare}
        title={t`No Reviews Yet`}
        description={t`There are no reviews available for this title.`}
      />
    );
  }

  const canLoadMore = visible < loaded.length || reviews.hasNextPage;
  const loadMore = () => {
    const next = visible + REVIEWS_STEP;
    if (next > loaded.length && reviews.hasNextPage) void reviews.fetchNextPage();
    setVisible(next);
  };
  const showLess = () => {
    setVisible(REVIEWS_STEP);
    // 'Show Less' goes away with the extra reviews: keep the keyboard user on 'Load More', the first action.
    queueMicrotask(() => actionsRef.current?.querySelector('button')?.focus());
  };

  return (
    <div className="space-y-4">
      <ul className="space-y-4">
        {loaded.slice(0, visible).map((review) => (
          <li key={review.id}>
            <ReviewCard review={review} />
          </li>
        ))}
      </ul>
      {(canLoadMore || visible > REVIEWS_STEP) && (
        <div ref={actionsRef} className="flex flex-wrap gap-3">
          {canLoadMore && (
            <Button variant="secondary" onClick={loadMore} busy={reviews.isFetchingNextPage}>
              {t`Load More`}
            </Button>
          )}
          {visible > REVIEWS_STEP && (
            <Button variant="ghost" onClick={showLess}>
              {t`Show Less`}
            </Button>
          )}
        </div>
      )}
    </div>
  );
}
