import type {
  ActivityReply,
  AdminUser,
  AdminUserChangeBody,
  CreateInvitationBody,
  Invitation,
  ResetLink,
  ServerSettings,
  ServerHealth,
  ServerSettingsChangeBody,
} from '@marquee/core';
import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { appConfigQueryOptions } from '@/lib/app-config';
import { USER_QUERY_KEY } from '@/lib/auth';
import { registrationQueryOptions } from '@/lib/registration';

/**
 * The admin's calls (/api/admin/...). Under the user's key: signing out forgets them. A member is refused with 403,
 * which the screen shows rather than retrying.
 */
const ADMIN_KEY = [...USER_QUERY_KEY, 'admin'] as const;
const USERS_KEY = [...ADMIN_KEY, 'users'] as const;
const INVITATIONS_KEY = [...ADMIN_KEY, 'invitations'] as const;
const SETTINGS_KEY = [...ADMIN_KEY, 'settings'] as const;
const ACTIVITY_KEY = [...ADMIN_KEY, 'activity'] as const;
const SERVER_HEALTH_KEY = [...ADMIN_KEY, 'server-health'] as const;
/** How often the Activity tab asks again while it is open (its panel is mounted only then). */
const ACTIVITY_REFRESH_MS = 10_000;

const once = { retry: false } as const;

export function useAccounts() {
  return useQuery({ queryKey: USERS_KEY, queryFn: ({ signal }) => apiRequest<AdminUser[]>('/admin/users', { signal }), ...once });
}

export function useChangeAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, change }: { id: string; change: AdminUserChangeBody }) =>
      apiRequest(`/admin/users/${encodeURIComponent(id)}`, { method: 'PATCH', body: change }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: USERS_KEY }),
  });
}

export function useDeleteAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiRequest(`/admin/users/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: USERS_KEY }),
  });
}

/** A one-time link that sets the account's password; nothing listed changes, so nothing is fetched again. */
export function useCreateResetLink() {
  return useMutation({
    mutationFn: (id: string) => apiRequest<ResetLink>(`/admin/users/${encodeURIComponent(id)}/reset-link`, { method: 'POST' }),
  });
}

export function useInvitations() {
  return useQuery({
    queryKey: INVITATIONS_KEY,
    queryFn: ({ signal }) => apiRequest<Invitation[]>('/admin/invitations', { signal }),
    ...once,
  });
}

export function useCreateInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateInvitationBody) => apiRequest<Invitation>('/admin/invitations', { method: 'POST', body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: INVITATIONS_KEY }),
  });
}

export function useWithdrawInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiRequest(`/admin/invitations/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: INVITATIONS_KEY }),
  });
}

export function useServerSettings() {
  return useQuery({
    queryKey: SETTINGS_KEY,
    queryFn: ({ signal }) => apiRequest<ServerSettings>('/admin/settings', { signal }),
    ...once,
  });
}

export function useChangeSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: ServerSettingsChangeBody) =>
      apiRequest<ServerSettings>('/admin/settings', { method: 'PATCH', body: change }),
    onSuccess: (settings) => {
      queryClient.setQueryData(SETTINGS_KEY, settings);
      showSiteName(queryClient, settings.siteName);
      void queryClient.invalidateQueries({ queryKey: registrationQueryOptions.queryKey });
    },
  });
}

/**
 * Shows the site's new name at once, where the app shows it (the header, the tab's title): the configuration in hand
 * came with the page, which the server writes with the new name from now on.
 */
export function showSiteName(queryClient: QueryClient, siteName: string): void {
  queryClient.setQueryData(appConfigQueryOptions.queryKey, (config) => config && { ...config, siteName });
}

/** Who watches what now and the latest sign-ins, asked again every 10 s while the Activity tab is open. */
export function useActivity() {
  return useQuery({
    queryKey: ACTIVITY_KEY,
    queryFn: ({ signal }) => apiRequest<ActivityReply>('/admin/activity', { signal }),
    refetchInterval: ACTIVITY_REFRESH_MS,
    ...once,
  });
}

/** The server's health as the answering node sees it, asked again with the Activity. */
export function useServerHealth() {
  return useQuery({
    queryKey: SERVER_HEALTH_KEY,
    queryFn: ({ signal }) => apiRequest<ServerHealth>('/admin/server-health', { signal }),
    refetchInterval: ACTIVITY_REFRESH_MS,
    ...once,
  });
}
