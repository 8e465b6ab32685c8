import { showAiringSchema, type ShowAiring } from '@marquee/core';
import { HttpError } from '../../http/errors.ts';
import { parseGatewayRequest, type MetadataSource } from '../metadata/index.ts';

/**
 * What a show's details say of its seasons and airing, from the server's metadata source (through the gateway's
 * cache upstream): one read tells every season's episodes, so a show's progress costs one lookup. A show the
 * source does not know answers the source's 404.
 */
export async function showAiring(metadata: MetadataSource, showId: number): Promise<ShowAiring> {
  const answer = await metadata.answer(parseGatewayRequest(`tv/${showId}`, new URLSearchParams()));
  const parsed = showAiringSchema.safeParse(JSON.parse(answer.body));
  if (!parsed.success) throw new HttpError(502, 'The metadata provider sent a show without its seasons');
  return parsed.data;
}

/** Today's date (YYYY-MM-DD, UTC), as the sources date episodes. */
export function today(): string {
  return new Date().toISOString().slice(0, 10);
}
