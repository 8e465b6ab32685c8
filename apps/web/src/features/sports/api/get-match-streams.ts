import { ALL_SPORTS, matchRouteId, SPORTS_STREAM_SOURCES, type Match, type MatchSource, type Stream } from '@marquee/core';
import { useQuery } from '@tanstack/react-query';
import { ApiError } from '@/lib/api-client';
import { sportMatchesQueryOptions } from './get-matches';
import { liveRequest } from './live-api';

/**
 * One source's streams. A 404 means the source has none for this match (it is asked on the off chance when
 * the match itself is unknown); any other failure is logged and the source skipped (docs/behaviour.md#sports-data).
 */
async function sourceStreams({ source, id }: MatchSource, signal: AbortSignal): Promise<Stream[] | 'failed'> {
  try {
    return await liveRequest.streams(source, id, signal);
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return [];
    console.error(`Failed to load the streams of source ${source}`, error);
    return 'failed';
  }
}

/** Every source's streams, concatenated in the sources' order; fails only when every source failed. */
export async function fetchMatchStreams(sources: readonly MatchSource[], signal: AbortSignal): Promise<Stream[]> {
  const answers = await Promise.all(sources.map((source) => sourceStreams(source, signal)));
  if (answers.length > 0 && answers.every((a) => a === 'failed')) throw new Error('No stream source answered');
  return answers.flatMap((a) => (a === 'failed' ? [] : a));
}

/**
 * The match a player route names and its streams. The match is found among all the service's matches by
 * the id its card links with; one no list holds any more is asked of every stream source under that id,
 * as docs/behaviour.md#sports-data describes.
 */
export function useMatchStreams(matchId: string) {
  const lookup = useQuery(sportMatchesQueryOptions(ALL_SPORTS));
  const match: Match | null = lookup.data?.find((m) => matchRouteId(m) === matchId) ?? null;
  const sources = match?.sources.length ? match.sources : SPORTS_STREAM_SOURCES.map((source) => ({ source, id: matchId }));
  const streams = useQuery({
    queryKey: ['match-streams', matchId],
    queryFn: ({ signal }) => fetchMatchStreams(sources, signal),
    // Wait for the lookup (or its failure) so the match's own sources are asked.
    enabled: !lookup.isPending,
    staleTime: 60_000,
  });
  return { match, streams };
}
