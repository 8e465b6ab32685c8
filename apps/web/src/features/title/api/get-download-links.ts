import {
  collectDownloadLinks,
  DOWNLOAD_VERSIONS,
  type DownloadReply,
  type DownloadVersion,
  type LibraryDownload,
  type LibraryDownloadsReply,
} from '@marquee/core';
import { queryOptions, useQueries, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** What to download: a movie, or one episode of a show. */
export type DownloadTarget =
  { mediaType: 'movie'; id: number } | { mediaType: 'tv'; id: number; season: number; episode: number };

function downloadPath(target: DownloadTarget, version: DownloadVersion): string {
  return target.mediaType === 'movie'
    ? `/download/movie/${version}/${target.id}`
    : `/download/tv/${version}/${target.id}/${target.season}/${target.episode}`;
}

/** Only links a new tab may open: a service could send any scheme. */
const isWebLink = (link: { url: string }) => /^https?:\/\//i.test(link.url);

/**
 * GET /api/download/{type}/{version}/... through the server's downloads gateway to its download service
 * (docs/behaviour.md#downloads). The reply is the version's shape, or null when it has nothing; a reply that is
 * not OK, or no reply at all, also gives null.
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

function libraryPath(target: DownloadTarget): string {
  return target.mediaType === 'movie'
    ? `/download/movie/${target.id}`
    : `/download/tv/${target.id}/${target.season}/${target.episode}`;
}

/**
 * GET /api/download/movie/{id} (or /tv/{id}/{season}/{episode}): the title's files in the server's media library,
 * one entry per file (docs/behaviour.md#downloads). A reply that is not OK, or none at all, counts as no file.
 */
export async function getLibraryDownloads(target: DownloadTarget, signal?: AbortSignal): Promise<LibraryDownload[]> {
  try {
    return (await apiRequest<LibraryDownloadsReply>(libraryPath(target), { signal })).files.filter(isWebLink);
  } catch (error) {
    if (signal?.aborted) throw error;
    return [];
  }
}

/** The media library's files of a title, asked once when this mounts (the dialog is open). */
export function useLibraryDownloads(target: DownloadTarget) {
  const result = useQuery({
    queryKey: ['downloads', target, 'library'],
    queryFn: ({ signal }) => getLibraryDownloads(target, signal),
  });
  return { isLoading: result.isPending, files: result.data ?? [] };
}
