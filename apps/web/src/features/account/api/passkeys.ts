import type { Passkey } from '@marquee/core';
import { startRegistration, type PublicKeyCredentialCreationOptionsJSON } from '@simplewebauthn/browser';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { USER_QUERY_KEY } from '@/lib/auth';

/** Under the user's key: signing out forgets the list. */
const PASSKEYS_KEY = [...USER_QUERY_KEY, 'passkeys'] as const;

/** GET /api/auth/passkeys: the account's passkeys, the newest first. */
export function usePasskeys() {
  return useQuery({ queryKey: PASSKEYS_KEY, queryFn: ({ signal }) => apiRequest<Passkey[]>('/auth/passkeys', { signal }) });
}

/**
 * Adding a passkey: the server's options (POST /api/auth/passkeys/options), the browser's WebAuthn call, and its
 * answer back (POST /api/auth/passkeys). The browser's refusal rejects with its own error (passkeyRefusal reads it).
 */
async function addPasskey(): Promise<Passkey> {
  const optionsJSON = await apiRequest<PublicKeyCredentialCreationOptionsJSON>('/auth/passkeys/options', { method: 'POST' });
  const response = await startRegistration({ optionsJSON });
  return apiRequest<Passkey>('/auth/passkeys', { method: 'POST', body: { response } });
}

export function useAddPasskey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addPasskey,
    onSettled: () => queryClient.invalidateQueries({ queryKey: PASSKEYS_KEY }),
  });
}

/** DELETE /api/auth/passkeys/{id}: it no longer signs in; the list is read again. */
export function useRemovePasskey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiRequest(`/auth/passkeys/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: PASSKEYS_KEY }),
  });
}
