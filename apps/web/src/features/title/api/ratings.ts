import { useLingui } from '@lingui/react/macro';
import type { MediaType, Rating, TitleRatingReply } from '@marquee/core';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest, errorMessage } from '@/lib/api-client';
import { useAuth } from '@/lib/auth';
import { RATINGS_QUERY_KEY } from '@/lib/ratings';
import { toast } from '@/lib/toast';
import { WATCHED_QUERY_KEY } from '@/lib/watched';

function titleRatingQueryOptions(mediaType: MediaType, mediaId: number) {
  return queryOptions({
    queryKey: [...RATINGS_QUERY_KEY, 'title', mediaType, mediaId],
    queryFn: ({ signal }) => apiRequest<TitleRatingReply>(`/ratings?media_type=${mediaType}&media_id=${mediaId}`, { signal }),
  });
}

/** The profile's rating of a title (docs/behaviour.md#your-ratings): undefined for a visitor and while loading. */
export function useTitleRating(mediaType: MediaType, mediaId: number) {
  const { user } = useAuth();
  return useQuery({ ...titleRatingQueryOptions(mediaType, mediaId), enabled: user !== null }).data;
}

/** Rates a title (1 to 10) or, with null, takes its rating away; the cards' ratings follow. */
export function useRate(mediaType: MediaType, mediaId: number) {
  const queryClient = useQueryClient();
  const { t } = useLingui();
  const { queryKey } = titleRatingQueryOptions(mediaType, mediaId);
  return useMutation({
    mutationFn: async (rating: number | null): Promise<Rating | null> => {
      const title = { media_type: mediaType, media_id: mediaId };
      if (rating !== null) return apiRequest<Rating>('/ratings', { method: 'PUT', body: { ...title, rating } });
      await apiRequest('/ratings', { method: 'DELETE', body: title });
      return null;
    },
    onSuccess: (rating) => queryClient.setQueryData(queryKey, { rating }),
    onError: (error) => toast.error(t`Error saving your rating`, { description: errorMessage(error, t`Please try again.`) }),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: RATINGS_QUERY_KEY }),
        queryClient.invalidateQueries({ queryKey: WATCHED_QUERY_KEY }),
      ]),
  });
}
