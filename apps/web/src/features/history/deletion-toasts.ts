import { toast } from '@/lib/toast';
import { errorMessage } from '@/lib/api-client';

/** Where entries are deleted from on the account screens. */
export type Collection = 'history' | 'favourites' | 'watchlist';

// The failure texts of docs/behaviour.md#watch-history-page, for one item and for the selected ones.
const TEXTS: Record<Collection, { place: string; failedOne: string; failedSelected: string }> = {
  history: {
    place: 'your watch history',
    failedOne: 'Failed to delete watch history item.',
    failedSelected: 'Failed to delete selected watch history items.',
  },
  favourites: {
    place: 'your favorites',
    failedOne: 'Failed to delete favorite item.',
    failedSelected: 'Failed to delete selected favorites.',
  },
  watchlist: {
    place: 'your watchlist',
    failedOne: 'Failed to delete watchlist item.',
    failedSelected: 'Failed to delete selected watchlist items.',
  },
};

/**
 * The toasts of a deletion: 'Item removed' when it worked, 'Error removing item' with the server's reason or
 * the failure text of docs/behaviour.md#watch-history-page when it did not. `titles` are the deleted entries' titles.
 */
export function deletionToasts(collection: Collection, titles: readonly string[]) {
  const { place, failedOne, failedSelected } = TEXTS[collection];
  const [only, ...others] = titles;
  const single = only !== undefined && others.length === 0;
  return {
    onSuccess: () =>
      toast.success('Item removed', {
        description: single ? `${only} was removed from ${place}.` : `${titles.length} items were removed from ${place}.`,
      }),
    onError: (error: unknown) =>
      toast.error('Error removing item', { description: errorMessage(error, single ? failedOne : failedSelected) }),
  };
}
