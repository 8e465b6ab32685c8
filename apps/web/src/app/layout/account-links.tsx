import { useLingui } from '@lingui/react/macro';
import { CircleUserRound } from 'lucide';
import { Link, NavLink } from '@/lib/router';
import { buttonStyles } from '@/components/button';
import { useAuth } from '@/lib/auth';
import { cn } from '@/lib/cn';
import { useOpenSignUp } from '@/lib/registration';
import { useHydrated } from '@/lib/use-hydrated';
import { Icon } from '@/components/icon';

/**
 * Profile for a signed-in user; Login for a visitor, and Sign Up when anyone may make an account here
 * (docs/behaviour.md#header).
 */
export function AccountLinks({ className, onNavigate }: { className?: string; onNavigate?: () => void }) {
  const { user } = useAuth();
  const hydrated = useHydrated();
  const openSignUp = useOpenSignUp(user === null);
  const { t } = useLingui();
  // A page rendered on the server (entry-server.tsx) cannot know who is signed in: it shows neither until the app runs.
  if (!hydrated) return null;
  if (user) {
    return (
      <div className={className}>
        <NavLink
          to="/profile"
          onClick={onNavigate}
          className={({ isActive }) => cn(buttonStyles('ghost', 'md', 'w-full'), isActive && 'text-accent')}
        >
          <Icon node={CircleUserRound} className="size-5" aria-hidden="true" />
          {t`Profile`}
        </NavLink>
      </div>
    );
  }
  return (
    <div className={cn('flex items-center gap-2', className)}>
      <Link to="/login" onClick={onNavigate} className={buttonStyles('ghost', 'md', 'flex-1')}>
        {t`Login`}
      </Link>
      {openSignUp && (
        <Link to="/signup" onClick={onNavigate} className={buttonStyles('primary', 'md', 'flex-1')}>
          {t`Sign Up`}
        </Link>
      )}
    </div>
  );
}
