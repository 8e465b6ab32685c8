import { CATALOGUE_PAGE_SIZE } from '../constants.ts';
import { mediaKeyOf, type MediaFields } from './media-item.ts';

/**
 * 'Show More' appends a page: items already listed are dropped (the first occurrence stays where it was),
 * so TMDB's shifting popularity pages never show a title twice. Movies and shows with the same id are distinct.
 */
export function mergePages<T extends MediaFields>(listed: readonly T[], page: readonly T[]): T[] {
  const seen = new Set(listed.map(mediaKeyOf));
  const merged = [...listed];
  for (const item of page) {
    const key = mediaKeyOf(item);
    if (seen.has(key)) continue;
    seen.add(key);
    merged.push(item);
  }
  return merged;
}

/** 'Show More' appears (and the next page is prefetched) only when the last page came back full: exactly 20 items. */
export function hasMorePages(lastPageLength: number): boolean {
  return lastPageLength === CATALOGUE_PAGE_SIZE;
}

/** TanStack Query's getNextPageParam for 1-based catalogue pages: the next page number, or undefined at the end. */
export function nextCataloguePage(lastPage: readonly unknown[], loadedPages: number): number | undefined {
  return hasMorePages(lastPage.length) ? loadedPages + 1 : undefined;
}
