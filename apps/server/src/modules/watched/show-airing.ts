import { showAiringSchema, titleSnapshotOfDetails, type ShowAiring, type TitleSnapshot } from '@marquee/core';
import { z } from 'zod';
import { HttpError } from '../../http/errors.ts';
import { parseGatewayRequest, type MetadataSource } from '../metadata/index.ts';

/** The parts of a show's details a card shows (Up Next of a show only marked, which has no history entry). */
const showCardSchema = z.object({
  id: z.number(),
  name: z.string(),
  first_air_date: z.string().nullish(),
  poster_path: z.string().nullish(),
  backdrop_path: z.string().nullish(),
  overview: z.string().nullish(),
  vote_average: z.number().nullish(),
});

/** What a show's details say of its airing, and the show as a card shows it. */
export interface ShowDetails {
  airing: ShowAiring;
  snapshot: TitleSnapshot;
}

/**
 * A show's details from the server's metadata source (through the gateway's cache upstream): one read tells every
 * season's episodes, so a show's progress costs one lookup. A show the source does not know answers the source's 404.
 */
export async function showDetails(metadata: MetadataSource, showId: number): Promise<ShowDetails> {
  const answer = await metadata.answer(parseGatewayRequest(`tv/${showId}`, new URLSearchParams()));
  const body: unknown = JSON.parse(answer.body);
  const airing = showAiringSchema.safeParse(body);
  const card = showCardSchema.safeParse(body);
  if (!airing.success || !card.success)
    throw new HttpError(502, /*i18n*/ 'The metadata provider sent a show without its seasons');
  const { poster_path = null, backdrop_path = null, overview = null, vote_average = null, ...rest } = card.data;
  const snapshot = titleSnapshotOfDetails(
    'tv',
    { ...rest, poster_path, backdrop_path, overview, vote_average: 0 },
    metadata.source,
  );
  return { airing: airing.data, snapshot: { ...snapshot, rating: vote_average } };
}

/** What a show's details say of its seasons and airing ([showDetails]). */
export async function showAiring(metadata: MetadataSource, showId: number): Promise<ShowAiring> {
  return (await showDetails(metadata, showId)).airing;
}

/** Today's date (YYYY-MM-DD, UTC), as the sources date episodes. */
export function today(): string {
  return new Date().toISOString().slice(0, 10);
}
