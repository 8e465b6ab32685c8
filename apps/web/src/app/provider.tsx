import { QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useAccentTheme } from '@/lib/accent';
import { AuthProvider } from '@/lib/auth';
import { createQueryClient } from '@/lib/query-client';
import { AppGate } from './app-gate';
import { AppToaster } from './toaster';

interface AppProviderProps {
  children: ReactNode;
  /** Where an ended session leads; the router's navigate, given by app.tsx. */
  goToLogin(): void;
}

/** Everything every screen relies on: server state, the signed-in user, the accent, toasts, the start-up gate. */
export function AppProvider({ children, goToLogin }: AppProviderProps) {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <AuthProvider goToLogin={goToLogin}>
        <AccentTheme />
        <AppToaster />
        <AppGate>{children}</AppGate>
      </AuthProvider>
    </QueryClientProvider>
  );
}

function AccentTheme() {
  useAccentTheme();
  return null;
}
