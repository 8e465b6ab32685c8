import type { StatsReply } from '@marquee/core';

/** How the statistics say their figures, on the page and on the shared picture alike. */

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** 'Mar' for '2026-03'; a year's period ('2026') as it is. */
export function periodLabel(period: string): string {
  const month = /^\d{4}-(\d{2})$/.exec(period)?.[1];
  return month ? (MONTHS[Number(month) - 1] ?? period) : period;
}

export const count = (n: number, one: string, many: string) => `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`;

/** 'In 2026' or 'Of all time'. */
export function periodTitle(stats: Pick<StatsReply, 'year'>): string {
  return stats.year === null ? 'All time' : String(stats.year);
}

/** The four headline figures, label and value. */
export function headlineFigures(stats: StatsReply): Array<{ label: string; value: string }> {
  return [
    { label: 'Hours watched', value: stats.hours.toLocaleString('en-US') },
    { label: 'Films', value: stats.films.toLocaleString('en-US') },
    { label: 'Episodes', value: stats.episodes.toLocaleString('en-US') },
    { label: 'Longest streak', value: count(stats.longest_streak.days, 'day', 'days') },
  ];
}
