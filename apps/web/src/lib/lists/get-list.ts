import type { ListEntry } from '@marquee/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { USER_QUERY_KEY, useAuth } from '@/lib/auth';

/** The two lists of docs/behaviour.md#lists by their API paths (/api/favourites, /api/watchlist). */
export type ListName = 'favourites' | 'watchlist';

/** GET /api/{list}: the signed-in user's whole list, newest first. */
export function getList(list: ListName, signal?: AbortSignal): Promise<ListEntry[]> {
  return apiRequest<ListEntry[]>(`/${list}`, { signal });
}

/** Cached under the user's key, so signing out forgets it (src/lib/auth.tsx). */
export function listQueryOptions(list: ListName) {
  return queryOptions({
    queryKey: [...USER_QUERY_KEY, 'list', list],
    queryFn: ({ signal }) => getList(list, signal),
  });
}

/** The list while signed in; a visitor has none and nothing is fetched. */
export function useList(list: ListName) {
  const { user } = useAuth();
  return useQuery({ ...listQueryOptions(list), enabled: user !== null });
}

/** The entry of one title in a list, if it is there (a movie and a show may share an id). */
export function findListEntry(
  entries: readonly ListEntry[] | undefined,
  media: Pick<ListEntry, 'media_id' | 'media_type'>,
): ListEntry | undefined {
  return entries?.find((entry) => entry.media_id === media.media_id && entry.media_type === media.media_type);
}
