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

/** The loading, not-found and failed states of a title page; null once the title is there. */
export function TitleLoadState({ isPending, error, notFound, failed }: TitleLoadStateProps) {
  if (isPending) return <TitleSkeleton />;
  if (error instanceof ApiError && error.status === 404) return <TitleMessage title={notFound} />;
  if (error) return <TitleMessage title={failed} failed />;
  return null;
}
