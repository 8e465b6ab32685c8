import { decodePathSegment } from '../tmdb/gateway-requests.ts';
import { parseRouteId } from './route-ids.ts';
import { matchScreen, SSR_SCREENS, type SsrScreenPath } from './screens.ts';
import { normaliseQuery, parseSearchSort, parseSearchType } from './search.ts';
import { ALL_SPORTS, parseMatchSort, parseSportsTab } from './sports.ts';

/**
 * The one URL of the screen the app draws at this path and query, among the screens the server renders
 * first (the screens declared with `ssr`: home, search results, a title page, the sports list), or null for
 * any other page. Two addresses of the same screen
 * (`/movie/0550` and `/movie/550`, a search with extra parameters or spaces around its query) give the same
 * URL, as they show the same thing: the server renders and caches a screen once under it, and arbitrary
 * addresses cannot make it render again. It holds only what the screens read from the URL: search's query,
 * type and sort, a title's id, the sports list's tab and sort. The sports list filtered to one sport or by a
 * search is not rendered first: each sport would be a rendering (and an upstream request) of its own.
 */
export function ssrCacheKey(pathname: string, search: URLSearchParams): string | null {
  const found = matchScreen(SSR_SCREENS, pathname);
  return found ? CACHE_KEYS[found.screen.path as SsrScreenPath](found.params, search) : null;
}

/** A screen's one URL from its route's parameters and its query. */
type CacheKey = (params: string[], search: URLSearchParams) => string | null;

/** A title page's one URL; an id the page refuses shows only its message, which the app draws as fast. */
const titleKey =
  (mediaType: 'movie' | 'tv'): CacheKey =>
  ([id]) => {
    const parsed = parseRouteId(mediaType, decodePathSegment(id!));
    return parsed.ok ? `/${mediaType}/${parsed.id}` : null;
  };

/** What each screen the server renders reads from its URL, and nothing else. */
const CACHE_KEYS: Record<SsrScreenPath, CacheKey> = {
  '': () => '/',
  search: (_params, search) => {
    const query = normaliseQuery(search.get('q') ?? '');
    const type = parseSearchType(search.get('type'));
    const sort = parseSearchSort(search.get('sort'));
    const params = new URLSearchParams();
    if (query) params.set('q', query);
    if (type !== 'all') params.set('type', type);
    if (sort !== 'popularity') params.set('sort', sort);
    return params.size > 0 ? `/search?${params}` : '/search';
  },
  'movie/:id': titleKey('movie'),
  'tv/:id': titleKey('tv'),
  sports: (_params, search) => {
    const sport = search.get('sport');
    if ((sport && sport !== ALL_SPORTS) || normaliseQuery(search.get('q') ?? '')) return null;
    const tab = parseSportsTab(search.get('tab'));
    const sort = parseMatchSort(search.get('sort'));
    const params = new URLSearchParams();
    if (tab !== 'popular') params.set('tab', tab);
    if (sort !== 'time') params.set('sort', sort);
    return params.size > 0 ? `/sports?${params}` : '/sports';
  },
};
