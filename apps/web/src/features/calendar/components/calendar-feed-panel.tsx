import { useLingui } from '@lingui/react/macro';
import { CalendarPlus } from 'lucide';
import { useState } from 'react';
import { Button } from '@/components/button';
import { CopyLinkField } from '@/components/copy-link-field';
import { errorMessage } from '@/lib/api-client';
import { relativeTime } from '@/lib/relative-time';
import { toast } from '@/lib/toast';
import { Icon } from '@/components/icon';
import { useCalendarFeed, useCalendarFeedChange } from '../api/calendar';

/**
 * The calendar feed (docs/behaviour.md#calendar): a secret link for a calendar app, shown once when made, which a new
 * link or 'Turn off' ends.
 */
export function CalendarFeedPanel() {
  const { t, i18n } = useLingui();
  const feed = useCalendarFeed();
  const change = useCalendarFeedChange();
  const [link, setLink] = useState<string | null>(null);

  function make() {
    change.mutate('new', {
      onSuccess: (made) => setLink(made?.url ?? null),
      onError: (error) => toast.error(t`Error making the link`, { description: errorMessage(error, t`Please try again.`) }),
    });
  }
  function revoke() {
    change.mutate('revoke', {
      onSuccess: () => {
        setLink(null);
        toast.success(t`Calendar link turned off`, { description: t`Calendar apps that used it no longer get updates.` });
      },
      onError: (error) => toast.error(t`Error turning the link off`, { description: errorMessage(error, t`Please try again.`) }),
    });
  }

  const active = feed.data?.active === true;
  const createdAt = feed.data?.created_at;
  const made = createdAt ? relativeTime(i18n, createdAt) : '';
  return (
    <section aria-labelledby="calendar-feed" className="space-y-3 rounded-lg border border-line bg-surface p-4">
      <h2 id="calendar-feed" className="flex items-center gap-2 font-semibold">
        <Icon node={CalendarPlus} className="size-5 text-accent" aria-hidden="true" />
        {t`Subscribe in your calendar app`}
      </h2>
      <p className="text-sm text-muted">
        {t`A private link that keeps these episodes and releases in Google Calendar, Apple Calendar or Outlook. Anyone with the link can see them.`}
      </p>
      {link && <CopyLinkField label={t`Calendar link`} link={link} />}
      {!link && active && createdAt && <p className="text-sm">{t`A link made ${made} is in use. A new link ends it.`}</p>}
      <div className="flex flex-wrap gap-3">
        <Button variant="secondary" onClick={make} disabled={change.isPending || feed.isPending}>
          {active ? t`Make a new link` : t`Make a link`}
        </Button>
        {active && (
          <Button variant="ghost" onClick={revoke} disabled={change.isPending}>
            {t`Turn off`}
          </Button>
        )}
      </div>
    </section>
  );
}
