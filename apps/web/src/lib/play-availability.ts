import {
  isWatchable,
  libraryKeys,
  pickTrailerKey,
  playAvailability,
  type MediaType,
  type PlayAvailability,
  type VideoFields,
} from '@marquee/core';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { useAppConfig } from './app-config';
import { useLibrary } from './library';
import { movieDetailsQueryOptions } from './titles/get-movie-details';
import { tvDetailsQueryOptions } from './titles/get-tv-details';
import { useLanguage } from './use-language';

/**
 * What can play a title, known before anyone presses Play (docs/behaviour.md#what-can-play): the rule is core's
 * playAvailability; here are its inputs as the app has them (the configured sources, the library, the trailer).
 */

/**
 * The library's keys; null while it loads, and when it failed unless `failedAsEmpty` (Play rules nothing out on a
 * guess, while a list filter must settle on something).
 */
function useLibraryKeys(failedAsEmpty = false): ReadonlySet<string> | null {
  const { data, isError } = useLibrary();
  const failed = isError && failedAsEmpty;
  return useMemo(() => (data ? libraryKeys(data.titles) : failed ? NO_KEYS : null), [data, failed]);
}

const NO_KEYS: ReadonlySet<string> = new Set();

/**
 * Whether the title has a trailer: the offline catalogue has none, so nothing is asked; with TMDB, the title's videos
 * (the details query its page and its player read, with the videos appended). `videos`: when the caller has them.
 * Null while not known.
 */
export function useHasTrailer(mediaType: MediaType, id: number, videos?: readonly VideoFields[] | null): boolean | null {
  const offline = useAppConfig().services.metadata === 'offline';
  const known = videos !== undefined;
  const ask = !offline && !known;
  const language = useLanguage();
  const movie = useQuery({ ...movieDetailsQueryOptions(id, language), enabled: ask && mediaType === 'movie' });
  const show = useQuery({ ...tvDetailsQueryOptions(id, language), enabled: ask && mediaType === 'tv' });
  if (offline) return false;
  if (known) return pickTrailerKey(videos ?? undefined) !== null;
  const details = mediaType === 'movie' ? movie.data : show.data;
  return details ? pickTrailerKey(details.videos?.results) !== null : null;
}

/** What can play the title: the sources that can, or that nothing configured can. */
export function usePlayAvailability(mediaType: MediaType, id: number, hasTrailer: boolean | null): PlayAvailability {
  const { sources } = useAppConfig();
  const library = useLibraryKeys();
  return useMemo(
    () => playAvailability({ mediaType, id, sources, library, hasTrailer }),
    [mediaType, id, sources, library, hasTrailer],
  );
}

/**
 * 'Available to watch' for lists (docs/behaviour.md#available-to-watch): whether a title is in the library or covered
 * by a configured source; null while the library loads.
 */
export function useWatchableTest(): ((item: { media_type: MediaType; id: number }) => boolean) | null {
  const { sources } = useAppConfig();
  const library = useLibraryKeys(true);
  const test = useCallback(
    (item: { media_type: MediaType; id: number }) => library !== null && isWatchable(item.media_type, item.id, sources, library),
    [sources, library],
  );
  return library === null ? null : test;
}
