import { libraryKeys, type LibraryReply, type LibraryTitle, type MediaType } from '@marquee/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
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

// One set per reply, however many cards ask.
const keysOf = new WeakMap<LibraryReply, Set<string>>();
function keysFor(reply: LibraryReply): Set<string> {
  let keys = keysOf.get(reply);
  if (!keys) keysOf.set(reply, (keys = libraryKeys(reply.titles)));
  return keys;
}

/** Whether the title is in the library ('In your library' on its card and page). */
export function useInLibrary(mediaType: MediaType, id: number): boolean {
  const { user } = useAuth();
  const { data } = useQuery({
    ...libraryQueryOptions(),
    enabled: user !== null,
    select: (reply) => keysFor(reply).has(`${mediaType}:${id}`),
  });
  return data ?? false;
}
