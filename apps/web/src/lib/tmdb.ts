import {
  gatewayUrl,
  isLimitedProfile,
  type GatewayParams,
  type LanguageCode,
  type MediaType,
  type TmdbMovieListItem,
  type TmdbMultiListItem,
  type TmdbTvListItem,
} from '@marquee/core';
import { apiRequest } from './api-client';
import { getStoredProfile } from './session';

/**
 * Client of the metadata gateway, /api/tmdb/<TMDB v3 path> (docs/behaviour.md#metadata-gateway): TMDB's own paths and
 * query parameters, minus the key, answered in TMDB's JSON shapes in both upstream and offline mode.
 */

export type TmdbParams = GatewayParams;

/** `language`: the page's, whose texts and posters the answer is in. */
export function tmdbRequest<T>(path: string, params: TmdbParams, language: LanguageCode, signal?: AbortSignal): Promise<T> {
  // Only a limited profile's answers depend on who asks (the server filters them by its token); everyone else's are
  // the same public answers, which the browser and the service worker may cache (docs/behaviour.md#ratings).
  // A 403 here is a title above the profile's limit, not an ended session.
  const profile = getStoredProfile();
  const limited = profile !== null && isLimitedProfile(profile);
  return apiRequest<T>(gatewayUrl(path, params, language), { signal, withToken: limited });
}

/** A movie or a show from any TMDB list, always naming its media_type (typed lists leave it out). */
export type MediaListItem = (TmdbMovieListItem & { media_type: 'movie' }) | (TmdbTvListItem & { media_type: 'tv' });

/** One page of a TMDB list as the screens use it: movies and shows only, each tagged with its type. */
export interface MediaListPage {
  page: number;
  items: MediaListItem[];
  /** How many results the page itself held, people included: 'Show More' is offered only after a full page. */
  received: number;
  totalPages: number;
  totalResults: number;
}

type AnyListItem = TmdbMovieListItem | TmdbTvListItem | TmdbMultiListItem;

interface TmdbListReply {
  page: number;
  results: AnyListItem[];
  total_pages: number;
  total_results: number;
}

/**
 * GETs one page of a TMDB list. `mediaType` names the type of a typed list (/movie/popular, /search/tv);
 * mixed lists (trending, search/multi) name it per item, and their people are dropped here.
 *
 * The reply is not decoded with the zod schemas of @marquee/core on purpose: every list feeds media cards,
 * whose view model (mediaCardView) already copes with any missing field, and zod would cost the home
 * page's JavaScript budget (docs/architecture.md#figures, 100 KB) more than a third of what is left.
 */
export async function fetchMediaListPage(
  path: string,
  params: TmdbParams,
  mediaType: MediaType | undefined,
  language: LanguageCode,
  signal?: AbortSignal,
): Promise<MediaListPage> {
  const reply = await tmdbRequest<TmdbListReply>(path, params, language, signal);
  const items = reply.results.flatMap((item): MediaListItem[] => {
    const type = item.media_type ?? mediaType;
    if (type === 'movie') return [{ ...(item as TmdbMovieListItem), media_type: 'movie' }];
    if (type === 'tv') return [{ ...(item as TmdbTvListItem), media_type: 'tv' }];
    return [];
  });
  return {
    page: reply.page,
    items,
    received: reply.results.length,
    totalPages: reply.total_pages,
    totalResults: reply.total_results,
  };
}
