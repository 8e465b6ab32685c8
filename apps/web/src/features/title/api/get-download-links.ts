import {
  collectDownloadLinks,
  DOWNLOAD_VERSIONS,
  type DownloadLink,
  type DownloadReply,
  type DownloadVersion,
} from '@marquee/core';
import { queryOptions, useQueries } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** What to download: a movie, or one episode of a show. */
export type DownloadTarget =
  { mediaType: 'movie'; id: number } | { mediaType: 'tv'; id: number; season: number; episode: number };

function downloadPath(target: DownloadTarget, version: DownloadVersion): string {
  return target.mediaType === 'movie'
    ? `/download/movie/${version}/${target.id}`
    : `/download/tv/${version}/${target.id}/${target.season}/${target.episode}`;
}

/**
 * GET /api/download/... through the server's downloads gateway (docs/behaviour.md#downloads). The reply is the version's shape,
 * or null when it has nothing; a reply that is not OK, or no reply at all, also gives null.
 */
export async function getDownloadReply(
  target: DownloadTarget,
  version: DownloadVersion,
  signal?: AbortSignal,
): Promise<DownloadReply | null> {
  try {
    return await apiRequest<DownloadReply | null>(downloadPath(target, version), { signal });
  } catch (error) {
    if (signal?.aborted) throw error;
    return null;
  }
}

export function downloadReplyQueryOptions(target: DownloadTarget, version: DownloadVersion) {
  return queryOptions({
    queryKey: ['downloads', target, version],
    queryFn: ({ signal }) => getDownloadReply(target, version, signal),
  });
}

/** Only links a new tab may open: a service could send any scheme. */
const isWebLink = (link: DownloadLink) => /^https?:\/\//i.test(link.url);

/**
 * The four versions queried in parallel (docs/behaviour.md#downloads), as one row per version in version order,
 * each with the links it offers (none means 'Not available ATM'). Loading until every version has answered.
 */
export function useDownloadLinks(target: DownloadTarget) {
  const results = useQueries({
    queries: DOWNLOAD_VERSIONS.map((version) => downloadReplyQueryOptions(target, version)),
  });
  const replies = Object.fromEntries(DOWNLOAD_VERSIONS.map((version, i) => [version, results[i]?.data ?? null]));
  return {
    isLoading: results.some((result) => result.isPending),
    rows: collectDownloadLinks(replies).map((row) => ({ ...row, links: row.links.filter(isWebLink) })),
  };
}
