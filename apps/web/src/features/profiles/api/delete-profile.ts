import type { Profile } from '@marquee/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { PROFILES_QUERY_KEY } from '@/lib/auth';

/** DELETE /api/profiles/{id}, with its lists, history and preferences. The last profile answers 409. */
export function deleteProfile(id: string): Promise<void> {
  return apiRequest(`/profiles/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export function useDeleteProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteProfile,
    onSuccess: (_, id) =>
      queryClient.setQueryData<Profile[]>(PROFILES_QUERY_KEY, (profiles) => profiles?.filter((profile) => profile.id !== id)),
  });
}
