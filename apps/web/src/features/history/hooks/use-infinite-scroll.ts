import { INFINITE_SCROLL_THRESHOLD } from '@marquee/core';
import { useEffect, useEffectEvent, useRef } from 'react';

interface InfiniteScrollOptions {
  /** Whether another page can be asked for now (one exists, none is on its way, the last one did not fail). */
  canLoadMore: boolean;
  loadMore(): void;
}

/**
 * Infinite load (docs/behaviour.md#watch-history-page): returns a ref for an element placed after the list; when 10% of it
 * scrolls into view, the next page is asked for. A failed page is not asked for again by itself.
 */
export function useInfiniteScroll<T extends Element>({ canLoadMore, loadMore }: InfiniteScrollOptions) {
  const sentinel = useRef<T>(null);
  // Reads the latest callback when the observer fires, so the observer is not rebuilt on every render.
  const onVisible = useEffectEvent(loadMore);

  useEffect(() => {
    const element = sentinel.current;
    if (!element || !canLoadMore) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) onVisible();
      },
      { threshold: INFINITE_SCROLL_THRESHOLD },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [canLoadMore]);

  return sentinel;
}
