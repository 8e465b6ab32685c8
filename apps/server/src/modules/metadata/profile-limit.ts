import { highestFilmRating, MSG, PROFILE_LIMIT_RATING_LOOKUPS, ratingAllowed, type MetadataSourceName } from '@marquee/core';
import { HttpError } from '../../http/errors.ts';
import { BudgetSpent, upstreamBudget, type UpstreamBudget } from '../../lib/upstream-budget.ts';
import { withUpstreamParams, type GatewayRequest, type MediaType } from './gateway-request.ts';
import type { MetadataAnswer, MetadataSource } from './metadata-source.ts';

/** What a profile under a limit is told of a title above it (docs/behaviour.md#ratings). */
export const NOT_ON_THIS_PROFILE = MSG.notOnThisProfile;

/**
 * Most upstream lists cannot be filtered at TMDB (only film discovery takes a certification filter), so each page
 * of a limited list is drawn from this many upstream pages, filtered: page n holds every allowed title of
 * upstream pages (n-1)*k+1 .. n*k, so pages never repeat or skip a title and are full unless most titles
 * are above the limit.
 */
export const UPSTREAM_PAGES_PER_PAGE = 3;
const PAGE_SIZE = 20;
/** TMDB serves pages 1 to 500. */
const UPSTREAM_MAX_PAGE = 500;

interface Listed {
  id?: unknown;
  media_type?: unknown;
  adult?: unknown;
  title?: unknown;
  name?: unknown;
}

interface Paged {
  page?: number;
  results?: Listed[];
  total_pages?: number;
  total_results?: number;
}

/** The media type of a listed item: its own field in mixed lists, else the list's. */
function mediaOf(item: Listed, fallback: MediaType | null): MediaType | null {
  if (item.media_type === 'movie' || item.media_type === 'tv') return item.media_type;
  if (item.media_type !== undefined) return null; // a person in a multi search: not a title
  if (fallback) return fallback;
  return typeof item.title === 'string' ? 'movie' : typeof item.name === 'string' ? 'tv' : null;
}

/** The title a request is about (details, a resource, a season, an episode), or null for a list. */
function titleOf(request: GatewayRequest): { media: MediaType; id: number } | null {
  const { route } = request;
  if (route.kind === 'details' || route.kind === 'resource') return { media: route.media, id: route.id };
  if (route.kind === 'season' || route.kind === 'episode') return { media: 'tv', id: route.id };
  return null;
}

/** The media type of a list request's items when the list is of one type. */
function listMedia(request: GatewayRequest): MediaType | null {
  const { route } = request;
  if (route.kind === 'list' || route.kind === 'discover') return route.media;
  if (route.kind === 'trending') return route.media === 'all' ? null : route.media;
  if (route.kind === 'search') return route.scope === 'multi' ? null : route.scope;
  if (route.kind === 'details' || route.kind === 'resource') return route.media;
  return null;
}

/**
 * The metadata gateway's answer for a profile limited to `maxRank`: a title above the limit (or without a
 * known rating) answers 403 on every path about it, and lists leave such titles out. The offline source
 * filters its own lists before paging; upstream lists are filtered here, each title's rating read through
 * the gateway's cache. `pageRequest` re-reads the request at another page (upstream list paging).
 *
 * One request reads at most UPSTREAM_PAGES_PER_PAGE upstream pages and asks TMDB for at most
 * PROFILE_LIMIT_RATING_LOOKUPS ratings it has not cached; a title whose rating is past that is left out of this
 * answer (the next request rates it, as the ones read now are cached).
 */
export async function answerUnderLimit(
  source: MetadataSource,
  request: GatewayRequest,
  maxRank: number,
  pageRequest: (page: number) => GatewayRequest,
): Promise<MetadataAnswer> {
  const budget = upstreamBudget(PROFILE_LIMIT_RATING_LOOKUPS);
  const title = titleOf(request);
  if (title) {
    const rating = await source.titleRating(title.media, title.id, budget);
    if (!rating || !ratingAllowed(maxRank, rating.rating, rating.adult)) throw new HttpError(403, NOT_ON_THIS_PROFILE);
  }
  if (source.mode === 'offline') return source.answer(request, maxRank);
  if (title) {
    const answer = await source.answer(request);
    if (request.route.kind === 'details' && (JSON.parse(answer.body) as { adult?: unknown }).adult === true) {
      throw new HttpError(403, NOT_ON_THIS_PROFILE);
    }
    return filterAppended(source, answer, request, maxRank, budget);
  }
  if (request.route.kind === 'genres') return source.answer(request);
  if (request.route.kind === 'discover' && request.route.media === 'movie')
    return certifiedFilmPage(source, request, maxRank, budget);
  return upstreamListPage(source, request, maxRank, pageRequest, budget);
}

