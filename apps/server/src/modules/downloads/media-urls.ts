import type { UrlSigner } from '../../lib/signed-urls.ts';
import { encodePath } from './media-library.ts';

/**
 * The URLs of the library's files and subtitles, signed (lib/signed-urls.ts): only the routes that check a
 * profile's limit make them (the download links, the local player page), and the file and subtitle routes serve
 * nothing else (docs/behaviour.md#ratings). A signature names the file, so it opens that file alone.
 */

export const fileSubject = (relativePath: string) => `file:${relativePath}`;
export const subtitleSubject = (relativePath: string) => `subtitle:${relativePath}`;

/** `/api/media/file/{path}?exp=…&sig=…`, with `&download` to save it. */
export function mediaFileUrl(urls: UrlSigner, relativePath: string, options: { download?: boolean } = {}): string {
  const query = urls.query(fileSubject(relativePath));
  return `/api/media/file/${encodePath(relativePath)}?${query}${options.download ? '&download' : ''}`;
}

/** `/api/media/subtitle/{path}?exp=…&sig=…`. */
export function subtitleUrl(urls: UrlSigner, relativePath: string): string {
  return `/api/media/subtitle/${encodePath(relativePath)}?${urls.query(subtitleSubject(relativePath))}`;
}
