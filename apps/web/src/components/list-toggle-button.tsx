import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { ListEntryBody } from '@marquee/core';
import { Bookmark, Heart, type IconNode } from 'lucide';
import { Button } from '@/components/button';
import { cn } from '@/lib/cn';
import type { ListName } from '@/lib/lists/get-list';
import { useListToggle } from '@/lib/lists/use-list-toggle';
import { Icon } from '@/components/icon';

const LABELS: Record<ListName, { add: MessageDescriptor; added: MessageDescriptor; icon: IconNode }> = {
  favourites: { add: msg`Add to Favorites`, added: msg`In Favorites`, icon: Heart },
  watchlist: { add: msg`Add to Watchlist`, added: msg`In Watchlist`, icon: Bookmark },
};

interface ListToggleButtonProps {
  list: ListName;
  /** The title as the list stores it. */
  media: ListEntryBody;
  /** An icon button (the player's top bar), named by the same label for screen readers. */
  iconOnly?: boolean;
  className?: string;
}

/** 'Add to Favorites' / 'In Favorites', 'Add to Watchlist' / 'In Watchlist' (docs/behaviour.md#lists), for any title. */
export function ListToggleButton({ list, media, iconOnly = false, className }: ListToggleButtonProps) {
  const { inList, toggle, busy } = useListToggle(list, media);
  const { i18n } = useLingui();
  const labels = LABELS[list];
  const label = i18n._(inList ? labels.added : labels.add);
  const iconNode = labels.icon;
  return (
    <Button
      variant="secondary"
      size={iconOnly ? 'icon' : 'md'}
      onClick={toggle}
      sending={busy}
      aria-label={iconOnly ? label : undefined}
      title={iconOnly ? label : undefined}
      className={className}
    >
      {/* Filled in the accent while the title is in the list. */}
      <Icon node={iconNode} className={cn('size-5', inList && 'fill-accent text-accent')} aria-hidden="true" />
      {!iconOnly && label}
    </Button>
  );
}
