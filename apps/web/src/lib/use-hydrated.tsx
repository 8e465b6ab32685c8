import { createContext, startTransition, use, useEffect, useState, type ReactNode } from 'react';

/** Outside a provider (tests render on the client, with nothing to take over): hydrated. */
const HydratedContext = createContext(true);

/**
 * Whether the app has taken over the page the server rendered, for the parts below it.
 *
 * `hydrating` is true on the server and in the browser's first render of a server-rendered page (its markup must
 * match the server's), false when the browser draws the page itself. After the taking over, the change to
 * 'hydrated' is a transition: the account's parts then render in slices that yield to the browser, where a
 * store-based flag would have re-rendered them in one blocking task.
 */
export function HydrationProvider({ hydrating, children }: { hydrating: boolean; children: ReactNode }) {
  const [hydrated, setHydrated] = useState(!hydrating);
  useEffect(() => {
    if (!hydrated) startTransition(() => setHydrated(true));
  }, [hydrated]);
  return <HydratedContext value={hydrated}>{children}</HydratedContext>;
}

/**
 * False on the server and while the app takes over a page the server rendered, true from then on. For what the
 * server cannot know, such as who is signed in: it shows once the page is the app's.
 */
export const useHydrated = (): boolean => use(HydratedContext);
