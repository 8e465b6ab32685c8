import type { I18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useState, useSyncExternalStore, type ReactNode } from 'react';
import { useAccentTheme } from '@/lib/accent';
import { useProfileLanguage } from '@/lib/use-profile-language';
import { AuthProvider } from '@/lib/auth';
import { LibraryMarks } from '@/lib/library';
import { createI18n } from '@/lib/i18n';
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
  /** The page's language and its messages (lib/i18n.ts); English when not given, as in tests. */
  i18n?: I18n;
}

/**
 * Everything every screen relies on: the language, server state, the signed-in user, the accent, toasts, the start-up gate, and
 * which titles the library holds and the profile watched.
 */
export function AppProvider({ children, goToLogin, queryClient: given, hydrating, i18n: givenI18n }: AppProviderProps) {
  const [queryClient] = useState(() => given ?? createQueryClient());
  const [i18n] = useState(() => givenI18n ?? createI18n('en', {}));
  return (
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <HydrationProvider hydrating={hydrating}>
          <AuthProvider goToLogin={goToLogin}>
            <AccentTheme />
            <ProfileLanguage />
            <Toasts />
            <AppGate>
              <LibraryMarks>{children}</LibraryMarks>
            </AppGate>
          </AuthProvider>
        </HydrationProvider>
      </QueryClientProvider>
    </I18nProvider>
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

function ProfileLanguage() {
  useProfileLanguage();
  return null;
}
