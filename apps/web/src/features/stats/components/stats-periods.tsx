import { useLingui } from '@lingui/react/macro';
import type { StatsReply } from '@marquee/core';
import { useStatsText } from './stats-text';

/**
 * A bar per month (per year for all time), as tall as its films and episodes against the busiest; each bar is named
 * with its figures for screen readers, and the figures show on hover.
 */
export function StatsPeriods({ stats }: { stats: StatsReply }) {
  const { t } = useLingui();
  const words = useStatsText();
  const most = Math.max(1, ...stats.periods.map((p) => p.films + p.episodes));
  return (
    <section aria-labelledby="stats-periods" className="space-y-3">
      <h2 id="stats-periods" className="text-lg font-semibold">
        {stats.year === null ? t`By year` : t`By month`}
      </h2>
      <ol className="flex h-48 items-end gap-1.5 rounded-lg border border-line bg-surface p-4 sm:gap-3">
        {stats.periods.map((p) => {
          const label = words.periodFigures(p);
          return (
            <li key={p.period} className="flex h-full min-w-0 flex-1 flex-col items-center justify-end gap-1" title={label}>
              <span className="sr-only">{label}</span>
              <span
                aria-hidden="true"
                className="w-full max-w-10 rounded-t bg-accent"
                style={{ height: `${((p.films + p.episodes) / most) * 100}%`, minHeight: p.films + p.episodes > 0 ? 4 : 0 }}
              />
              <span aria-hidden="true" className="text-xs text-muted">
                {words.periodLabel(p.period)}
              </span>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
