import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { NotificationEntry, NotificationsReply } from '@marquee/core';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { USER_QUERY_KEY, useAuth } from '@/lib/auth';

/** The server checks for new episodes at most every 10 minutes a profile: asking more often finds nothing new. */
const NOTIFICATIONS_FRESH_MS = 5 * 60_000;

function notificationsQueryOptions() {
  return queryOptions({
    queryKey: [...USER_QUERY_KEY, 'notifications'],
    queryFn: ({ signal }) => apiRequest<NotificationsReply>('/notifications', { signal }),
    staleTime: NOTIFICATIONS_FRESH_MS,
    refetchInterval: NOTIFICATIONS_FRESH_MS,
  });
}

/** The profile's notifications (docs/behaviour.md#notifications), for a member. */
export function useNotifications() {
  const { user } = useAuth();
  return useQuery({ ...notificationsQueryOptions(), enabled: user !== null });
}

/** Marks notifications read as they are seen: the count goes at once, and comes back if the server refuses. */
export function useMarkNotificationsRead() {
  const queryClient = useQueryClient();
  const { queryKey } = notificationsQueryOptions();
  return useMutation({
    mutationFn: (ids: string[]) => apiRequest('/notifications/read', { method: 'POST', body: { ids } }),
    onMutate: async (ids) => {
      await queryClient.cancelQueries({ queryKey });
      const previous = queryClient.getQueryData(queryKey);
      const read = new Set(ids);
      const now = new Date().toISOString();
      queryClient.setQueryData(
        queryKey,
        (reply) =>
          reply && {
            items: reply.items.map((item) => (read.has(item.id) && !item.read_at ? { ...item, read_at: now } : item)),
            unread: Math.max(0, reply.unread - reply.items.filter((item) => read.has(item.id) && !item.read_at).length),
          },
      );
      return { previous };
    },
    onError: (_error, _ids, context) => queryClient.setQueryData(queryKey, context?.previous),
  });
}

/** 'New episode of Arcane: S2 E4', in the words of `i18n`'s language. */
export function notificationText(notification: NotificationEntry, i18n: I18n): string {
  const { title, season, episode } = notification;
  return i18n._(msg`New episode of ${title}: S${season} E${episode}`);
}
