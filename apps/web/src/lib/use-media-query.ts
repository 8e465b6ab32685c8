import { useSyncExternalStore } from 'react';

/** Whether a CSS media query matches, following changes (rotation, resizing). */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => window.matchMedia(query).matches,
    // Rendered on the server (entry-server.tsx), no query matches: the phone-first layout.
    () => false,
  );
}
