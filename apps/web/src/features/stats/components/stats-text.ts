import type { MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { numberFormat, type StatsReply } from '@marquee/core';
import { useMemo } from 'react';

/** How the statistics say their figures, on the page and on the shared picture alike, in the page's language. */

const MONTHS: readonly MessageDescriptor[] = [
  msg({ message: 'Jan', comment: 'Short name of January' }),
  msg({ message: 'Feb', comment: 'Short name of February' }),
  msg({ message: 'Mar', comment: 'Short name of March' }),
  msg({ message: 'Apr', comment: 'Short name of April' }),
  msg({ message: 'May', comment: 'Short name of May' }),
  msg({ message: 'Jun', comment: 'Short name of June' }),
  msg({ message: 'Jul', comment: 'Short name of July' }),
  msg({ message: 'Aug', comment: 'Short name of August' }),
  msg({ message: 'Sep', comment: 'Short name of September' }),
  msg({ message: 'Oct', comment: 'Short name of October' }),
  msg({ message: 'Nov', comment: 'Short name of November' }),
  msg({ message: 'Dec', comment: 'Short name of December' }),
];

export interface StatsText {
  /** 'Mar' for '2026-03'; a year's period ('2026') as it is. */
  periodLabel(period: string): string;
  /** 'All time', or the year. */
  periodTitle(stats: Pick<StatsReply, 'year'>): string;
  /** The four headline figures, label and value. */
  headlineFigures(stats: StatsReply): Array<{ label: string; value: string }>;
  /** A period's bar, for screen readers and on hover: 'Mar: 2 films, 5 episodes, 7.5 hours'. */
  periodFigures(period: StatsReply['periods'][number]): string;
  /** The shared picture's heading: 'My year in watching · 2026'. */
  pictureTitle(stats: Pick<StatsReply, 'year'>): string;
  /** The top lists' headings. */
  topFilms: string;
  topShows: string;
  topGenres: string;
  topPeople: string;
}

export function useStatsText(): StatsText {
  const { t, i18n } = useLingui();
  return useMemo(() => {
    const periodLabel = (period: string) => {
      const month = /^\d{4}-(\d{2})$/.exec(period)?.[1];
      const descriptor = month ? MONTHS[Number(month) - 1] : undefined;
      return descriptor ? i18n._(descriptor) : period;
    };
    const periodTitle = (stats: Pick<StatsReply, 'year'>) => (stats.year === null ? t`All time` : String(stats.year));
    const figure = (count: number) => numberFormat(i18n.locale, {}).format(count);
    return {
      periodLabel,
      periodTitle,
      headlineFigures: (stats) => {
        const days = stats.longest_streak.days;
        return [
          { label: t`Hours watched`, value: figure(stats.hours) },
          { label: t`Films`, value: figure(stats.films) },
          { label: t`Episodes`, value: figure(stats.episodes) },
          { label: t`Longest streak`, value: t`${plural(days, { one: '# day', other: '# days' })}` },
        ];
      },
      periodFigures: ({ period: key, films, episodes, hours }) => {
        const period = periodLabel(key);
        return t`${period}: ${plural(films, { one: '# film', other: '# films' })}, ${plural(episodes, { one: '# episode', other: '# episodes' })}, ${plural(hours, { one: '# hour', other: '# hours' })}`;
      },
      pictureTitle: (stats) => {
        const period = periodTitle(stats);
        return t`My year in watching · ${period}`;
      },
      topFilms: t`Top films`,
      topShows: t`Top shows`,
      topGenres: t`Top genres`,
      topPeople: t`Top people`,
    };
  }, [t, i18n]);
}
