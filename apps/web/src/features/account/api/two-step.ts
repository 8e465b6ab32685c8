import type { RecoveryCodes, TwoStepSetup, TwoStepStatus } from '@marquee/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { USER_QUERY_KEY } from '@/lib/auth';

/** Under the user's key: signing out forgets it. */
const TWO_STEP_KEY = [...USER_QUERY_KEY, 'two-step'] as const;

/** GET /api/auth/two-step: whether the account signs in with a code too, and its recovery codes left. */
export function useTwoStepStatus() {
  return useQuery({
    queryKey: TWO_STEP_KEY,
    queryFn: ({ signal }) => apiRequest<TwoStepStatus>('/auth/two-step', { signal }),
  });
}

/** POST /api/auth/two-step/setup: a new secret for the authenticator app; nothing is on until its first code. */
export function useStartTwoStep() {
  return useMutation({ mutationFn: () => apiRequest<TwoStepSetup>('/auth/two-step/setup', { method: 'POST' }) });
}

/** POST /api/auth/two-step/enable: the app's first code turns it on; the reply's recovery codes are shown this once. */
export function useEnableTwoStep() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (code: string) => apiRequest<RecoveryCodes>('/auth/two-step/enable', { method: 'POST', body: { code } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: TWO_STEP_KEY }),
  });
}

/** DELETE /api/auth/two-step: the account password turns it off; a wrong one answers 403. */
export function useDisableTwoStep() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (password: string) => apiRequest('/auth/two-step', { method: 'DELETE', body: { password } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: TWO_STEP_KEY }),
  });
}
