import type { MediaType } from '@marquee/core';
import { z } from 'zod';
import { parseGatewayRequest, type MetadataSource } from '../metadata/index.ts';

/** What the statistics read of a title's details: its name, poster, genres and the people behind it. */
export interface TitleFacts {
  title: string;
  poster_path: string | null;
  genres: string[];
  people: string[];
}

const named = z.object({ name: z.string() });
const detailsSchema = z.object({
  title: z.string().optional(),
  name: z.string().optional(),
  poster_path: z.string().nullish(),
  genres: z.array(named).catch([]),
  // A film's director and first three billed actors; a show's creators.
  credits: z
    .object({ cast: z.array(named).catch([]), crew: z.array(named.extend({ job: z.string().nullish() })).catch([]) })
    .optional()
    .catch(undefined),
  created_by: z.array(named).catch([]).optional(),
});

/**
 * A title's facts from the server's metadata source (through the gateway's cache), or null when the source cannot
 * tell them now: the statistics then leave the title out of their top lists.
 */
export async function titleFacts(metadata: MetadataSource, mediaType: MediaType, id: number): Promise<TitleFacts | null> {
  try {
    const query = new URLSearchParams(mediaType === 'movie' ? { append_to_response: 'credits' } : {});
    const answer = await metadata.answer(parseGatewayRequest(`${mediaType}/${id}`, query));
    const details = detailsSchema.parse(JSON.parse(answer.body));
    const people =
      mediaType === 'movie'
        ? [
            ...(details.credits?.crew ?? []).filter((person) => person.job === 'Director'),
            ...(details.credits?.cast ?? []).slice(0, 3),
          ]
        : (details.created_by ?? []);
    return {
      title: details.title ?? details.name ?? '',
      poster_path: details.poster_path ?? null,
      genres: details.genres.map((genre) => genre.name),
      people: people.map((person) => person.name),
    };
  } catch {
    return null;
  }
}
