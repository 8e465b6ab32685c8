import { useLingui } from '@lingui/react/macro';
import { PARTY_CODE_PATTERN, playerPath, type PartyState } from '@marquee/core';
import { useQuery } from '@tanstack/react-query';
import { Users } from 'lucide';
import { Link, Navigate, useParams } from '@/lib/router';
import { buttonStyles } from '@/components/button';
import { EmptyState } from '@/components/empty-state';
import { ErrorState } from '@/components/error-state';
import { PageContainer } from '@/components/page-container';
import { PageSpinner } from '@/components/spinner';
import { ApiError, apiRequest } from '@/lib/api-client';

/**
 * /party/{code}, the invite link (docs/behaviour.md#watch-party): opens the player on what the party watches, as a
 * member of it; an unknown or ended party says so, with a way home.
 */
export default function PartyLinkRoute() {
  const code = useParams().code ?? '';
  const { t } = useLingui();
  const valid = PARTY_CODE_PATTERN.test(code);
  const party = useQuery({
    queryKey: ['party', code],
    queryFn: ({ signal }) => apiRequest<PartyState>(`/parties/${code}`, { signal }),
    enabled: valid,
    retry: (count, error) => !(error instanceof ApiError && error.status < 500) && count < 2,
    // Where the party is now, not what it was when the page last asked.
    staleTime: 0,
    gcTime: 0,
  });

  if (valid && party.isPending) return <PageSpinner />;
  if (valid && party.data) {
    const { media } = party.data;
    const path = media.type === 'tv' ? playerPath('tv', media.id, media.season, media.episode) : playerPath('movie', media.id);
    return <Navigate to={`${path}?party=${code}`} replace />;
  }
  const ended = !valid || (party.error instanceof ApiError && party.error.status < 500);
  return (
    <PageContainer className="py-12">
      {ended ? (
        <EmptyState
          icon={Users}
          headingLevel="h1"
          title={t`This party has ended`}
          description={t`Its last member left, or the link is not complete. Start a new party from any player.`}
          action={
            <Link to="/" className={buttonStyles('primary')}>
              {t`Go home`}
            </Link>
          }
        />
      ) : (
        <ErrorState title={t`Could not open the party`} message={party.error?.message} onRetry={() => void party.refetch()} />
      )}
    </PageContainer>
  );
}
