import { cataloguePageRequest, type CatalogueListName, type LanguageCode } from '@marquee/core';
import { queryOptions } from '@tanstack/react-query';
import { fetchMediaListPage } from './tmdb';

export type { CatalogueListName };

/**
 * Page `page` (1-based, 20 items) of a catalogue list (@marquee/core CATALOGUE_LISTS), in `language`. A list's page is
 * cached under one key wherever it is shown, so the home row 'Popular Movies' and the first page of
 * /movie are a single request.
 */
export function cataloguePageQueryOptions(name: CatalogueListName, page: number, language: LanguageCode) {
  const { path, params, mediaType } = cataloguePageRequest(name, page);
  return queryOptions({
    queryKey: ['catalogue', name, page, language],
    queryFn: ({ signal }) => fetchMediaListPage(path, params ?? {}, mediaType, language, signal),
  });
}
