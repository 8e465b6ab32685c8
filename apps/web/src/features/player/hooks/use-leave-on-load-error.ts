import { useLingui } from '@lingui/react/macro';
import { useEffect } from 'react';
import { useNavigate } from '@/lib/router';
import { toast } from '@/lib/toast';
import { ApiError } from '@/lib/api-client';

/**
 * docs/behaviour.md#player: a title that cannot be loaded says 'Error loading content', and the player goes home;
 * one above the profile's limit says so instead (docs/behaviour.md#ratings).
 */
const LOAD_ERROR_TOAST = 'player-load-error';

export function useLeaveOnLoadError(failed: boolean, error: unknown = null): void {
  const navigate = useNavigate();
  const limited = error instanceof ApiError && error.status === 403;
  const { t } = useLingui();
  useEffect(() => {
    if (!failed) return;
    // One toast however many of the player's parts found the title missing (the wait for what can play, then the player).
    // Core's MSG.notOnThisProfile, in the page's language.
    if (limited) toast.error(t`This title isn't available on this profile`, { id: LOAD_ERROR_TOAST });
    else {
      toast.error(t`Error loading content`, {
        id: LOAD_ERROR_TOAST,
        description: t`There was a problem loading the media. Please try again.`,
      });
    }
    void navigate('/', { replace: true });
  }, [failed, limited, navigate, t]);
}

/** For a route whose id cannot name a title at all. */
export function LeaveOnLoadError(): null {
  useLeaveOnLoadError(true);
  return null;
}
