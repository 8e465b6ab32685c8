import { mediaDateOf, mediaTitleOf, PROFILE_LIMIT_RATING_LOOKUPS, type AssistantRequest, type MediaType } from '@marquee/core';
import { z } from 'zod';
import { upstreamBudget } from '../../lib/upstream-budget.ts';
import { parseGatewayRequest, titleAllowed, type MetadataSource } from '../metadata/index.ts';

/**
 * The titles the offline assistant recommends for a request it has read, asked of the metadata
 * source in-process (TMDB or the offline catalogue, whichever the gateway uses), so every pick links
 * to a page that exists.
 */

export interface CataloguePick {
  media: MediaType;
  id: number;
  title: string;
  /** 'YYYY-MM-DD' or null. */
  date: string | null;
  voteAverage: number | null;
}

export const MAX_PICKS = 5;
const WELL_RATED = 6;
/** Votes a title needs before its rating or its newness counts; asked first, dropped if nothing has them. */
const MIN_VOTES = { best: { movie: 1000, tv: 200 }, recent: { movie: 50, tv: 20 } } as const;
/** Trending lists take no genre filter: this many pages are read to find enough of the genre. */
const TRENDING_PAGES = 3;

// Only the fields the reply uses, leniently: a title without a date or rating is still a fine pick.
const pageSchema = z.object({
  results: z.array(
    z.object({
      id: z.number().int().positive(),
      // Only in mixed lists (search/multi), where people come too.
      media_type: z.string().optional(),
      title: z.string().optional(),
      name: z.string().optional(),
      release_date: z.string().optional(),
      first_air_date: z.string().optional(),
      vote_average: z.number().optional(),
      genre_ids: z.array(z.number()).optional(),
    }),
  ),
});
export type PageItem = z.infer<typeof pageSchema>['results'][number];

export async function findPicks(
  metadata: MetadataSource,
  request: AssistantRequest,
  maxRank: number | null = null,
): Promise<CataloguePick[]> {
  const found = await candidates(metadata, request, maxRank);
  return wellRatedFirst(
    await allowedPicks(
      metadata,
      maxRank,
      found.map((item) => ({ media: request.media, item })),
    ),
  );
}

/**
 * The items as picks, in their order, without those a profile's limit hides (docs/behaviour.md#ratings): under a
 * limit each is rated within one request's budget, and a title whose rating would be past it is no pick this time.
 */
export async function allowedPicks(
  metadata: MetadataSource,
  maxRank: number | null,
  found: ReadonlyArray<{ media: MediaType; item: PageItem }>,
): Promise<CataloguePick[]> {
  const budget = upstreamBudget(PROFILE_LIMIT_RATING_LOOKUPS);
  const verdicts = await Promise.all(found.map(({ media, item }) => titleAllowed(metadata, maxRank, media, item.id, budget)));
  return found
    .filter((_found, i) => verdicts[i])
    .flatMap(({ media, item }): CataloguePick[] => {
      const title = mediaTitleOf(item);
      return title ? [{ media, id: item.id, title, date: mediaDateOf(item), voteAverage: item.vote_average ?? null }] : [];
    });
}

/** Up to MAX_PICKS, those rated WELL_RATED or more first: a guide does not lead with a film most people disliked. */
export function wellRatedFirst(picks: readonly CataloguePick[]): CataloguePick[] {
  const wellRated = picks.filter((p) => (p.voteAverage ?? 0) >= WELL_RATED);
  const others = picks.filter((p) => (p.voteAverage ?? 0) < WELL_RATED);
  return [...wellRated, ...others].slice(0, MAX_PICKS);
}

async function candidates(metadata: MetadataSource, request: AssistantRequest, maxRank: number | null): Promise<PageItem[]> {
  const { media, genreIds, order } = request;
  if (order === 'trending') {
    const pages = await Promise.all(
      Array.from({ length: genreIds.length ? TRENDING_PAGES : 1 }, (_, i) =>
        page(metadata, maxRank, `trending/${media}/week`, { page: String(i + 1) }),
      ),
    );
    return pages.flat().filter((item) => genreIds.every((g) => item.genre_ids?.includes(g)));
  }
  const query: Record<string, string> = {};
  if (genreIds.length) query.with_genres = genreIds.join(',');
  if (order === 'popular') return page(metadata, maxRank, `discover/${media}`, { ...query, sort_by: 'popularity.desc' });

  const dateField = media === 'movie' ? 'primary_release_date' : 'first_air_date';
  query.sort_by = order === 'recent' ? `${dateField}.desc` : 'vote_average.desc';
  const voted = await page(metadata, maxRank, `discover/${media}`, {
    ...query,
    'vote_count.gte': String(MIN_VOTES[order][media]),
  });
  // The offline catalogue counts no votes for series: without the floor the order still holds.
  return voted.length ? voted : page(metadata, maxRank, `discover/${media}`, query);
}

export async function page(
  metadata: MetadataSource,
  maxRank: number | null,
  path: string,
  query: Record<string, string>,
): Promise<PageItem[]> {
  const answer = await metadata.answer(parseGatewayRequest(path, new URLSearchParams(query)), maxRank);
  return pageSchema.parse(JSON.parse(answer.body)).results;
}
