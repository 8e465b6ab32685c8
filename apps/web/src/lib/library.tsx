import { libraryKeys, type LibraryReply, type LibraryTitle, type MediaType } from '@marquee/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { createContext, use, useMemo, type ReactNode } from 'react';
import { apiRequest } from './api-client';
import { USER_QUERY_KEY, useAuth } from './auth';

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

/** The library's titles while signed in; a visitor has none and nothing is fetched. */
export function useLibrary() {
  const { user } = useAuth();
  return useQuery({ ...libraryQueryOptions(), enabled: user !== null });
}

/** The library's titles, or none while it loads, fails, or for a visitor. */
export function useLibraryTitles(): readonly LibraryTitle[] {
  return useLibrary().data?.titles ?? NONE;
}

const NONE: readonly LibraryTitle[] = [];

/** The keys (`movie:550`) of the library's titles, given once to every card below (LibraryMarks). */
const LibraryKeysContext = createContext<ReadonlySet<string>>(new Set());

/**
 * Reads the library once for the whole app and hands its keys down, so a card's 'In your library' mark is a
 * lookup, not a query of its own: a page of a hundred cards keeps one subscription, not a hundred.
 */
export function LibraryMarks({ children }: { children: ReactNode }) {
  const { data } = useLibrary();
  const keys = useMemo(() => (data ? libraryKeys(data.titles) : NO_KEYS), [data]);
  return <LibraryKeysContext value={keys}>{children}</LibraryKeysContext>;
}

const NO_KEYS: ReadonlySet<string> = new Set();

/** Whether the title is in the library ('In your library' on its card and page). */
export function useInLibrary(mediaType: MediaType, id: number): boolean {
  return use(LibraryKeysContext).has(`${mediaType}:${id}`);
}
