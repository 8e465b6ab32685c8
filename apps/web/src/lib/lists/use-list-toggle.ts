import { select } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { ListEntryBody } from '@marquee/core';
import { useNavigate } from '@/lib/router';
import { toast } from '@/lib/toast';
import { errorMessage } from '@/lib/api-client';
import { useAuth } from '@/lib/auth';
import { findListEntry, useList, type ListName } from './get-list';
import { useListChange } from './toggle-list-entry';

/**
 * The favourites or watchlist toggle of one title (docs/behaviour.md#lists): whether the title is in the stored list, and a
 * toggle that asks a visitor to log in, and otherwise adds or removes it with the toasts of docs/behaviour.md#lists. A refused change
 * shows the error toast and the button returns to its state before the click.
 */
export function useListToggle(list: ListName, media: ListEntryBody) {
  const { user } = useAuth();
  const navigate = useNavigate();
  const { data: entries } = useList(list);
  const change = useListChange(list);
  const entry = findListEntry(entries, media);
  const { t } = useLingui();
  const title = media.title;

  // Each text whole for each list (a select on `list`: 'other' is the watchlist), as languages word them differently.
  function toggle() {
    if (!user) {
      toast(t`Login Required`, {
        description: t`${select(list, {
          favourites: 'Please log in to add items to your favorites.',
          other: 'Please log in to add items to your watchlist.',
        })}`,
        action: { label: t`Log In`, onClick: () => void navigate('/login') },
      });
      return;
    }
    if (entry) {
      change.mutate(
        { kind: 'remove', entry },
        {
          onSuccess: () =>
            toast.success(t`${select(list, { favourites: 'Removed from favorites', other: 'Removed from watchlist' })}`, {
              description: t`${select(list, {
                favourites: `${title} has been removed from your favorites.`,
                other: `${title} has been removed from your watchlist.`,
              })}`,
            }),
          onError: (error) =>
            toast.error(
              t`${select(list, { favourites: 'Error removing from favorites', other: 'Error removing from watchlist' })}`,
              {
                description: errorMessage(
                  error,
                  t`${select(list, { favourites: 'Failed to remove from favorites', other: 'Failed to remove from watchlist' })}`,
                ),
              },
            ),
        },
      );
    } else {
      change.mutate(
        { kind: 'add', media },
        {
          onSuccess: () =>
            toast.success(t`${select(list, { favourites: 'Added to favorites', other: 'Added to watchlist' })}`, {
              description: t`${select(list, {
                favourites: `${title} has been added to your favorites.`,
                other: `${title} has been added to your watchlist.`,
              })}`,
            }),
          onError: (error) =>
            toast.error(t`${select(list, { favourites: 'Error adding to favorites', other: 'Error adding to watchlist' })}`, {
              description: errorMessage(
                error,
                t`${select(list, { favourites: 'Failed to add to favorites', other: 'Failed to add to watchlist' })}`,
              ),
            }),
        },
      );
    }
  }

  return { inList: entry !== undefined, toggle, busy: change.isPending };
}
