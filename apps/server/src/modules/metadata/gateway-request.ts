import { containsNul, LANGUAGES, matchLanguage, SOURCE_LANGUAGE, type LanguageCode } from '@marquee/core';
import { HttpError } from '../../http/errors.ts';
import type { TextValues } from '../../http/texts.ts';
import { mediaLanguages, tmdbLanguage } from './tmdb-language.ts';

/**
 * What the gateway accepts: the TMDB v3 paths the web app needs (docs/behaviour.md#metadata-gateway), each parsed
 * into a typed route with its query validated and reduced to the parameters that path takes.
 * Anything else is a 404: the gateway is not an open proxy.
 */

const MEDIA_TYPES = ['movie', 'tv'] as const;
export type MediaType = (typeof MEDIA_TYPES)[number];

/** Sub-resources of a title, standalone (`/movie/1/images`) or appended (`append_to_response`). */
const TITLE_RESOURCES = {
  movie: ['images', 'videos', 'reviews', 'recommendations', 'similar', 'release_dates', 'credits'],
  tv: ['images', 'videos', 'reviews', 'recommendations', 'similar', 'content_ratings'],
} as const;
export type TitleResource = (typeof TITLE_RESOURCES)[MediaType][number];

const LISTS = {
  movie: ['popular', 'top_rated', 'upcoming', 'now_playing'],
  tv: ['popular', 'top_rated', 'on_the_air', 'airing_today'],
} as const;
export type ListName = (typeof LISTS)[MediaType][number];

/** Sub-resources that are paged lists, cached for minutes rather than hours. */
const PAGED_RESOURCES: ReadonlySet<TitleResource> = new Set(['reviews', 'recommendations', 'similar']);

const SORT_FIELDS = {
  movie: [
    'popularity',
    'vote_average',
    'vote_count',
    'primary_release_date',
    'release_date',
    'title',
    'original_title',
    'revenue',
  ],
  tv: ['popularity', 'vote_average', 'vote_count', 'first_air_date', 'name', 'original_name'],
} as const;

/**
 * The sorts a search takes (docs/behaviour.md#search), over every match: TMDB's own search has none, so they are the
 * gateway's, answered offline and never sent upstream. release_date is a film's release or a show's first air date.
 */
const SEARCH_SORTS = ['vote_average.desc', 'release_date.desc'] as const;

export type GatewayRoute =
  | { kind: 'trending'; media: 'all' | MediaType; window: 'day' | 'week' }
  | { kind: 'details'; media: MediaType; id: number; append: TitleResource[] }
  | { kind: 'resource'; media: MediaType; id: number; resource: TitleResource }
  | { kind: 'season'; id: number; season: number }
  | { kind: 'episode'; id: number; season: number; episode: number }
  | { kind: 'list'; media: MediaType; list: ListName }
  | { kind: 'discover'; media: MediaType }
  | { kind: 'search'; scope: 'multi' | MediaType }
  | { kind: 'genres'; media: MediaType };

export interface GatewayQuery {
  page: number;
  query?: string;
  /** TMDB syntax: ',' means all of, '|' means any of. */
  withGenres?: string;
  sortBy?: { field: string; direction: 'asc' | 'desc' };
  minVoteCount?: number;
}

export interface GatewayRequest {
  route: GatewayRoute;
  /** The TMDB path, normalised, without leading slash ('movie/550/images'). */
  path: string;
  query: GatewayQuery;
  /** The language of the answer's texts (titles, overviews, genre names) and posters. */
  language: LanguageCode;
  /** The query to send upstream: only the parameters this path takes, TMDB's language among them, sorted. */
  upstreamParams: URLSearchParams;
  /** One key per distinct answer: path plus upstream parameters (so one per language). */
  cacheKey: string;
  /** Lists change within minutes upstream; details within hours. */
  freshness: 'list' | 'details';
}

const MAX_PAGE = 500;
/** TMDB's own word paths under movie/ and tv/ that the gateway does not serve. */
const UNSERVED_WORDS = new Set(['latest', 'changes']);
const notFound = () => new HttpError(404, /*i18n*/ 'Unknown metadata path');

/**
 * `language` is the answer's language when the query names none: the page's language for a browser's request
 * (its cookie or Accept-Language), English for the server's own reads.
 */
export function parseGatewayRequest(
  rawPath: string,
  search: URLSearchParams,
  language: LanguageCode = SOURCE_LANGUAGE,
): GatewayRequest {
  const segments = rawPath.split('/').filter(Boolean);
  if (segments.length > 6 || rawPath.length > 200) throw notFound();
  const parsed = parseRoute(segments);
  const append = search.get('append_to_response');
  const route = parsed.kind === 'details' && append ? { ...parsed, append: parseAppend(parsed.media, append) } : parsed;
  const { query, upstreamParams } = parseQuery(route, search);
  const path = segments.join('/');
  const request = { route, path, query, upstreamParams, cacheKey: path, freshness: freshnessOf(route) };
  return withLanguage(request, parseLanguage(search.get('language')) ?? language);
}

