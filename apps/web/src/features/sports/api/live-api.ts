import type { Match, Sport, Stream } from '@marquee/core';
import { apiRequest } from '@/lib/api-client';
import { appPath } from '@/lib/base-path';

/**
 * Client of the sports gateway, /api/live/<path after the service's /api/> (docs/behaviour.md#one-origin): the service's
 * own paths and shapes, from a streamed-style service or the server's demo schedule. The server checks the service's
 * answers against the core schemas before they come here, so the browser loads no schema library for them.
 */
export const liveRequest = {
  sports: (signal?: AbortSignal) => apiRequest<Sport[]>('/live/sports', { signal }),
  /** `path`: 'matches/{scope}' or 'matches/{scope}/popular'. */
  matches: (path: string, signal?: AbortSignal) => apiRequest<Match[]>(`/live/${path}`, { signal }),
  streams: (source: string, id: string, signal?: AbortSignal) =>
    apiRequest<Stream[]>(`/live/stream/${encodeURIComponent(source)}/${encodeURIComponent(id)}`, { signal }),
};

/** The gateway's image route, under the app's base path (read when drawn: the server's rendering sets it late). */
const gatewayImages = () => appPath('/api/live/images/');

/**
 * A match poster's URL on the gateway. The service writes its own image paths ('/api/images/proxy/x.webp',
 * '/api/images/poster/a/b.webp'); anything else is taken as a path for its image proxy (docs/behaviour.md#sports-data).
 */
export function posterUrl(poster: string | null | undefined): string | null {
  if (!poster) return null;
  if (poster.startsWith('/api/images/')) return gatewayImages() + poster.slice('/api/images/'.length);
  return `${gatewayImages()}proxy/${encodeURIComponent(poster.replace(/\.webp$/, ''))}.webp`;
}

/** A team badge's URL on the gateway. */
export function badgeUrl(badge: string | null | undefined): string | null {
  return badge ? `${gatewayImages()}badge/${encodeURIComponent(badge)}.webp` : null;
}
