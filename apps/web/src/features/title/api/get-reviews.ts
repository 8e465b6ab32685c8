import { reviewMediaType, type LanguageCode, type TmdbReviewPage } from '@marquee/core';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { tmdbRequest } from '@/lib/tmdb';
import { useLanguage } from '@/lib/use-language';

/**
 * GET /api/tmdb/{movie|tv}/{id}/reviews?page=n. The media type is checked first: anything but movie or tv is
 * refused with 'Invalid media type. Must be "movie" or "tv".' (docs/behaviour.md#reviews)
 */
export async function getReviews(
  mediaType: string,
  id: number,
  page: number,
  language: LanguageCode,
  signal?: AbortSignal,
): Promise<TmdbReviewPage> {
  return tmdbRequest<TmdbReviewPage>(`${reviewMediaType(mediaType)}/${id}/reviews`, { page }, language, signal);
}

export function reviewsQueryOptions(mediaType: string, id: number, language: LanguageCode) {
  return infiniteQueryOptions({
    queryKey: ['title', mediaType, id, 'reviews', language],
    queryFn: ({ pageParam, signal }) => getReviews(mediaType, id, pageParam, language, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page < last.total_pages ? last.page + 1 : undefined),
  });
}

/** The title's reviews, one TMDB page (up to 20) at a time. */
export function useReviews(mediaType: string, id: number) {
  const language = useLanguage();
  return useInfiniteQuery(reviewsQueryOptions(mediaType, id, language));
}
