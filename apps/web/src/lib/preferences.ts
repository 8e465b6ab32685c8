import { DEFAULT_PREFERENCES, type Preferences } from '@marquee/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from './api-client';
import { USER_QUERY_KEY, useAuth } from './auth';

/**
 * The signed-in user's preferences (docs/behaviour.md#preferences), shared by the accent theme, the player
 * (preferred source, subtitles, history recording) and the profile screen. Signed out, while loading, or
 * when loading failed, the defaults apply (docs/behaviour.md#preferences).
 */

export const preferencesQueryOptions = queryOptions({
  queryKey: [...USER_QUERY_KEY, 'preferences'],
  queryFn: ({ signal }) => apiRequest<Preferences>('/preferences', { signal }),
  staleTime: Infinity,
});

/** The query itself (for screens that show its loading and error states) and `preferences`, never undefined. */
export function usePreferences() {
  const { user, isChecking } = useAuth();
  // A stored token is confirmed first: a stale one must end quietly, not as a 401 that sends the user to /login.
  const query = useQuery({ ...preferencesQueryOptions, enabled: user !== null && !isChecking });
  return { ...query, preferences: (user && query.data) || DEFAULT_PREFERENCES };
}
