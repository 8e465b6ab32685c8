import type { ListEntryBody } from '@marquee/core';
import { useNavigate } from '@/lib/router';
import { toast } from '@/lib/toast';
import { errorMessage } from '@/lib/api-client';
import { useAuth } from '@/lib/auth';
import { findListEntry, LIST_WORDS, useList, type ListName } from './get-list';
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
  const word = LIST_WORDS[list];

  function toggle() {
    if (!user) {
      toast('Login Required', {
        description: `Please log in to add items to your ${word}.`,
        action: { label: 'Log In', onClick: () => void navigate('/login') },
      });
      return;
    }
    if (entry) {
      change.mutate(
        { kind: 'remove', entry },
        {
          onSuccess: () =>
            toast.success(`Removed from ${word}`, { description: `${media.title} has been removed from your ${word}.` }),
          onError: (error) =>
            toast.error(`Error removing from ${word}`, { description: errorMessage(error, `Failed to remove from ${word}`) }),
        },
      );
    } else {
      change.mutate(
        { kind: 'add', media },
        {
          onSuccess: () => toast.success(`Added to ${word}`, { description: `${media.title} has been added to your ${word}.` }),
          onError: (error) =>
            toast.error(`Error adding to ${word}`, { description: errorMessage(error, `Failed to add to ${word}`) }),
        },
      );
    }
  }

  return { inList: entry !== undefined, toggle, busy: change.isPending };
}
