import { pickLogo, type MediaType, type TmdbImages } from '@marquee/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { tmdbRequest } from '@/lib/tmdb';

export interface TitleLogo {
  path: string;
  width: number;
  height: number;
}

/** The title logo of a movie or show: an English one, else the first, else null (docs/behaviour.md#hero-carousel). */
export async function getTitleLogo(mediaType: MediaType, id: number, signal?: AbortSignal): Promise<TitleLogo | null> {
  const { logos } = await tmdbRequest<Pick<TmdbImages, 'logos'>>(`${mediaType}/${id}/images`, {}, signal);
  const path = pickLogo(logos);
  const logo = logos.find((candidate) => candidate.file_path === path);
  return logo ? { path: logo.file_path, width: logo.width, height: logo.height } : null;
}

export function titleLogoQueryOptions(mediaType: MediaType, id: number) {
  return queryOptions({
    queryKey: ['title-logo', mediaType, id],
    queryFn: ({ signal }) => getTitleLogo(mediaType, id, signal),
    // Artwork does not change while the app is open.
    staleTime: Infinity,
  });
}

export function useTitleLogo(mediaType: MediaType, id: number) {
  return useQuery(titleLogoQueryOptions(mediaType, id));
}
