import type { QueryClient } from '@tanstack/react-query';
import { RouterProvider } from 'react-router';
import { AppProvider } from './provider';
import { router } from './router';

// SPEC.md §4 and §6: signing out and a session the server refuses both end at /login.
const goToLogin = () => void router.navigate('/login');

export function App({ queryClient }: { queryClient?: QueryClient }) {
  return (
    <AppProvider goToLogin={goToLogin} queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProvider>
  );
}