/** The query's language, one of the app's (a regional variant reads as its language: 'en-GB' is 'en'); null when absent. */
function parseLanguage(text: string | null): LanguageCode | null {
  if (text === null || text === '') return null;
  const language = matchLanguage(text);
  if (!language)
    throw new HttpError(400, /*i18n*/ 'language must be one of {languages}', {
      languages: LANGUAGES.map((l) => l.code).join(', '),
    });
  return language;
}

/**
 * The same request in `language`, with its own cache key: TMDB's language in its upstream query, and for a title's
 * images and videos the languages to include (the language's, then English, then those without words), which TMDB
 * otherwise limits to the language. Reviews are asked in English whatever the language: TMDB gives only the reviews
 * written in the language asked, and nearly all are in English.
 */
export function withLanguage(request: Omit<GatewayRequest, 'language'>, language: LanguageCode): GatewayRequest {
  const { route } = request;
  const upstreamParams = new URLSearchParams(request.upstreamParams);
  const reviews = route.kind === 'resource' && route.resource === 'reviews';
  upstreamParams.set('language', tmdbLanguage(reviews ? SOURCE_LANGUAGE : language));
  if (includes(route, 'images')) upstreamParams.set('include_image_language', mediaLanguages(language));
  if (includes(route, 'videos')) upstreamParams.set('include_video_language', mediaLanguages(language));
  upstreamParams.sort();
  return { ...request, language, upstreamParams, cacheKey: `${request.path}?${upstreamParams.toString()}` };
}

/**
 * The same request with more upstream parameters (a limited profile's certification filter): its own
 * upstream query and cache key, so its answers never mix with the unfiltered ones.
 */
export function withUpstreamParams(request: GatewayRequest, extra: Record<string, string>): GatewayRequest {
  const upstreamParams = new URLSearchParams(request.upstreamParams);
  for (const [name, value] of Object.entries(extra)) upstreamParams.set(name, value);
  upstreamParams.sort();
  return { ...request, upstreamParams, cacheKey: `${request.path}?${upstreamParams.toString()}` };
}

/** Whether the answer holds a title's sub-resource, on its own or appended. */
function includes(route: GatewayRoute, resource: TitleResource): boolean {
  return (
    (route.kind === 'resource' && route.resource === resource) || (route.kind === 'details' && route.append.includes(resource))
  );
}

function parseRoute(segments: string[]): GatewayRoute {
  const [first, second, third, fourth, fifth, sixth] = segments;
  switch (first) {
    case 'trending':
      if (segments.length === 3 && isOneOf(second, ['all', 'movie', 'tv'] as const) && isOneOf(third, ['day', 'week'] as const)) {
        return { kind: 'trending', media: second, window: third };
      }
      throw notFound();
    case 'search':
      if (segments.length === 2 && isOneOf(second, ['multi', 'movie', 'tv'] as const)) return { kind: 'search', scope: second };
      throw notFound();
    case 'discover':
      if (segments.length === 2 && isOneOf(second, MEDIA_TYPES)) return { kind: 'discover', media: second };
      throw notFound();
    case 'genre':
      if (segments.length === 3 && isOneOf(second, MEDIA_TYPES) && third === 'list') return { kind: 'genres', media: second };
      throw notFound();
    case 'movie':
    case 'tv': {
      const media: MediaType = first;
      if (second === undefined) throw notFound();
      if ((LISTS[media] as readonly string[]).includes(second)) {
        if (segments.length === 2) return { kind: 'list', media, list: second as ListName };
        throw notFound();
      }
      if (UNSERVED_WORDS.has(second)) throw notFound();
      const id = positiveInteger(second, media === 'movie' ? /*i18n*/ 'Invalid movie id' : /*i18n*/ 'Invalid TV show id');
      if (third === undefined) return { kind: 'details', media, id, append: [] };
      if (segments.length === 3 && (TITLE_RESOURCES[media] as readonly string[]).includes(third)) {
        return { kind: 'resource', media, id, resource: third as TitleResource };
      }
      if (media === 'tv' && third === 'season' && fourth !== undefined) {
        const season = wholeNumber(fourth, /*i18n*/ 'Invalid season number', 0, 10_000);
        if (segments.length === 4) return { kind: 'season', id, season };
        if (segments.length === 6 && fifth === 'episode' && sixth !== undefined) {
          return { kind: 'episode', id, season, episode: wholeNumber(sixth, /*i18n*/ 'Invalid episode number', 0, 100_000) };
        }
      }
      throw notFound();
    }
    default:
      throw notFound();
  }
}

