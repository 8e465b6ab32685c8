import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ProfileAvatar as ProfileAvatarName } from '@marquee/core';
import { Cat, Heart, Leaf, Moon, Rocket, Smile, Star, Zap, type IconNode } from 'lucide';
import { cn } from '@/lib/cn';
import { Icon } from '@/components/icon';

/**
 * The pictures a profile can take (core's PROFILE_AVATARS), drawn here as inline icons: nothing to download, and the
 * same on every installation. Keyed by name rather than read from PROFILE_AVATARS, which sits beside zod schemas the
 * start-up code must not pull in.
 */
export const AVATAR_ICONS: Record<ProfileAvatarName, IconNode> = {
  smile: Smile,
  star: Star,
  rocket: Rocket,
  cat: Cat,
  leaf: Leaf,
  moon: Moon,
  bolt: Zap,
  heart: Heart,
};

/** What each picture is called, for the avatar picker's labels; translated where it is drawn (`i18n._`). */
export const AVATAR_NAMES: Record<ProfileAvatarName, MessageDescriptor> = {
  smile: msg`Smile`,
  star: msg`Star`,
  rocket: msg`Rocket`,
  cat: msg`Cat`,
  leaf: msg`Leaf`,
  moon: msg`Moon`,
  bolt: msg`Bolt`,
  heart: msg`Heart`,
};

interface ProfileAvatarProps {
  avatar: string;
  /** The profile's own accent: each profile shows its colour, whichever profile is signed in. */
  color: string;
  /** The size (a `size-*` class); the icon takes about half of it. */
  className?: string;
}

/** A profile's picture on its accent colour. Decorative: the profile's name is always beside it. */
export function ProfileAvatar({ avatar, color, className }: ProfileAvatarProps) {
  // A picture from a newer server than this app falls back to the first.
  const iconNode = AVATAR_ICONS[avatar as ProfileAvatarName] ?? Smile;
  return (
    <span
      aria-hidden="true"
      style={{ backgroundColor: color }}
      className={cn('flex size-10 shrink-0 items-center justify-center rounded-lg text-bg', className)}
    >
      <Icon node={iconNode} className="size-1/2" strokeWidth={2.25} />
    </span>
  );
}
