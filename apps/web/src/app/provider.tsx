import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useState, useSyncExternalStore, type ReactNode } from 'react';
import { useAccentTheme } from '@/lib/accent';
import { AuthProvider } from '@/lib/auth';
import { LibraryMarks } from '@/lib/library';
import { createQueryClient } from '@/lib/query-client';
import { HydrationProvider, useHydrated } from '@/lib/use-hydrated';
import { subscribeToToastDemand, toastsNeeded } from '@/lib/toast-demand';
import { AppGate } from './app-gate';

// Toasts only ever follow the first screen, so sonner stays out of the start-up bundle, and the toaster loads
// only once code that can raise a toast has (lib/toast-demand.ts); a toast raised before the toaster has loaded
// shows once it has (sonner replays active toasts to a new Toaster).
const AppToaster = lazy(() => import('./toaster').then((module) => ({ default: module.AppToaster })));

interface AppProviderProps {
  children: ReactNode;
  /** The client holding the first screen's data when the page brought it (main.tsx, entry-server.tsx). */
  queryClient?: QueryClient;
  /** Where an ended session leads; the router's navigate, given by app.tsx. */
  goToLogin(): void;
  /** The server's rendering, and the browser's taking it over (lib/use-hydrated.tsx); false when the browser draws. */
  hydrating: boolean;
}

/**
 * Everything every screen relies on: server state, the signed-in user, the accent, toasts, the start-up gate, and
 * which titles the library holds and the profile watched.
 */
export function AppProvider({ children, goToLogin, queryClient: given, hydrating }: AppProviderProps) {
  const [queryClient] = useState(() => given ?? createQueryClient());
  return (
    <QueryClientProvider client={queryClient}>
      <HydrationProvider hydrating={hydrating}>
        <AuthProvider goToLogin={goToLogin}>
          <AccentTheme />
          <Toasts />
          <AppGate>
            <LibraryMarks>{children}</LibraryMarks>
          </AppGate>
        </AuthProvider>
      </HydrationProvider>
    </QueryClientProvider>
  );
}

function Toasts() {
  const needed = useSyncExternalStore(subscribeToToastDemand, toastsNeeded, toastsNeeded);
  // The server draws no toaster, so the app's taking over of its page starts without one too.
  const hydrated = useHydrated();
  return needed && hydrated ? (
    <Suspense fallback={null}>
      <AppToaster />
    </Suspense>
  ) : null;
}

function AccentTheme() {
  useAccentTheme();
  return null;
}