/** Whether a listed item may be shown under the limit. */
async function allowed(
  source: MetadataSource,
  item: Listed,
  media: MediaType | null,
  maxRank: number,
  budget: UpstreamBudget,
): Promise<boolean> {
  const kind = mediaOf(item, media);
  if (kind === null || typeof item.id !== 'number') return false;
  if (item.adult === true) return false;
  const rating = await source.titleRating(kind, item.id, budget);
  return rating !== undefined && ratingAllowed(maxRank, rating.rating, rating.adult);
}

/**
 * The items that may be shown. A title whose rating cannot be read just now (or not within the request's
 * budget) is left out rather than failing the whole list; only when no rating at all could be read, for
 * another reason than the budget, is the list's answer an error (TMDB is down or busy).
 */
async function filterItems(
  source: MetadataSource,
  items: Listed[],
  media: MediaType | null,
  maxRank: number,
  budget: UpstreamBudget,
): Promise<Listed[]> {
  const verdicts = await Promise.allSettled(items.map((item) => allowed(source, item, media, maxRank, budget)));
  const failed = verdicts.filter(
    (verdict): verdict is PromiseRejectedResult => verdict.status === 'rejected' && !(verdict.reason instanceof BudgetSpent),
  );
  if (failed.length > 0 && failed.length === verdicts.length) throw failed[0]!.reason as Error;
  return items.filter((_item, i) => {
    const verdict = verdicts[i]!;
    return verdict.status === 'fulfilled' && verdict.value;
  });
}

/** A title's answer with its appended lists (recommendations, similar) and paged resources filtered. */
async function filterAppended(
  source: MetadataSource,
  answer: MetadataAnswer,
  request: GatewayRequest,
  maxRank: number,
  budget: UpstreamBudget,
): Promise<MetadataAnswer> {
  const body = JSON.parse(answer.body) as Record<string, unknown> & Paged;
  const media = listMedia(request);
  if (Array.isArray(body.results)) body.results = await filterItems(source, body.results, media, maxRank, budget);
  for (const key of ['recommendations', 'similar'] as const) {
    const part = body[key] as Paged | undefined;
    if (part && Array.isArray(part.results)) part.results = await filterItems(source, part.results, media, maxRank, budget);
  }
  return { ...answer, body: JSON.stringify(body) };
}

/**
 * A page of film discovery under the limit: TMDB filters by US certification itself, so pages map one to one
 * and keep their totals. Each title is still checked, as TMDB counts any US release's certification.
 */
async function certifiedFilmPage(
  source: MetadataSource,
  request: GatewayRequest,
  maxRank: number,
  budget: UpstreamBudget,
): Promise<MetadataAnswer> {
  const film = highestFilmRating(maxRank);
  if (film === null) {
    return { body: JSON.stringify({ page: request.query.page, results: [], total_pages: 0, total_results: 0 }), maxAge: 0 };
  }
  const filtered = withUpstreamParams(request, { certification_country: 'US', 'certification.lte': film });
  const answer = await source.answer(filtered);
  const body = JSON.parse(answer.body) as Paged & Record<string, unknown>;
  body.results = await filterItems(source, body.results ?? [], 'movie', maxRank, budget);
  return { ...answer, body: JSON.stringify(body) };
}

