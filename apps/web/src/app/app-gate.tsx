import { useQuery } from '@tanstack/react-query';
import { useEffect, type ReactNode } from 'react';
import { Button } from '@/components/button';
import { appConfigQueryOptions } from '@/lib/app-config';
import { useAuth } from '@/lib/auth';

/**
 * Renders nothing until the app can show the truth (SPEC.md §2: "The app shows nothing until
 * authentication loading ends"): the stored token has been checked and /api/config has loaded.
 * Both requests run in parallel, so the check costs one round trip.
 */
export function AppGate({ children }: { children: ReactNode }) {
  const { isChecking } = useAuth();
  const config = useQuery(appConfigQueryOptions);
  const siteName = config.data?.siteName;

  useEffect(() => {
    if (siteName) document.title = siteName;
  }, [siteName]);

  if (config.isError) return <StartupFailure onRetry={() => void config.refetch()} busy={config.isFetching} />;
  if (isChecking || !config.data) return null;
  return children;
}

/** Without its configuration the app cannot draw a screen; this says so and offers the one fix. */
function StartupFailure({ onRetry, busy }: { onRetry: () => void; busy: boolean }) {
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center gap-4 px-4 text-center">
      <h1 className="text-xl font-semibold">Unable to reach the server</h1>
      <p className="max-w-md text-muted">The app could not load its settings. Check your connection and try again.</p>
      <Button onClick={onRetry} busy={busy} busyText="Trying again...">
        Try again
      </Button>
    </main>
  );
}
