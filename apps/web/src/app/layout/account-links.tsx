import { CircleUserRound } from 'lucide-react';
import { Link, NavLink } from 'react-router';
import { buttonStyles } from '@/components/button';
import { useAuth } from '@/lib/auth';
import { cn } from '@/lib/cn';

/** Profile for a signed-in user; Login and Sign Up for a visitor (SPEC.md §2, §6). */
export function AccountLinks({ className, onNavigate }: { className?: string; onNavigate?: () => void }) {
  const { user } = useAuth();
  if (user) {
    return (
      <div className={className}>
        <NavLink
          to="/profile"
          onClick={onNavigate}
          className={({ isActive }) => cn(buttonStyles('ghost', 'md', 'w-full'), isActive && 'text-accent')}
        >
          <CircleUserRound className="size-5" aria-hidden="true" />
          Profile
        </NavLink>
      </div>
    );
  }
  return (
    <div className={cn('flex items-center gap-2', className)}>
      <Link to="/login" onClick={onNavigate} className={buttonStyles('ghost', 'md', 'flex-1')}>
        Login
      </Link>
      <Link to="/signup" onClick={onNavigate} className={buttonStyles('primary', 'md', 'flex-1')}>
        Sign Up
      </Link>
    </div>
  );
}
