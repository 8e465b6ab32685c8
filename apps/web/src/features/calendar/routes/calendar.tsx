import { useLingui } from '@lingui/react/macro';
import { CalendarDays as CalendarIcon } from 'lucide';
import { EmptyState } from '@/components/empty-state';
import { ErrorState } from '@/components/error-state';
import { PageContainer } from '@/components/page-container';
import { Skeleton } from '@/components/skeleton';
import { errorMessage } from '@/lib/api-client';
import { useCalendar } from '../api/calendar';
import { CalendarDays } from '../components/calendar-days';
import { CalendarFeedPanel } from '../components/calendar-feed-panel';

/**
 * The Calendar (docs/behaviour.md#calendar): the new and coming episodes of the shows the profile follows and the
 * releases of the films on its watchlist, by day, and the feed for a calendar app. Only reached signed in.
 */
export default function CalendarRoute() {
  const { t } = useLingui();
  const calendar = useCalendar();
  const today = new Date().toISOString().slice(0, 10);
  const items = calendar.data?.items ?? [];
  const upcoming = items.filter((item) => item.date >= today);
  const recent = items.filter((item) => item.date < today).toReversed();
  return (
    <PageContainer className="space-y-8 py-8 md:py-10">
      <h1 className="text-xl font-semibold">{t`Calendar`}</h1>
      {calendar.isPending ? (
        <div className="space-y-3" aria-busy="true">
          {Array.from({ length: 3 }, (_, i) => (
            <Skeleton key={i} className="h-20" />
          ))}
        </div>
      ) : calendar.isError ? (
        <ErrorState
          title={t`Failed to load your calendar`}
          message={errorMessage(calendar.error, t`Please try again.`)}
          onRetry={() => void calendar.refetch()}
        />
      ) : items.length === 0 ? (
        <EmptyState
          icon={CalendarIcon}
          title={t`Nothing on your calendar`}
          description={t`New episodes of the shows you watch, favorite or add to your watchlist, and the films on your watchlist, show here as they come out.`}
        />
      ) : (
        <>
          <section aria-labelledby="calendar-upcoming" className="space-y-4">
            <h2 id="calendar-upcoming" className="text-lg font-semibold">
              {t`Coming up`}
            </h2>
            {upcoming.length > 0 ? (
              <CalendarDays items={upcoming} today={today} />
            ) : (
              <p className="text-muted">{t`Nothing in the next 30 days.`}</p>
            )}
          </section>
          {recent.length > 0 && (
            <section aria-labelledby="calendar-recent" className="space-y-4">
              <h2 id="calendar-recent" className="text-lg font-semibold">
                {t`Recently out`}
              </h2>
              <CalendarDays items={recent} today={today} />
            </section>
          )}
        </>
      )}
      <CalendarFeedPanel />
    </PageContainer>
  );
}
