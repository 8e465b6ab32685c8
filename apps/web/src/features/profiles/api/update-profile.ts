import type { Profile, ProfileChangeBody } from '@marquee/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { PROFILES_QUERY_KEY, useAuth } from '@/lib/auth';
import { preferencesQueryOptions } from '@/lib/preferences';

/** PATCH /api/profiles/{id}: only the fields given change; `pin: null` and `maxRating: null` remove them. */
export function updateProfile(id: string, body: ProfileChangeBody): Promise<Profile> {
  return apiRequest<Profile>(`/profiles/${encodeURIComponent(id)}`, { method: 'PATCH', body });
}

/**
 * The reply replaces the profile in the list; a change to the profile in use is its session's too, and its accent is
 * its preferences' accent, read again.
 */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  const { profile: current, replaceProfile } = useAuth();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: ProfileChangeBody }) => updateProfile(id, body),
    onSuccess: (saved) => {
      queryClient.setQueryData<Profile[]>(PROFILES_QUERY_KEY, (profiles) =>
        profiles?.map((profile) => (profile.id === saved.id ? saved : profile)),
      );
      if (saved.id === current?.id) {
        replaceProfile(saved);
        void queryClient.invalidateQueries({ queryKey: preferencesQueryOptions.queryKey });
      }
    },
  });
}
