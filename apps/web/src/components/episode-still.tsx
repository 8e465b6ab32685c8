import { useLingui } from '@lingui/react/macro';
import { imageUrl } from '@marquee/core';
import { ImageOff } from 'lucide';
import { useAppConfig } from '@/lib/app-config';
import { cn } from '@/lib/cn';
import { Icon } from '@/components/icon';

interface EpisodeStillProps {
  /** TMDB's still_path; null shows 'No Image'. */
  path: string | null;
  /** The frame's rounding and placement in the card. */
  className?: string;
  iconClassName?: string;
}

/** An episode's still (16:9) in the title page's and the player's episode cards, or 'No Image' without one. */
export function EpisodeStill({ path, className, iconClassName }: EpisodeStillProps) {
  const { images } = useAppConfig();
  const still = imageUrl(images, 'still', path, 'w300');
  const { t } = useLingui();
  return (
    <div className={cn('aspect-video overflow-hidden bg-surface-2', className)}>
      {still ? (
        <img src={still} alt="" width={300} height={169} loading="lazy" className="size-full object-cover" />
      ) : (
        <div className="flex size-full flex-col items-center justify-center gap-1 text-xs text-muted">
          <Icon node={ImageOff} className={iconClassName} aria-hidden="true" />
          {t`No Image`}
        </div>
      )}
    </div>
  );
}
