import type { ZodType } from 'zod';
import { apiRequest } from '@/lib/api-client';

/**
 * Client of the sports gateway, /api/live/<path after the service's /api/> (docs/behaviour.md#one-origin): the service's
 * own paths and shapes, from a streamed-style service or the server's demo schedule. Replies are checked
 * against the core schemas: they come from a third party, and this screen's code loads on demand.
 */
export function liveRequest<T>(path: string, schema: ZodType<T>, signal?: AbortSignal): Promise<T> {
  return apiRequest(`/live/${path}`, { schema, signal });
}

const GATEWAY_IMAGES = '/api/live/images/';

/**
 * A match poster's URL on the gateway. The service writes its own image paths ('/api/images/proxy/x.webp',
 * '/api/images/poster/a/b.webp'); anything else is taken as a path for its image proxy (docs/behaviour.md#sports-data).
 */
export function posterUrl(poster: string | null | undefined): string | null {
  if (!poster) return null;
  if (poster.startsWith('/api/images/')) return GATEWAY_IMAGES + poster.slice('/api/images/'.length);
  return `${GATEWAY_IMAGES}proxy/${encodeURIComponent(poster.replace(/\.webp$/, ''))}.webp`;
}

/** A team badge's URL on the gateway. */
export function badgeUrl(badge: string | null | undefined): string | null {
  return badge ? `${GATEWAY_IMAGES}badge/${encodeURIComponent(badge)}.webp` : null;
}