/** Page n of an upstream list under the limit: upstream pages (n-1)*k+1 .. n*k, filtered, at most 20 titles. */
async function upstreamListPage(
  source: MetadataSource,
  request: GatewayRequest,
  maxRank: number,
  pageRequest: (page: number) => GatewayRequest,
  budget: UpstreamBudget,
): Promise<MetadataAnswer> {
  const page = request.query.page;
  const first = (page - 1) * UPSTREAM_PAGES_PER_PAGE + 1;
  const media = listMedia(request);
  const kept: Listed[] = [];
  let totalPages = 0;
  let maxAge = Infinity;
  let template: Paged & Record<string, unknown> = {};
  for (let upstream = first; upstream < first + UPSTREAM_PAGES_PER_PAGE && upstream <= UPSTREAM_MAX_PAGE; upstream++) {
    const answer = await source.answer(upstream === page ? request : pageRequest(upstream));
    maxAge = Math.min(maxAge, answer.maxAge);
    const body = JSON.parse(answer.body) as Paged & Record<string, unknown>;
    if (upstream === first) template = body;
    totalPages = body.total_pages ?? 0;
    kept.push(...(await filterItems(source, body.results ?? [], media, maxRank, budget)));
    if (upstream >= totalPages) break;
  }
  const pages = Math.ceil(Math.min(totalPages, UPSTREAM_MAX_PAGE) / UPSTREAM_PAGES_PER_PAGE);
  // Every allowed title of the k upstream pages, so none is skipped; the total is known only page by page.
  const body = {
    ...template,
    page,
    results: kept,
    total_pages: pages,
    total_results: page < pages ? pages * PAGE_SIZE : (page - 1) * PAGE_SIZE + kept.length,
  };
  return { body: JSON.stringify(body), maxAge: Number.isFinite(maxAge) ? maxAge : 0 };
}

/**
 * Whether a title of the server's source may be shown under a limit (null: no limit, everything may). With a
 * `budget`, a rating it would have to ask for past that budget counts as not allowed (for now).
 */
export async function titleAllowed(
  source: MetadataSource,
  maxRank: number | null,
  media: MediaType,
  id: number,
  budget?: UpstreamBudget,
): Promise<boolean> {
  if (maxRank === null) return true;
  try {
    const rating = await source.titleRating(media, id, budget);
    return rating !== undefined && ratingAllowed(maxRank, rating.rating, rating.adult);
  } catch (error) {
    if (error instanceof BudgetSpent) return false;
    throw error;
  }
}

/**
 * The stored entries (list or history) a limited profile may see: titles of the server's source within the limit.
 * An entry of another source, not yet matched in this one, has no rating here and is left out; so is one whose
 * rating would be past the request's PROFILE_LIMIT_RATING_LOOKUPS (shown once a later request has rated it).
 */
export async function allowedEntries<E extends { media_id: number; media_type: MediaType; source?: string | null }>(
  source: MetadataSource,
  maxRank: number | null,
  entries: E[],
): Promise<E[]> {
  return (await checkedEntries(source, maxRank, entries)).allowed;
}

/**
 * allowedEntries, saying too whether every entry was judged: `complete` is false when some were left out only
 * because the request's budget of rating lookups was spent, so the answer is not one to cache.
 */
export async function checkedEntries<E extends { media_id: number; media_type: MediaType; source?: string | null }>(
  source: MetadataSource,
  maxRank: number | null,
  entries: E[],
): Promise<{ allowed: E[]; complete: boolean }> {
  if (maxRank === null) return { allowed: entries, complete: true };
  const budget = upstreamBudget(PROFILE_LIMIT_RATING_LOOKUPS);
  let complete = true;
  const verdicts = await Promise.all(
    entries.map(async (entry) => {
      if (entry.source !== source.source) return false;
      try {
        const rating = await source.titleRating(entry.media_type, entry.media_id, budget);
        return rating !== undefined && ratingAllowed(maxRank, rating.rating, rating.adult);
      } catch (error) {
        if (!(error instanceof BudgetSpent)) throw error;
        complete = false;
        return false;
      }
    }),
  );
  return { allowed: entries.filter((_entry, i) => verdicts[i]), complete };
}

/** A title as one profile's own records of it (marks, ratings) name it: the profile, the title and its source. */
export interface ProfileTitle {
  profileId: string;
  mediaType: MediaType;
  mediaId: number;
  source: MetadataSourceName;
}

/**
 * A title of the server's source for a profile's records, after its limit's check: a limited profile is refused
 * titles above it (403).
 */
export async function profileTitle(
  source: MetadataSource,
  profile: { id: string; maxRank: number | null },
  mediaType: MediaType,
  mediaId: number,
): Promise<ProfileTitle> {
  if (!(await titleAllowed(source, profile.maxRank, mediaType, mediaId))) throw new HttpError(403, NOT_ON_THIS_PROFILE);
  return { profileId: profile.id, mediaType, mediaId, source: source.source };
}
