import { useState } from 'react';
import { cn } from '@/lib/cn';
import { badgeUrl } from '../api/live-api';

/**
 * A team's badge, decorative (the team's name is always beside it). Without a badge, or when it fails to
 * load, the team's initial in a circle of the same size, so rows stay aligned.
 */
export function TeamBadge({ name, badge, className }: { name: string; badge?: string | null; className?: string }) {
  const src = badgeUrl(badge);
  const [failed, setFailed] = useState<string | null>(null);
  const box = cn('size-6 shrink-0 rounded-full', className);
  if (!src || failed === src) {
    return (
      <span
        aria-hidden="true"
        className={cn(box, 'flex items-center justify-center bg-surface-2 text-xs font-semibold text-muted')}
      >
        {name.charAt(0).toUpperCase()}
      </span>
    );
  }
  return (
    <img
      src={src}
      alt=""
      width={24}
      height={24}
      loading="lazy"
      decoding="async"
      onError={() => setFailed(src)}
      className={cn(box, 'object-contain')}
    />
  );
}
