import { useLingui } from '@lingui/react/macro';
import { useMutation } from '@tanstack/react-query';
import { toast } from '@/lib/toast';
import { useAuth } from './auth';

/**
 * Sign out as docs/behaviour.md#staying-signed-in says: revoke, forget, go to /login, toast 'Signed out'; on failure
 * stay signed in. A limited profile gives the account password, from the dialog that asked for it, which says a
 * refusal itself; without one a failure is toasted.
 */
export function useSignOut() {
  const { signOut } = useAuth();
  const { t } = useLingui();
  return useMutation({
    mutationFn: (password?: string) => signOut(password),
    onSuccess: () => toast.success(t`Signed out`),
    onError: (_error, password) => {
      if (password === undefined) toast.error(t`Error`, { description: t`Failed to sign out. Please try again.` });
    },
  });
}
