import type { CreateProfileBody, Profile } from '@marquee/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { PROFILES_QUERY_KEY } from '@/lib/auth';

/**
 * POST /api/profiles. Past MAX_PROFILES the server answers 409, and to a limited profile 403: both are answers to
 * show, not an ended session.
 */
export function createProfile(body: CreateProfileBody): Promise<Profile> {
  return apiRequest<Profile>('/profiles', { method: 'POST', body });
}

export function useCreateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createProfile,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: PROFILES_QUERY_KEY }),
  });
}
