import { useLingui } from '@lingui/react/macro';
import { useEffect } from 'react';
import { useRouteError } from '@/lib/router';
import { ErrorState } from '@/components/error-state';
import { PageContainer } from '@/components/page-container';

/**
 * What a screen shows when it throws or its code fails to download (after a new release the old
 * chunk names are gone): the shell stays, and 'Try again' reloads the page with the current build.
 */
export function RouteError() {
  const error = useRouteError();
  const { t } = useLingui();
  useEffect(() => console.error(error), [error]);
  return (
    <PageContainer className="py-16">
      <ErrorState
        title={t`Something went wrong`}
        message={t`This page could not be shown.`}
        onRetry={() => window.location.reload()}
      />
    </PageContainer>
  );
}
