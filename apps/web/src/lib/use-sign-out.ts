import { useMutation } from '@tanstack/react-query';
import { toast } from '@/lib/toast';
import { useAuth } from './auth';

/** Sign out as docs/behaviour.md#staying-signed-in says: revoke, forget, go to /login, toast 'Signed out'; on failure stay signed in. */
export function useSignOut() {
  const { signOut } = useAuth();
  return useMutation({
    mutationFn: signOut,
    onSuccess: () => toast.success('Signed out'),
    onError: () => toast.error('Error', { description: 'Failed to sign out. Please try again.' }),
  });
}
