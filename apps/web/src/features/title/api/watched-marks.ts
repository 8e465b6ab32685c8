import { useLingui } from '@lingui/react/macro';
import type { MediaType, WatchedBody, WatchedTitle } from '@marquee/core';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest, errorMessage } from '@/lib/api-client';
import { useAuth } from '@/lib/auth';
import { toast } from '@/lib/toast';
import { WATCHED_QUERY_KEY } from '@/lib/watched';
import { HISTORY_QUERY_KEY } from '@/lib/watch-history';

function titleWatchedQueryOptions(mediaType: MediaType, mediaId: number) {
  return queryOptions({
    queryKey: [...WATCHED_QUERY_KEY, 'title', mediaType, mediaId],
    queryFn: ({ signal }) => apiRequest<WatchedTitle>(`/watched?media_type=${mediaType}&media_id=${mediaId}`, { signal }),
  });
}

/** One title's marks (docs/behaviour.md#watched-marks), for a member; undefined for a visitor and while loading. */
export function useTitleWatched(mediaType: MediaType, mediaId: number) {
  const { user } = useAuth();
  return useQuery({ ...titleWatchedQueryOptions(mediaType, mediaId), enabled: user !== null }).data;
}

/** What one press marks or unmarks: the title (a film, a whole show), a season, or an episode. */
export interface MarkChange {
  watched: boolean;
  season?: number;
  episode?: number;
}

/**
 * Marks or unmarks part of a title. A mark's reply is the title's marks, shown at once; then every watched query
 * (the cards' ticks too) and Continue Watching, which follows marks, are read again.
 */
export function useMarkWatched(mediaType: MediaType, mediaId: number) {
  const queryClient = useQueryClient();
  const { t } = useLingui();
  const { queryKey } = titleWatchedQueryOptions(mediaType, mediaId);
  return useMutation({
    mutationFn: async ({ watched, season, episode }: MarkChange): Promise<WatchedTitle | null> => {
      const body: WatchedBody = { media_type: mediaType, media_id: mediaId, season, episode };
      if (watched) return apiRequest<WatchedTitle>('/watched', { method: 'PUT', body });
      await apiRequest('/watched', { method: 'DELETE', body });
      return null;
    },
    onSuccess: (state) => {
      if (state) queryClient.setQueryData(queryKey, state);
    },
    onError: (error) => toast.error(t`Error updating watched`, { description: errorMessage(error, t`Failed to update watched`) }),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: WATCHED_QUERY_KEY }),
        queryClient.invalidateQueries({ queryKey: HISTORY_QUERY_KEY }),
      ]),
  });
}
