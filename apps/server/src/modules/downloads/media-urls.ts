import type { UrlSigner } from '../../lib/signed-urls.ts';
import { encodePath } from './media-library.ts';

/**
 * The URLs of the library's files and subtitles, signed (lib/signed-urls.ts), under BASE_PATH: only the routes that check a
 * profile's limit make them (the download links, the local player page), and the file and subtitle routes serve
 * nothing else (docs/behaviour.md#ratings). A signature names the file, so it opens that file alone.
 */

export const fileSubject = (relativePath: string) => `file:${relativePath}`;
export const subtitleSubject = (relativePath: string) => `subtitle:${relativePath}`;

/** `/api/media/file/{path}?exp=…&sig=…`, with `&download` to save it. */
export function mediaFileUrl(urls: UrlSigner, relativePath: string, options: { download?: boolean } = {}): string {
  const query = urls.query(fileSubject(relativePath));
  return `${urls.basePath}/api/media/file/${encodePath(relativePath)}?${query}${options.download ? '&download' : ''}`;
}

/** `/api/media/subtitle/{path}?exp=…&sig=…`. */
export function subtitleUrl(urls: UrlSigner, relativePath: string): string {
  return `${urls.basePath}/api/media/subtitle/${encodePath(relativePath)}?${urls.query(subtitleSubject(relativePath))}`;
}

/**
 * A file's own subtitle track as WebVTT (modules/playback): the signature names the file, not the track, as the
 * file's URL gives all of it anyway; `index` is the player's.
 */
export const subtitleTrackSubject = (relativePath: string) => `subtitle-track:${relativePath}`;

/** `/api/media/subtitle-track/{path}?index=…&exp=…&sig=…`. */
export function subtitleTrackUrl(urls: UrlSigner, relativePath: string, index: number): string {
  return `${urls.basePath}/api/media/subtitle-track/${encodePath(relativePath)}?index=${index}&${urls.query(subtitleTrackSubject(relativePath))}`;
}

/**
 * A file's own styled subtitle track as ASS, for the renderer that draws it (`format=ass` on the same route; the
 * same signature).
 */
export function styledSubtitleTrackUrl(urls: UrlSigner, relativePath: string, index: number): string {
  return `${urls.basePath}/api/media/subtitle-track/${encodePath(relativePath)}?index=${index}&format=ass&${urls.query(subtitleTrackSubject(relativePath))}`;
}

/** A font attached to a file (modules/playback), for its styled subtitles: as for its tracks, `index` is the player's. */
export const fontSubject = (relativePath: string) => `font:${relativePath}`;

/** `/api/media/font/{path}?index=…&exp=…&sig=…`. */
export function fontUrl(urls: UrlSigner, relativePath: string, index: number): string {
  return `${urls.basePath}/api/media/font/${encodePath(relativePath)}?index=${index}&${urls.query(fontSubject(relativePath))}`;
}

/** The player's question 'how do I play this file?' (POST, modules/playback), for one file. */
export const playbackSubject = (relativePath: string) => `playback:${relativePath}`;

/** `/api/media/playback/{path}?exp=…&sig=…`: the local player posts what its browser plays here. */
export function playbackUrl(urls: UrlSigner, relativePath: string): string {
  return `${urls.basePath}/api/media/playback/${encodePath(relativePath)}?${urls.query(playbackSubject(relativePath))}`;
}

/**
 * A file's converted stream (modules/playback): the signature covers the path and the plan's `v` and `a`, so the
 * conversion cannot be altered; `start` and `session`, which the player adds, are free.
 */
export const streamSubject = (relativePath: string, params: StreamUrlParams) =>
  `stream:${relativePath}\n${params.v}\n${params.a}${params.s === undefined ? '' : `\n${params.s}`}`;

/** The plan's part of a stream URL (playback/stream-plan.ts): video, audio, and picture subtitles drawn in. */
interface StreamUrlParams {
  v: string;
  a: string;
  s?: string;
}

function streamQuery(urls: UrlSigner, relativePath: string, params: StreamUrlParams): string {
  const subtitle = params.s === undefined ? '' : `&s=${encodeURIComponent(params.s)}`;
  const plan = `v=${encodeURIComponent(params.v)}&a=${encodeURIComponent(params.a)}${subtitle}`;
  return `${plan}&${urls.query(streamSubject(relativePath, params))}`;
}

/** `/api/media/stream/{path}?v=…&a=…&exp=…&sig=…`: the player adds `&start=…&session=…`. */
export function streamUrl(urls: UrlSigner, relativePath: string, params: StreamUrlParams): string {
  return `${urls.basePath}/api/media/stream/${encodePath(relativePath)}?${streamQuery(urls, relativePath, params)}`;
}

/** `/api/media/stream-start/{path}?v=…&a=…&exp=…&sig=…`: where that stream starts when asked for `&start=…`. */
export function streamStartUrl(urls: UrlSigner, relativePath: string, params: StreamUrlParams): string {
  return `${urls.basePath}/api/media/stream-start/${encodePath(relativePath)}?${streamQuery(urls, relativePath, params)}`;
}
