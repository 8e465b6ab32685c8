import type { MediaType } from '@marquee/core';
import { queryOptions } from '@tanstack/react-query';
import { fetchMediaListPage, type TmdbParams } from './tmdb';

/**
 * The TMDB lists the home rows, the Movies and TV Shows pages and Trending page through (SPEC.md §7).
 * A list's page is cached under one key wherever it is shown, so the home row 'Popular Movies' and
 * the first page of /movie are a single request.
 */
interface CatalogueList {
  path: string;
  params?: TmdbParams;
  /** The type of every item of a typed list; mixed lists name it per item. */
  mediaType?: MediaType;
}

export const CATALOGUE_LISTS = {
  trendingWeek: { path: 'trending/all/week' },
  trendingDay: { path: 'trending/all/day' },
  popularMovies: { path: 'movie/popular', mediaType: 'movie' },
  popularTv: { path: 'tv/popular', mediaType: 'tv' },
  topRatedMovies: { path: 'movie/top_rated', mediaType: 'movie' },
  topRatedTv: { path: 'tv/top_rated', mediaType: 'tv' },
  upcomingMovies: { path: 'movie/upcoming', mediaType: 'movie' },
  // The Action Movies and Comedy Series rows: /discover/movie?with_genres=28, /discover/tv?with_genres=35.
  actionMovies: { path: 'discover/movie', params: { with_genres: 28 }, mediaType: 'movie' },
  comedyTv: { path: 'discover/tv', params: { with_genres: 35 }, mediaType: 'tv' },
} as const satisfies Record<string, CatalogueList>;

export type CatalogueListName = keyof typeof CATALOGUE_LISTS;

/** Page `page` (1-based, 20 items) of a catalogue list. */
export function cataloguePageQueryOptions(name: CatalogueListName, page: number) {
  const list: CatalogueList = CATALOGUE_LISTS[name];
  return queryOptions({
    queryKey: ['catalogue', name, page],
    queryFn: ({ signal }) => fetchMediaListPage(list.path, { ...list.params, page }, list.mediaType, signal),
  });
}
