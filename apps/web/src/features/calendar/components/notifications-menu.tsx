import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Bell, CalendarDays } from 'lucide';
import { DropdownMenu } from 'radix-ui';
import { useState } from 'react';
import { Link } from '@/lib/router';
import { buttonStyles } from '@/components/button';
import { cn } from '@/lib/cn';
import { relativeTime } from '@/lib/relative-time';
import { Icon } from '@/components/icon';
import { notificationText, useMarkNotificationsRead, useNotifications } from '../api/notifications';

const itemStyles =
  'flex min-h-11 cursor-pointer items-start gap-3 rounded-md px-2 py-2 text-base text-fg outline-none select-none data-[highlighted]:bg-white/10 md:min-h-10';

/**
 * The header's notifications (docs/behaviour.md#notifications): a bell with the unread count, and a menu of the
 * newest with the Calendar; opening it marks those shown read. Loaded after the first screen, for members.
 */
export default function NotificationsMenu({ className }: { className?: string }) {
  const { t, i18n } = useLingui();
  const { data } = useNotifications();
  const markRead = useMarkNotificationsRead();
  const unread = data?.unread ?? 0;
  const items = data?.items ?? [];

  // What was unread as the menu opened keeps its dot while it stays open, though opening marks it read at once.
  const [fresh, setFresh] = useState<ReadonlySet<string>>(new Set());

  const ago = (date: string) => relativeTime(i18n, date);

  function opened(open: boolean) {
    const seen = items.filter((item) => item.read_at === null).map((item) => item.id);
    setFresh(new Set(open ? seen : []));
    if (open && seen.length > 0) markRead.mutate(seen);
  }

  return (
    // Not modal: the page behind is not hidden from screen readers while its controls could take the focus.
    <DropdownMenu.Root modal={false} onOpenChange={opened}>
      <DropdownMenu.Trigger
        aria-label={
          unread > 0
            ? t`${plural(unread, { one: 'Notifications, # unread', other: 'Notifications, # unread' })}`
            : t`Notifications`
        }
        className={cn(buttonStyles('ghost', 'icon'), 'relative', className)}
      >
        <Icon node={Bell} className="size-5" aria-hidden="true" />
        {unread > 0 && (
          <span
            aria-hidden="true"
            className="absolute top-1 end-1 flex min-w-5 items-center justify-center rounded-full bg-accent px-1 text-xs font-semibold text-accent-fg"
          >
            {unread > 99 ? '99+' : unread}
          </span>
        )}
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={8}
          className="z-50 w-80 max-w-[calc(100vw-2rem)] rounded-lg border border-line bg-surface p-1.5 shadow-xl"
        >
          <DropdownMenu.Label className="px-2 py-1.5 text-sm font-semibold text-muted">{t`Notifications`}</DropdownMenu.Label>
          {items.length === 0 ? (
            <p className="px-2 py-3 text-sm text-muted">{t`No new episodes of the shows you follow.`}</p>
          ) : (
            items.slice(0, 8).map((item) => (
              <DropdownMenu.Item key={item.id} asChild className={itemStyles}>
                <Link to={`/tv/${item.media_id}`}>
                  <span
                    aria-hidden="true"
                    className={cn(
                      'mt-2 size-2 shrink-0 rounded-full',
                      item.read_at === null || fresh.has(item.id) ? 'bg-accent' : 'bg-transparent',
                    )}
                  />
                  <span className="min-w-0">
                    <span className="block">{notificationText(item, i18n)}</span>
                    <span className="block text-xs text-muted">{ago(item.created_at)}</span>
                  </span>
                </Link>
              </DropdownMenu.Item>
            ))
          )}
          <DropdownMenu.Separator className="my-1 h-px bg-line" />
          <DropdownMenu.Item asChild className={cn(itemStyles, 'items-center')}>
            <Link to="/calendar">
              <Icon node={CalendarDays} className="size-5 text-muted" aria-hidden="true" />
              {t`Calendar`}
            </Link>
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
