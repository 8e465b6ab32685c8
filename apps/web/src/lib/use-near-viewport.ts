import { useEffect, useState, type RefObject } from 'react';

/**
 * Whether the element has come within `rootMargin` of the viewport; once true it stays true, so what it
 * gated stays mounted. Always true when `enabled` is false, and in a browser without IntersectionObserver.
 */
export function useNearViewport(ref: RefObject<Element | null>, enabled: boolean, rootMargin: string): boolean {
  // On the server (entry-server.tsx) nothing is near yet: the page's first paint is what a screen shows first.
  const [near, setNear] = useState(() => !enabled || (typeof window !== 'undefined' && typeof IntersectionObserver === 'undefined'));

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
