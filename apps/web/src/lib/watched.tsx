import { isThumbUp, type MediaType, type WatchedSummary } from '@marquee/core';
import { useQuery } from '@tanstack/react-query';
import { createContext, use } from 'react';
import { apiRequest } from './api-client';
import { USER_QUERY_KEY, useAuth } from './auth';

/** Every watched-marks query lives under this key, under the user's: a mark refreshes them all, signing out forgets them. */
export const WATCHED_QUERY_KEY = [...USER_QUERY_KEY, 'watched'] as const;

/** What a card shows of the member's own marks: the watched titles and ratings, and whether it rates by thumbs. */
export interface TitleMarksSource {
  summary: WatchedSummary | undefined;
  thumbs: boolean;
}

/** The member's marks, handed down by LibraryMarks (lib/library.tsx) with the library's keys. */
export const TitleMarksContext = createContext<TitleMarksSource>({ summary: undefined, thumbs: false });

/**
 * GET /api/watched, read once for the whole app for the cards: the member's watched films and fully watched shows and
 * its ratings (docs/behaviour.md#watched-marks); undefined for a visitor.
 */
export function useWatchedSummary(): WatchedSummary | undefined {
  const { user } = useAuth();
  const { data } = useQuery({
    queryKey: [...WATCHED_QUERY_KEY, 'summary'],
    queryFn: ({ signal }) => apiRequest<WatchedSummary>('/watched', { signal }),
    enabled: user !== null,
  });
  return user ? data : undefined;
}

/**
 * Whether the profile watched the film, or every aired episode of the show (a card's tick), and its own rating of it
 * as it rates (undefined when not rated).
 */
export function useTitleMarks(mediaType: MediaType, id: number): { watched: boolean; rating: string | undefined } {
  const { summary, thumbs } = use(TitleMarksContext);
  const rating = summary?.ratings[`${mediaType}:${id}`];
  return {
    watched: summary !== undefined && (mediaType === 'movie' ? summary.movies : summary.shows).includes(id),
    rating: rating === undefined ? undefined : ratingText(rating, thumbs),
  };
}

/** A rating as the profile rates: '8', or a thumb ('👍' or '👎'). */
export function ratingText(rating: number, thumbs: boolean): string {
  return thumbs ? (isThumbUp(rating) ? '👍' : '👎') : String(rating);
}
