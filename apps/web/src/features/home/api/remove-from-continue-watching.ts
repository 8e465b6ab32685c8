import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ContinueWatchingReply, MediaType } from '@marquee/core';
import type { QueryClient } from '@tanstack/react-query';
import { apiRequest, errorMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { continueWatchingQueryKey } from './get-continue-watching';

/**
 * 'Remove from Continue Watching' (docs/behaviour.md#continue-watching): the card leaves at once, and comes back with
 * an error toast, in the page's language (`i18n`), when the server refuses. Loaded at the first removal, not with home.
 */
export async function removeFromContinueWatching(
  queryClient: QueryClient,
  title: { media_type: MediaType; media_id: number },
  i18n: I18n,
): Promise<void> {
  const queryKey = continueWatchingQueryKey();
  await queryClient.cancelQueries({ queryKey });
  const previous = queryClient.getQueryData<ContinueWatchingReply>(queryKey);
  queryClient.setQueryData<ContinueWatchingReply>(
    queryKey,
    (reply) =>
      reply && { items: reply.items.filter((item) => item.media_type !== title.media_type || item.media_id !== title.media_id) },
  );
  try {
    await apiRequest('/continue-watching/hidden', { method: 'POST', body: title });
  } catch (error) {
    queryClient.setQueryData(queryKey, previous);
    toast.error(i18n._(msg`Error removing from Continue Watching`), {
      description: errorMessage(error, i18n._(msg`Failed to remove it`)),
    });
  } finally {
    void queryClient.invalidateQueries({ queryKey });
  }
}
