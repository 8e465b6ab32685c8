import { useLingui } from '@lingui/react/macro';
import type { Profile } from '@marquee/core';
import { ChevronDown } from 'lucide';
import type { ComponentProps } from 'react';
import { ProfileAvatar } from '@/components/profile-avatar';
import { cn } from '@/lib/cn';
import { Icon } from '@/components/icon';

interface ProfileMenuTriggerProps extends ComponentProps<'button'> {
  profile: Profile;
}

/**
 * The header's profile button: the profile's picture, which opens the profile menu. A file of its own so the header
 * can draw it at once while the menu's code (Radix's menu and dialog) loads after the first screen.
 */
export function ProfileMenuTrigger({ profile, className, ...props }: ProfileMenuTriggerProps) {
  const { t } = useLingui();
  const name = profile.name;
  return (
    <button
      type="button"
      aria-label={t`Profile menu, ${name}`}
      className={cn(
        'flex h-11 items-center gap-1 rounded-lg px-1 text-muted transition-colors duration-150 hover:bg-white/10 hover:text-fg md:h-10',
        'data-[state=open]:bg-white/10 data-[state=open]:text-fg',
        className,
      )}
      {...props}
    >
      <ProfileAvatar avatar={profile.avatar} color={profile.accent_color} className="size-8 rounded-md" />
      <Icon node={ChevronDown} className="hidden size-4 sm:block" aria-hidden="true" />
    </button>
  );
}
