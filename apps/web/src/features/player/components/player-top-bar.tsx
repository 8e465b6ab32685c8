import { useLingui } from '@lingui/react/macro';
import type { ListEntryBody } from '@marquee/core';
import { BackButton } from '@/components/back-button';
import { ListToggleButton } from '@/components/list-toggle-button';

interface PlayerTopBarProps {
  /** The film's or show's name; null while it loads. */
  title: string | null;
  /** 'Season 1 · Episode 2' for TV. */
  subtitle: string | null;
  media: ListEntryBody | null;
}

/** The player's top bar (docs/behaviour.md#player): Back, the title, and the favourite and watchlist icon buttons. */
export function PlayerTopBar({ title, subtitle, media }: PlayerTopBarProps) {
  const { t } = useLingui();
  return (
    <div className="flex items-center gap-3">
      <BackButton />
      <div className="min-w-0 flex-1">
        <h1 className="truncate text-lg font-semibold" title={title ?? undefined}>
          {title ?? <span className="text-muted">{t`Loading…`}</span>}
        </h1>
        {subtitle && <p className="truncate text-sm text-muted">{subtitle}</p>}
      </div>
      {media && (
        <div className="flex shrink-0 gap-2">
          <ListToggleButton list="favourites" media={media} iconOnly />
          <ListToggleButton list="watchlist" media={media} iconOnly />
        </div>
      )}
    </div>
  );
}
