import { useLingui } from '@lingui/react/macro';
import type { MatchBadge as Badge } from '@marquee/core';
import { Star } from 'lucide';
import { cn } from '@/lib/cn';
import { Icon } from '@/components/icon';
import { BADGE_LABELS } from '../lib/match-text';

/** The LIVE or Popular badge of docs/behaviour.md#sports-list: LIVE in red with a dot, Popular as a quiet pill with a star. */
export function MatchBadge({ badge, className }: { badge: Badge; className?: string }) {
  const { i18n } = useLingui();
  if (!badge) return null;
  return (
    <span
      className={cn(
        'inline-flex h-6 items-center gap-1.5 rounded-full px-2.5 text-xs font-semibold tracking-wide',
        badge === 'LIVE' ? 'bg-danger text-white' : 'border border-line bg-bg/80 text-fg backdrop-blur-sm',
        className,
      )}
    >
      {badge === 'LIVE' ? (
        <span className="size-1.5 rounded-full bg-white motion-safe:animate-pulse" aria-hidden="true" />
      ) : (
        <Icon node={Star} className="size-3" aria-hidden="true" />
      )}
      {i18n._(BADGE_LABELS[badge])}
    </span>
  );
}
