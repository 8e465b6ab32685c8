import { titleSnapshotOfDetails, type ListEntryBody, type PlaybackTarget, type TmdbTvDetails } from '@marquee/core';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useMetadataSource } from '@/lib/metadata-source';
import { movieDetailsQueryOptions } from '@/lib/titles/get-movie-details';
import { tvDetailsQueryOptions } from '@/lib/titles/get-tv-details';
import { useLanguage } from '@/lib/use-language';
import { useLeaveOnLoadError } from './use-leave-on-load-error';

export interface PlayerTitle {
  name: string;
  /** The title's fields as lists and history store them. */
  media: ListEntryBody;
  /** The show, for TV: seasons, episode count. */
  show: TmdbTvDetails | null;
}

/**
 * The film or show being played, from the same queries as its details page (a visit from there costs nothing). A
 * failure to load it is 'Error loading content' (docs/behaviour.md#player), and the player goes home.
 */
export function usePlayerTitle(target: PlaybackTarget): PlayerTitle | null {
  const language = useLanguage();
  const movie = useQuery({ ...movieDetailsQueryOptions(target.id, language), enabled: target.type === 'movie' });
  const show = useQuery({ ...tvDetailsQueryOptions(target.id, language), enabled: target.type === 'tv' });
  const failed = target.type === 'movie' ? movie : show;
  useLeaveOnLoadError(failed.isError, failed.error);
  const source = useMetadataSource();

  const details = target.type === 'movie' ? movie.data : show.data;
  return useMemo(() => {
    if (!details) return null;
    const media = titleSnapshotOfDetails(target.type, details, source);
    return {
      name: media.title,
      media,
      show: 'name' in details ? details : null,
    };
  }, [details, target.type, source]);
}
