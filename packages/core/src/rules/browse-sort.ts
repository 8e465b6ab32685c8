import { byNewest, byRatingDesc, byTitle, type MediaFields } from './media-item.ts';

/** Sort choices of the Movies and TV Shows pages (docs/behaviour.md#movies-and-tv-shows); 'default' keeps TMDB's order. */
export const MOVIE_SORTS = ['default', 'title', 'release_date', 'rating'] as const;
export type MovieSort = (typeof MOVIE_SORTS)[number];
export const TV_SORTS = ['default', 'name', 'first_air_date', 'rating'] as const;
export type TvSort = (typeof TV_SORTS)[number];

const COMPARATORS: Record<Exclude<MovieSort | TvSort, 'default'>, (a: MediaFields, b: MediaFields) => number> = {
  title: byTitle,
  name: byTitle,
  release_date: byNewest,
  first_air_date: byNewest,
  rating: byRatingDesc,
};

/**
 * A catalogue grid in the chosen order: title or name alphabetical, release or first air date newest first,
 * rating highest first; missing values last, ties in received order.
 */
export function sortCatalogue<T extends MediaFields>(items: readonly T[], sort: MovieSort | TvSort): T[] {
  return sort === 'default' ? [...items] : items.toSorted(COMPARATORS[sort]);
}

/** The genre filter (ids in MOVIE_GENRE_CHIPS / TV_GENRE_CHIPS): items tagged with the genre; null means all genres. */
export function filterByGenre<T extends { genre_ids?: readonly number[] | null }>(
  items: readonly T[],
  genreId: number | null,
): T[] {
  return genreId === null ? [...items] : items.filter((item) => item.genre_ids?.includes(genreId) ?? false);
}
