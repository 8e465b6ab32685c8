import { lazy, Suspense } from 'react';
import { useAuth } from '@/lib/auth';
import { cn } from '@/lib/cn';

// The menus, their buttons' icons and the PIN dialog load after the first screen: the home page's JavaScript budget
// (docs/architecture.md#figures) has no room for Radix's menu. The bell's room and the profile's colour hold their
// places meanwhile.
const MemberMenus = lazy(() => import('./member-menus'));

/**
 * The header's notifications and profile menu, for a signed-in profile; nothing for a visitor or a server from before
 * profiles.
 */
export function ProfileMenuSlot({ className }: { className?: string }) {
  // None while the app takes over a page rendered on the server, which cannot know who is signed in (lib/auth.tsx).
  const { profile } = useAuth();
  if (!profile) return null;
  const placeholder = (
    <span aria-hidden="true" className={cn('flex h-11 items-center gap-3 px-1 sm:w-[6.25rem] md:h-10', className)}>
      <span className="size-8" />
      <span className="size-8 rounded-md" style={{ backgroundColor: profile.accent_color }} />
    </span>
  );
  return (
    <Suspense fallback={placeholder}>
      <MemberMenus className={className} />
    </Suspense>
  );
}
