import { parseRouteId, type LanguageCode, type MediaType } from '@marquee/core';
import type { QueryClient } from '@tanstack/react-query';
import { movieDetailsQueryOptions } from './get-movie-details';
import { tvDetailsQueryOptions } from './get-tv-details';

/**
 * Loads the details a title page shows on arrival, in `language` (entry-server.tsx); an invalid id loads nothing, as
 * the page asks nothing.
 */
export async function prefetchTitle(
  queryClient: QueryClient,
  mediaType: MediaType,
  rawId: string,
  language: LanguageCode,
): Promise<void> {
  const id = parseRouteId(mediaType, rawId);
  if (!id.ok) return;
  if (mediaType === 'movie') await queryClient.fetchQuery(movieDetailsQueryOptions(id.id, language));
  else await queryClient.fetchQuery(tvDetailsQueryOptions(id.id, language));
}
