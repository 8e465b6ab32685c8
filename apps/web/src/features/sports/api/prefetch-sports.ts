import { parseSportsTab } from '@marquee/core';
import type { QueryClient } from '@tanstack/react-query';
import { RENDER_TIME_KEY } from '../hooks/use-now';
import { tabMatchesQueryOptions } from './get-matches';
import { sportsQueryOptions } from './get-sports';

/**
 * Loads what the sports list shows on arrival, for the tab in the URL (?tab=), and the time it is drawn at: the
 * LIVE badges and 'Started … ago' depend on it, and the app's first render must draw what the server drew
 * (hooks/use-now.ts). For the server's rendering of the page (entry-server.tsx), which renders the list of all
 * sports only (packages/core's ssrCacheKey); throws when a list fails, and the page is then left to the app.
 */
export async function prefetchSports(queryClient: QueryClient, params: URLSearchParams): Promise<void> {
  queryClient.setQueryData(RENDER_TIME_KEY, Date.now());
  await Promise.all([
    queryClient.fetchQuery(sportsQueryOptions),
    queryClient.fetchQuery(tabMatchesQueryOptions(parseSportsTab(params.get('tab')))),
  ]);
}
