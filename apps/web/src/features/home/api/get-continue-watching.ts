import type { ContinueWatchingReply } from '@marquee/core';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { useAuth } from '@/lib/auth';
import { HISTORY_QUERY_KEY } from '@/lib/watch-history';

/** Under the history's key: a recorded play, a mark or a change of history reads the row again. */
export const continueWatchingQueryKey = () => [...HISTORY_QUERY_KEY, 'continue-watching'];

/**
 * The Continue Watching row (docs/behaviour.md#continue-watching), as the server builds it from the history and the
 * watched marks: films and episodes to resume, shows at their next episode. Not asked for a visitor, who sees no row.
 */
export function useContinueWatching() {
  const { user } = useAuth();
  return useQuery({
    queryKey: continueWatchingQueryKey(),
    queryFn: ({ signal }) => apiRequest<ContinueWatchingReply>('/continue-watching', { signal }),
    enabled: user !== null,
    select: (reply) => reply.items,
  });
}
