import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False on the server and while the app takes over a page the server rendered (its markup must match the
 * server's), true from then on. For what the server cannot know, such as who is signed in: it shows once
 * the page is the app's.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
