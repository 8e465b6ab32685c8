import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';

/** docs/behaviour.md#player: a title that cannot be loaded says 'Error loading content', and the player goes home. */
export function useLeaveOnLoadError(failed: boolean): void {
  const navigate = useNavigate();
  useEffect(() => {
    if (!failed) return;
    toast.error('Error loading content', { description: 'There was a problem loading the media. Please try again.' });
    void navigate('/', { replace: true });
  }, [failed, navigate]);
}

/** For a route whose id cannot name a title at all. */
export function LeaveOnLoadError(): null {
  useLeaveOnLoadError(true);
  return null;
}
