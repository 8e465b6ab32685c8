import { HttpError } from '../../../http/errors.ts';
import type { Catalogue, CatalogueMovie, CatalogueSeries, CatalogueTitle } from '../catalogue/catalogue.ts';
import { TMDB_MOVIE_GENRES, TMDB_TV_GENRES } from '../catalogue/genres.ts';
import type { GatewayRequest, TitleResource } from '../gateway-request.ts';
import { discover, movieList, related, trending, tvList } from './rankings.ts';
import { searchTitles } from './search.ts';
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
 * path. `now` only moves the trending lists.
 */

const PAGE_SIZE = 20;
/** TMDB never serves a page past 500. */
const MAX_PAGES = 500;

export function answerOffline(catalogue: Catalogue, request: GatewayRequest, now: Date): unknown {
  const { route, query } = request;
  const page = <T, R>(items: readonly T[], shape: (item: T) => R) => paged(items, query.page, shape);
  switch (route.kind) {
    case 'trending':
      return page(trending(catalogue, route.media, route.window, now), listItem);
    case 'list': {
      if (route.media === 'tv') return page(tvList(catalogue, route.list), tvListItem);
      const list = movieList(catalogue, route.list);
      return Array.isArray(list) ? page(list, movieListItem) : { dates: list.dates, ...page(list.titles, movieListItem) };
    }
    case 'discover':
      return route.media === 'movie'
        ? page(discover(catalogue.movies, query), movieListItem)
        : page(discover(catalogue.series, query), tvListItem);
    case 'search': {
      const text = query.query ?? '';
      if (route.scope === 'movie') return page(searchTitles(catalogue.movies, text), movieListItem);
      if (route.scope === 'tv') return page(searchTitles(catalogue.series, text), tvListItem);
      return page(searchTitles<CatalogueTitle>([...catalogue.movies, ...catalogue.series], text), listItem);
    }
    case 'genres':
      return { genres: route.media === 'movie' ? TMDB_MOVIE_GENRES : TMDB_TV_GENRES };
    case 'details': {
      const title = findTitle(catalogue, route.media, route.id);
      const details = title.media === 'movie' ? movieDetails(title) : tvDetails(title, catalogue);
      const appended = Object.fromEntries(route.append.map((r) => [r, resourceOf(catalogue, title, r, 1)]));
      return { ...details, ...appended };
    }
    case 'resource': {
      const title = findTitle(catalogue, route.media, route.id);
      return { id: title.id, ...resourceOf(catalogue, title, route.resource, query.page) };
    }
    case 'season': {
      const season = seasonDetails(findSeries(catalogue, route.id), route.season);
      if (!season) throw new HttpError(404, 'Season not found');
      return season;
    }
    case 'episode': {
      const series = findSeries(catalogue, route.id);
      const episodes = series.fact.seasons[route.season - 1] ?? 0;
      if (route.episode < 1 || route.episode > episodes) throw new HttpError(404, 'Episode not found');
      return episodeOf(series, route.season, route.episode);
    }
  }
}

/** A sub-resource's body without the title id (as `append_to_response` nests it). */
function resourceOf(catalogue: Catalogue, title: CatalogueTitle, resource: TitleResource, pageNumber: number): object {
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
        ? paged(related(title, catalogue.movies, resource), pageNumber, movieListItem)
        : paged(related(title, catalogue.series, resource), pageNumber, tvListItem);
    case 'release_dates':
      return title.media === 'movie' ? releaseDatesOf(title) : { results: [] };
    case 'credits':
      return title.media === 'movie' ? creditsOf(title) : { cast: [], crew: [] };
    case 'content_ratings':
      return title.media === 'tv' ? contentRatingsOf(title) : { results: [] };
  }
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
  if (!movie) throw new HttpError(404, 'Movie not found');
  return movie;
}

function findSeries(catalogue: Catalogue, id: number): CatalogueSeries {
  const series = catalogue.seriesById.get(id);
  if (!series) throw new HttpError(404, 'TV show not found');
  return series;
}
