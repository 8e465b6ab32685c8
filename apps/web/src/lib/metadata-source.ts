import { metadataSourceOf, type ListEntry, type MetadataSourceName } from '@marquee/core';
import { useCallback } from 'react';
import { useAppConfig } from './app-config';

/** The metadata source whose ids the server's titles carry now, by its metadata service's mode. */
export function useMetadataSource(): MetadataSourceName {
  return metadataSourceOf(useAppConfig().services);
}

/**
 * Whether a saved entry (list or history) can be opened: its title page, the player. Its id names a title only
 * in the source it was saved from, and the server keeps entries of an earlier source whose title it could not
 * match in the current one; those are shown from their saved title and poster, with nothing that opens them.
 */
export function useCanOpenEntry(): (entry: Pick<ListEntry, 'source'>) => boolean {
  const source = useMetadataSource();
  // The same function while the source stays, so a query's `select` built on it is not re-run every render.
  return useCallback((entry) => entry.source === source, [source]);
}
