import { ratingAllowed } from '@marquee/core';
import { HttpError } from '../../../http/errors.ts';
import {
  ratingOf,
  type Catalogue,
  type CatalogueMovie,
  type CatalogueSeries,
  type CatalogueTitle,
} from '../catalogue/catalogue.ts';
import { genresIn, TMDB_MOVIE_GENRES, TMDB_TV_GENRES } from '../catalogue/genres.ts';
import type { GatewayRequest, TitleResource } from '../gateway-request.ts';
import { discover, movieList, related, trending, tvList } from './rankings.ts';
import { searchTitles, sortMatches } from './search.ts';
import {
  contentRatingsOf,
  creditsOf,
  episodeOf,
  imagesOf,
  listItem,
  movieDetails,
  movieListItem,
  releaseDatesOf,
  seasonDetails,
  tvDetails,
  tvListItem,
} from './shapes.ts';

/**
 * Answers a gateway request from the offline catalogue, in the JSON shape TMDB gives for the same
 * path. `now` only moves the trending lists. Genre names are in the request's language; the catalogue's titles and
 * overviews are in English only.
 *
 * `maxRank` is a profile's limit (content-rating.ts's profileMaxRank), null for none. Under a limit the
 * lists (trending, popular, top rated, upcoming, discover, search, similar, recommendations) are drawn
 * from the titles it allows before they are paged, so a page is as full as it would be without one and
 * the totals count only those titles. A title's own details, seasons and resources are answered whatever
 * its rating: whether it may be opened at all is the caller's to decide (catalogueRating).
 */

const PAGE_SIZE = 20;
/** TMDB never serves a page past 500. */
const MAX_PAGES = 500;

export function answerOffline(catalogue: Catalogue, request: GatewayRequest, now: Date, maxRank: number | null = null): unknown {
  const { route, query } = request;
  const lists = maxRank === null ? catalogue : allowedUnder(catalogue, maxRank);
  const page = <T, R>(items: readonly T[], shape: (item: T) => R) => paged(items, query.page, shape);
  switch (route.kind) {
    case 'trending':
      return page(trending(lists, route.media, route.window, now), listItem);
    case 'list': {
      if (route.media === 'tv') return page(tvList(lists, route.list), tvListItem);
      const list = movieList(lists, route.list);
      return Array.isArray(list) ? page(list, movieListItem) : { dates: list.dates, ...page(list.titles, movieListItem) };
    }
    case 'discover':
      return route.media === 'movie'
        ? page(discover(lists.movies, query), movieListItem)
        : page(discover(lists.series, query), tvListItem);
    case 'search': {
      const found = <T extends CatalogueTitle>(titles: readonly T[]) =>
        sortMatches(searchTitles(titles, query.query ?? ''), query.sortBy);
      if (route.scope === 'movie') return page(found(lists.movies), movieListItem);
      if (route.scope === 'tv') return page(found(lists.series), tvListItem);
      return page(found<CatalogueTitle>([...lists.movies, ...lists.series]), listItem);
    }
    case 'genres':
      return { genres: genresIn(route.media === 'movie' ? TMDB_MOVIE_GENRES : TMDB_TV_GENRES, request.language) };
    case 'details': {
      const title = findTitle(catalogue, route.media, route.id);
      const details =
        title.media === 'movie' ? movieDetails(title, request.language) : tvDetails(title, catalogue, request.language);
      const appended = Object.fromEntries(route.append.map((r) => [r, resourceOf(lists, title, r, 1)]));
      return { ...details, ...appended };
    }
    case 'resource': {
      const title = findTitle(catalogue, route.media, route.id);
      return { id: title.id, ...resourceOf(lists, title, route.resource, query.page) };
    }
    case 'season': {
      const season = seasonDetails(findSeries(catalogue, route.id), route.season);
      if (!season) throw new HttpError(404, /*i18n*/ 'Season not found');
      return season;
    }
    case 'episode': {
      const series = findSeries(catalogue, route.id);
      const episodes = series.fact.seasons[route.season - 1] ?? 0;
      if (route.episode < 1 || route.episode > episodes) throw new HttpError(404, /*i18n*/ 'Episode not found');
      return episodeOf(series, route.season, route.episode);
    }
  }
}

/** A sub-resource's body without the title id (as `append_to_response` nests it); related titles come from `lists`. */
function resourceOf(lists: Catalogue, title: CatalogueTitle, resource: TitleResource, pageNumber: number): object {
  switch (resource) {
    case 'images':
      return imagesOf(title);
    // Offline there are no trailers and no reviews: the pages show their empty states.
    case 'videos':
      return { results: [] };
    case 'reviews':
      return { page: pageNumber, results: [], total_pages: 0, total_results: 0 };
    case 'similar':
    case 'recommendations':
      return title.media === 'movie'
        ? paged(related(title, lists.movies, resource), pageNumber, movieListItem)
        : paged(related(title, lists.series, resource), pageNumber, tvListItem);
    case 'release_dates':
      return title.media === 'movie' ? releaseDatesOf(title) : { results: [] };
    case 'credits':
      return title.media === 'movie' ? creditsOf(title) : { cast: [], crew: [] };
    case 'content_ratings':
      return title.media === 'tv' ? contentRatingsOf(title) : { results: [] };
  }
}

const allowedViews = new WeakMap<Catalogue, Map<number, Catalogue>>();

/**
 * The catalogue with only the titles a limit allows in its lists, in the same order; its by-id maps
 * keep every title, so details are found whatever the rating. Built once per limit.
 */
function allowedUnder(catalogue: Catalogue, maxRank: number): Catalogue {
  let views = allowedViews.get(catalogue);
  if (!views) allowedViews.set(catalogue, (views = new Map<number, Catalogue>()));
  let view = views.get(maxRank);
  if (!view) {
    const allowed = (title: CatalogueTitle) => {
      const { rating, adult } = ratingOf(title);
      return ratingAllowed(maxRank, rating, adult);
    };
    view = { ...catalogue, movies: catalogue.movies.filter(allowed), series: catalogue.series.filter(allowed) };
    views.set(maxRank, view);
  }
  return view;
}

function paged<T, R>(items: readonly T[], pageNumber: number, shape: (item: T) => R) {
  const start = (pageNumber - 1) * PAGE_SIZE;
  return {
    page: pageNumber,
    results: items.slice(start, start + PAGE_SIZE).map(shape),
    total_pages: Math.min(Math.ceil(items.length / PAGE_SIZE), MAX_PAGES),
    total_results: items.length,
  };
}

function findTitle(catalogue: Catalogue, media: 'movie' | 'tv', id: number): CatalogueMovie | CatalogueSeries {
  return media === 'movie' ? findMovie(catalogue, id) : findSeries(catalogue, id);
}

function findMovie(catalogue: Catalogue, id: number): CatalogueMovie {
  const movie = catalogue.movieById.get(id);
  if (!movie) throw new HttpError(404, /*i18n*/ 'Movie not found');
  return movie;
}

function findSeries(catalogue: Catalogue, id: number): CatalogueSeries {
  const series = catalogue.seriesById.get(id);
  if (!series) throw new HttpError(404, /*i18n*/ 'TV show not found');
  return series;
}
