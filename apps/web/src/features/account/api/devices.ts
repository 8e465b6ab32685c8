import type { Device } from '@marquee/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { USER_QUERY_KEY } from '@/lib/auth';

/** Under the user's key: signing out forgets the list. */
const DEVICES_KEY = [...USER_QUERY_KEY, 'devices'] as const;

/** GET /api/auth/devices: where the account is signed in, this device first. */
export function useDevices() {
  return useQuery({ queryKey: DEVICES_KEY, queryFn: ({ signal }) => apiRequest<Device[]>('/auth/devices', { signal }) });
}

/** DELETE /api/auth/devices/{id}: that device is signed out at its next request; the list is read again. */
export function useSignOutDevice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiRequest(`/auth/devices/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: DEVICES_KEY }),
  });
}
