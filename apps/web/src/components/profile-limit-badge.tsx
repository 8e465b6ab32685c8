import { useLingui } from '@lingui/react/macro';
import type { ContentRating } from '@marquee/core';
import { cn } from '@/lib/cn';

/**
 * The badge of a limited profile: 'Kids', or its maximum rating. Apart from the avatar, whose icons the header's first
 * drawing leaves to the profile menu's own code.
 */
export function ProfileLimitBadge({
  profile,
  className,
}: {
  profile: { kids: boolean; maxRating: ContentRating | null };
  className?: string;
}) {
  const { t } = useLingui();
  const rating = profile.maxRating;
  if (!profile.kids && rating === null) return null;
  return (
    <span
      className={cn(
        'inline-flex h-6 shrink-0 items-center rounded-full whitespace-nowrap border border-line bg-surface-2 px-2.5 text-xs font-semibold text-fg',
        className,
      )}
    >
      {profile.kids ? t`Kids` : t`Up to ${rating}`}
    </span>
  );
}
