import { useEffect, useState, type RefObject } from 'react';

/**
 * Whether the element has come within `rootMargin` of the viewport; once true it stays true, so what it
 * gated stays mounted. Always true when `enabled` is false, and where IntersectionObserver is missing.
 */
export function useNearViewport(ref: RefObject<Element | null>, enabled: boolean, rootMargin: string): boolean {
  const [near, setNear] = useState(() => !enabled || typeof IntersectionObserver === 'undefined');

  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, near, rootMargin]);

  return near;
}
