import type { User } from '@marquee/core';
import { useState } from 'react';
import { cn } from '@/lib/cn';

/** Up to two letters from the part of the email before the @ ("jane.doe@x" → "JD"). */
export function initialsOf(email: string): string {
  const local = email.split('@')[0] ?? '';
  const [first = '', second = ''] = local.split(/[._\-+]+/).filter(Boolean);
  const letters = second ? first.charAt(0) + second.charAt(0) : local.slice(0, 2);
  return letters.toUpperCase() || '?';
}

/**
 * The profile avatar (docs/behaviour.md#profile): the user's photo, or the initials of their email on the accent when there
 * is no photo or it fails to load. Decorative: the name and email sit beside it.
 */
export function UserAvatar({ user, className }: { user: User; className?: string }) {
  // Remembered per URL, so a newly saved photo gets its own chance to load.
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  const photo = user.photoURL && user.photoURL !== failedUrl ? user.photoURL : null;
  return (
    <span
      aria-hidden="true"
      className={cn(
        'flex size-20 shrink-0 items-center justify-center overflow-hidden rounded-full bg-accent text-xl font-semibold text-accent-fg',
        className,
      )}
    >
      {photo ? (
        <img
          src={photo}
          alt=""
          className="size-full object-cover"
          referrerPolicy="no-referrer"
          onError={() => setFailedUrl(photo)}
        />
      ) : (
        initialsOf(user.email)
      )}
    </span>
  );
}
