import { fnv1a } from '../../../lib/hash.ts';
import {
  dateOf,
  titleOf,
  type Catalogue,
  type CatalogueMovie,
  type CatalogueSeries,
  type CatalogueTitle,
} from '../catalogue/catalogue.ts';
import type { GatewayQuery, ListName, MediaType } from '../gateway-request.ts';

/** How the offline catalogue orders its lists, from the signals it has: popularity, rating, votes, dates. */

const TRENDING_SIZE = 200;
/** Films need this many IMDb votes to enter 'top rated', as TMDB asks a minimum of its own. */
const TOP_RATED_MIN_VOTES = 10_000;
/** The dataset ends in 2010, so 'upcoming' is its newest releases and 'now playing' the ones before. */
const RELEASE_WINDOW = 40;
const RELATED_SIZE = 100;

interface DatedList<T> {
  titles: T[];
  dates: { minimum: string; maximum: string };
}

/**
 * Trending is popularity stirred by a seeded factor: by the week (mild) or by the day (strong), so
 * the two windows differ and each changes on its own schedule, as TMDB's do.
 */
export function trending(catalogue: Catalogue, media: 'all' | MediaType, window: 'day' | 'week', now: Date): CatalogueTitle[] {
  const pool: CatalogueTitle[] =
    media === 'movie' ? catalogue.movies : media === 'tv' ? catalogue.series : [...catalogue.movies, ...catalogue.series];
  const day = Math.floor(now.getTime() / 86_400_000);
  // Weeks start on Monday (day 0 of the epoch was a Thursday).
  const seed = window === 'day' ? `day:${day}` : `week:${Math.floor((day + 3) / 7)}`;
  const spread = window === 'day' ? 0.9 : 0.25;
  const score = (t: CatalogueTitle) => t.popularity * (1 - spread / 2 + spread * (fnv1a(`${seed}:${t.media}:${t.id}`) / 2 ** 32));
  return pool
    .map((title) => ({ title, score: score(title) }))
    .sort((a, b) => b.score - a.score)
    .slice(0, TRENDING_SIZE)
    .map((s) => s.title);
}

export function movieList(catalogue: Catalogue, list: ListName): DatedList<CatalogueMovie> | CatalogueMovie[] {
  switch (list) {
    case 'top_rated':
      return catalogue.movies
        .filter((m) => m.voteCount >= TOP_RATED_MIN_VOTES)
        .sort((a, b) => b.voteAverage - a.voteAverage || b.voteCount - a.voteCount);
    case 'upcoming':
    case 'now_playing': {
      const newest = [...catalogue.movies].sort((a, b) => b.releaseDate.localeCompare(a.releaseDate) || a.id - b.id);
      const start = list === 'upcoming' ? 0 : RELEASE_WINDOW;
      const window = newest.slice(start, start + RELEASE_WINDOW);
      return {
        titles: [...window].sort((a, b) => b.popularity - a.popularity),
        dates: { minimum: window.at(-1)?.releaseDate ?? '', maximum: window[0]?.releaseDate ?? '' },
      };
    }
    default:
      return catalogue.movies;
  }
}

/** Every series of the catalogue has ended, so nothing is on the air. */
export function tvList(catalogue: Catalogue, list: ListName): CatalogueSeries[] {
  switch (list) {
    case 'top_rated':
      return catalogue.series
        .filter((s) => s.voteAverage > 0)
        .sort((a, b) => b.voteAverage - a.voteAverage || b.popularity - a.popularity);
    case 'popular':
      return catalogue.series;
    default:
      return [];
  }
}

export function discover<T extends CatalogueTitle>(titles: readonly T[], query: GatewayQuery): T[] {
  const matches = titles.filter((t) => matchesGenres(t.genreIds, query.withGenres) && t.voteCount >= (query.minVoteCount ?? 0));
  const { field, direction } = query.sortBy ?? { field: 'popularity', direction: 'desc' };
  const sign = direction === 'asc' ? 1 : -1;
  const compare = comparatorFor(field);
  // Ties keep the popular order, so every sort is stable from page to page.
  return matches.sort((a, b) => sign * compare(a, b) || b.popularity - a.popularity || a.id - b.id);
}

function matchesGenres(ids: readonly number[], withGenres: string | undefined): boolean {
  if (!withGenres) return true;
  if (withGenres.includes('|')) return withGenres.split('|').some((g) => ids.includes(Number(g)));
  return withGenres.split(',').every((g) => ids.includes(Number(g)));
}

function comparatorFor(field: string): (a: CatalogueTitle, b: CatalogueTitle) => number {
  switch (field) {
    case 'vote_average':
      return (a, b) => a.voteAverage - b.voteAverage;
    case 'vote_count':
      return (a, b) => a.voteCount - b.voteCount;
    case 'primary_release_date':
    case 'release_date':
    case 'first_air_date':
      return (a, b) => dateOf(a).localeCompare(dateOf(b));
    case 'title':
    case 'original_title':
    case 'name':
    case 'original_name':
      return (a, b) => titleOf(a).localeCompare(titleOf(b), 'en');
    case 'revenue':
      return (a, b) => revenueOf(a) - revenueOf(b);
    default:
      return (a, b) => a.popularity - b.popularity;
  }
}

const revenueOf = (t: CatalogueTitle) => (t.media === 'movie' ? t.fact.revenue : 0);

/**
 * Titles like this one. 'similar' weighs shared genres and closeness in time; 'recommendations'
 * weighs shared genres, the same director or creator, and how widely the title was seen more.
 */
export function related<T extends CatalogueTitle>(title: T, pool: readonly T[], kind: 'similar' | 'recommendations'): T[] {
  const year = Number(dateOf(title).slice(0, 4));
  const people = new Set(peopleOf(title));
  const maxPopularity = Math.max(...pool.map((t) => t.popularity), 1);
  return pool
    .filter((other) => other.id !== title.id)
    .map((other) => {
      const overlap = genreOverlap(title.genreIds, other.genreIds);
      const sharedPeople = peopleOf(other).some((p) => people.has(p)) ? 1 : 0;
      const closeness = Math.max(0, 1 - Math.abs(year - Number(dateOf(other).slice(0, 4))) / 30);
      const score =
        kind === 'similar'
          ? overlap * 2 + closeness + (0.5 * other.popularity) / maxPopularity
          : overlap * 2 + sharedPeople * 1.5 + other.popularity / maxPopularity;
      return { other, overlap, sharedPeople, score };
    })
    .filter((s) => s.overlap > 0 || s.sharedPeople > 0)
    .sort((a, b) => b.score - a.score || a.other.id - b.other.id)
    .slice(0, RELATED_SIZE)
    .map((s) => s.other);
}

function peopleOf(title: CatalogueTitle): number[] {
  if (title.media === 'movie') return title.directorId === null ? [] : [title.directorId];
  return title.creatorIds;
}

/** Jaccard index of two genre sets. */
function genreOverlap(a: readonly number[], b: readonly number[]): number {
  const shared = a.filter((g) => b.includes(g)).length;
  const union = new Set([...a, ...b]).size;
  return union === 0 ? 0 : shared / union;
}
