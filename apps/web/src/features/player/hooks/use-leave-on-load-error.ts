import { useEffect } from 'react';
import { useNavigate } from '@/lib/router';
import { toast } from '@/lib/toast';
import { MSG } from '@marquee/core';
import { ApiError } from '@/lib/api-client';

/**
 * docs/behaviour.md#player: a title that cannot be loaded says 'Error loading content', and the player goes home;
 * one above the profile's limit says so instead (docs/behaviour.md#ratings).
 */
export function useLeaveOnLoadError(failed: boolean, error: unknown = null): void {
  const navigate = useNavigate();
  const limited = error instanceof ApiError && error.status === 403;
  useEffect(() => {
    if (!failed) return;
    if (limited) toast.error(MSG.notOnThisProfile);
    else toast.error('Error loading content', { description: 'There was a problem loading the media. Please try again.' });
    void navigate('/', { replace: true });
  }, [failed, limited, navigate]);
}

/** For a route whose id cannot name a title at all. */
export function LeaveOnLoadError(): null {
  useLeaveOnLoadError(true);
  return null;
}
