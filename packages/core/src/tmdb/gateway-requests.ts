import type { MediaType } from '../api.ts';
import type { LanguageCode } from '../rules/languages.ts';
import { normaliseQuery, parseSearchSort, parseSearchType, type SearchSort, type SearchTypeFilter } from '../rules/search.ts';
import { parseRouteId } from '../rules/route-ids.ts';
import { matchScreen, SCREENS, type Screen, type ScreenPath } from '../rules/screens.ts';

/**
 * The metadata gateway requests the screens make, named once so that the web app asking for them and
 * the server hinting them to the browser ahead of the app (apps/server/src/http/preload-hints.ts) agree
 * on every byte of the URL: a preloaded response is only reused for exactly the same URL.
 */

export type GatewayParams = Record<string, string | number | undefined>;

export interface GatewayRequest {
  /** The TMDB v3 path, e.g. `movie/popular`. */
  path: string;
  params?: GatewayParams;
  /** The type of every item of a typed list; mixed lists name it per item. */
  mediaType?: MediaType;
}

/**
 * `/tmdb/<path>?<params>&language=<language>` under the API base, parameters in the order given, undefined ones
 * left out. Every request names the page's language: the answer is then the same for whoever asks that URL, and a
 * page in another language is another URL (and another cached answer).
 */
export function gatewayUrl(path: string, params: GatewayParams, language: LanguageCode): string {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) if (value !== undefined) query.set(name, String(value));
  query.set('language', language);
  return `/tmdb/${path}?${query}`;
}

/**
 * The TMDB lists the home rows, the Movies and TV Shows pages and Trending page show (docs/behaviour.md#metadata-gateway).
 * A list's page is cached under one key wherever it is shown, so the home row 'Popular Movies' and
 * the first page of /movie are a single request.
 */
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
} as const satisfies Record<string, GatewayRequest>;

export type CatalogueListName = keyof typeof CATALOGUE_LISTS;

/** Page `page` (1-based, 20 items) of a catalogue list. */
export function cataloguePageRequest(name: CatalogueListName, page: number): GatewayRequest {
  const list: GatewayRequest = CATALOGUE_LISTS[name];
  return { ...list, params: { ...list.params, page } };
}

/**
 * The eight rows of the home page, in the order of docs/behaviour.md#home; each shows the first page of its list
 * (the web app names them in the viewer's language).
 */
export const HOME_ROWS = [
  'trendingWeek',
  'popularMovies',
  'popularTv',
  'topRatedMovies',
  'topRatedTv',
  'upcomingMovies',
  'actionMovies',
  'comedyTv',
] as const satisfies readonly CatalogueListName[];

export type HomeRowList = (typeof HOME_ROWS)[number];

/**
 * The gateway's sort of a search (apps/server gateway-request.ts), over every result before they are paged; none for
 * Popularity, the order of relevance. TMDB's own search has no sort: there the pages come in its order.
 */
const SEARCH_SORT_PARAMS: Record<SearchSort, string | undefined> = {
  popularity: undefined,
  rating: 'vote_average.desc',
  newest: 'release_date.desc',
};

/**
 * One page of search results. 'All' asks /search/multi (docs/behaviour.md#search) and keeps its movies and shows;
 * Movies or TV Shows ask /search/movie or /search/tv, whose totals then count exactly the titles of
 * that type, for 'Showing X of Y results'. A sort other than Popularity goes with it (sort_by).
 */
export function searchPageRequest(
  query: string,
  type: SearchTypeFilter,
  page: number,
  sort: SearchSort = 'popularity',
): GatewayRequest {
  const params = { query, sort_by: SEARCH_SORT_PARAMS[sort], page };
  return type === 'all' ? { path: 'search/multi', params } : { path: `search/${type}`, params, mediaType: type };
}

/** What a title page shows besides the details, loaded in the same request: logo, trailer, certification. */
const TITLE_EXTRAS = { movie: 'images,videos,release_dates', tv: 'images,videos,content_ratings' } as const;

/** GET /tmdb/movie/{id} or /tmdb/tv/{id} with the title page's extras appended. */
export function titleDetailsRequest(mediaType: MediaType, id: number): GatewayRequest {
  return { path: `${mediaType}/${id}`, params: { append_to_response: TITLE_EXTRAS[mediaType] } };
}

/**
 * The gateway URLs (under the API base) the screen at `pathname` + `search` asks for as soon as it
 * opens, before anything is clicked, in the page's `language`: the server names them in the page so the browser
 * fetches them while the app's code is still on its way. Screens not listed here fetch nothing worth hinting.
 */
export function firstScreenRequests(pathname: string, search: URLSearchParams, language: LanguageCode): string[] {
  const found = matchScreen(REQUESTING_SCREENS, pathname);
  if (!found) return [];
  return FIRST_REQUESTS[found.screen.path as ScreenPath]!(found.params, search).map((request) =>
    gatewayUrl(request.path, request.params ?? {}, language),
  );
}

type FirstRequests = (params: string[], search: URLSearchParams) => GatewayRequest[];

const titleRequests =
  (mediaType: MediaType): FirstRequests =>
  ([id]) => {
    const parsed = parseRouteId(mediaType, decodePathSegment(id!));
    return parsed.ok ? [titleDetailsRequest(mediaType, parsed.id)] : [];
  };

/** The requests of the screens that make some worth hinting as they open, by their path (@marquee/core SCREENS). */
const FIRST_REQUESTS: Partial<Record<ScreenPath, FirstRequests>> = {
  '': () => HOME_ROWS.map((list) => cataloguePageRequest(list, 1)),
  search: (_params, search) => {
    const query = normaliseQuery(search.get('q') ?? '');
    const type = parseSearchType(search.get('type'));
    return query ? [searchPageRequest(query, type, 1, parseSearchSort(search.get('sort')))] : [];
  },
  'movie/:id': /* @__PURE__ */ titleRequests('movie'),
  'tv/:id': /* @__PURE__ */ titleRequests('tv'),
};

const REQUESTING_SCREENS: readonly Screen[] = /* @__PURE__ */ SCREENS.filter((screen) => screen.path in FIRST_REQUESTS);

/** A path segment as the router reads it; a malformed escape is kept as it is (and is then not a valid id). */
export function decodePathSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
