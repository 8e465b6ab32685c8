import type { CalendarFeedLink, CalendarFeedState, CalendarReply } from '@marquee/core';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { USER_QUERY_KEY } from '@/lib/auth';

const CALENDAR_QUERY_KEY = [...USER_QUERY_KEY, 'calendar'] as const;

/** GET /api/calendar: the server's default range, 7 days back to 30 ahead (docs/behaviour.md#calendar). */
export function useCalendar() {
  return useQuery(
    queryOptions({
      queryKey: [...CALENDAR_QUERY_KEY, 'days'],
      queryFn: ({ signal }) => apiRequest<CalendarReply>('/calendar', { signal }),
    }),
  );
}

const feedQueryOptions = () =>
  queryOptions({
    queryKey: [...CALENDAR_QUERY_KEY, 'feed'],
    queryFn: ({ signal }) => apiRequest<CalendarFeedState>('/calendar/feed', { signal }),
  });

/** Whether the profile has a calendar feed link, and since when. */
export function useCalendarFeed() {
  return useQuery(feedQueryOptions());
}

/** Makes a new feed link (the old one stops working), or revokes it; the state is read again after either. */
export function useCalendarFeedChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (change: 'new' | 'revoke'): Promise<CalendarFeedLink | null> => {
      if (change === 'new') return apiRequest<CalendarFeedLink>('/calendar/feed', { method: 'POST', body: {} });
      await apiRequest('/calendar/feed', { method: 'DELETE' });
      return null;
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: feedQueryOptions().queryKey }),
  });
}
