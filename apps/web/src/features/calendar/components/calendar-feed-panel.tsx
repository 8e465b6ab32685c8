import { formatRelativeTime } from '@marquee/core';
import { CalendarPlus } from 'lucide';
import { useState } from 'react';
import { Button } from '@/components/button';
import { CopyLinkField } from '@/components/copy-link-field';
import { errorMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { Icon } from '@/components/icon';
import { useCalendarFeed, useCalendarFeedChange } from '../api/calendar';

/**
 * The calendar feed (docs/behaviour.md#calendar): a secret link for a calendar app, shown once when made, which a new
 * link or 'Turn off' ends.
 */
export function CalendarFeedPanel() {
  const feed = useCalendarFeed();
  const change = useCalendarFeedChange();
  const [link, setLink] = useState<string | null>(null);

  function make() {
    change.mutate('new', {
      onSuccess: (made) => setLink(made?.url ?? null),
      onError: (error) => toast.error('Error making the link', { description: errorMessage(error, 'Please try again.') }),
    });
  }
  function revoke() {
    change.mutate('revoke', {
      onSuccess: () => {
        setLink(null);
        toast.success('Calendar link turned off', { description: 'Calendar apps that used it no longer get updates.' });
      },
      onError: (error) => toast.error('Error turning the link off', { description: errorMessage(error, 'Please try again.') }),
    });
  }

  const active = feed.data?.active === true;
  return (
    <section aria-labelledby="calendar-feed" className="space-y-3 rounded-lg border border-line bg-surface p-4">
      <h2 id="calendar-feed" className="flex items-center gap-2 font-semibold">
        <Icon node={CalendarPlus} className="size-5 text-accent" aria-hidden="true" />
        Subscribe in your calendar app
      </h2>
      <p className="text-sm text-muted">
        A private link that keeps these episodes and releases in Google Calendar, Apple Calendar or Outlook. Anyone with the link
        can see them.
      </p>
      {link && <CopyLinkField label="Calendar link" link={link} />}
      {!link && active && feed.data?.created_at && (
        <p className="text-sm">A link made {formatRelativeTime(feed.data.created_at)} is in use. A new link ends it.</p>
      )}
      <div className="flex flex-wrap gap-3">
        <Button variant="secondary" onClick={make} disabled={change.isPending || feed.isPending}>
          {active ? 'Make a new link' : 'Make a link'}
        </Button>
        {active && (
          <Button variant="ghost" onClick={revoke} disabled={change.isPending}>
            Turn off
          </Button>
        )}
      </div>
    </section>
  );
}
