/** The four download-link versions of docs/behaviour.md#downloads, queried in parallel by the download dialog. */
export const DOWNLOAD_VERSIONS = ['v1', 'v3', 'v4', 'v5'] as const;
export type DownloadVersion = (typeof DOWNLOAD_VERSIONS)[number];

/** docs/behaviour.md#downloads: shown for a version that errored or has no link. */
export const DOWNLOADS_UNAVAILABLE = 'Not available ATM';

/** v1's placeholder text where a link should be; it means there is none. */
const V1_NO_LINK = 'Download link not available';

/** The reply shapes of each download-service version (docs/behaviour.md#downloads); any field may be absent. */
export interface V1DownloadReply {
  downloadLink?: string | null;
  movieTitle?: string | null;
  episodeTitle?: string | null;
  releaseYear?: string | number | null;
}
/** v3 and v5 */
export interface LinkListDownloadReply {
  download_links?: ReadonlyArray<{ url?: string | null; text?: string | null }> | null;
}
export interface V4DownloadReply {
  results?: ReadonlyArray<{
    file_id?: string | number | null;
    title?: string | null;
    size?: string | number | null;
    download_url?: string | null;
  }> | null;
}
/** A reply of any version: every field is optional, so each version's shape fits. */
export type DownloadReply = V1DownloadReply & LinkListDownloadReply & V4DownloadReply;

/** One link the dialog offers. */
export interface DownloadLink {
  url: string;
  label: string;
}

// Third-party JSON: a field typed as a list may arrive as anything.
const listOf = <T>(value: readonly T[] | null | undefined): readonly T[] => (isList(value) ? value : []);
const isList = (value: unknown): value is readonly unknown[] => Array.isArray(value);

const hasUrl = (url: string | null | undefined): url is string => typeof url === 'string' && url.trim() !== '';

/**
 * The links a version's reply offers, by docs/behaviour.md#downloads: for v1, its downloadLink when it is a non-empty string
 * starting with http other than 'Download link not available'; for v3, v4 and v5, each listed entry with a URL.
 * A null reply (the service answered not-OK) offers none.
 */
export function downloadLinksOf(version: DownloadVersion, reply: DownloadReply | null | undefined): DownloadLink[] {
  if (!reply) return [];
  if (version === 'v1') {
    const { downloadLink, movieTitle, episodeTitle, releaseYear } = reply;
    if (!hasUrl(downloadLink) || !downloadLink.startsWith('http') || downloadLink === V1_NO_LINK) return [];
    const title = episodeTitle || movieTitle || 'Download';
    return [{ url: downloadLink, label: releaseYear ? `${title} (${releaseYear})` : title }];
  }
  if (version === 'v4') {
    return listOf(reply.results).flatMap((r) =>
      hasUrl(r.download_url) ? [{ url: r.download_url, label: [r.title || 'Download', r.size].filter(Boolean).join(' · ') }] : [],
    );
  }
  return listOf(reply.download_links).flatMap((l) => (hasUrl(l.url) ? [{ url: l.url, label: l.text || 'Download' }] : []));
}

/** Whether a version's reply counts as available (docs/behaviour.md#downloads). */
export function isDownloadAvailable(version: DownloadVersion, reply: DownloadReply | null | undefined): boolean {
  return downloadLinksOf(version, reply).length > 0;
}

/**
 * The dialog's rows, one per version in version order, each with the links it offers. A row without links
 * shows 'Not available ATM' (docs/behaviour.md#downloads: the source errored or has no link); a version that failed is passed as null.
 */
export function collectDownloadLinks(
  replies: Partial<Record<DownloadVersion, DownloadReply | null>>,
): Array<{ version: DownloadVersion; links: DownloadLink[] }> {
  return DOWNLOAD_VERSIONS.map((version) => ({ version, links: downloadLinksOf(version, replies[version]) }));
}
