import { isAppPath, type PlaybackTarget, type SourceUrlReply } from '@marquee/core';
import { apiRequest } from './api-client';

/**
 * The signed URL of this server's own player page for a film or an episode, as the server issues it to the profile
 * (GET /api/sources/{key}/...), absolute. The page answers at no other URL, and a title above the profile's limit
 * gets none: the promise rejects (docs/behaviour.md#ratings).
 */
export async function fetchIssuedEmbedUrl(key: string, target: PlaybackTarget, appOrigin: string): Promise<string> {
  const at = target.type === 'movie' ? `movie/${target.id}` : `tv/${target.id}/${target.season}/${target.episode}`;
  const reply = await apiRequest<SourceUrlReply>(`/sources/${encodeURIComponent(key)}/${at}`);
  return new URL(reply.url, appOrigin).href;
}

/** Whether a source's URL is a page of this server's, which is issued signed rather than filled in. */
export function isOwnPage(url: string): boolean {
  return isAppPath(url);
}
