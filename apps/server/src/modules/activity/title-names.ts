import { LRUCache } from 'lru-cache';
import type { ActivityMedia } from '@marquee/core';
import { HttpError } from '../../http/errors.ts';
import { parseGatewayRequest, type MetadataSource } from '../metadata/index.ts';

/** Names looked up recently: a player reports every 30 s, and its title's name does not change meanwhile. */
const NAMES_KEPT = 1_000;
const NAME_KEPT_MS = 60 * 60_000;

/**
 * A title's name as the server's metadata source gives it (the offline catalogue, or TMDB through its cache), so
 * the admins never read a name a player made up; null when the source does not know the title or cannot answer.
 */
export function titleNames(metadata: MetadataSource, warn: (error: unknown) => void) {
  const names = new LRUCache<string, { name: string | null }>({ max: NAMES_KEPT, ttl: NAME_KEPT_MS });
  return async (media: ActivityMedia): Promise<string | null> => {
    const key = `${media.type}/${media.id}`;
    const kept = names.get(key);
    if (kept) return kept.name;
    try {
      const answer = await metadata.answer(parseGatewayRequest(key, new URLSearchParams()));
      const title = JSON.parse(answer.body) as { title?: unknown; name?: unknown };
      const name = media.type === 'movie' ? title.title : title.name;
      const found = typeof name === 'string' && name.trim() !== '' ? name : null;
      names.set(key, { name: found });
      return found;
    } catch (error) {
      // Unknown titles answer 404; anything else is worth a line in the log, and is asked again next time.
      if (error instanceof HttpError && error.statusCode === 404) names.set(key, { name: null });
      else warn(error);
      return null;
    }
  };
}
