import { useLingui } from '@lingui/react/macro';
import type { ChangePasswordBody } from '@marquee/core';
import { useMutation } from '@tanstack/react-query';
import { toast } from '@/lib/toast';
import { apiRequest } from '@/lib/api-client';
import { useAuth } from '@/lib/auth';

/**
 * POST /api/auth/password. The server signs out every other device and keeps this one. A wrong current
 * password answers 403, which here means just that, not "the session is gone".
 */
export function useChangePassword() {
  return useMutation({
    mutationFn: (body: ChangePasswordBody) =>
      apiRequest('/auth/password', { method: 'POST', body, endsSessionOnAuthFailure: false }),
  });
}

/**
 * POST /api/auth/logout-all: every token of the user is revoked, this one too, so the app then signs
 * out here as well (its own sign-out call finds the token gone, which counts as signed out). The toast
 * is given here because the screen that asked is gone by then.
 */
export function useSignOutEverywhere() {
  const { signOut } = useAuth();
  const { t } = useLingui();
  return useMutation({
    mutationFn: async () => {
      await apiRequest('/auth/logout-all', { method: 'POST' });
      await signOut();
    },
    onSuccess: () => toast.success(t`Signed out everywhere`, { description: t`Sign in again on each device you use.` }),
  });
}
