import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useEffect, type ReactNode } from 'react';
import { Button } from '@/components/button';
import { appConfigQueryOptions, isPageConfigCached } from '@/lib/app-config';
import { useAuth } from '@/lib/auth';

/**
 * Renders nothing until the app can show the truth: nothing shows until authentication has loaded
 * (docs/behaviour.md#routes). Normally nothing is left to wait for: the configuration comes with
 * the page and a stored user shows at once (src/lib/auth.tsx). Only a page without the configuration
 * (`vite dev`) waits for /api/config, and only a stored token without its user waits for the server.
 */
export function AppGate({ children }: { children: ReactNode }) {
  const { isChecking } = useAuth();
  const config = useQuery(appConfigQueryOptions);
  const siteName = config.data?.siteName;

  useEffect(() => {
    if (siteName) document.title = siteName;
  }, [siteName]);

  const { refetch } = config;
  useEffect(() => {
    if (isPageConfigCached()) void refetch();
  }, [refetch]);

  // A failed background check keeps the configuration in hand.
  if (!config.data) return config.isError ? <StartupFailure onRetry={() => void refetch()} busy={config.isFetching} /> : null;
  if (isChecking) return null;
  return children;
}

/** Without its configuration the app cannot draw a screen; this says so and offers the one fix. */
function StartupFailure({ onRetry, busy }: { onRetry: () => void; busy: boolean }) {
  const { t } = useLingui();
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center gap-4 px-4 text-center">
      <h1 className="text-xl font-semibold">{t`Unable to reach the server`}</h1>
      <p className="max-w-md text-muted">{t`The app could not load its settings. Check your connection and try again.`}</p>
      <Button onClick={onRetry} busy={busy} busyText={t`Trying again...`}>
        {t`Try again`}
      </Button>
    </main>
  );
}
