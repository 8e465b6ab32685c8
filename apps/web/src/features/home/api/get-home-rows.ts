import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { HOME_ROWS, type HomeRowList } from '@marquee/core';
import { useQueries } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { cataloguePageQueryOptions } from '@/lib/catalogue';
import type { MediaListItem } from '@/lib/tmdb';
import { useLanguage } from '@/lib/use-language';

export interface HomeRow {
  title: MessageDescriptor;
  items: MediaListItem[];
}

/** Each home row's title, by its list. */
const ROW_TITLES: Record<HomeRowList, MessageDescriptor> = {
  trendingWeek: msg`Trending Now`,
  popularMovies: msg`Popular Movies`,
  popularTv: msg`Popular TV Shows`,
  topRatedMovies: msg`Top Rated Movies`,
  topRatedTv: msg`Top Rated TV Shows`,
  upcomingMovies: msg`Upcoming Movies`,
  actionMovies: msg`Action Movies`,
  comedyTv: msg`Comedy Series`,
};

/**
 * Loads the eight lists in parallel. A list that fails is logged and shows as an empty row, so the
 * page still comes up (docs/behaviour.md#home).
 */
export function useHomeRows(): { rows: HomeRow[]; isPending: boolean } {
  const language = useLanguage();
  const results = useQueries({ queries: HOME_ROWS.map((list) => cataloguePageQueryOptions(list, 1, language)) });
  const errors = results.map((result) => result.error);

  // Each failure is logged once, when it happens: a query keeps its error object until it runs again.
  const logged = useRef(new WeakSet<Error>());
  useEffect(() => {
    errors.forEach((error, index) => {
      if (!error || logged.current.has(error)) return;
      logged.current.add(error);
      console.error(`Failed to load the home row '${HOME_ROWS[index]}'`, error);
    });
  });

  return {
    rows: HOME_ROWS.map((list, index) => ({ title: ROW_TITLES[list], items: results[index]?.data?.items ?? [] })),
    isPending: results.some((result) => result.isPending),
  };
}
