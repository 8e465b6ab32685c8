import { useLingui } from '@lingui/react/macro';
import { ApiError } from '@/lib/api-client';
import { TitleMessage } from './title-message';
import { TitleSkeleton } from './title-skeleton';

interface TitleLoadStateProps {
  isPending: boolean;
  error: Error | null;
  /** The texts of the page, translated (docs/behaviour.md#title-pages): 'Movie not found' / 'Failed to load movie data. Please try again.' */
  notFound: string;
  failed: string;
}

/**
 * The loading, not-found, not-on-this-profile and failed states of a title page; null once the title is there. The
 * server answers a title above the profile's limit with 403 (or 404, which reads as not found).
 */
export function TitleLoadState({ isPending, error, notFound, failed }: TitleLoadStateProps) {
  const { t } = useLingui();
  if (isPending) return <TitleSkeleton />;
  if (error instanceof ApiError && error.status === 404) return <TitleMessage title={notFound} />;
  if (error instanceof ApiError && error.status === 403)
    return <TitleMessage title={t`This title isn't available on this profile`} />;
  if (error) return <TitleMessage title={failed} failed />;
  return null;
}
