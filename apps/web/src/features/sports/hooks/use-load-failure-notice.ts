import { useLingui } from '@lingui/react/macro';
import { useEffect } from 'react';
import { toast } from '@/lib/toast';

/**
 * docs/behaviour.md#sports-data: a failed sports call is logged, its list shows as empty, and the screen says
 * 'Error' / 'Failed to load sports. Please try again later.' once (one toast however many calls failed).
 */
export function useLoadFailureNotice(error: unknown): void {
  const { t } = useLingui();
  useEffect(() => {
    if (!error) return;
    console.error('Failed to load sports data', error);
    toast.error(t`Error`, { id: 'sports-load-error', description: t`Failed to load sports. Please try again later.` });
  }, [error, t]);
}
