import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { useAuth } from './auth';

/** Sign out as SPEC.md says: revoke, forget, toast 'Signed out', go to /login; on failure stay signed in. */
export function useSignOut() {
  const { signOut } = useAuth();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: signOut,
    onSuccess: () => {
      toast.success('Signed out');
      void navigate('/login');
    },
    onError: () => toast.error('Error', { description: 'Failed to sign out. Please try again.' }),
  });
}
