import { pickLogo, type LanguageCode, type MediaType, type TmdbImages } from '@marquee/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { tmdbRequest } from '@/lib/tmdb';
import { useLanguage } from '@/lib/use-language';

export interface TitleLogo {
  path: string;
  width: number;
  height: number;
}

/**
 * The title logo of a movie or show: one in the page's language, else an English one, else the first, else null
 * (docs/behaviour.md#hero-carousel).
 */
export async function getTitleLogo(
  mediaType: MediaType,
  id: number,
  language: LanguageCode,
  signal?: AbortSignal,
): Promise<TitleLogo | null> {
  const { logos } = await tmdbRequest<Pick<TmdbImages, 'logos'>>(`${mediaType}/${id}/images`, {}, language, signal);
  const path = pickLogo(logos, language);
  const logo = logos.find((candidate) => candidate.file_path === path);
  return logo ? { path: logo.file_path, width: logo.width, height: logo.height } : null;
}

export function titleLogoQueryOptions(mediaType: MediaType, id: number, language: LanguageCode) {
  return queryOptions({
    queryKey: ['title-logo', mediaType, id, language],
    queryFn: ({ signal }) => getTitleLogo(mediaType, id, language, signal),
    // Artwork does not change while the app is open.
    staleTime: Infinity,
  });
}

export function useTitleLogo(mediaType: MediaType, id: number) {
  const language = useLanguage();
  return useQuery(titleLogoQueryOptions(mediaType, id, language));
}
