import { bestTitleMatch, CATALOGUE_ID_MIN, DB_INTEGER_MAX, yearOfDate, type MediaType } from '@marquee/core';
import { HttpError } from '../../http/errors.ts';
import { parseGatewayRequest, type MetadataSource } from '../metadata/index.ts';

/** A title as found in the current source, with what an entry takes of it. */
export interface FoundTitle {
  id: number;
  title: string;
  year: number | null;
  poster_path: string | null;
  backdrop_path: string | null;
}

interface SearchResult {
  id?: unknown;
  title?: unknown;
  name?: unknown;
  release_date?: unknown;
  first_air_date?: unknown;
  poster_path?: unknown;
  backdrop_path?: unknown;
}

/** A string of the answer, if it is one of a length an entry stores (apiText's bounds). */
const text = (value: unknown, max = 500) => (typeof value === 'string' && value.length <= max ? value : null);

/** What an answer's title says, or null when it is not a title of the source's own ids (answers are hostile). */
function foundOf(metadata: MetadataSource, media: MediaType, result: SearchResult): FoundTitle | null {
  const name = text(media === 'movie' ? result.title : result.name);
  const [low, high] = metadata.source === 'tmdb' ? [1, CATALOGUE_ID_MIN - 1] : [CATALOGUE_ID_MIN, DB_INTEGER_MAX];
  if (typeof result.id !== 'number' || !Number.isInteger(result.id) || result.id < low || result.id > high || name === null)
    return null;
  return {
    id: result.id,
    title: name,
    year: yearOfDate(text(media === 'movie' ? result.release_date : result.first_air_date)),
    poster_path: text(result.poster_path, 300),
    backdrop_path: text(result.backdrop_path, 300),
  };
}

/** The source's title with this id, or null when it has none; throws when the source cannot answer. */
export async function titleById(metadata: MetadataSource, media: MediaType, id: number): Promise<FoundTitle | null> {
  try {
    const request = parseGatewayRequest(`${media}/${id}`, new URLSearchParams());
    const answer = JSON.parse((await metadata.answer(request)).body) as SearchResult | null;
    const found = answer && typeof answer === 'object' ? foundOf(metadata, media, answer) : null;
    return found?.id === id ? found : null;
  } catch (error) {
    if (error instanceof HttpError && error.statusCode === 404) return null;
    throw error;
  }
}

/**
 * The title of the current source that is surely this one (core's bestTitleMatch over the first page of
 * the source's search for its name), or null when none is. Throws when the source cannot answer: that is
 * no answer, and the title is looked for again later.
 */
export async function findTitle(
  metadata: MetadataSource,
  wanted: { media_type: MediaType; title: string; year: number | null },
): Promise<FoundTitle | null> {
  if (wanted.title.trim() === '') return null;
  const request = parseGatewayRequest(`search/${wanted.media_type}`, new URLSearchParams({ query: wanted.title.slice(0, 200) }));
  const answer = JSON.parse((await metadata.answer(request)).body) as { results?: SearchResult[] };
  const candidates = (answer.results ?? []).flatMap((result) => foundOf(metadata, wanted.media_type, result) ?? []);
  return bestTitleMatch({ title: wanted.title, year: wanted.year }, candidates);
}
