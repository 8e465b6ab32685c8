import type { MediaType } from '../api.ts';

/**
 * What can play a title (docs/behaviour.md#what-can-play), decided before anyone presses Play: the built-in `local`
 * source plays what the server's library holds, `trailer` plays the title's trailer, and a source the operator
 * configured (any other key) is taken to cover every title.
 */

/** The built-in sources whose cover is known: the library's player and the trailer's. */
export const LOCAL_SOURCE_KEY = 'local';
export const TRAILER_SOURCE_KEY = 'trailer';

export interface PlayAvailabilityInput {
  mediaType: MediaType;
  id: number;
  /** The configured sources, in their order. */
  sources: ReadonlyArray<{ key: string }>;
  /** The keys (`movie:550`) of the library's titles; null while not known (the library still loading, or failed). */
  library: ReadonlySet<string> | null;
  /** Whether the title has a trailer; null while not known. */
  hasTrailer: boolean | null;
}

export type PlayAvailability =
  /** `sources`: the keys of the sources that can (or may) play it, in the configured order. */
  | { state: 'playable'; sources: string[]; watchable: boolean }
  /** Something may play it, but what is not known yet: Play is not held back, nor promised. */
  | { state: 'checking'; sources: string[] }
  /** Nothing configured can play it: not in the library, no trailer, no other source. */
  | { state: 'unavailable' };

type Cover = 'yes' | 'no' | 'unknown';

const coverOf = (known: boolean | null): Cover => (known === null ? 'unknown' : known ? 'yes' : 'no');

/** Whether one source can play the title. */
function sourceCover(key: string, input: PlayAvailabilityInput): Cover {
  if (key === LOCAL_SOURCE_KEY) {
    return input.library === null ? 'unknown' : coverOf(input.library.has(`${input.mediaType}:${input.id}`));
  }
  if (key === TRAILER_SOURCE_KEY) return coverOf(input.hasTrailer);
  return 'yes';
}

/**
 * What can play the title. Playable when a source surely can; `watchable` when that is the title itself (a library
 * file or a configured source), not only its trailer. Unavailable only when every source surely cannot.
 */
export function playAvailability(input: PlayAvailabilityInput): PlayAvailability {
  const covers = input.sources.map((source) => ({ key: source.key, cover: sourceCover(source.key, input) }));
  const possible = covers.filter((c) => c.cover !== 'no').map((c) => c.key);
  const sure = covers.filter((c) => c.cover === 'yes');
  if (sure.length > 0) {
    return { state: 'playable', sources: possible, watchable: sure.some((c) => c.key !== TRAILER_SOURCE_KEY) };
  }
  return possible.length > 0 ? { state: 'checking', sources: possible } : { state: 'unavailable' };
}

/**
 * Whether a list's title counts as 'Available to watch': the library holds it or a configured source covers it. A
 * trailer alone is not the title, and a list does not know its titles' trailers.
 */
export function isWatchable(
  mediaType: MediaType,
  id: number,
  sources: ReadonlyArray<{ key: string }>,
  library: ReadonlySet<string>,
): boolean {
  const availability = playAvailability({ mediaType, id, sources, library, hasTrailer: false });
  return availability.state === 'playable' && availability.watchable;
}

/**
 * An example of where a title's file goes in the library, as the scan reads names
 * (docs/behaviour.md#library-file-names): `Fight Club (1999).mkv`, `Arcane/Season 01/Arcane - S01E01.mkv`.
 */
export function libraryFileExample(mediaType: MediaType, title: string, year: number | null): string {
  // Characters a file name cannot hold on common systems become spaces.
  const name =
    title
      .replace(/[/\\:*?"<>|]+/g, ' ')
      .replace(/\s+/g, ' ')
      .trim() || 'Title';
  const named = year ? `${name} (${year})` : name;
  return mediaType === 'movie' ? `${named}.mkv` : `${named}/Season 01/${name} - S01E01.mkv`;
}
