import { DEFAULT_PREFERENCES, type Preferences, type UpdatePreferencesBody } from '@marquee/core';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from './api-client';
import { PROFILES_QUERY_KEY, USER_QUERY_KEY, useAuth } from './auth';

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

/**
 * PATCH /api/preferences with any of the fields; the reply (all preferences) replaces the cached ones. The
 * accent is the profile's own colour too, so the profile and the list of profiles follow it.
 */
export function useUpdatePreferences() {
  const queryClient = useQueryClient();
  const { profile, replaceProfile } = useAuth();
  return useMutation({
    mutationFn: (body: UpdatePreferencesBody) => apiRequest<Preferences>('/preferences', { method: 'PATCH', body }),
    onSuccess: (saved) => {
      queryClient.setQueryData(preferencesQueryOptions.queryKey, saved);
      if (profile && profile.accent_color !== saved.accent_color) {
        replaceProfile({ ...profile, accent_color: saved.accent_color });
        void queryClient.invalidateQueries({ queryKey: PROFILES_QUERY_KEY });
      }
    },
  });
}
