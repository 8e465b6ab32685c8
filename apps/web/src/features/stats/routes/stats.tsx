import { useLingui } from '@lingui/react/macro';
import type { StatsReply } from '@marquee/core';
import { BarChart3, Share2 } from 'lucide';
import { useState } from 'react';
import { Button } from '@/components/button';
import { EmptyState } from '@/components/empty-state';
import { ErrorState } from '@/components/error-state';
import { PageContainer } from '@/components/page-container';
import { SelectField } from '@/components/select-field';
import { Skeleton } from '@/components/skeleton';
import { errorMessage } from '@/lib/api-client';
import { useAppConfig } from '@/lib/app-config';
import { toast } from '@/lib/toast';
import { Icon } from '@/components/icon';
import { useStats, type StatsYear } from '../api/get-stats';
import { drawStatsPicture, shareStatsPicture } from '../components/share-picture';
import { StatsLists } from '../components/stats-lists';
import { StatsPeriods } from '../components/stats-periods';
import { useStatsText } from '../components/stats-text';

/**
 * Your Year (docs/behaviour.md#your-year): the profile's watching for a year or all time. Only reached signed in;
 * the router shows visitors 'Please log in'.
 */
export default function StatsRoute() {
  const { t } = useLingui();
  const [year, setYear] = useState<StatsYear>(() => new Date().getFullYear());
  const stats = useStats(year);
  // The picker keeps the years it was given while another year loads.
  const [years, setYears] = useState<number[]>([]);
  if (stats.data && stats.data.years.join() !== years.join()) setYears(stats.data.years);
  const choices = [...new Set([new Date().getFullYear(), ...years])].toSorted((a, b) => b - a);

  return (
    <PageContainer className="space-y-8 py-8 md:py-10">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <h1 className="text-xl font-semibold">{t`Your Year`}</h1>
        <div className="flex flex-wrap items-end gap-3">
          <SelectField
            label={t`Year`}
            inline
            value={String(year)}
            onChange={(event) => setYear(event.target.value === 'all' ? 'all' : Number(event.target.value))}
          >
            {choices.map((choice) => (
              <option key={choice} value={choice}>
                {choice}
              </option>
            ))}
            <option value="all">{t`All time`}</option>
          </SelectField>
          {stats.data && <ShareButton stats={stats.data} />}
        </div>
      </div>
      {stats.isPending ? (
        <div className="grid grid-cols-2 gap-4 md:grid-cols-4" aria-busy="true">
          {Array.from({ length: 4 }, (_, i) => (
            <Skeleton key={i} className="h-28" />
          ))}
        </div>
      ) : stats.isError ? (
        <ErrorState
          title={t`Failed to load your year`}
          message={errorMessage(stats.error, t`Please try again.`)}
          onRetry={() => void stats.refetch()}
        />
      ) : (
        <StatsBody stats={stats.data} />
      )}
    </PageContainer>
  );
}

function StatsBody({ stats }: { stats: StatsReply }) {
  const { t } = useLingui();
  const words = useStatsText();
  if (stats.films === 0 && stats.episodes === 0 && stats.hours === 0) {
    const year = stats.year;
    return (
      <EmptyState
        icon={BarChart3}
        title={year === null ? t`Nothing watched yet` : t`Nothing watched in ${year} yet`}
        description={t`Films and episodes you watch or mark as watched count here.`}
      />
    );
  }
  return (
    <>
      <dl className="grid grid-cols-2 gap-4 md:grid-cols-4">
        {words.headlineFigures(stats).map((figure) => (
          <div key={figure.label} className="rounded-lg border border-line bg-surface p-4">
            <dt className="text-sm text-muted">{figure.label}</dt>
            <dd className="mt-1 text-2xl font-semibold">{figure.value}</dd>
          </div>
        ))}
      </dl>
      <StatsPeriods stats={stats} />
      <StatsLists stats={stats} />
    </>
  );
}

/** 'Share': the figures as a picture, to the share sheet or downloaded. */
function ShareButton({ stats }: { stats: StatsReply }) {
  const { siteName } = useAppConfig();
  const { t } = useLingui();
  const words = useStatsText();
  const [busy, setBusy] = useState(false);
  async function share() {
    setBusy(true);
    try {
      const picture = await drawStatsPicture(stats, siteName, words);
      // The file's name stays the same in every language: 'marquee-2026.png', 'marquee-all-time.png'.
      await shareStatsPicture(picture, `marquee-${stats.year ?? 'all-time'}.png`);
    } catch (error) {
      // The viewer closing the share sheet is no failure.
      if (!(error instanceof DOMException && error.name === 'AbortError')) {
        toast.error(t`Error sharing your year`, { description: errorMessage(error, t`The picture could not be made`) });
      }
    } finally {
      setBusy(false);
    }
  }
  return (
    <Button variant="secondary" onClick={() => void share()} disabled={busy}>
      <Icon node={Share2} className="size-5" aria-hidden="true" />
      {t`Share`}
    </Button>
  );
}
