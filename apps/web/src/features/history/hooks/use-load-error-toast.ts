import { useEffect } from 'react';
import { toast } from '@/lib/toast';
import { errorMessage } from '@/lib/api-client';

/**
 * The profile's load-failure toasts (`title` and `fallback` in the screen's language) of docs/behaviour.md#profile ('Error loading watch history', 'Error loading favorites',
 * 'Error loading watchlist'), once per failure; the tab shows its error panel with 'Try again' as well.
 */
export function useLoadErrorToast(error: Error | null, title: string, fallback: string): void {
  useEffect(() => {
    if (error) toast.error(title, { id: title, description: errorMessage(error, fallback) });
  }, [error, title, fallback]);
}
