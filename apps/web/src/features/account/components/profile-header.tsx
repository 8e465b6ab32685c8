import type { User } from '@marquee/core';
import { Button } from '@/components/button';
import { useSignOut } from '@/lib/use-sign-out';
import { UserAvatar } from './user-avatar';

/** The top of the profile (docs/behaviour.md#profile): avatar, display name (else the email's name part), email, Sign Out. */
export function ProfileHeader({ user }: { user: User }) {
  const signOut = useSignOut();
  return (
    <section className="flex flex-col items-center gap-6 rounded-lg border border-line bg-surface p-6 text-center md:flex-row md:text-left">
      <UserAvatar user={user} />
      <div className="w-full min-w-0 space-y-1 md:flex-1">
        <h1 className="truncate text-xl font-semibold">{user.displayName || user.email.split('@')[0]}</h1>
        <p className="truncate text-muted" title={user.email}>
          {user.email}
        </p>
      </div>
      <Button variant="secondary" busy={signOut.isPending} busyText="Signing out..." onClick={() => signOut.mutate()}>
        Sign Out
      </Button>
    </section>
  );
}
