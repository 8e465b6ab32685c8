import { useLingui } from '@lingui/react/macro';
import type { FormEvent } from 'react';
import { Button } from '@/components/button';
import { useAuth } from '@/lib/auth';
import { useCredentialsSubmit } from '@/lib/use-credentials-submit';
import { NewPasswordFields, useNewPassword } from './new-password-fields';

/**
 * A reset link's new password, by sign-up's rules; once set, the person is signed in as sign-in signs in and lands
 * home, or on Who's watching? when the account's profile is still to be chosen.
 */
export function ResetPasswordForm({ token }: { token: string }) {
  const { resetPassword } = useAuth();
  const newPassword = useNewPassword();
  const { t } = useLingui();
  const reset = useCredentialsSubmit(resetPassword, { success: t`Password changed`, fallback: t`The password was not set` });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!newPassword.confirm()) return;
    reset.mutate({ token, password: newPassword.password });
  };

  return (
    <form onSubmit={submit} className="space-y-4">
      <NewPasswordFields value={newPassword} labels={{ password: t`New password`, confirmation: t`Confirm new password` }} />
      <Button type="submit" className="w-full" busy={reset.isPending} busyText={t`Setting password...`}>
        {t`Set password`}
      </Button>
    </form>
  );
}
