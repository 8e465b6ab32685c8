import { lazy, Suspense } from 'react';
import { ProfileMenuTrigger } from '@/features/profiles/components/profile-menu-trigger';
import { useAuth } from '@/lib/auth';
import { useHydrated } from '@/lib/use-hydrated';

// The menu and its PIN dialog load after the first screen: the home page's JavaScript budget
// (docs/architecture.md#figures, 150 KB gzip) has no room for Radix's menu; its button shows meanwhile.
const ProfileMenu = lazy(() => import('@/features/profiles/components/profile-menu'));

/** The header's profile menu, for a signed-in profile; nothing for a visitor or a server from before profiles. */
export function ProfileMenuSlot({ className }: { className?: string }) {
  const { profile } = useAuth();
  const hydrated = useHydrated();
  // A page rendered on the server (entry-server.tsx) cannot know who is signed in.
  if (!hydrated || !profile) return null;
  return (
    <Suspense fallback={<ProfileMenuTrigger profile={profile} className={className} />}>
      <ProfileMenu className={className} />
    </Suspense>
  );
}
