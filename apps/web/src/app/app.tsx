import type { I18n } from '@lingui/core';
import type { QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { RouterProvider } from '@/lib/router';
import { AppProvider } from './provider';
import { getRouter } from './router';

// docs/behaviour.md#staying-signed-in: signing out and a session the server refuses both end at /login.
const goToLogin = () => void getRouter().navigate('/login');

/**
 * `hydrating`: the app takes over a page the server rendered, rather than drawing its own (main.tsx); `i18n`: the
 * page's language with its messages.
 */
export function App({ queryClient, hydrating, i18n }: { queryClient?: QueryClient; hydrating: boolean; i18n: I18n }) {
  return (
    <AppProvider goToLogin={goToLogin} queryClient={queryClient} hydrating={hydrating} i18n={i18n}>
      <RouterProvider router={getRouter()} />
      <StartedMark />
    </AppProvider>
  );
}

/**
 * Marks the page `data-app-started` once the app has taken it over. A page the server rendered shows its screen
 * before that, but answers its links only as plain links, its keys not at all: the mark tells the two apart
 * (the browser tests wait for it after every page load).
 */
function StartedMark() {
  useEffect(() => {
    document.documentElement.dataset.appStarted = '';
  }, []);
  return null;
}