function parseQuery(route: GatewayRoute, search: URLSearchParams): { query: GatewayQuery; upstreamParams: URLSearchParams } {
  const params = new URLSearchParams();
  const query: GatewayQuery = { page: 1 };
  const takesPage =
    route.kind === 'trending' ||
    route.kind === 'list' ||
    route.kind === 'discover' ||
    route.kind === 'search' ||
    (route.kind === 'resource' && PAGED_RESOURCES.has(route.resource));
  const page = search.get('page');
  if (takesPage && page !== null && page !== '') {
    query.page = wholeNumber(page, /*i18n*/ 'page must be a whole number from 1 to {max}', 1, MAX_PAGE, { max: MAX_PAGE });
    params.set('page', String(query.page));
  }
  if (route.kind === 'search') {
    const text = (search.get('query') ?? '').trim();
    if (text.length > 200) throw new HttpError(400, /*i18n*/ 'query is too long (200 characters at most)');
    // The API's one string rule (core validation.ts), for a search term as for any stored text.
    if (containsNul(text)) throw new HttpError(400, /*i18n*/ 'query must not contain the NUL character');
    query.query = text;
    params.set('query', text);
    const sortBy = search.get('sort_by');
    if (sortBy) {
      if (!isOneOf(sortBy, SEARCH_SORTS))
        throw new HttpError(400, /*i18n*/ 'sort_by must be {sorts} on a search', { sorts: SEARCH_SORTS.join(' or ') });
      const [field = '', direction] = sortBy.split('.');
      query.sortBy = { field, direction: direction === 'asc' ? 'asc' : 'desc' };
      // Not in params: upstream, the answer is the same for every sort, and cached once.
    }
  }
  if (route.kind === 'discover') {
    const genres = search.get('with_genres');
    if (genres) {
      if (!/^\d{1,6}([,|]\d{1,6}){0,19}$/.test(genres))
        throw new HttpError(400, /*i18n*/ 'with_genres must be genre ids separated by , or |');
      query.withGenres = genres;
      params.set('with_genres', genres);
    }
    const sortBy = search.get('sort_by');
    if (sortBy) {
      const [field = '', direction] = sortBy.split('.');
      if (!(SORT_FIELDS[route.media] as readonly string[]).includes(field) || (direction !== 'asc' && direction !== 'desc')) {
        throw new HttpError(400, /*i18n*/ 'sort_by must be one of {fields} followed by .asc or .desc', {
          fields: SORT_FIELDS[route.media].join(', '),
        });
      }
      query.sortBy = { field, direction };
      params.set('sort_by', sortBy);
    }
    const minVotes = search.get('vote_count.gte');
    if (minVotes) {
      query.minVoteCount = wholeNumber(minVotes, /*i18n*/ 'vote_count.gte must be a whole number', 0, 100_000_000);
      params.set('vote_count.gte', String(query.minVoteCount));
    }
  }
  if (route.kind === 'details' && route.append.length) params.set('append_to_response', route.append.join(','));
  return { query, upstreamParams: params };
}

function parseAppend(media: MediaType, text: string): TitleResource[] {
  const allowed: readonly string[] = TITLE_RESOURCES[media];
  const parts = [
    ...new Set(
      text
        .split(',')
        .map((p) => p.trim())
        .filter(Boolean),
    ),
  ];
  if (parts.length > 20) throw new HttpError(400, /*i18n*/ 'append_to_response takes 20 items at most');
  const unknown = parts.find((p) => !allowed.includes(p));
  if (unknown !== undefined) {
    throw new HttpError(400, /*i18n*/ 'append_to_response: "{item}" is not one of {allowed}', {
      item: unknown.slice(0, 40),
      allowed: allowed.join(', '),
    });
  }
  return parts as TitleResource[];
}

function freshnessOf(route: GatewayRoute): 'list' | 'details' {
  switch (route.kind) {
    case 'trending':
    case 'list':
    case 'discover':
    case 'search':
      return 'list';
    case 'resource':
      return PAGED_RESOURCES.has(route.resource) ? 'list' : 'details';
    case 'details':
      return route.append.some((r) => PAGED_RESOURCES.has(r)) ? 'list' : 'details';
    default:
      return 'details';
  }
}

function isOneOf<T extends string>(value: string | undefined, options: readonly T[]): value is T {
  return value !== undefined && (options as readonly string[]).includes(value);
}

function wholeNumber(text: string, message: string, min: number, max: number, values?: TextValues): number {
  if (!/^\d{1,10}$/.test(text)) throw new HttpError(400, message, values);
  const n = Number(text);
  if (n < min || n > max) throw new HttpError(400, message, values);
  return n;
}

function positiveInteger(text: string, message: string): number {
  return wholeNumber(text, message, 1, 2_147_483_647);
}
