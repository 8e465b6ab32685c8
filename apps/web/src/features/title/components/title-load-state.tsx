import { MSG } from '@marquee/core';
import { ApiError } from '@/lib/api-client';
import { TitleMessage } from './title-message';
import { TitleSkeleton } from './title-skeleton';

interface TitleLoadStateProps {
  isPending: boolean;
  error: Error | null;
  /** The texts of the page (docs/behaviour.md#title-pages): 'Movie not found' / 'Failed to load movie data. Please try again.' */
  notFound: string;
  failed: string;
}

/** What a title page says when the title is above the profile's limit (Kids, or a maximum rating). */
export const NOT_ON_THIS_PROFILE = MSG.notOnThisProfile;

/**
 * The loading, not-found, not-on-this-profile and failed states of a title page; null once the title is there. The
 * server answers a title above the profile's limit with 403 (or 404, which reads as not found).
 */
export function TitleLoadState({ isPending, error, notFound, failed }: TitleLoadStateProps) {
  if (isPending) return <TitleSkeleton />;
  if (error instanceof ApiError && error.status === 404) return <TitleMessage title={notFound} />;
  if (error instanceof ApiError && error.status === 403) return <TitleMessage title={NOT_ON_THIS_PROFILE} />;
  if (error) return <TitleMessage title={failed} failed />;
  return null;
}
