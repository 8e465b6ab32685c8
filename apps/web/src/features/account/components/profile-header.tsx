import { useLingui } from '@lingui/react/macro';
import type { User } from '@marquee/core';
import { useRef } from 'react';
import { Button } from '@/components/button';
import { useSignOutFlow } from '@/components/sign-out-flow';
import { UserAvatar } from './user-avatar';

/**
 * The top of the profile (docs/behaviour.md#profile): avatar, display name (else the email's name part), email, Sign
 * Out (the account password asked first on a limited profile).
 */
export function ProfileHeader({ user }: { user: User }) {
  const button = useRef<HTMLButtonElement>(null);
  const signOut = useSignOutFlow(() => button.current);
  const { t } = useLingui();
  return (
    <section className="flex flex-col items-center gap-6 rounded-lg border border-line bg-surface p-6 text-center md:flex-row md:text-start">
      <UserAvatar user={user} />
      <div className="w-full min-w-0 space-y-1 md:flex-1">
        <h1 className="truncate text-xl font-semibold" translate="no" dir="auto">
          {user.displayName || user.email.split('@')[0]}
        </h1>
        <p className="truncate text-muted" title={user.email} translate="no">
          {user.email}
        </p>
      </div>
      <Button ref={button} variant="secondary" busy={signOut.pending} busyText={t`Signing out...`} onClick={signOut.start}>
        {t`Sign Out`}
      </Button>
      {signOut.dialog}
    </section>
  );
}
