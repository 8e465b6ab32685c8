import type { Preferences, UpdatePreferencesBody } from '@marquee/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from './api-client';
import { PROFILES_QUERY_KEY, useAuth } from './auth';
import { preferencesQueryOptions } from './preferences';

// Apart from lib/preferences.ts, which the accent theme reads as the app starts: changing preferences happens on the
// profile screen and in the player, and TanStack Query's mutations load with them (vite.config.ts, 'query-more').

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
