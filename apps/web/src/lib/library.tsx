import { libraryKeys, type LibraryReply, type LibraryTitle, type MediaType } from '@marquee/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { createContext, use, useDeferredValue, useMemo, type ReactNode } from 'react';
import { apiRequest } from './api-client';
import { USER_QUERY_KEY } from './auth';
import { usePreferences } from './preferences';
import { TitleMarksContext, useWatchedSummary } from './watched';

/** Under the user's key: signing out, or choosing another profile (whose limit may differ), forgets it. */
export const LIBRARY_QUERY_KEY = [...USER_QUERY_KEY, 'library'] as const;

/** The library changes when files are added on the server: a minute old is fresh enough. */
const LIBRARY_FRESH_MS = 60_000;

/** GET /api/library: the films and shows in the server's library, newest first (docs/behaviour.md#library-screen). */
export function libraryQueryOptions() {
  return queryOptions({
    queryKey: LIBRARY_QUERY_KEY,
    queryFn: ({ signal }) => apiRequest<LibraryReply>('/library', { signal }),
    staleTime: LIBRARY_FRESH_MS,
  });
}

/**
 * The library's titles, for visitors too: the players are open to them, so what plays is theirs to know before they
 * press Play (docs/behaviour.md#what-can-play).
 */
export function useLibrary() {
  return useQuery(libraryQueryOptions());
}

/** Whether the signed-in user runs this server (the library says so): the owner's screens and hints. */
export function useCanManageLibrary(): boolean {
  return useLibrary().data?.manage === true;
}

/** The library's titles, or none while it loads or when it fails. */
export function useLibraryTitles(): readonly LibraryTitle[] {
  return useLibrary().data?.titles ?? NONE;
}

const NONE: readonly LibraryTitle[] = [];

/** The keys (`movie:550`) of the library's titles, given once to every card below (LibraryMarks). */
const LibraryKeysContext = createContext<ReadonlySet<string>>(new Set());

/**
 * Reads the library once for the whole app and hands its keys down, so a card's 'In your library' mark is a
 * lookup, not a query of its own: a page of a hundred cards keeps one subscription, not a hundred. A member's
 * watched titles and ratings, and how it rates (lib/watched.tsx), come down the same way.
 */
export function LibraryMarks({ children }: { children: ReactNode }) {
  const { data } = useLibrary();
  const summary = useWatchedSummary();
  const thumbs = usePreferences().preferences.rating_style === 'thumbs';
  // Each answer arrives as an urgent update of the query cache, after the page has come alive. Deferred, the cards
  // (a page may show dozens) are redrawn with it in slices that yield to the browser, not in one long task; the
  // urgent redraw is this component alone, its children being the same elements.
  const keys = useDeferredValue(useMemo(() => (data ? libraryKeys(data.titles) : NO_KEYS), [data]));
  const marks = useDeferredValue(useMemo(() => ({ summary, thumbs }), [summary, thumbs]));
  return (
    <LibraryKeysContext value={keys}>
      <TitleMarksContext value={marks}>{children}</TitleMarksContext>
    </LibraryKeysContext>
  );
}

const NO_KEYS: ReadonlySet<string> = new Set();

/** Whether the title is in the library ('In your library' on its card and page). */
export function useInLibrary(mediaType: MediaType, id: number): boolean {
  return use(LibraryKeysContext).has(`${mediaType}:${id}`);
}
