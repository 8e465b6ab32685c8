import type { InvitationCheck } from '@marquee/core';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/**
 * GET /api/invitations/{code}: whether the link still works and the first profile it gives; a spent or unknown
 * link rejects with the server's reason (404, 410). Asked once: a refusal is not tried again.
 */
export function useInvitationCheck(code: string | null) {
  return useQuery({
    queryKey: ['invitation', code],
    queryFn: ({ signal }) =>
      apiRequest<InvitationCheck>(`/invitations/${encodeURIComponent(code ?? '')}`, {
        signal,
        withToken: false,
        endsSessionOnAuthFailure: false,
      }),
    enabled: code !== null,
    retry: false,
    staleTime: Infinity,
  });
}
