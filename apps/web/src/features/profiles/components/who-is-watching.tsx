import { useLingui } from '@lingui/react/macro';
import type { Profile } from '@marquee/core';
import { Lock, Pencil } from 'lucide';
import { useEffect, useRef, type KeyboardEvent } from 'react';
import { Link, useNavigate } from '@/lib/router';
import { buttonStyles } from '@/components/button';
import { ErrorState } from '@/components/error-state';
import { ProfileAvatar } from '@/components/profile-avatar';
import { ProfileLimitBadge } from '@/components/profile-limit-badge';
import { Skeleton } from '@/components/skeleton';
import { useAuth } from '@/lib/auth';
import { useProfiles } from '@/lib/account-profiles';
import { getRememberedProfileId } from '@/lib/session';
import { Icon } from '@/components/icon';
import { useProfileSwitch } from '../hooks/use-profile-switch';
import { MANAGE_PROFILES_PATH } from '../manage-profiles-path';
import { SwitchDialogs } from './switch-dialogs';

/**
 * Who's watching? (docs/behaviour.md#profiles): the account's profiles as large buttons, a PIN asked where one is set
 * (and the account password to leave a limited profile for one that may see more), and Manage Profiles. The arrow keys move between the profiles, as on a television; the profile this device chose
 * last has the focus to begin with.
 */
export function WhoIsWatching() {
  const { user } = useAuth();
  const profiles = useProfiles();
  const navigate = useNavigate();
  const switcher = useProfileSwitch(() => void navigate('/'));
  const list = useRef<HTMLUListElement>(null);
  const chosenButton = useRef<HTMLButtonElement | null>(null);
  const focused = useRef(false);
  const { t } = useLingui();

  const loaded = profiles.data !== undefined;
  useEffect(() => {
    if (!loaded || focused.current || !list.current) return;
    focused.current = true;
    const remembered = user ? getRememberedProfileId(user.uid) : null;
    const buttons = Array.from(list.current.querySelectorAll('button'));
    (buttons.find((button) => button.dataset.profileId === remembered) ?? buttons[0])?.focus();
  }, [loaded, user]);

  return (
    <main id="main" className="flex min-h-dvh flex-col items-center justify-center gap-10 px-4 py-12">
      <h1 className="text-center text-xl font-semibold md:text-2xl">{t`Who's watching?`}</h1>
      {profiles.isPending ? (
        <ProfileGridSkeleton />
      ) : profiles.isError ? (
        <ErrorState
          title={t`Failed to load profiles`}
          message={t`Check your connection and try again.`}
          onRetry={() => void profiles.refetch()}
        />
      ) : (
        <ul ref={list} aria-label={t`Profiles`} className="flex max-w-5xl flex-wrap justify-center gap-4 md:gap-8">
          {profiles.data.map((profile) => (
            <li key={profile.id}>
              <ProfileChoice
                profile={profile}
                busy={switcher.switchingId === profile.id}
                onChoose={(button) => {
                  chosenButton.current = button;
                  switcher.choose(profile);
                }}
              />
            </li>
          ))}
        </ul>
      )}
      <Link to={MANAGE_PROFILES_PATH} className={buttonStyles('secondary')}>
        <Icon node={Pencil} className="size-4" aria-hidden="true" />
        {t`Manage Profiles`}
      </Link>
      <SwitchDialogs switcher={switcher} returnFocusTo={() => chosenButton.current} />
    </main>
  );
}

function ProfileChoice({
  profile,
  busy,
  onChoose,
}: {
  profile: Profile;
  busy: boolean;
  onChoose(button: HTMLButtonElement): void;
}) {
  const { t } = useLingui();
  return (
    <button
      type="button"
      data-profile-id={profile.id}
      aria-busy={busy || undefined}
      onClick={(event) => onChoose(event.currentTarget)}
      onKeyDown={moveFocus}
      className="group flex w-28 flex-col items-center gap-3 rounded-xl p-2 focus-visible:outline-none md:w-40"
    >
      <span className="relative">
        <ProfileAvatar
          avatar={profile.avatar}
          color={profile.accent_color}
          className={`size-24 rounded-xl ring-offset-4 ring-offset-bg transition-shadow duration-150 group-hover:ring-2 group-hover:ring-fg group-focus-visible:ring-4 group-focus-visible:ring-fg md:size-36 ${busy ? 'animate-pulse' : ''}`}
        />
        {profile.hasPin && (
          <span className="absolute -right-1.5 -bottom-1.5 flex size-7 items-center justify-center rounded-full border border-line bg-surface-2 text-fg">
            <Icon node={Lock} className="size-3.5" aria-hidden="true" />
          </span>
        )}
      </span>
      <span
        className="w-full truncate text-center text-base font-semibold text-muted group-hover:text-fg group-focus-visible:text-fg"
        title={profile.name}
        translate="no"
        dir="auto"
      >
        {profile.name}
      </span>
      {(profile.kids || profile.maxRating !== null) && <ProfileLimitBadge profile={profile} className="-mt-1" />}
      {profile.hasPin && <span className="sr-only">{t`, locked with a PIN`}</span>}
    </button>
  );
}

function ProfileGridSkeleton() {
  return (
    <div className="flex flex-wrap justify-center gap-4 md:gap-8" aria-hidden="true">
      {[0, 1, 2].map((index) => (
        <div key={index} className="flex w-28 flex-col items-center gap-3 p-2 md:w-40">
          <Skeleton className="size-24 rounded-xl md:size-36" />
          <Skeleton className="h-5 w-20" />
        </div>
      ))}
    </div>
  );
}

/** Left and up go to the previous profile, right and down to the next, Home and End to the first and last. */
function moveFocus(event: KeyboardEvent<HTMLButtonElement>) {
  const list = event.currentTarget.closest('ul');
  if (!list) return;
  const buttons = Array.from(list.querySelectorAll('button'));
  const index = buttons.indexOf(event.currentTarget);
  const last = buttons.length - 1;
  const next = {
    ArrowLeft: index - 1,
    ArrowUp: index - 1,
    ArrowRight: index + 1,
    ArrowDown: index + 1,
    Home: 0,
    End: last,
  }[event.key];
  if (next === undefined) return;
  event.preventDefault();
  // Wraps around, so a long row is quick to cross either way.
  buttons[(next + buttons.length) % buttons.length]?.focus();
}
