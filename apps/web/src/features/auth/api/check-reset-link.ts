import type { ResetCheck } from '@marquee/core';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/**
 * GET /api/auth/reset-password/{token}: whose password the link sets; an unknown or spent link rejects with the
 * server's reason (404, 410). Asked once: a refusal is not tried again.
 */
export function useResetLinkCheck(token: string | null) {
  return useQuery({
    queryKey: ['reset-link', token],
    queryFn: ({ signal }) =>
      apiRequest<ResetCheck>(`/auth/reset-password/${encodeURIComponent(token ?? '')}`, {
        signal,
        withToken: false,
        endsSessionOnAuthFailure: false,
      }),
    enabled: token !== null,
    retry: false,
    staleTime: Infinity,
  });
}
