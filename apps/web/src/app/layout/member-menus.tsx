import NotificationsMenu from '@/features/calendar/components/notifications-menu';
import ProfileMenu from '@/features/profiles/components/profile-menu';

/** The header's notifications and profile menu, loaded together after the first screen (profile-menu-slot.tsx). */
export default function MemberMenus({ className }: { className?: string }) {
  return (
    <>
      <NotificationsMenu className={className} />
      <ProfileMenu className={className} />
    </>
  );
}
