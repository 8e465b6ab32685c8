import { HOME_ROWS, pickHeroItems, type LanguageCode } from '@marquee/core';
import type { QueryClient } from '@tanstack/react-query';
import { cataloguePageQueryOptions } from '@/lib/catalogue';
import { titleLogoQueryOptions } from './get-title-logo';

/**
 * Loads what the home page shows on arrival, in the page's `language`: the eight rows and the hero's title logos. For
 * the server's rendering of the page (entry-server.tsx); throws when a list fails, and the page is then left to the app.
 */
export async function prefetchHome(queryClient: QueryClient, language: LanguageCode): Promise<void> {
  const rows = await Promise.all(HOME_ROWS.map((list) => queryClient.fetchQuery(cataloguePageQueryOptions(list, 1, language))));
  const hero = pickHeroItems(rows[0]?.items ?? []);
  await Promise.all(hero.map((item) => queryClient.fetchQuery(titleLogoQueryOptions(item.media_type, item.id, language))));
}
