import type { LibraryTitle } from '../library.ts';

/**
 * Whether a title is in the library: the keys of its titles, as `movie:550`. Apart from the Library screen's rules
 * (library-view.ts), which every screen's start-up code would otherwise bring.
 */
export function libraryKeys(titles: readonly LibraryTitle[]): Set<string> {
  return new Set(titles.map((title) => `${title.media_type}:${title.id}`));
}
