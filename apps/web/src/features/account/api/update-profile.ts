import type { UpdateProfileBody, User } from '@marquee/core';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { useAuth } from '@/lib/auth';

/** PATCH /api/auth/update-profile with displayName or photoURL; the reply becomes the signed-in user everywhere. */
export function useUpdateProfile() {
  const { replaceUser } = useAuth();
  return useMutation({
    mutationFn: (body: UpdateProfileBody) => apiRequest<User>('/auth/update-profile', { method: 'PATCH', body }),
    onSuccess: replaceUser,
  });
}
