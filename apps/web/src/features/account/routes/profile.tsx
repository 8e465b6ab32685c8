import { Clapperboard } from 'lucide-react';
import { Button } from '@/components/button';
import { EmptyState } from '@/components/empty-state';
import { PageContainer } from '@/components/page-container';
import { useAuth } from '@/lib/auth';
import { useSignOut } from '@/lib/use-sign-out';

/**
 * The profile header of SPEC.md §2 (avatar with the email's initials, name, email, Sign Out).
 * Issue 7 adds profile editing and the History, Favorites, Watchlist and Preferences tabs.
 * Only reached signed in: the router's RequireUser sends visitors home.
 */
export default function ProfileRoute() {
  const { user } = useAuth();
  const signOut = useSignOut();
  if (!user) return null;

  return (
    <PageContainer className="space-y-10 py-10">
      <section className="flex flex-col items-center gap-6 rounded-lg border border-line bg-surface p-6 text-center md:flex-row md:text-left">
        <span
          aria-hidden="true"
          className="flex size-20 shrink-0 items-center justify-center rounded-full bg-accent text-xl font-semibold text-accent-fg"
        >
          {initialsOf(user.email)}
        </span>
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
      <EmptyState
        icon={Clapperboard}
        title="More of your profile is coming soon"
        description="Editing your name and picture, your history, favorites, watchlist and preferences will appear here."
      />
    </PageContainer>
  );
}

/** Up to two letters from the part of the email before the @ ("jane.doe@x" → "JD"). */
function initialsOf(email: string): string {
  const local = email.split('@')[0] ?? '';
  const [first = '', second = ''] = local.split(/[._\-+]+/).filter(Boolean);
  const letters = second ? first.charAt(0) + second.charAt(0) : local.slice(0, 2);
  return letters.toUpperCase() || '?';
}
