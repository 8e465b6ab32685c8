import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { toast } from '@/lib/toast';
import { errorMessage } from '@/lib/api-client';

/** Where entries are deleted from on the account screens. */
export type Collection = 'history' | 'favourites' | 'watchlist';

// The failure texts of docs/behaviour.md#watch-history-page, for one item and for the selected ones.
const FAILURES = {
  history: {
    one: msg`Failed to delete watch history item.`,
    selected: msg`Failed to delete selected watch history items.`,
  },
  favourites: {
    one: msg`Failed to delete favorite item.`,
    selected: msg`Failed to delete selected favorites.`,
  },
  watchlist: {
    one: msg`Failed to delete watchlist item.`,
    selected: msg`Failed to delete selected watchlist items.`,
  },
} satisfies Record<Collection, { one: MessageDescriptor; selected: MessageDescriptor }>;

/** 'Heat was removed from your watchlist.': one entry removed from `collection`, in `i18n`'s language. */
function removedOne(i18n: I18n, collection: Collection, title: string): string {
  switch (collection) {
    case 'history':
      return i18n._(msg`${title} was removed from your watch history.`);
    case 'favourites':
      return i18n._(msg`${title} was removed from your favorites.`);
    case 'watchlist':
      return i18n._(msg`${title} was removed from your watchlist.`);
  }
}

/** '3 items were removed from your watchlist.': several entries removed from `collection`. */
function removedMany(i18n: I18n, collection: Collection, count: number): string {
  switch (collection) {
    case 'history':
      return i18n._(
        msg`${plural(count, {
          one: '# item was removed from your watch history.',
          other: '# items were removed from your watch history.',
        })}`,
      );
    case 'favourites':
      return i18n._(
        msg`${plural(count, { one: '# item was removed from your favorites.', other: '# items were removed from your favorites.' })}`,
      );
    case 'watchlist':
      return i18n._(
        msg`${plural(count, { one: '# item was removed from your watchlist.', other: '# items were removed from your watchlist.' })}`,
      );
  }
}

/**
 * The toasts of a deletion, in `i18n`'s language (the screen's, from useLingui): 'Item removed' when it worked,
 * 'Error removing item' with the server's reason or the failure text of docs/behaviour.md#watch-history-page when
 * it did not. `titles` are the deleted entries' titles.
 */
export function deletionToasts(i18n: I18n, collection: Collection, titles: readonly string[]) {
  const [only, ...others] = titles;
  const single = only !== undefined && others.length === 0;
  const count = titles.length;
  return {
    onSuccess: () =>
      toast.success(i18n._(msg`Item removed`), {
        description: single ? removedOne(i18n, collection, only) : removedMany(i18n, collection, count),
      }),
    onError: (error: unknown) =>
      toast.error(i18n._(msg`Error removing item`), {
        description: errorMessage(error, i18n._(single ? FAILURES[collection].one : FAILURES[collection].selected)),
      }),
  };
}
