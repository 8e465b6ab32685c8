import { startTransition, useEffect, useState, type RefObject } from 'react';

/**
 * Whether the element has come within `rootMargin` of the viewport (or of `root`, a scrolling element it sits
 * in); once true it stays true, so what it gated stays mounted. Always true when `enabled` is false, and in a
 * browser without IntersectionObserver.
 */
export function useNearViewport(
  ref: RefObject<Element | null>,
  enabled: boolean,
  rootMargin: string,
  root?: RefObject<Element | null>,
): boolean {
  // On the server (entry-server.tsx) nothing is near yet: the page's first paint is what a screen shows first.
  const [near, setNear] = useState(
    () => !enabled || (typeof window !== 'undefined' && typeof IntersectionObserver === 'undefined'),
  );

  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        // As a transition, what the element mounts then is built in slices that yield to the browser, not in one
        // long task while the page is still starting or the visitor scrolls.
        if (entries.some((entry) => entry.isIntersecting)) startTransition(() => setNear(true));
      },
      { rootMargin, root: root?.current ?? null },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, near, rootMargin, root]);

  return near;
}
