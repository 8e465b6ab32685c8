import { useLingui } from '@lingui/react/macro';
import { isLimitedProfile, type Profile } from '@marquee/core';
import { Lock, LogOut, Pencil, ShieldCheck, UserRound } from 'lucide';
import { DropdownMenu } from 'radix-ui';
import { useRef } from 'react';
import { Link, useNavigate } from '@/lib/router';
import { toast } from '@/lib/toast';
import { ProfileAvatar } from '@/components/profile-avatar';
import { ProfileLimitBadge } from '@/components/profile-limit-badge';
import { useSignOutFlow } from '@/components/sign-out-flow';
import { useAuth } from '@/lib/auth';
import { cn } from '@/lib/cn';
import { useProfiles } from '@/lib/account-profiles';
import { Icon } from '@/components/icon';
import { useProfileSwitch } from '../hooks/use-profile-switch';
import { MANAGE_PROFILES_PATH } from '../manage-profiles-path';
import { ProfileMenuTrigger } from './profile-menu-trigger';
import { SwitchDialogs } from './switch-dialogs';

const itemStyles =
  'flex min-h-11 cursor-pointer items-center gap-3 rounded-md px-2 text-base text-fg outline-none select-none data-[highlighted]:bg-white/10 md:min-h-10';

/**
 * The header's profile menu (docs/behaviour.md#profiles): the profile in use, the account's other profiles to switch
 * to (a PIN asked where one is set, the account password to leave a limited profile for one that may see more),
 * Manage Profiles, the account page, Admin for an admin's unlimited profile, and Sign Out (from a limited profile,
 * with the account password). Loaded after the first screen.
 */
export default function ProfileMenu({ className }: { className?: string }) {
  const { user, profile } = useAuth();
  const profiles = useProfiles();
  const navigate = useNavigate();
  const trigger = useRef<HTMLButtonElement>(null);
  const signOut = useSignOutFlow(() => trigger.current);
  // Set as an item that opens a dialog is chosen: the menu then leaves the focus to the dialog instead of taking it back.
  const dialogNext = useRef(false);
  const { t } = useLingui();
  const switcher = useProfileSwitch((chosen) => {
    const name = chosen.name;
    toast.success(t`Switched to ${name}`);
    void navigate('/');
  });

  if (!profile) return null;
  const others = profiles.data?.filter((candidate) => candidate.id !== profile.id) ?? [];

  function choose(chosen: Profile) {
    dialogNext.current = switcher.asks(chosen);
    switcher.choose(chosen);
  }

  function startSignOut() {
    dialogNext.current = profile !== null && isLimitedProfile(profile);
    signOut.start();
  }

  return (
    <>
      {/* Not modal: a PIN dialog opened from an item must own the page once the menu has closed. */}
      <DropdownMenu.Root modal={false}>
        <DropdownMenu.Trigger asChild>
          <ProfileMenuTrigger ref={trigger} profile={profile} className={className} />
        </DropdownMenu.Trigger>
        <DropdownMenu.Portal>
          <DropdownMenu.Content
            align="end"
            sideOffset={8}
            collisionPadding={8}
            onCloseAutoFocus={(event) => {
              if (!dialogNext.current) return;
              dialogNext.current = false;
              event.preventDefault();
            }}
            className="z-50 w-72 max-w-[calc(100vw-1rem)] rounded-lg border border-line bg-surface p-2 shadow-2xl"
          >
            <CurrentProfile profile={profile} />
            <DropdownMenu.Separator className="my-2 h-px bg-line" />
            {others.length > 0 && <SwitchProfileGroup others={others} switchingId={switcher.switchingId} onChoose={choose} />}
            <DropdownMenu.Item asChild className={itemStyles}>
              <Link to={MANAGE_PROFILES_PATH}>
                <Icon node={Pencil} className="size-4 text-muted" aria-hidden="true" />
                {t`Manage Profiles`}
              </Link>
            </DropdownMenu.Item>
            <DropdownMenu.Item asChild className={itemStyles}>
              <Link to="/profile">
                <Icon node={UserRound} className="size-4 text-muted" aria-hidden="true" />
                {t`Account`}
              </Link>
            </DropdownMenu.Item>
            {user?.role === 'admin' && !isLimitedProfile(profile) && (
              <DropdownMenu.Item asChild className={itemStyles}>
                <Link to="/admin">
                  <Icon node={ShieldCheck} className="size-4 text-muted" aria-hidden="true" />
                  {t`Admin`}
                </Link>
              </DropdownMenu.Item>
            )}
            <DropdownMenu.Item className={itemStyles} onSelect={startSignOut}>
              <Icon node={LogOut} className="rtl:-scale-x-100 size-4 text-muted" aria-hidden="true" />
              {t`Sign Out`}
            </DropdownMenu.Item>
          </DropdownMenu.Content>
        </DropdownMenu.Portal>
      </DropdownMenu.Root>
      <SwitchDialogs switcher={switcher} returnFocusTo={() => trigger.current} />
      {signOut.dialog}
    </>
  );
}

/** The profile in use, at the top of the menu. */
function CurrentProfile({ profile }: { profile: Profile }) {
  const { t } = useLingui();
  return (
    <div className="flex items-center gap-3 p-2">
      <ProfileAvatar avatar={profile.avatar} color={profile.accent_color} className="size-11" />
      <div className="min-w-0 flex-1">
        <p className="truncate font-semibold" title={profile.name} translate="no" dir="auto">
          {profile.name}
        </p>
        <p className="text-sm text-muted">{t`Watching now`}</p>
      </div>
      <ProfileLimitBadge profile={profile} />
    </div>
  );
}

interface SwitchProfileGroupProps {
  others: Profile[];
  /** The profile being switched to, which pulses meanwhile. */
  switchingId: string | null;
  onChoose(profile: Profile): void;
}

/** The account's other profiles, each chosen to switch to (a lock shows where a PIN is set). */
function SwitchProfileGroup({ others, switchingId, onChoose }: SwitchProfileGroupProps) {
  const { t } = useLingui();
  return (
    <>
      <DropdownMenu.Group>
        <DropdownMenu.Label className="px-2 py-1 text-xs font-semibold text-muted">{t`Switch profile`}</DropdownMenu.Label>
        {others.map((other) => (
          <DropdownMenu.Item
            key={other.id}
            className={cn(itemStyles, switchingId === other.id && 'animate-pulse')}
            onSelect={() => onChoose(other)}
          >
            <ProfileAvatar avatar={other.avatar} color={other.accent_color} className="size-8 rounded-md" />
            <span className="min-w-0 flex-1 truncate" translate="no" dir="auto">
              {other.name}
            </span>
            {other.hasPin && (
              <>
                <Icon node={Lock} className="size-4 shrink-0 text-muted" aria-hidden="true" />
                <span className="sr-only">{t`(PIN)`}</span>
              </>
            )}
          </DropdownMenu.Item>
        ))}
      </DropdownMenu.Group>
      <DropdownMenu.Separator className="my-2 h-px bg-line" />
    </>
  );
}
