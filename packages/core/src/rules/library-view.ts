import type { LibraryEpisode, LibraryTitle } from '../library.ts';
import { listFormat, numberFormat } from './intl-formats.ts';
import type { MediaCardInput } from './media-card.ts';

/** The Library screen's orders (docs/behaviour.md#library-screen). */
export const LIBRARY_SORTS = ['added', 'title', 'year'] as const;
export type LibrarySort = (typeof LIBRARY_SORTS)[number];

export const LIBRARY_FILTERS = ['all', 'movie', 'tv'] as const;
export type LibraryFilter = (typeof LIBRARY_FILTERS)[number];

/**
 * The library's titles of one kind in one order: newest added first, by title (A to Z, ignoring case and
 * accents), or by year (newest first, titles without one last). Ties keep the title order.
 */
export function libraryView(titles: readonly LibraryTitle[], filter: LibraryFilter, sort: LibrarySort): LibraryTitle[] {
  const kept = filter === 'all' ? [...titles] : titles.filter((title) => title.media_type === filter);
  const byTitle = (a: LibraryTitle, b: LibraryTitle) => a.title.localeCompare(b.title, 'en', { sensitivity: 'base' });
  if (sort === 'title') return kept.sort(byTitle);
  if (sort === 'year') return kept.sort((a, b) => (b.year ?? -Infinity) - (a.year ?? -Infinity) || byTitle(a, b));
  return kept.sort((a, b) => (a.added_at < b.added_at ? 1 : a.added_at > b.added_at ? -1 : byTitle(a, b)));
}

/** The episodes of one season on disk: how many, and which, as the page's language lists them ('1–3, 5, and 7'). */
export interface LibrarySeason {
  /** 0 for the specials. */
  season: number;
  count: number;
  episodes: string;
}

/**
 * Which episodes of a show are on disk, season by season in order, their runs written as ranges in the words of
 * `locale` (the screen makes the line: 'Season 1: episodes 1–3 and 5'). A file of several episodes counts each;
 * episodes given twice count once.
 */
export function librarySeasons(episodes: readonly LibraryEpisode[], locale: string): LibrarySeason[] {
  const seasons = new Map<number, Set<number>>();
  for (const { season, episode, episode_end } of episodes) {
    const numbers = seasons.get(season) ?? new Set<number>();
    for (let n = episode; n <= Math.max(episode, episode_end ?? episode) && n - episode < 1000; n++) numbers.add(n);
    seasons.set(season, numbers);
  }
  const number = numberFormat(locale, {});
  return [...seasons.entries()]
    .sort(([a], [b]) => a - b)
    .map(([season, numbers]) => {
      const sorted = [...numbers].sort((a, b) => a - b);
      const runs: string[] = [];
      for (let i = 0; i < sorted.length;) {
        let j = i;
        while (j + 1 < sorted.length && sorted[j + 1] === sorted[j]! + 1) j++;
        runs.push(j === i ? number.format(sorted[i]!) : number.formatRange(sorted[i]!, sorted[j]!));
        i = j + 1;
      }
      return { season, count: sorted.length, episodes: listFormat(locale, { type: 'conjunction' }).format(runs) };
    });
}

/**
 * A library title as a poster card draws it (cards read a year from a date; the library keeps only the year), a show
 * described by the episodes on disk in the screen's words (`episodesText`).
 */
export function libraryCardInput(
  title: LibraryTitle,
  episodesText: (episodes: readonly LibraryEpisode[]) => string,
): MediaCardInput {
  const date = title.year === null ? null : `${String(title.year).padStart(4, '0')}-01-01`;
  return {
    id: title.id,
    media_type: title.media_type,
    ...(title.media_type === 'movie' ? { title: title.title, release_date: date } : { name: title.title, first_air_date: date }),
    poster_path: title.poster_path,
    overview: title.media_type === 'tv' ? episodesText(title.episodes) : null,
  };
}
